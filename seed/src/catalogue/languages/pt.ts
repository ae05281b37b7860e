import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, capitalise, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

/** European Portuguese: ecrã, telemóvel, câmara, ligação. */
const num = (n: number): string => decimal(n, ",")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

const NOUNS: Record<NounKey, { word: string; g: "m" | "f"; plural?: true }> = {
  smartphone: { word: "smartphone", g: "m" },
  tablet: { word: "tablet", g: "m" },
  headphones: { word: "auscultadores sem fios", g: "m", plural: true },
  earbuds: { word: "auriculares sem fios", g: "m", plural: true },
  speaker: { word: "coluna Bluetooth", g: "f" },
  smartwatch: { word: "relógio inteligente", g: "m" },
  watch: { word: "relógio de pulso", g: "m" },
  charger: { word: "carregador USB-C", g: "m" },
  cable: { word: "cabo de carregamento", g: "m" },
  case: { word: "capa", g: "f" },
  "luxury-watch": { word: "relógio de luxo", g: "m" },
  ring: { word: "anel", g: "m" },
  bracelet: { word: "pulseira", g: "f" },
  necklace: { word: "colar", g: "m" },
}

const COLOURS: Record<Colour, string> = {
  black: "Preto",
  white: "Branco",
  silver: "Prateado",
  grey: "Cinzento",
  blue: "Azul",
  green: "Verde",
  red: "Vermelho",
  pink: "Cor-de-rosa",
  brown: "Castanho",
  clear: "Transparente",
  gold: "Dourado",
  "rose-gold": "Ouro rosa",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "ouro amarelo",
  "rose-gold": "ouro rosa",
  "white-gold": "ouro branco",
  platinum: "platina",
  silver: "prata de lei",
  steel: "aço inoxidável",
  titanium: "titânio",
}
/** Nouns after a number; "many" is a round million, which reads differently only when the number is written as a word (um milhão de dias). */
export const COUNTED = {
  inches: { one: "polegada", many: "polegadas", other: "polegadas" },
  hours: { one: "hora", many: "horas", other: "horas" },
  days: { one: "dia", many: "dias", other: "dias" },
  units: { one: "unidade", many: "unidades", other: "unidades" },
  ports: { one: "porta", many: "portas", other: "portas" },
  carats: { one: "quilate", many: "quilates", other: "quilates" },
} satisfies Record<string, PluralForms<"pt">>

const metal = (m: Metal, carat: number | null): string => (carat ? `${METALS[m]} de ${carat} ${plural("pt", carat, COUNTED.carats)}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "um diamante", sapphire: "uma safira", emerald: "uma esmeralda", ruby: "um rubi", pearl: "uma pérola" }
const GEM_NAMES: Record<Gem, string> = { diamond: "diamante", sapphire: "safira", emerald: "esmeralda", ruby: "rubi", pearl: "pérola" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts} W`
    case "connector":
      return `${CONNECTORS[f.from]} para ${CONNECTORS[f.to]}`
    case "compat":
      return `para ${f.model}`
    case "case-metal":
      return `em ${caseMetal(f.metal)}`
    case "metal":
      return `em ${metal(f.metal, f.carat)}`
    case "gem":
      return `com ${GEM_NAMES[f.gem]}${f.ct ? ` de ${num(f.ct)} ct` : ""}`
    default:
      return null
  }
}

/** [m, f, m plural, f plural] */
const ADJECTIVES: readonly (readonly [string, string, string, string])[] = [
  ["elegante", "elegante", "elegantes", "elegantes"],
  ["potente", "potente", "potentes", "potentes"],
  ["versátil", "versátil", "versáteis", "versáteis"],
  ["requintado", "requintada", "requintados", "requintadas"],
  ["fiável", "fiável", "fiáveis", "fiáveis"],
  ["moderno", "moderna", "modernos", "modernas"],
  ["prático", "prática", "práticos", "práticas"],
]

const form = (key: NounKey): 0 | 1 | 2 | 3 => {
  const n = NOUNS[key]
  return ((n.g === "f" ? 1 : 0) + (n.plural ? 2 : 0)) as 0 | 1 | 2 | 3
}
const withAdjective = (key: NounKey, adjective: number): string => `${["um", "uma", "uns", "umas"][form(key)]} ${NOUNS[key].word} ${nth(ADJECTIVES, adjective)[form(key)]}`
const the = (key: NounKey, name: string): string => `${["o", "a", "os", "as"][form(key)]} ${name}`
const agree = (key: NounKey, stem: string): string => `${stem}${["o", "a", "os", "as"][form(key)]}`

const book: Phrasebook = {
  locale: "pt-PT",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` – ${COLOURS[p.colour]}` : ""
    return `${capitalise(NOUNS[nounKey(p)].word)} ${fullName(p)}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `Conheça ${the(nounKey(c.p), c.name)}, ${withAdjective(nounKey(c.p), c.adjective)} ${agree(nounKey(c.p), "pensad")} para o dia a dia.`,
    (c) => `Com ${the(nounKey(c.p), c.model)}, a ${c.brand} propõe ${withAdjective(nounKey(c.p), c.adjective)} que ${NOUNS[nounKey(c.p)].plural ? "fazem" : "faz"} a diferença.`,
    (c) => `A ${c.brand} apresenta ${the(nounKey(c.p), c.model)}: ${withAdjective(nounKey(c.p), c.adjective)} para quem procura qualidade.`,
  ],
  // Facts carry no definite article, so "por" never needs contracting (pelo, pela).
  frames: [(facts) => `Este modelo oferece ${facts}.`, (facts) => `Destaca-se por ${facts}.`, (facts) => `Inclui ${facts}.`],
  features: {
    storage: (f) => `${gb(f.gb)} de armazenamento`,
    screen: (f) => `um ecrã ${f.oled ? "OLED" : "LCD"} de ${num(f.inches)} ${plural("pt", f.inches, COUNTED.inches)}`,
    refresh: (f) => `uma taxa de atualização de ${f.hz} Hz`,
    camera: (f) => `uma câmara principal de ${f.mp} MP`,
    battery: (f) => `uma bateria de ${f.mah} mAh`,
    "5g": () => "conectividade 5G",
    "wireless-charging": () => "compatibilidade com carregamento sem fios",
    stylus: () => "suporte para caneta digital",
    driver: (f) => `altifalantes de ${f.mm} mm`,
    anc: () => "cancelamento ativo de ruído",
    playtime: (f) => `uma autonomia de até ${f.hours} ${plural("pt", f.hours, COUNTED.hours)} de reprodução`,
    multipoint: () => "ligação multiponto",
    foldable: () => "um design dobrável",
    ip: (f) => `proteção ${f.rating} contra a água`,
    output: (f) => `${f.watts} W de potência`,
    "case-size": (f) => `uma caixa de ${f.mm} mm`,
    "battery-days": (f) => `uma autonomia de até ${f.days} ${plural("pt", f.days, COUNTED.days)}`,
    gps: () => "GPS integrado",
    health: () => "monitorização do ritmo cardíaco e do sono",
    "water-atm": (f) => `resistência à água até ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "um movimento de quartzo preciso",
        automatic: "um movimento mecânico de corda automática",
        manual: "um movimento mecânico de corda manual",
        solar: "um movimento de quartzo solar",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "uma bracelete de pele",
        steel: "uma bracelete em aço inoxidável",
        nylon: "uma bracelete de nylon",
        silicone: "uma bracelete de silicone",
        alligator: "uma bracelete em pele de aligátor",
      })[f.strap],
    "sapphire-glass": () => "vidro de safira resistente a riscos",
    "power-reserve": (f) => `uma reserva de marcha de ${f.hours} ${plural("pt", f.hours, COUNTED.hours)}`,
    "case-metal": (f) => `uma caixa em ${caseMetal(f.metal)}`,
    limited: (f) => `uma edição limitada de ${f.pieces} ${plural("pt", f.pieces, COUNTED.units)}`,
    power: (f) => `uma potência de carregamento de até ${f.watts} W`,
    ports: (f) => (f.count === 1 ? "uma porta USB-C" : `${f.count} ${plural("pt", f.count, COUNTED.ports)} de carregamento`),
    gan: () => "tecnologia GaN compacta",
    connector: (f) => `conectores ${CONNECTORS[f.from]} para ${CONNECTORS[f.to]}`,
    length: (f) => `um comprimento de ${num(f.metres)} m`,
    data: (f) => `transferência de dados até ${f.gbps} Gbps`,
    braided: () => "um revestimento entrançado resistente",
    material: (f) =>
      ({
        silicone: "uma capa de silicone suave ao toque",
        leather: "pele genuína",
        clear: "uma traseira transparente em policarbonato",
        rugged: "uma estrutura reforçada à prova de choque",
      })[f.material],
    magnetic: () => "um anel magnético integrado",
    drop: (f) => `proteção contra quedas até ${num(f.metres)} m`,
    compat: (f) => `um encaixe preciso para o ${f.model}`,
    metal: (f) => `um acabamento em ${metal(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "uma pérola cultivada de brilho suave" : `${GEMS[f.gem]} de ${num(f.ct)} ${plural("pt", f.ct, COUNTED.carats)}`),
    handmade: () => "acabamento artesanal",
  },
  list: (items) => joinList(items, ", ", " e "),
  closings: {
    smartphone: ["Ideal para fotografias, streaming e longos dias de trabalho.", "Um companheiro fiável para o trabalho e o lazer."],
    tablet: ["Perfeito para ler, desenhar e entreter-se em viagem.", "Um segundo ecrã prático para trabalho, estudo e filmes."],
    headphones: ["Pensados para longas sessões de audição em casa, no escritório ou em viagem.", "Desfrute de um som rico e detalhado onde quer que esteja."],
    earbuds: ["Cabem em qualquer bolso e estão prontos para o trajeto e o ginásio.", "Coloque-os e a sua música começa em segundos."],
    speaker: ["Leve a festa para a praia, o jardim ou o parque de campismo.", "Um som que enche a sala e o acompanha para todo o lado."],
    smartwatch: ["A sua saúde e as notificações num relance, de dia e de noite.", "Um parceiro inteligente para o treino e o dia a dia."],
    watch: ["Uma peça intemporal para o escritório e o fim de semana.", "Relojoaria clássica para usar todos os dias."],
    charger: ["Um só carregador para o telemóvel, o tablet e o portátil.", "Fino o suficiente para qualquer mala, ideal para viajar."],
    cable: ["Feito para resistir a milhares de dobras.", "O cabo fiável para a secretária, o carro ou a mochila."],
    case: ["Protege o seu telemóvel de riscos e pancadas do dia a dia.", "Uma proteção fina que mantém o telemóvel como novo."],
    "luxury-watch": ["Entregue num estojo de apresentação com certificado: uma herança para gerações.", "Alta relojoaria para colecionadores e conhecedores."],
    jewellery: ["Chega numa elegante caixa de oferta, ideal para oferecer.", "Uma joia para guardar durante anos."],
  },
  gap: " ",
}

export const pt = fromPhrasebook(book)
