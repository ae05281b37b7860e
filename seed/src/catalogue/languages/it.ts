import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, capitalise, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

const num = (n: number): string => decimal(n, ",")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

const NOUNS: Record<NounKey, { word: string; g: "m" | "f"; plural?: true }> = {
  smartphone: { word: "smartphone", g: "m" },
  tablet: { word: "tablet", g: "m" },
  headphones: { word: "cuffie wireless", g: "f", plural: true },
  earbuds: { word: "auricolari true wireless", g: "m", plural: true },
  speaker: { word: "altoparlante Bluetooth", g: "m" },
  smartwatch: { word: "smartwatch", g: "m" },
  watch: { word: "orologio da polso", g: "m" },
  charger: { word: "caricabatterie USB-C", g: "m" },
  cable: { word: "cavo di ricarica", g: "m" },
  case: { word: "custodia", g: "f" },
  "luxury-watch": { word: "orologio di lusso", g: "m" },
  ring: { word: "anello", g: "m" },
  bracelet: { word: "bracciale", g: "m" },
  necklace: { word: "collana", g: "f" },
}

const COLOURS: Record<Colour, string> = {
  black: "Nero",
  white: "Bianco",
  silver: "Argento",
  grey: "Grigio",
  blue: "Blu",
  green: "Verde",
  red: "Rosso",
  pink: "Rosa",
  brown: "Marrone",
  clear: "Trasparente",
  gold: "Oro",
  "rose-gold": "Oro rosa",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "oro giallo",
  "rose-gold": "oro rosa",
  "white-gold": "oro bianco",
  platinum: "platino",
  silver: "argento 925",
  steel: "acciaio inossidabile",
  titanium: "titanio",
}
/** Nouns after a number; "many" is a round million, which reads differently only when the number is written as a word (un milione di giorni). */
export const COUNTED = {
  inches: { one: "pollice", many: "pollici", other: "pollici" },
  hours: { one: "ora", many: "ore", other: "ore" },
  days: { one: "giorno", many: "giorni", other: "giorni" },
  copies: { one: "esemplare", many: "esemplari", other: "esemplari" },
  ports: { one: "porta", many: "porte", other: "porte" },
  carats: { one: "carato", many: "carati", other: "carati" },
} satisfies Record<string, PluralForms<"it">>

const metal = (m: Metal, carat: number | null): string => (carat ? `${METALS[m]} ${carat} ${plural("it", carat, COUNTED.carats)}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "un diamante", sapphire: "uno zaffiro", emerald: "uno smeraldo", ruby: "un rubino", pearl: "una perla" }
const GEM_NAMES: Record<Gem, string> = { diamond: "diamante", sapphire: "zaffiro", emerald: "smeraldo", ruby: "rubino", pearl: "perla" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return `da ${gb(f.gb)}`
    case "power":
      return `da ${f.watts} W`
    case "connector":
      return `da ${CONNECTORS[f.from]} a ${CONNECTORS[f.to]}`
    case "compat":
      return `per ${f.model}`
    case "case-metal":
      return `in ${caseMetal(f.metal)}`
    case "metal":
      return `in ${metal(f.metal, f.carat)}`
    case "gem":
      return `con ${GEM_NAMES[f.gem]}${f.ct ? ` da ${num(f.ct)} ct` : ""}`
    default:
      return null
  }
}

/** [m, f, m plural, f plural] */
const ADJECTIVES: readonly (readonly [string, string, string, string])[] = [
  ["elegante", "elegante", "eleganti", "eleganti"],
  ["potente", "potente", "potenti", "potenti"],
  ["versatile", "versatile", "versatili", "versatili"],
  ["raffinato", "raffinata", "raffinati", "raffinate"],
  ["affidabile", "affidabile", "affidabili", "affidabili"],
  ["moderno", "moderna", "moderni", "moderne"],
  ["curato", "curata", "curati", "curate"],
]

const form = (key: NounKey): 0 | 1 | 2 | 3 => {
  const n = NOUNS[key]
  return ((n.g === "f" ? 1 : 0) + (n.plural ? 2 : 0)) as 0 | 1 | 2 | 3
}
/** Italian articles depend on the next word's sound: uno smartphone, lo Sky, l'Aura, gli auricolari. */
const vowel = (w: string): boolean => /^[aeiouh]/i.test(w)
const impure = (w: string): boolean => /^(s[^aeiou]|z|gn|ps|x|y)/i.test(w)
function indefinite(key: NounKey): string {
  const w = NOUNS[key].word
  return [impure(w) ? "uno" : "un", "una", vowel(w) || impure(w) ? "degli" : "dei", "delle"][form(key)] as string
}
function the(key: NounKey, next: string): string {
  switch (form(key)) {
    case 0:
      return vowel(next) ? `l'${next}` : impure(next) ? `lo ${next}` : `il ${next}`
    case 1:
      return vowel(next) ? `l'${next}` : `la ${next}`
    case 2:
      return vowel(next) || impure(next) ? `gli ${next}` : `i ${next}`
    case 3:
      return `le ${next}`
  }
}
const withAdjective = (key: NounKey, adjective: number): string => `${indefinite(key)} ${NOUNS[key].word} ${nth(ADJECTIVES, adjective)[form(key)]}`
const agree = (key: NounKey, stem: string): string => `${stem}${["o", "a", "i", "e"][form(key)]}`

const book: Phrasebook = {
  locale: "it-IT",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` - ${COLOURS[p.colour]}` : ""
    return `${capitalise(NOUNS[nounKey(p)].word)} ${fullName(p)}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `Scopri ${the(nounKey(c.p), c.name)}, ${withAdjective(nounKey(c.p), c.adjective)} ${agree(nounKey(c.p), "pensat")} per ogni giorno.`,
    (c) => `Con ${the(nounKey(c.p), c.model)}, ${c.brand} propone ${withAdjective(nounKey(c.p), c.adjective)} che ${NOUNS[nounKey(c.p)].plural ? "fanno" : "fa"} la differenza.`,
    (c) => `${c.brand} presenta ${the(nounKey(c.p), c.model)}: ${withAdjective(nounKey(c.p), c.adjective)} per chi cerca qualità.`,
  ],
  frames: [(facts) => `Questo modello offre ${facts}.`, (facts) => `Si distingue per ${facts}.`, (facts) => `Include ${facts}.`],
  features: {
    storage: (f) => `${gb(f.gb)} di memoria`,
    screen: (f) => `un display ${f.oled ? "OLED" : "LCD"} da ${num(f.inches)} ${plural("it", f.inches, COUNTED.inches)}`,
    refresh: (f) => `una frequenza di aggiornamento di ${f.hz} Hz`,
    camera: (f) => `una fotocamera principale da ${f.mp} MP`,
    battery: (f) => `una batteria da ${f.mah} mAh`,
    "5g": () => "la connettività 5G",
    "wireless-charging": () => "il supporto alla ricarica wireless",
    stylus: () => "il supporto per pennino",
    driver: (f) => `driver da ${f.mm} mm`,
    anc: () => "la cancellazione attiva del rumore",
    playtime: (f) => `un'autonomia fino a ${f.hours} ${plural("it", f.hours, COUNTED.hours)} di riproduzione`,
    multipoint: () => "la connessione multipoint",
    foldable: () => "un design pieghevole",
    ip: (f) => `la protezione ${f.rating} dall'acqua`,
    output: (f) => `una potenza di ${f.watts} W`,
    "case-size": (f) => `una cassa da ${f.mm} mm`,
    "battery-days": (f) => `un'autonomia fino a ${f.days} ${plural("it", f.days, COUNTED.days)}`,
    gps: () => "il GPS integrato",
    health: () => "il monitoraggio di battito cardiaco e sonno",
    "water-atm": (f) => `l'impermeabilità fino a ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "un preciso movimento al quarzo",
        automatic: "un movimento meccanico a carica automatica",
        manual: "un movimento meccanico a carica manuale",
        solar: "un movimento al quarzo a energia solare",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "un cinturino in pelle",
        steel: "un bracciale in acciaio inossidabile",
        nylon: "un cinturino in nylon",
        silicone: "un cinturino in silicone",
        alligator: "un cinturino in pelle di alligatore",
      })[f.strap],
    "sapphire-glass": () => "un vetro zaffiro antigraffio",
    "power-reserve": (f) => `una riserva di carica di ${f.hours} ${plural("it", f.hours, COUNTED.hours)}`,
    "case-metal": (f) => `una cassa in ${caseMetal(f.metal)}`,
    limited: (f) => `una serie limitata di ${f.pieces} ${plural("it", f.pieces, COUNTED.copies)}`,
    power: (f) => `una potenza di ricarica fino a ${f.watts} W`,
    ports: (f) => (f.count === 1 ? "una porta USB-C" : `${f.count} ${plural("it", f.count, COUNTED.ports)} di ricarica`),
    gan: () => "la compatta tecnologia GaN",
    connector: (f) => `connettori da ${CONNECTORS[f.from]} a ${CONNECTORS[f.to]}`,
    length: (f) => `una lunghezza di ${num(f.metres)} m`,
    data: (f) => `un trasferimento dati fino a ${f.gbps} Gbps`,
    braided: () => "una robusta guaina intrecciata",
    material: (f) =>
      ({
        silicone: "un guscio in silicone morbido al tatto",
        leather: "vera pelle",
        clear: "un retro trasparente in policarbonato",
        rugged: "una cornice rinforzata antiurto",
      })[f.material],
    magnetic: () => "un anello magnetico integrato",
    drop: (f) => `la protezione dalle cadute fino a ${num(f.metres)} m`,
    compat: (f) => `una vestibilità precisa per ${the("smartphone", f.model)}`,
    metal: (f) => `una lavorazione in ${metal(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "una perla coltivata dalla luce morbida" : `${GEMS[f.gem]} da ${num(f.ct)} ${plural("it", f.ct, COUNTED.carats)}`),
    handmade: () => "una rifinitura fatta a mano",
  },
  list: (items) => joinList(items, ", ", " e "),
  closings: {
    smartphone: ["Ideale per foto, streaming e lunghe giornate di lavoro.", "Un compagno affidabile per il lavoro e il tempo libero."],
    tablet: ["Perfetto per leggere, disegnare e divertirsi in viaggio.", "Un pratico secondo schermo per lavoro, studio e film."],
    headphones: ["Pensate per lunghe sessioni di ascolto a casa, in ufficio o in viaggio.", "Goditi un suono ricco e dettagliato ovunque tu sia."],
    earbuds: ["Abbastanza piccoli per ogni tasca, pronti per il tragitto e l'allenamento.", "Indossali e la tua musica parte in pochi secondi."],
    speaker: ["Porta la festa in spiaggia, in giardino o in campeggio.", "Un suono che riempie la stanza e ti segue ovunque."],
    smartwatch: ["Salute e notifiche sempre sotto controllo, giorno e notte.", "Un alleato intelligente per l'allenamento e la vita di tutti i giorni."],
    watch: ["Un classico senza tempo per l'ufficio e il fine settimana.", "Orologeria classica da indossare ogni giorno."],
    charger: ["Un solo caricabatterie per telefono, tablet e laptop.", "Abbastanza sottile per ogni borsa, ideale in viaggio."],
    cable: ["Costruito per resistere a migliaia di piegature.", "Il cavo affidabile per la scrivania, l'auto o la borsa."],
    case: ["Protegge il tuo telefono da graffi e urti quotidiani.", "Una protezione sottile che mantiene il telefono come nuovo."],
    "luxury-watch": ["Consegnato in un cofanetto con certificato: un'eredità per le generazioni future.", "Alta orologeria per collezionisti e intenditori."],
    jewellery: ["Arriva in un elegante cofanetto regalo.", "Un gioiello da custodire per anni."],
  },
  gap: " ",
}

export const it = fromPhrasebook(book)
