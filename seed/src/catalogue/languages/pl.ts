import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, capitalise, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

const num = (n: number): string => decimal(n, ",")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

/** Polish adjectives agree with the noun: masculine, feminine, neuter, and plural (non-personal). */
type Gender = 0 | 1 | 2 | 3
const M = 0,
  F = 1,
  N = 2,
  PL = 3
const NOUNS: Record<NounKey, { word: string; g: Gender }> = {
  smartphone: { word: "smartfon", g: M },
  tablet: { word: "tablet", g: M },
  headphones: { word: "słuchawki nauszne", g: PL },
  earbuds: { word: "słuchawki douszne", g: PL },
  speaker: { word: "głośnik Bluetooth", g: M },
  smartwatch: { word: "smartwatch", g: M },
  watch: { word: "zegarek naręczny", g: M },
  charger: { word: "ładowarka USB-C", g: F },
  cable: { word: "kabel do ładowania", g: M },
  case: { word: "etui", g: N },
  "luxury-watch": { word: "zegarek luksusowy", g: M },
  ring: { word: "pierścionek", g: M },
  bracelet: { word: "bransoletka", g: F },
  necklace: { word: "naszyjnik", g: M },
}

/** Stems; endings -y/-a/-e/-e (or -i/-a/-e/-e after k/g). */
const COLOURS: Record<Colour, string> = {
  black: "czarn",
  white: "biał",
  silver: "srebrn",
  grey: "szar",
  blue: "niebiesk",
  green: "zielon",
  red: "czerwon",
  pink: "różow",
  brown: "brązow",
  clear: "przezroczyst",
  gold: "złot",
  "rose-gold": "różowozłot",
}
function inflect(stem: string, g: Gender): string {
  const endings = /[kg]$/.test(stem) ? (["i", "a", "ie", "ie"] as const) : (["y", "a", "e", "e"] as const)
  return stem + endings[g]
}
/** "z" becomes "ze" before hard-to-say clusters: ze stali, ze srebra. */
const from = (word: string): string => `${/^[sśzźżw][^aeiouyąęó]/i.test(word) ? "ze" : "z"} ${word}`

/** Nominative (for titles) and genitive (after "z", "ze"). */
const METALS: Record<Metal, readonly [string, string]> = {
  "yellow-gold": ["żółte złoto", "żółtego złota"],
  "rose-gold": ["różowe złoto", "różowego złota"],
  "white-gold": ["białe złoto", "białego złota"],
  platinum: ["platyna", "platyny"],
  silver: ["srebro próby 925", "srebra próby 925"],
  steel: ["stal szlachetna", "stali szlachetnej"],
  titanium: ["tytan", "tytanu"],
}
/** Polish jewellers state gold by fineness: 14 K is 585, 18 K is 750. */
const fineness = (carat: number | null): string => (carat === 14 ? " próby 585" : carat === 18 ? " próby 750" : "")
const metalNom = (m: Metal, carat: number | null): string => `${METALS[m][0]}${fineness(carat)}`
const metalGen = (m: Metal, carat: number | null): string => `${METALS[m][1]}${fineness(carat)}`
const caseCarat = (m: Metal): number | null => (m.endsWith("gold") ? 18 : null)

/** Instrumental, for "wyróżnia się ..." */
const GEMS: Record<Gem, string> = { diamond: "diamentem", sapphire: "szafirem", emerald: "szmaragdem", ruby: "rubinem", pearl: "perłą" }
const GEM_NAMES: Record<Gem, string> = { diamond: "diament", sapphire: "szafir", emerald: "szmaragd", ruby: "rubin", pearl: "perła" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

/**
 * Nouns after a number, in the genitive their phrase below puts them in ("o przekątnej", "do", "nakładem"):
 * dwóch, pięciu and dwudziestu jeden cali alike, but jednego cala, and a fraction takes the singular (6,1 cala).
 */
export const COUNTED = {
  inches: { one: "cala", few: "cali", many: "cali", other: "cala" },
  hoursUpTo: { one: "godziny", few: "godzin", many: "godzin", other: "godziny" },
  daysUpTo: { one: "dnia", few: "dni", many: "dni", other: "dnia" },
  copies: { one: "egzemplarza", few: "egzemplarzy", many: "egzemplarzy", other: "egzemplarza" },
  // The frames govern the instrumental, where every count from 2 on takes the plural: dwoma, pięcioma, dwudziestoma jeden portami.
  ports: { one: "portem", few: "portami", many: "portami", other: "portu" },
} satisfies Record<string, PluralForms<"pl">>

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts} W`
    case "connector":
      return `${CONNECTORS[f.from]} – ${CONNECTORS[f.to]}`
    case "compat":
      return `do ${f.model}`
    case "case-metal":
      return metalNom(f.metal, caseCarat(f.metal))
    case "metal":
      return metalNom(f.metal, f.carat)
    case "gem":
      return `${GEM_NAMES[f.gem]}${f.ct ? ` ${num(f.ct)} ct` : ""}`
    default:
      return null
  }
}

const ADJECTIVES = ["elegancki", "wydajny", "wszechstronny", "dopracowany", "niezawodny", "nowoczesny", "stylowy"]
/** elegancki → elegancka, eleganckie; wydajny → wydajna, wydajne. */
function adjective(i: number, g: Gender): string {
  const base = nth(ADJECTIVES, i)
  const stem = base.slice(0, -1)
  return inflect(stem, g)
}
const withAdjective = (key: NounKey, i: number): string => `${adjective(i, NOUNS[key].g)} ${NOUNS[key].word}`

const book: Phrasebook = {
  locale: "pl-PL",
  title(p) {
    const noun = NOUNS[nounKey(p)]
    const labels = headlineLabels(p, label)
    const luxury = p.type === "jewellery" || p.type === "luxury-watch"
    const colour = showsColour(p) ? `, ${inflect(COLOURS[p.colour], noun.g)}` : ""
    return `${capitalise(noun.word)} ${fullName(p)}${labels.map((l) => (luxury ? `, ${l}` : ` ${l}`)).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name} to ${withAdjective(nounKey(c.p), c.adjective)} na co dzień.`,
    (c) => `Model ${c.model} marki ${c.brand} to ${withAdjective(nounKey(c.p), c.adjective)} dla wymagających.`,
    (c) => `Poznaj model ${c.model} od marki ${c.brand}: ${withAdjective(nounKey(c.p), c.adjective)} z charakterem.`,
  ],
  // Both frames take the instrumental, which is the form every feature phrase below is written in.
  frames: [(facts) => `Model wyróżnia się ${facts}.`, (facts) => `Produkt zachwyca ${facts}.`],
  features: {
    storage: (f) => `pamięcią ${gb(f.gb)}`,
    screen: (f) => `ekranem ${f.oled ? "OLED" : "LCD"} o przekątnej ${num(f.inches)} ${plural("pl", f.inches, COUNTED.inches)}`,
    refresh: (f) => `płynnym odświeżaniem ${f.hz} Hz`,
    camera: (f) => `aparatem głównym ${f.mp} Mpx`,
    battery: (f) => `baterią o pojemności ${f.mah} mAh`,
    "5g": () => "obsługą sieci 5G",
    "wireless-charging": () => "obsługą ładowania bezprzewodowego",
    stylus: () => "obsługą rysika",
    driver: (f) => `przetwornikami ${f.mm} mm`,
    anc: () => "aktywną redukcją szumów",
    playtime: (f) => `czasem odtwarzania do ${f.hours} ${plural("pl", f.hours, COUNTED.hoursUpTo)}`,
    multipoint: () => "łącznością multipoint",
    foldable: () => "składaną konstrukcją",
    ip: (f) => `wodoodpornością klasy ${f.rating}`,
    output: (f) => `mocą ${f.watts} W`,
    "case-size": (f) => `kopertą ${f.mm} mm`,
    "battery-days": (f) => `czasem pracy do ${f.days} ${plural("pl", f.days, COUNTED.daysUpTo)}`,
    gps: () => "wbudowanym GPS",
    health: () => "pomiarem tętna i snu",
    "water-atm": (f) => `wodoszczelnością do ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "precyzyjnym mechanizmem kwarcowym",
        automatic: "mechanizmem automatycznym z samonaciągiem",
        manual: "mechanizmem naciąganym ręcznie",
        solar: "mechanizmem kwarcowym zasilanym energią słoneczną",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "skórzanym paskiem",
        steel: "bransoletą ze stali nierdzewnej",
        nylon: "nylonowym paskiem",
        silicone: "silikonowym paskiem",
        alligator: "paskiem ze skóry aligatora",
      })[f.strap],
    "sapphire-glass": () => "szkłem szafirowym odpornym na zarysowania",
    "power-reserve": (f) => `${f.hours}-godzinną rezerwą chodu`,
    "case-metal": (f) => `kopertą ${from(metalGen(f.metal, caseCarat(f.metal)))}`,
    limited: (f) => `limitowanym nakładem ${f.pieces} ${plural("pl", f.pieces, COUNTED.copies)}`,
    power: (f) => `mocą ładowania do ${f.watts} W`,
    ports: (f) => (f.count === 1 ? "pojedynczym portem USB-C" : `${f.count} ${plural("pl", f.count, COUNTED.ports)} ładowania`),
    gan: () => "kompaktową technologią GaN",
    connector: (f) => `złączami ${CONNECTORS[f.from]} – ${CONNECTORS[f.to]}`,
    length: (f) => `długością ${num(f.metres)} m`,
    data: (f) => `transferem danych do ${f.gbps} Gb/s`,
    braided: () => "wytrzymałym oplotem",
    material: (f) =>
      ({
        silicone: "miękkim w dotyku silikonem",
        leather: "naturalną skórą",
        clear: "przezroczystym tyłem z poliwęglanu",
        rugged: "wzmocnioną ramką amortyzującą wstrząsy",
      })[f.material],
    magnetic: () => "wbudowanym pierścieniem magnetycznym",
    drop: (f) => `ochroną przed upadkiem z wysokości do ${num(f.metres)} m`,
    compat: (f) => `idealnym dopasowaniem do modelu ${f.model}`,
    metal: (f) => `wykonaniem ${from(metalGen(f.metal, f.carat))}`,
    gem: (f) => (f.gem === "pearl" ? "lśniącą perłą hodowlaną" : `${GEMS[f.gem]} o masie ${num(f.ct)} ct`),
    handmade: () => "starannym ręcznym wykończeniem",
  },
  list: (items) => joinList(items, ", ", " i "),
  closings: {
    smartphone: ["Idealny do zdjęć, streamingu i długich dni pracy.", "Niezawodny towarzysz w pracy i w czasie wolnym."],
    tablet: ["Świetny do czytania, rysowania i rozrywki w podróży.", "Wygodny drugi ekran do pracy, nauki i filmów."],
    headphones: ["Stworzone do długiego słuchania w domu, w biurze i w podróży.", "Ciesz się bogatym, szczegółowym dźwiękiem, gdziekolwiek jesteś."],
    earbuds: ["Zmieszczą się w każdej kieszeni i są gotowe na dojazdy oraz trening.", "Załóż je, a muzyka zagra w kilka sekund."],
    speaker: ["Zabierz imprezę na plażę, do ogrodu lub na kemping.", "Dźwięk, który wypełnia pokój i towarzyszy Ci wszędzie."],
    smartwatch: ["Zdrowie i powiadomienia zawsze pod ręką, w dzień i w nocy.", "Inteligentny partner do treningu i na co dzień."],
    watch: ["Ponadczasowy dodatek do biura i na weekend.", "Klasyczne zegarmistrzostwo do noszenia każdego dnia."],
    charger: ["Jedna ładowarka do telefonu, tabletu i laptopa.", "Na tyle smukła, że zmieści się w każdej torbie – idealna w podróży."],
    cable: ["Zaprojektowany, by wytrzymać tysiące zgięć.", "Niezawodny kabel na biurko, do samochodu i do torby."],
    case: ["Chroni telefon przed zarysowaniami i codziennymi uderzeniami.", "Smukła ochrona, dzięki której telefon wygląda jak nowy."],
    "luxury-watch": ["Dostarczany w eleganckim pudełku z certyfikatem – pamiątka na pokolenia.", "Wysokie zegarmistrzostwo dla kolekcjonerów i koneserów."],
    jewellery: ["Trafia do Ciebie w eleganckim pudełku prezentowym.", "Biżuteria, którą będziesz cenić latami."],
  },
  gap: " ",
}

export const pl = fromPhrasebook(book)
