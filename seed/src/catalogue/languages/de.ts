import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

const num = (n: number): string => decimal(n, ",")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

type Gender = "m" | "f" | "n" | "pl"
const NOUNS: Record<NounKey, { word: string; g: Gender }> = {
  smartphone: { word: "Smartphone", g: "n" },
  tablet: { word: "Tablet", g: "n" },
  headphones: { word: "Bluetooth-Kopfhörer", g: "pl" },
  earbuds: { word: "In-Ear-Kopfhörer", g: "pl" },
  speaker: { word: "Bluetooth-Lautsprecher", g: "m" },
  smartwatch: { word: "Smartwatch", g: "f" },
  watch: { word: "Armbanduhr", g: "f" },
  charger: { word: "USB-C-Ladegerät", g: "n" },
  cable: { word: "Ladekabel", g: "n" },
  case: { word: "Handyhülle", g: "f" },
  "luxury-watch": { word: "Luxusuhr", g: "f" },
  ring: { word: "Ring", g: "m" },
  bracelet: { word: "Armband", g: "n" },
  necklace: { word: "Halskette", g: "f" },
}

const COLOURS: Record<Colour, string> = {
  black: "Schwarz",
  white: "Weiß",
  silver: "Silber",
  grey: "Grau",
  blue: "Blau",
  green: "Grün",
  red: "Rot",
  pink: "Rosa",
  brown: "Braun",
  clear: "Transparent",
  gold: "Gold",
  "rose-gold": "Roségold",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "Gelbgold",
  "rose-gold": "Roségold",
  "white-gold": "Weißgold",
  platinum: "Platin",
  silver: "925er Sterlingsilber",
  steel: "Edelstahl",
  titanium: "Titan",
}
const metal = (m: Metal, carat: number | null): string => (carat ? `${carat} Karat ${METALS[m]}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

/** Dative with indefinite article, as the "mit ..." frames need. */
const GEMS: Record<Gem, string> = {
  diamond: "einem Diamanten",
  sapphire: "einem Saphir",
  emerald: "einem Smaragd",
  ruby: "einem Rubin",
  pearl: "einer Perle",
}
const GEM_NAMES: Record<Gem, string> = { diamond: "Diamant", sapphire: "Saphir", emerald: "Smaragd", ruby: "Rubin", pearl: "Perle" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

/** Nouns after a number, in the dative the "mit" of every frame asks for; Zoll, Stück and Karat are measures and do not change. */
export const COUNTED = {
  hours: { one: "Stunde", other: "Stunden" },
  days: { one: "Tag", other: "Tagen" },
  ports: { one: "Ladeanschluss", other: "Ladeanschlüssen" },
} satisfies Record<string, PluralForms<"de">>

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts} W`
    case "connector":
      return `${CONNECTORS[f.from]} auf ${CONNECTORS[f.to]}`
    case "compat":
      return `für ${f.model}`
    case "case-metal":
      return caseMetal(f.metal)
    case "metal":
      return metal(f.metal, f.carat)
    case "gem":
      return `mit ${GEM_NAMES[f.gem]}${f.ct ? ` ${num(f.ct)} ct` : ""}`
    default:
      return null
  }
}

/** Adjective stems; German endings depend on gender and case. */
const ADJECTIVES = ["elegant", "leistungsstark", "vielseitig", "durchdacht", "zuverlässig", "modern", "hochwertig"]
function indefinite(key: NounKey, adjective: number, kase: "nom" | "acc"): string {
  const { word, g } = NOUNS[key]
  const a = nth(ADJECTIVES, adjective)
  switch (g) {
    case "m":
      return kase === "nom" ? `ein ${a}er ${word}` : `einen ${a}en ${word}`
    case "f":
      return `eine ${a}e ${word}`
    case "n":
      return `ein ${a}es ${word}`
    case "pl":
      return `${a}e ${word}`
  }
}

const book: Phrasebook = {
  locale: "de-DE",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? `, ${COLOURS[p.colour]}` : ""
    const joined = p.type === "jewellery" || p.type === "luxury-watch" ? labels.map((l) => `, ${l}`).join("") : labels.map((l) => ` ${l}`).join("")
    return `${fullName(p)} ${NOUNS[nounKey(p)].word}${joined}${colour}`
  },
  intros: [
    (c) => `${c.name} ${NOUNS[nounKey(c.p)].g === "pl" ? "sind" : "ist"} ${indefinite(nounKey(c.p), c.adjective, "nom")} für jeden Tag.`,
    (c) => `Mit dem ${c.model} bringt ${c.brand} ${indefinite(nounKey(c.p), c.adjective, "acc")} auf den Markt.`,
    (c) => `Entdecken Sie das Modell ${c.model} von ${c.brand}: ${indefinite(nounKey(c.p), c.adjective, "nom")} mit Anspruch.`,
  ],
  frames: [(facts) => `Ausgestattet ist das Modell mit ${facts}.`, (facts) => `Das Modell überzeugt mit ${facts}.`, (facts) => `Im Alltag punktet dieses Modell mit ${facts}.`],
  features: {
    storage: (f) => `${gb(f.gb)} Speicherplatz`,
    screen: (f) => `einem ${num(f.inches)}-Zoll-${f.oled ? "OLED" : "LCD"}-Display`,
    refresh: (f) => `einer flüssigen Bildwiederholrate von ${f.hz} Hz`,
    camera: (f) => `einer Hauptkamera mit ${f.mp} MP`,
    battery: (f) => `einem Akku mit ${f.mah} mAh`,
    "5g": () => "5G-Unterstützung",
    "wireless-charging": () => "kabellosem Laden",
    stylus: () => "Unterstützung für Eingabestifte",
    driver: (f) => `${f.mm}-mm-Treibern`,
    anc: () => "aktiver Geräuschunterdrückung",
    playtime: (f) => `bis zu ${f.hours} ${plural("de", f.hours, COUNTED.hours)} Wiedergabezeit`,
    multipoint: () => "Multipoint-Verbindung",
    foldable: () => "einem faltbaren Design",
    ip: (f) => `Wasserschutz nach ${f.rating}`,
    output: (f) => `${f.watts} W Ausgangsleistung`,
    "case-size": (f) => `einem ${f.mm}-mm-Gehäuse`,
    "battery-days": (f) => `bis zu ${f.days} ${plural("de", f.days, COUNTED.days)} Akkulaufzeit`,
    gps: () => "integriertem GPS",
    health: () => "Herzfrequenz- und Schlafmessung",
    "water-atm": (f) => `Wasserdichtigkeit bis ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "einem präzisen Quarzwerk",
        automatic: "einem mechanischen Uhrwerk mit Selbstaufzug",
        manual: "einem mechanischen Handaufzugswerk",
        solar: "einem solarbetriebenen Quarzwerk",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "einem Lederarmband",
        steel: "einem Edelstahlarmband",
        nylon: "einem Nylonarmband",
        silicone: "einem Silikonarmband",
        alligator: "einem Armband aus Alligatorleder",
      })[f.strap],
    "sapphire-glass": () => "kratzfestem Saphirglas",
    "power-reserve": (f) => `einer Gangreserve von ${f.hours} ${plural("de", f.hours, COUNTED.hours)}`,
    "case-metal": (f) => `einem Gehäuse aus ${caseMetal(f.metal)}`,
    limited: (f) => `einer limitierten Auflage von ${f.pieces} Stück`,
    power: (f) => `bis zu ${f.watts} W Ladeleistung`,
    ports: (f) => (f.count === 1 ? "einem USB-C-Anschluss" : `${f.count} ${plural("de", f.count, COUNTED.ports)}`),
    gan: () => "kompakter GaN-Technologie",
    connector: (f) => `Steckern von ${CONNECTORS[f.from]} auf ${CONNECTORS[f.to]}`,
    length: (f) => `einer Länge von ${num(f.metres)} m`,
    data: (f) => `Datenübertragung mit bis zu ${f.gbps} Gbit/s`,
    braided: () => "einer robusten Nylonummantelung",
    material: (f) =>
      ({
        silicone: "einer griffigen Silikonschale",
        leather: "echtem Leder",
        clear: "einer glasklaren Rückseite aus Polycarbonat",
        rugged: "einem stoßdämpfenden Rahmen",
      })[f.material],
    magnetic: () => "einem integrierten Magnetring",
    drop: (f) => `Fallschutz bis ${num(f.metres)} m`,
    compat: (f) => `passgenauem Schnitt für das ${f.model}`,
    metal: (f) => `einer Ausführung in ${metal(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "einer schimmernden Zuchtperle" : `${GEMS[f.gem]} von ${num(f.ct)} Karat`),
    handmade: () => "sorgfältiger Handarbeit",
  },
  list: (items) => joinList(items, ", ", " und "),
  closings: {
    smartphone: ["Ideal für Fotos, Streaming und lange Arbeitstage.", "Ein zuverlässiger Begleiter für Beruf und Freizeit."],
    tablet: ["Perfekt zum Lesen, Zeichnen und für Filme unterwegs.", "Ein praktischer zweiter Bildschirm für Arbeit und Studium."],
    headphones: ["Gemacht für lange Hörsessions zu Hause, im Büro und unterwegs.", "Genießen Sie satten, detailreichen Klang, wo immer Sie sind."],
    earbuds: ["Klein genug für jede Tasche und bereit für Pendeln und Training.", "Einsetzen, und die Musik läuft in Sekunden."],
    speaker: ["Nehmen Sie die Party mit an den Strand, in den Garten oder auf den Campingplatz.", "Raumfüllender Klang, der Sie überallhin begleitet."],
    smartwatch: ["Gesundheit und Benachrichtigungen immer im Blick, Tag und Nacht.", "Ein smarter Partner für Training und Alltag."],
    watch: ["Ein zeitloser Begleiter für Büro und Wochenende.", "Klassische Uhrmacherkunst für jeden Tag."],
    charger: ["Ein Ladegerät für Smartphone, Tablet und Laptop.", "Schlank genug für jede Tasche und ideal für Reisen."],
    cable: ["Gebaut für Tausende von Biegungen.", "Das zuverlässige Kabel für Schreibtisch, Auto und Tasche."],
    case: ["Schützt Ihr Telefon vor Kratzern und Stößen im Alltag.", "Schlanker Schutz, mit dem Ihr Telefon wie neu aussieht."],
    "luxury-watch": ["Geliefert in einer Präsentationsbox mit Zertifikat – ein Erbstück für Generationen.", "Feine Uhrmacherkunst für Sammler und Kenner."],
    jewellery: ["Wird in einer eleganten Geschenkbox geliefert.", "Ein Schmuckstück, das man jahrelang gern trägt."],
  },
  gap: " ",
}

export const de = fromPhrasebook(book)
