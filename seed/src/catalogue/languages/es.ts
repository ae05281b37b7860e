import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, capitalise, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

const num = (n: number): string => decimal(n, ",")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

const NOUNS: Record<NounKey, { word: string; g: "m" | "f"; plural?: true }> = {
  smartphone: { word: "smartphone", g: "m" },
  tablet: { word: "tablet", g: "f" },
  headphones: { word: "auriculares de diadema", g: "m", plural: true },
  earbuds: { word: "auriculares de botón inalámbricos", g: "m", plural: true },
  speaker: { word: "altavoz Bluetooth", g: "m" },
  smartwatch: { word: "reloj inteligente", g: "m" },
  watch: { word: "reloj de pulsera", g: "m" },
  charger: { word: "cargador USB-C", g: "m" },
  cable: { word: "cable de carga", g: "m" },
  case: { word: "funda", g: "f" },
  "luxury-watch": { word: "reloj de lujo", g: "m" },
  ring: { word: "anillo", g: "m" },
  bracelet: { word: "pulsera", g: "f" },
  necklace: { word: "collar", g: "m" },
}

const COLOURS: Record<Colour, string> = {
  black: "negro",
  white: "blanco",
  silver: "plata",
  grey: "gris",
  blue: "azul",
  green: "verde",
  red: "rojo",
  pink: "rosa",
  brown: "marrón",
  clear: "transparente",
  gold: "oro",
  "rose-gold": "oro rosa",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "oro amarillo",
  "rose-gold": "oro rosa",
  "white-gold": "oro blanco",
  platinum: "platino",
  silver: "plata de ley",
  steel: "acero inoxidable",
  titanium: "titanio",
}
/** Nouns after a number; "many" is a round million, which reads differently only when the number is written as a word (un millón de días). */
export const COUNTED = {
  inches: { one: "pulgada", many: "pulgadas", other: "pulgadas" },
  hours: { one: "hora", many: "horas", other: "horas" },
  days: { one: "día", many: "días", other: "días" },
  units: { one: "unidad", many: "unidades", other: "unidades" },
  ports: { one: "puerto", many: "puertos", other: "puertos" },
  carats: { one: "quilate", many: "quilates", other: "quilates" },
} satisfies Record<string, PluralForms<"es">>

const metal = (m: Metal, carat: number | null): string => (carat ? `${METALS[m]} de ${carat} ${plural("es", carat, COUNTED.carats)}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "un diamante", sapphire: "un zafiro", emerald: "una esmeralda", ruby: "un rubí", pearl: "una perla" }
const GEM_NAMES: Record<Gem, string> = { diamond: "diamante", sapphire: "zafiro", emerald: "esmeralda", ruby: "rubí", pearl: "perla" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return `de ${gb(f.gb)}`
    case "power":
      return `de ${f.watts} W`
    case "connector":
      return `${CONNECTORS[f.from]} a ${CONNECTORS[f.to]}`
    case "compat":
      return `para ${f.model}`
    case "case-metal":
      return `en ${caseMetal(f.metal)}`
    case "metal":
      return `de ${metal(f.metal, f.carat)}`
    case "gem":
      return `con ${GEM_NAMES[f.gem]}${f.ct ? ` de ${num(f.ct)} ct` : ""}`
    default:
      return null
  }
}

/** [m, f, m plural, f plural] */
const ADJECTIVES: readonly (readonly [string, string, string, string])[] = [
  ["elegante", "elegante", "elegantes", "elegantes"],
  ["potente", "potente", "potentes", "potentes"],
  ["versátil", "versátil", "versátiles", "versátiles"],
  ["refinado", "refinada", "refinados", "refinadas"],
  ["fiable", "fiable", "fiables", "fiables"],
  ["moderno", "moderna", "modernos", "modernas"],
  ["práctico", "práctica", "prácticos", "prácticas"],
]

const form = (key: NounKey): 0 | 1 | 2 | 3 => {
  const n = NOUNS[key]
  return ((n.g === "f" ? 1 : 0) + (n.plural ? 2 : 0)) as 0 | 1 | 2 | 3
}
const withAdjective = (key: NounKey, adjective: number): string => `${["un", "una", "unos", "unas"][form(key)]} ${NOUNS[key].word} ${nth(ADJECTIVES, adjective)[form(key)]}`
const the = (key: NounKey, name: string): string => `${["el", "la", "los", "las"][form(key)]} ${name}`
/** -o participles agreeing with the noun: pensado, pensada, pensados, pensadas. */
const agree = (key: NounKey, stem: string): string => `${stem}${["o", "a", "os", "as"][form(key)]}`

const book: Phrasebook = {
  locale: "es-ES",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? `, color ${COLOURS[p.colour]}` : ""
    return `${capitalise(NOUNS[nounKey(p)].word)} ${fullName(p)}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `Descubre ${the(nounKey(c.p), c.name)}, ${withAdjective(nounKey(c.p), c.adjective)} ${agree(nounKey(c.p), "pensad")} para el día a día.`,
    (c) => `Con ${the(nounKey(c.p), c.model)}, ${c.brand} ofrece ${withAdjective(nounKey(c.p), c.adjective)} que ${NOUNS[nounKey(c.p)].plural ? "marcan" : "marca"} la diferencia.`,
    (c) => `${c.brand} presenta ${the(nounKey(c.p), c.model)}: ${withAdjective(nounKey(c.p), c.adjective)} para quienes buscan calidad.`,
  ],
  frames: [(facts) => `Este modelo ofrece ${facts}.`, (facts) => `Destaca por ${facts}.`, (facts) => `Incluye ${facts}.`],
  features: {
    storage: (f) => `${gb(f.gb)} de almacenamiento`,
    screen: (f) => `una pantalla ${f.oled ? "OLED" : "LCD"} de ${num(f.inches)} ${plural("es", f.inches, COUNTED.inches)}`,
    refresh: (f) => `una frecuencia de actualización de ${f.hz} Hz`,
    camera: (f) => `una cámara principal de ${f.mp} MP`,
    battery: (f) => `una batería de ${f.mah} mAh`,
    "5g": () => "conectividad 5G",
    "wireless-charging": () => "compatibilidad con carga inalámbrica",
    stylus: () => "compatibilidad con lápiz óptico",
    driver: (f) => `transductores de ${f.mm} mm`,
    anc: () => "cancelación activa de ruido",
    playtime: (f) => `una autonomía de hasta ${f.hours} ${plural("es", f.hours, COUNTED.hours)} de reproducción`,
    multipoint: () => "conexión multipunto",
    foldable: () => "un diseño plegable",
    ip: (f) => `protección ${f.rating} contra el agua`,
    output: (f) => `${f.watts} W de potencia`,
    "case-size": (f) => `una caja de ${f.mm} mm`,
    "battery-days": (f) => `una autonomía de hasta ${f.days} ${plural("es", f.days, COUNTED.days)}`,
    gps: () => "GPS integrado",
    health: () => "control del ritmo cardíaco y del sueño",
    "water-atm": (f) => `resistencia al agua de ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "un preciso movimiento de cuarzo",
        automatic: "un movimiento mecánico de carga automática",
        manual: "un movimiento mecánico de cuerda manual",
        solar: "un movimiento de cuarzo solar",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "una correa de piel",
        steel: "un brazalete de acero inoxidable",
        nylon: "una correa de nailon",
        silicone: "una correa de silicona",
        alligator: "una correa de piel de aligátor",
      })[f.strap],
    "sapphire-glass": () => "cristal de zafiro resistente a los arañazos",
    "power-reserve": (f) => `una reserva de marcha de ${f.hours} ${plural("es", f.hours, COUNTED.hours)}`,
    "case-metal": (f) => `una caja de ${caseMetal(f.metal)}`,
    limited: (f) => `una edición limitada de ${f.pieces} ${plural("es", f.pieces, COUNTED.units)}`,
    power: (f) => `una potencia de carga de hasta ${f.watts} W`,
    ports: (f) => (f.count === 1 ? "un puerto USB-C" : `${f.count} ${plural("es", f.count, COUNTED.ports)} de carga`),
    gan: () => "tecnología GaN compacta",
    connector: (f) => `conectores ${CONNECTORS[f.from]} a ${CONNECTORS[f.to]}`,
    length: (f) => `una longitud de ${num(f.metres)} m`,
    data: (f) => `transferencia de datos de hasta ${f.gbps} Gbps`,
    braided: () => "un resistente recubrimiento trenzado",
    material: (f) =>
      ({
        silicone: "una carcasa de silicona suave al tacto",
        leather: "piel auténtica",
        clear: "una trasera transparente de policarbonato",
        rugged: "un marco reforzado antigolpes",
      })[f.material],
    magnetic: () => "un anillo magnético integrado",
    drop: (f) => `protección contra caídas de hasta ${num(f.metres)} m`,
    compat: (f) => `un ajuste preciso para el ${f.model}`,
    metal: (f) => `un acabado en ${metal(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "una perla cultivada de brillo suave" : `${GEMS[f.gem]} de ${num(f.ct)} ${plural("es", f.ct, COUNTED.carats)}`),
    handmade: () => "un acabado artesanal",
  },
  list: (items) => joinList(items, ", ", " y "),
  closings: {
    smartphone: ["Ideal para fotos, streaming y largas jornadas de trabajo.", "Un compañero fiable para el trabajo y el ocio."],
    tablet: ["Perfecta para leer, dibujar y disfrutar del entretenimiento fuera de casa.", "Una segunda pantalla práctica para trabajar, estudiar y ver películas."],
    headphones: ["Pensados para largas sesiones de escucha en casa, en la oficina o de viaje.", "Disfruta de un sonido rico y detallado estés donde estés."],
    earbuds: ["Caben en cualquier bolsillo y están listos para el trayecto y el gimnasio.", "Póntelos y tu música sonará en segundos."],
    speaker: ["Llévate la fiesta a la playa, al jardín o al camping.", "Un sonido que llena la habitación y te acompaña a todas partes."],
    smartwatch: ["Tu salud y tus notificaciones de un vistazo, de día y de noche.", "Un aliado inteligente para el entrenamiento y el día a día."],
    watch: ["Una pieza atemporal tanto para la oficina como para el fin de semana.", "Relojería clásica para llevar todos los días."],
    charger: ["Un solo cargador para el móvil, la tablet y el portátil.", "Lo bastante compacto para cualquier bolso, ideal para viajar."],
    cable: ["Fabricado para resistir miles de dobleces.", "El cable fiable para el escritorio, el coche o la mochila."],
    case: ["Protege tu móvil de arañazos y golpes cotidianos.", "Una protección fina que mantiene tu móvil como nuevo."],
    "luxury-watch": ["Se entrega en un estuche de presentación con certificado: una herencia para generaciones.", "Alta relojería para coleccionistas y entendidos."],
    jewellery: ["Se entrega en un elegante estuche de regalo.", "Una joya para atesorar durante años."],
  },
  gap: " ",
}

export const es = fromPhrasebook(book)
