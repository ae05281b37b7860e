import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

const num = (n: number): string => decimal(n, ".")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

/** Title form, sentence form, and whether the noun is a pair ("headphones"), which changes the article. */
const NOUNS: Record<NounKey, { title: string; text: string; pair?: true }> = {
  smartphone: { title: "Smartphone", text: "smartphone" },
  tablet: { title: "Tablet", text: "tablet" },
  headphones: { title: "Wireless Headphones", text: "wireless headphones", pair: true },
  earbuds: { title: "True Wireless Earbuds", text: "true wireless earbuds", pair: true },
  speaker: { title: "Bluetooth Speaker", text: "Bluetooth speaker" },
  smartwatch: { title: "Smartwatch", text: "smartwatch" },
  watch: { title: "Wristwatch", text: "wristwatch" },
  charger: { title: "USB-C Charger", text: "USB-C charger" },
  cable: { title: "Charging Cable", text: "charging cable" },
  case: { title: "Phone Case", text: "phone case" },
  "luxury-watch": { title: "Luxury Watch", text: "luxury watch" },
  ring: { title: "Ring", text: "ring" },
  bracelet: { title: "Bracelet", text: "bracelet" },
  necklace: { title: "Necklace", text: "necklace" },
}

const COLOURS: Record<Colour, string> = {
  black: "Black",
  white: "White",
  silver: "Silver",
  grey: "Grey",
  blue: "Blue",
  green: "Green",
  red: "Red",
  pink: "Pink",
  brown: "Brown",
  clear: "Clear",
  gold: "Gold",
  "rose-gold": "Rose Gold",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "yellow gold",
  "rose-gold": "rose gold",
  "white-gold": "white gold",
  platinum: "platinum",
  silver: "sterling silver",
  steel: "stainless steel",
  titanium: "titanium",
}
const metal = (m: Metal, carat: number | null): string => (carat ? `${carat}K ${METALS[m]}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "diamond", sapphire: "sapphire", emerald: "emerald", ruby: "ruby", pearl: "pearl" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

/** Nouns after a number; "6.1-inch" and "48-hour" are compounds and stay singular. */
export const COUNTED = {
  hours: { one: "hour", other: "hours" },
  days: { one: "day", other: "days" },
  pieces: { one: "piece", other: "pieces" },
  ports: { one: "port", other: "ports" },
} satisfies Record<string, PluralForms<"en">>

const titleCase = (s: string): string => s.replace(/\b[a-z]/g, (c) => c.toUpperCase())

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts}W`
    case "connector":
      return `${CONNECTORS[f.from]} to ${CONNECTORS[f.to]}`
    case "compat":
      return `for ${f.model}`
    case "case-metal":
      return titleCase(caseMetal(f.metal))
    case "metal":
      return titleCase(metal(f.metal, f.carat))
    case "gem":
      return `with ${f.ct ? `${num(f.ct)} ct ` : ""}${titleCase(GEMS[f.gem])}`
    default:
      return null
  }
}

const ADJECTIVES = ["sleek", "powerful", "versatile", "refined", "dependable", "modern", "thoughtfully designed"]
const withAdjective = (key: NounKey, adjective: number): string => {
  const noun = NOUNS[key]
  const adj = nth(ADJECTIVES, adjective)
  return noun.pair ? `a pair of ${adj} ${noun.text}` : `a ${adj} ${noun.text}`
}

const book: Phrasebook = {
  locale: "en-US",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? `, ${COLOURS[p.colour]}` : ""
    return `${fullName(p)} ${NOUNS[nounKey(p)].title}${labels.length ? ` ${labels.join(" ")}` : ""}${colour}`
  },
  intros: [
    (c) => `Meet the ${c.name}, ${withAdjective(nounKey(c.p), c.adjective)} for everyday life.`,
    (c) => `${c.brand} designed the ${c.model} as ${withAdjective(nounKey(c.p), c.adjective)} that is easy to love.`,
    (c) => `With the ${c.model}, ${c.brand} delivers ${withAdjective(nounKey(c.p), c.adjective)} built to last.`,
  ],
  frames: [(facts) => `It offers ${facts}.`, (facts) => `Highlights include ${facts}.`, (facts) => `You get ${facts}.`],
  features: {
    storage: (f) => `${gb(f.gb)} of storage`,
    screen: (f) => `a ${num(f.inches)}-inch ${f.oled ? "OLED" : "LCD"} display`,
    refresh: (f) => `a smooth ${f.hz} Hz refresh rate`,
    camera: (f) => `a ${f.mp} MP main camera`,
    battery: (f) => `a ${f.mah} mAh battery`,
    "5g": () => "5G connectivity",
    "wireless-charging": () => "support for wireless charging",
    stylus: () => "stylus support",
    driver: (f) => `${f.mm} mm drivers`,
    anc: () => "active noise cancellation",
    playtime: (f) => `up to ${f.hours} ${plural("en", f.hours, COUNTED.hours)} of playback`,
    multipoint: () => "multipoint Bluetooth pairing",
    foldable: () => "a foldable design",
    ip: (f) => `${f.rating}-rated protection against water`,
    output: (f) => `${f.watts} W of output power`,
    "case-size": (f) => `a ${f.mm} mm case`,
    "battery-days": (f) => `up to ${f.days} ${plural("en", f.days, COUNTED.days)} of battery life`,
    gps: () => "built-in GPS",
    health: () => "heart-rate and sleep tracking",
    "water-atm": (f) => `water resistance to ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "a precise quartz movement",
        automatic: "a self-winding automatic movement",
        manual: "a hand-wound mechanical movement",
        solar: "a solar-powered quartz movement",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "a leather strap",
        steel: "a stainless steel bracelet",
        nylon: "a nylon strap",
        silicone: "a silicone strap",
        alligator: "an alligator leather strap",
      })[f.strap],
    "sapphire-glass": () => "scratch-resistant sapphire crystal",
    "power-reserve": (f) => `a ${f.hours}-hour power reserve`,
    "case-metal": (f) => `a case in ${caseMetal(f.metal)}`,
    limited: (f) => `a limited run of ${f.pieces} ${plural("en", f.pieces, COUNTED.pieces)}`,
    power: (f) => `up to ${f.watts} W of charging power`,
    ports: (f) => (f.count === 1 ? "a single USB-C port" : `${f.count} charging ${plural("en", f.count, COUNTED.ports)}`),
    gan: () => "compact GaN technology",
    connector: (f) => `${CONNECTORS[f.from]} to ${CONNECTORS[f.to]} connectors`,
    length: (f) => `a length of ${num(f.metres)} m`,
    data: (f) => `data transfer at up to ${f.gbps} Gbps`,
    braided: () => "a durable braided jacket",
    material: (f) =>
      ({
        silicone: "a soft-touch silicone shell",
        leather: "genuine leather",
        clear: "a crystal-clear polycarbonate back",
        rugged: "a rugged shock-absorbing frame",
      })[f.material],
    magnetic: () => "a built-in magnetic ring",
    drop: (f) => `drop protection up to ${num(f.metres)} m`,
    compat: (f) => `a precise fit for the ${f.model}`,
    metal: (f) => `${metal(f.metal, f.carat)} craftsmanship`,
    gem: (f) => (f.gem === "pearl" ? "a lustrous cultured pearl" : `a ${num(f.ct)} ct ${GEMS[f.gem]}`),
    handmade: () => "careful hand finishing",
  },
  list: (items) => joinList(items, ", ", " and "),
  closings: {
    smartphone: ["Ideal for photos, streaming and long working days.", "A dependable companion for work and play."],
    tablet: ["Perfect for reading, drawing and entertainment on the go.", "A great second screen for work, study and films."],
    headphones: ["Made for long listening sessions at home, in the office or on the move.", "Enjoy rich, detailed sound wherever you are."],
    earbuds: ["Small enough for every pocket and ready for commutes and workouts.", "Pop them in and your music is there in seconds."],
    speaker: ["Take the party to the beach, the garden or the campsite.", "Room-filling sound that travels with you."],
    smartwatch: ["Your health and notifications at a glance, day and night.", "A smart partner for training and everyday life."],
    watch: ["A timeless piece for the office and the weekend alike.", "Classic watchmaking to wear every day."],
    charger: ["One charger for your phone, tablet and laptop.", "Slim enough for any bag and ideal for travel."],
    cable: ["Built to survive thousands of bends.", "The reliable cable for your desk, car or bag."],
    case: ["Protects your phone from scratches and everyday knocks.", "Slim protection that keeps your phone looking new."],
    "luxury-watch": ["Delivered in a presentation box with certificate: an heirloom for generations.", "Fine watchmaking for collectors and connoisseurs."],
    jewellery: ["Arrives in an elegant gift box, ready to give.", "A piece of jewellery to treasure for years."],
  },
  gap: " ",
}

export const en = fromPhrasebook(book)
