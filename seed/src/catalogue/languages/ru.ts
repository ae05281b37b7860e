import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, capitalise, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

const num = (n: number): string => decimal(n, ",")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} ТБ` : `${n} ГБ`)

/** Adjectives agree with the noun: masculine, feminine, neuter, plural ("часы" is plural only). */
type Gender = 0 | 1 | 2 | 3
const M = 0,
  F = 1,
  N = 2,
  PL = 3
const NOUNS: Record<NounKey, { word: string; g: Gender }> = {
  smartphone: { word: "смартфон", g: M },
  tablet: { word: "планшет", g: M },
  headphones: { word: "полноразмерные наушники", g: PL },
  earbuds: { word: "беспроводные наушники-вкладыши", g: PL },
  speaker: { word: "Bluetooth-колонка", g: F },
  smartwatch: { word: "умные часы", g: PL },
  watch: { word: "наручные часы", g: PL },
  charger: { word: "зарядное устройство USB-C", g: N },
  cable: { word: "зарядный кабель", g: M },
  case: { word: "чехол", g: M },
  "luxury-watch": { word: "элитные часы", g: PL },
  ring: { word: "кольцо", g: N },
  bracelet: { word: "браслет", g: M },
  necklace: { word: "колье", g: N },
}

/** Each adjective in all four forms. */
type Forms = readonly [string, string, string, string]
const COLOURS: Record<Colour, Forms> = {
  black: ["чёрный", "чёрная", "чёрное", "чёрные"],
  white: ["белый", "белая", "белое", "белые"],
  silver: ["серебристый", "серебристая", "серебристое", "серебристые"],
  grey: ["серый", "серая", "серое", "серые"],
  blue: ["синий", "синяя", "синее", "синие"],
  green: ["зелёный", "зелёная", "зелёное", "зелёные"],
  red: ["красный", "красная", "красное", "красные"],
  pink: ["розовый", "розовая", "розовое", "розовые"],
  brown: ["коричневый", "коричневая", "коричневое", "коричневые"],
  clear: ["прозрачный", "прозрачная", "прозрачное", "прозрачные"],
  gold: ["золотой", "золотая", "золотое", "золотые"],
  "rose-gold": ["розово-золотой", "розово-золотая", "розово-золотое", "розово-золотые"],
}
const ADJECTIVES: readonly Forms[] = [
  ["стильный", "стильная", "стильное", "стильные"],
  ["мощный", "мощная", "мощное", "мощные"],
  ["универсальный", "универсальная", "универсальное", "универсальные"],
  ["продуманный", "продуманная", "продуманное", "продуманные"],
  ["надёжный", "надёжная", "надёжное", "надёжные"],
  ["современный", "современная", "современное", "современные"],
  ["элегантный", "элегантная", "элегантное", "элегантные"],
]

/** Nominative (titles) and genitive (after "из"); Russian jewellers state gold by proof: 585 or 750. */
const METALS: Record<Metal, readonly [string, string]> = {
  "yellow-gold": ["жёлтое золото", "жёлтого золота"],
  "rose-gold": ["розовое золото", "розового золота"],
  "white-gold": ["белое золото", "белого золота"],
  platinum: ["платина", "платины"],
  silver: ["серебро 925", "серебра 925 пробы"],
  steel: ["нержавеющая сталь", "нержавеющей стали"],
  titanium: ["титан", "титана"],
}
const proof = (carat: number | null): string => (carat === 14 ? "585" : carat === 18 ? "750" : "")
const metalNom = (m: Metal, carat: number | null): string => `${METALS[m][0]}${carat ? ` ${proof(carat)}` : ""}`
const metalGen = (m: Metal, carat: number | null): string => `${METALS[m][1]}${carat ? ` ${proof(carat)} пробы` : ""}`
const caseCarat = (m: Metal): number | null => (m.endsWith("gold") ? 18 : null)

/** Instrumental, for "отличается ..." */
const GEMS: Record<Gem, string> = { diamond: "бриллиантом", sapphire: "сапфиром", emerald: "изумрудом", ruby: "рубином", pearl: "жемчужиной" }
const GEM_NAMES: Record<Gem, string> = { diamond: "бриллиант", sapphire: "сапфир", emerald: "изумруд", ruby: "рубин", pearl: "жемчуг" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

/** Nouns after a number, in the case their phrase below puts them in; a fraction takes the genitive singular ("6,1 дюйма"). */
export const COUNTED = {
  // The size stands beside "диагональю" in the nominative: 21 дюйм, 22 дюйма, 13 дюймов.
  inches: { one: "дюйм", few: "дюйма", many: "дюймов", other: "дюйма" },
  // "до" governs the genitive: до 21 дня, до 2 дней.
  daysUpTo: { one: "дня", few: "дней", many: "дней", other: "дня" },
  copies: { one: "экземпляр", few: "экземпляра", many: "экземпляров", other: "экземпляра" },
  // The frames govern the instrumental, where only a count ending in one keeps the noun singular: 21 портом, 22 портами.
  ports: { one: "портом", few: "портами", many: "портами", other: "порта" },
} satisfies Record<string, PluralForms<"ru">>

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts} Вт`
    case "connector":
      return `${CONNECTORS[f.from]} – ${CONNECTORS[f.to]}`
    case "compat":
      return `для ${f.model}`
    case "case-metal":
      return metalNom(f.metal, caseCarat(f.metal))
    case "metal":
      return metalNom(f.metal, f.carat)
    case "gem":
      return `${GEM_NAMES[f.gem]}${f.ct ? ` ${num(f.ct)} кт` : ""}`
    default:
      return null
  }
}

const withAdjective = (key: NounKey, i: number): string => `${nth(ADJECTIVES, i)[NOUNS[key].g]} ${NOUNS[key].word}`

const book: Phrasebook = {
  locale: "ru-RU",
  title(p) {
    const noun = NOUNS[nounKey(p)]
    const labels = headlineLabels(p, label)
    const luxury = p.type === "jewellery" || p.type === "luxury-watch"
    const colour = showsColour(p) ? `, ${COLOURS[p.colour][noun.g]}` : ""
    return `${capitalise(noun.word)} ${fullName(p)}${labels.map((l) => (luxury ? `, ${l}` : ` ${l}`)).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name} — ${withAdjective(nounKey(c.p), c.adjective)} на каждый день.`,
    (c) => `Модель ${c.model} от ${c.brand} — ${withAdjective(nounKey(c.p), c.adjective)} для тех, кто ценит качество.`,
    (c) => `Знакомьтесь: ${c.name}, ${withAdjective(nounKey(c.p), c.adjective)} с характером.`,
  ],
  // Both frames govern the instrumental case, the form of every feature phrase below.
  frames: [(facts) => `Модель отличается ${facts}.`, (facts) => `Модель порадует ${facts}.`],
  features: {
    storage: (f) => `памятью ${gb(f.gb)}`,
    screen: (f) => `${f.oled ? "OLED" : "LCD"}-экраном диагональю ${num(f.inches)} ${plural("ru", f.inches, COUNTED.inches)}`,
    refresh: (f) => `плавной частотой обновления ${f.hz} Гц`,
    camera: (f) => `основной камерой ${f.mp} Мп`,
    battery: (f) => `аккумулятором ёмкостью ${f.mah} мА·ч`,
    "5g": () => "поддержкой 5G",
    "wireless-charging": () => "поддержкой беспроводной зарядки",
    stylus: () => "поддержкой стилуса",
    driver: (f) => `динамиками ${f.mm} мм`,
    anc: () => "активным шумоподавлением",
    playtime: (f) => `временем воспроизведения до ${f.hours} ч`,
    multipoint: () => "подключением к двум устройствам одновременно",
    foldable: () => "складной конструкцией",
    ip: (f) => `защитой от воды по стандарту ${f.rating}`,
    output: (f) => `мощностью ${f.watts} Вт`,
    "case-size": (f) => `корпусом ${f.mm} мм`,
    "battery-days": (f) => `автономностью до ${f.days} ${plural("ru", f.days, COUNTED.daysUpTo)}`,
    gps: () => "встроенным GPS",
    health: () => "мониторингом пульса и сна",
    "water-atm": (f) => `водонепроницаемостью до ${f.atm} атм`,
    movement: (f) =>
      ({
        quartz: "точным кварцевым механизмом",
        automatic: "механизмом с автоподзаводом",
        manual: "механизмом с ручным заводом",
        solar: "кварцевым механизмом на солнечной энергии",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "кожаным ремешком",
        steel: "браслетом из нержавеющей стали",
        nylon: "нейлоновым ремешком",
        silicone: "силиконовым ремешком",
        alligator: "ремешком из кожи аллигатора",
      })[f.strap],
    "sapphire-glass": () => "износостойким сапфировым стеклом",
    "power-reserve": (f) => `запасом хода ${f.hours} ч`,
    "case-metal": (f) => `корпусом из ${metalGen(f.metal, caseCarat(f.metal))}`,
    limited: (f) => `лимитированным тиражом ${f.pieces} ${plural("ru", f.pieces, COUNTED.copies)}`,
    power: (f) => `мощностью зарядки до ${f.watts} Вт`,
    ports: (f) => (f.count === 1 ? "одним портом USB-C" : `${f.count} ${plural("ru", f.count, COUNTED.ports)} для зарядки`),
    gan: () => "компактной технологией GaN",
    connector: (f) => `разъёмами ${CONNECTORS[f.from]} – ${CONNECTORS[f.to]}`,
    length: (f) => `длиной ${num(f.metres)} м`,
    data: (f) => `передачей данных до ${f.gbps} Гбит/с`,
    braided: () => "прочной нейлоновой оплёткой",
    material: (f) =>
      ({
        silicone: "мягким силиконовым покрытием",
        leather: "натуральной кожей",
        clear: "прозрачной поликарбонатной крышкой",
        rugged: "усиленной противоударной рамкой",
      })[f.material],
    magnetic: () => "встроенным магнитным кольцом",
    drop: (f) => `защитой от падений с высоты до ${num(f.metres)} м`,
    compat: (f) => `точной посадкой на ${f.model}`,
    metal: (f) => `исполнением из ${metalGen(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "культивированной жемчужиной с мягким блеском" : `${GEMS[f.gem]} ${num(f.ct)} кт`),
    handmade: () => "тщательной ручной отделкой",
  },
  list: (items) => joinList(items, ", ", " и "),
  closings: {
    smartphone: ["Идеален для фото, стриминга и долгих рабочих дней.", "Надёжный спутник для работы и отдыха."],
    tablet: ["Отлично подходит для чтения, рисования и развлечений в дороге.", "Удобный второй экран для работы, учёбы и фильмов."],
    headphones: ["Созданы для долгого прослушивания дома, в офисе и в пути.", "Наслаждайтесь насыщенным, детальным звуком, где бы вы ни были."],
    earbuds: ["Помещаются в любой карман и готовы к поездкам и тренировкам.", "Вставьте их в уши, и музыка зазвучит через пару секунд."],
    speaker: ["Возьмите вечеринку с собой на пляж, в сад или в поход.", "Звук, который заполняет комнату и сопровождает вас повсюду."],
    smartwatch: ["Здоровье и уведомления всегда перед глазами, днём и ночью.", "Умный помощник для тренировок и повседневной жизни."],
    watch: ["Вневременная классика для офиса и выходных.", "Классическое часовое искусство на каждый день."],
    charger: ["Одно зарядное устройство для телефона, планшета и ноутбука.", "Компактное решение для любой сумки, идеально для путешествий."],
    cable: ["Выдерживает тысячи изгибов.", "Надёжный кабель для рабочего стола, машины и сумки."],
    case: ["Защищает телефон от царапин и повседневных ударов.", "Тонкая защита, с которой телефон выглядит как новый."],
    "luxury-watch": ["Поставляются в подарочной коробке с сертификатом — наследие для будущих поколений.", "Высокое часовое искусство для коллекционеров и ценителей."],
    jewellery: ["Поставляется в элегантной подарочной коробке.", "Украшение, которое будет радовать долгие годы."],
  },
  gap: " ",
}

export const ru = fromPhrasebook(book)
