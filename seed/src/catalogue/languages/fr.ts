import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, capitalise, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

const num = (n: number): string => decimal(n, ",")
const go = (n: number): string => (n >= 1024 ? `${n / 1024} To` : `${n} Go`)
/** French puts a (narrow) no-break space before ":" and similar punctuation. */
const COLON = "\u00a0:"

type Gender = "m" | "f"
const NOUNS: Record<NounKey, { word: string; g: Gender; plural?: true }> = {
  smartphone: { word: "smartphone", g: "m" },
  tablet: { word: "tablette", g: "f" },
  headphones: { word: "casque sans fil", g: "m" },
  earbuds: { word: "écouteurs sans fil", g: "m", plural: true },
  speaker: { word: "enceinte Bluetooth", g: "f" },
  smartwatch: { word: "montre connectée", g: "f" },
  watch: { word: "montre", g: "f" },
  charger: { word: "chargeur USB-C", g: "m" },
  cable: { word: "câble de charge", g: "m" },
  case: { word: "coque", g: "f" },
  "luxury-watch": { word: "montre de luxe", g: "f" },
  ring: { word: "bague", g: "f" },
  bracelet: { word: "bracelet", g: "m" },
  necklace: { word: "collier", g: "m" },
}

const COLOURS: Record<Colour, string> = {
  black: "Noir",
  white: "Blanc",
  silver: "Argent",
  grey: "Gris",
  blue: "Bleu",
  green: "Vert",
  red: "Rouge",
  pink: "Rose",
  brown: "Marron",
  clear: "Transparent",
  gold: "Or",
  "rose-gold": "Or rose",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "or jaune",
  "rose-gold": "or rose",
  "white-gold": "or blanc",
  platinum: "platine",
  silver: "argent 925",
  steel: "acier inoxydable",
  titanium: "titane",
}
/**
 * Nouns after a number. French counts everything below 2 in the singular (1,3 pouce, 0,8 carat); "many" is a
 * round million, which reads differently only when the number is written as a word (un million de jours).
 */
export const COUNTED = {
  inches: { one: "pouce", many: "pouces", other: "pouces" },
  hours: { one: "heure", many: "heures", other: "heures" },
  days: { one: "jour", many: "jours", other: "jours" },
  copies: { one: "exemplaire", many: "exemplaires", other: "exemplaires" },
  ports: { one: "port", many: "ports", other: "ports" },
  carats: { one: "carat", many: "carats", other: "carats" },
} satisfies Record<string, PluralForms<"fr">>
const carats = (ct: number): string => `${num(ct)} ${plural("fr", ct, COUNTED.carats)}`

const metal = (m: Metal, carat: number | null): string => (carat ? `${METALS[m]} ${carats(carat)}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "un diamant", sapphire: "un saphir", emerald: "une émeraude", ruby: "un rubis", pearl: "une perle" }
const GEM_NAMES: Record<Gem, string> = { diamond: "diamant", sapphire: "saphir", emerald: "émeraude", ruby: "rubis", pearl: "perle" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return go(f.gb)
    case "power":
      return `${f.watts} W`
    case "connector":
      return `${CONNECTORS[f.from]} vers ${CONNECTORS[f.to]}`
    case "compat":
      return `pour ${f.model}`
    case "case-metal":
      return `en ${caseMetal(f.metal)}`
    case "metal":
      return `en ${metal(f.metal, f.carat)}`
    case "gem":
      return `avec ${GEM_NAMES[f.gem]}${f.ct ? ` ${num(f.ct)} ct` : ""}`
    default:
      return null
  }
}

/** [masculine, feminine]; plurals add an s. */
const ADJECTIVES: readonly (readonly [string, string])[] = [
  ["élégant", "élégante"],
  ["performant", "performante"],
  ["polyvalent", "polyvalente"],
  ["raffiné", "raffinée"],
  ["fiable", "fiable"],
  ["moderne", "moderne"],
  ["soigné", "soignée"],
]

function withAdjective(key: NounKey, adjective: number): string {
  const n = NOUNS[key]
  const [m, f] = nth(ADJECTIVES, adjective)
  const adj = n.g === "m" ? m : f
  if (n.plural) return `des ${n.word} ${adj}s`
  return `${n.g === "m" ? "un" : "une"} ${n.word} ${adj}`
}

/** Definite article before a product name, with elision (l'Edge, l'Aura). */
function the(key: NounKey, name: string): string {
  const n = NOUNS[key]
  if (n.plural) return `les ${name}`
  if (/^[aeiouyhé]/i.test(name)) return `l'${name}`
  return `${n.g === "m" ? "le" : "la"} ${name}`
}

/** A participle agreeing with the product noun: pensé, pensée, pensés. */
function agree(key: NounKey, masculine: string): string {
  const n = NOUNS[key]
  return `${masculine}${n.g === "f" ? "e" : ""}${n.plural ? "s" : ""}`
}

const book: Phrasebook = {
  locale: "fr-FR",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` – ${COLOURS[p.colour]}` : ""
    return `${capitalise(NOUNS[nounKey(p)].word)} ${fullName(p)}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `Découvrez ${the(nounKey(c.p), c.name)}, ${withAdjective(nounKey(c.p), c.adjective)} pour le quotidien.`,
    (c) => `Avec ${the(nounKey(c.p), c.model)}, ${c.brand} propose ${withAdjective(nounKey(c.p), c.adjective)} qui ${NOUNS[nounKey(c.p)].plural ? "font" : "fait"} la différence.`,
    (c) => `${c.brand} présente ${the(nounKey(c.p), c.model)}${COLON} ${withAdjective(nounKey(c.p), c.adjective)} ${agree(nounKey(c.p), "pensé")} pour durer.`,
  ],
  frames: [(facts) => `Ce modèle offre ${facts}.`, (facts) => `Au programme${COLON} ${facts}.`, (facts) => `Ce modèle se distingue par ${facts}.`],
  features: {
    storage: (f) => `${go(f.gb)} de stockage`,
    screen: (f) => `un écran ${f.oled ? "OLED" : "LCD"} de ${num(f.inches)} ${plural("fr", f.inches, COUNTED.inches)}`,
    refresh: (f) => `un taux de rafraîchissement fluide de ${f.hz} Hz`,
    camera: (f) => `un appareil photo principal de ${f.mp} Mpx`,
    battery: (f) => `une batterie de ${f.mah} mAh`,
    "5g": () => "la connectivité 5G",
    "wireless-charging": () => "la compatibilité avec la recharge sans fil",
    stylus: () => "la prise en charge du stylet",
    driver: (f) => `des transducteurs de ${f.mm} mm`,
    anc: () => "la réduction de bruit active",
    playtime: (f) => `une autonomie d'écoute allant jusqu'à ${f.hours} ${plural("fr", f.hours, COUNTED.hours)}`,
    multipoint: () => "la connexion multipoint",
    foldable: () => "un design pliable",
    ip: (f) => `une protection ${f.rating} contre l'eau`,
    output: (f) => `une puissance de ${f.watts} W`,
    "case-size": (f) => `un boîtier de ${f.mm} mm`,
    "battery-days": (f) => `une autonomie allant jusqu'à ${f.days} ${plural("fr", f.days, COUNTED.days)}`,
    gps: () => "un GPS intégré",
    health: () => "le suivi du rythme cardiaque et du sommeil",
    "water-atm": (f) => `une étanchéité jusqu'à ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "un mouvement à quartz précis",
        automatic: "un mouvement mécanique à remontage automatique",
        manual: "un mouvement mécanique à remontage manuel",
        solar: "un mouvement à quartz solaire",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "un bracelet en cuir",
        steel: "un bracelet en acier inoxydable",
        nylon: "un bracelet en nylon",
        silicone: "un bracelet en silicone",
        alligator: "un bracelet en cuir d'alligator",
      })[f.strap],
    "sapphire-glass": () => "un verre saphir inrayable",
    "power-reserve": (f) => `une réserve de marche de ${f.hours} ${plural("fr", f.hours, COUNTED.hours)}`,
    "case-metal": (f) => `un boîtier en ${caseMetal(f.metal)}`,
    limited: (f) => `une série limitée à ${f.pieces} ${plural("fr", f.pieces, COUNTED.copies)}`,
    power: (f) => `une puissance de charge allant jusqu'à ${f.watts} W`,
    ports: (f) => (f.count === 1 ? "un port USB-C" : `${f.count} ${plural("fr", f.count, COUNTED.ports)} de charge`),
    gan: () => "la technologie GaN compacte",
    connector: (f) => `des connecteurs ${CONNECTORS[f.from]} vers ${CONNECTORS[f.to]}`,
    length: (f) => `une longueur de ${num(f.metres)} m`,
    data: (f) => `un transfert de données jusqu'à ${f.gbps} Gbit/s`,
    braided: () => "une gaine tressée résistante",
    material: (f) =>
      ({
        silicone: "une coque en silicone toucher doux",
        leather: "du cuir véritable",
        clear: "un dos transparent en polycarbonate",
        rugged: "un cadre antichoc renforcé",
      })[f.material],
    magnetic: () => "un anneau magnétique intégré",
    drop: (f) => `une protection contre les chutes jusqu'à ${num(f.metres)} m`,
    compat: (f) => `un ajustement précis pour le ${f.model}`,
    metal: (f) => `une finition en ${metal(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "une perle de culture lumineuse" : `${GEMS[f.gem]} de ${carats(f.ct)}`),
    handmade: () => "une finition réalisée à la main",
  },
  list: (items) => joinList(items, ", ", " et "),
  closings: {
    smartphone: ["Idéal pour la photo, le streaming et les longues journées de travail.", "Un compagnon fiable pour le travail comme pour les loisirs."],
    tablet: ["Parfaite pour lire, dessiner et se divertir en déplacement.", "Un second écran pratique pour le travail, les études et les films."],
    headphones: ["Conçu pour de longues sessions d'écoute à la maison, au bureau ou en voyage.", "Profitez d'un son riche et détaillé où que vous soyez."],
    earbuds: ["Assez petits pour toutes les poches, prêts pour les trajets et le sport.", "Placez-les dans vos oreilles et la musique démarre en quelques secondes."],
    speaker: ["Emmenez la fête à la plage, au jardin ou au camping.", "Un son qui remplit la pièce et vous suit partout."],
    smartwatch: ["Votre santé et vos notifications d'un coup d'œil, jour et nuit.", "Une alliée intelligente pour l'entraînement et le quotidien."],
    watch: ["Une pièce intemporelle, au bureau comme le week-end.", "L'horlogerie classique à porter tous les jours."],
    charger: ["Un seul chargeur pour votre téléphone, votre tablette et votre ordinateur portable.", "Assez fin pour tous les sacs, idéal en voyage."],
    cable: ["Conçu pour résister à des milliers de pliages.", "Le câble fiable pour le bureau, la voiture ou le sac."],
    case: ["Protège votre téléphone des rayures et des chocs du quotidien.", "Une protection fine qui garde votre téléphone comme neuf."],
    "luxury-watch": [
      "Livrée dans un coffret avec certificat" + COLON + " un héritage pour les générations futures.",
      "La haute horlogerie pour les collectionneurs et les connaisseurs.",
    ],
    jewellery: ["Chaque bijou est livré dans un élégant écrin, prêt à offrir.", "Un bijou à chérir pendant des années."],
  },
  gap: " ",
}

export const fr = fromPhrasebook(book)
