import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"
import { plural, type PluralForms } from "./plural"

/** Western digits, as Saudi online shops print specs; Arabic comma and attached "و" for lists. */
const num = (n: number): string => decimal(n, ".")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} تيرابايت` : `${n} جيجابايت`)

/** Non-human plurals (سماعات) take feminine singular agreement, so two genders suffice. */
const NOUNS: Record<NounKey, { word: string; g: "m" | "f" }> = {
  smartphone: { word: "هاتف ذكي", g: "m" },
  tablet: { word: "جهاز لوحي", g: "m" },
  headphones: { word: "سماعات رأس لاسلكية", g: "f" },
  earbuds: { word: "سماعات أذن لاسلكية", g: "f" },
  speaker: { word: "مكبر صوت بلوتوث", g: "m" },
  smartwatch: { word: "ساعة ذكية", g: "f" },
  watch: { word: "ساعة يد", g: "f" },
  charger: { word: "شاحن USB-C", g: "m" },
  cable: { word: "كابل شحن", g: "m" },
  case: { word: "جراب هاتف", g: "m" },
  "luxury-watch": { word: "ساعة فاخرة", g: "f" },
  ring: { word: "خاتم", g: "m" },
  bracelet: { word: "سوار", g: "m" },
  necklace: { word: "قلادة", g: "f" },
}

const COLOURS: Record<Colour, string> = {
  black: "أسود",
  white: "أبيض",
  silver: "فضي",
  grey: "رمادي",
  blue: "أزرق",
  green: "أخضر",
  red: "أحمر",
  pink: "وردي",
  brown: "بني",
  clear: "شفاف",
  gold: "ذهبي",
  "rose-gold": "ذهبي وردي",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "الذهب الأصفر",
  "rose-gold": "الذهب الوردي",
  "white-gold": "الذهب الأبيض",
  platinum: "البلاتين",
  silver: "الفضة الإسترليني",
  steel: "الفولاذ المقاوم للصدأ",
  titanium: "التيتانيوم",
}
const metal = (m: Metal, carat: number | null): string => (carat ? `${METALS[m]} عيار ${carat}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "ألماس", sapphire: "ياقوت أزرق", emerald: "زمرد", ruby: "ياقوت أحمر", pearl: "لؤلؤ" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

/**
 * Counted nouns; # is where the number goes. Arabic says one and two by the noun alone (يوم واحد, the dual
 * يومين), puts 3–10 before the plural (few), 11–99 before the singular in the accusative (many: يومًا), and
 * zero, 100–102 and fractions before the singular in the genitive (other); above 100 the last two digits decide,
 * as in CLDR's categories. These counts follow a preposition or a noun (إلى، لمدة، من، بقياس، طول، بوزن), so
 * their duals are genitive. Units read as symbols (واط، هرتز، مم، ضغط جوي) are left as they are.
 */
export const COUNTED = {
  hours: { zero: "# ساعة", one: "ساعة واحدة", two: "ساعتين", few: "# ساعات", many: "# ساعة", other: "# ساعة" },
  days: { zero: "# يوم", one: "يوم واحد", two: "يومين", few: "# أيام", many: "# يومًا", other: "# يوم" },
  pieces: { zero: "# قطعة", one: "قطعة واحدة", two: "قطعتين", few: "# قطع", many: "# قطعة", other: "# قطعة" },
  inches: { zero: "# بوصة", one: "بوصة واحدة", two: "بوصتين", few: "# بوصات", many: "# بوصة", other: "# بوصة" },
  metres: { zero: "# متر", one: "متر واحد", two: "مترين", few: "# أمتار", many: "# مترًا", other: "# متر" },
  carats: { zero: "# قيراط", one: "قيراط واحد", two: "قيراطين", few: "# قراريط", many: "# قيراطًا", other: "# قيراط" },
  // The frames put this fact in their own case; the dual takes the oblique form, which two of the three govern
  // (يوفر، مع) and which, unlike منفذا, cannot be read as a singular.
  ports: { zero: "# منفذ شحن", one: "منفذ شحن واحد", two: "منفذي شحن", few: "# منافذ شحن", many: "# منفذ شحن", other: "# منفذ شحن" },
} satisfies Record<string, PluralForms<"ar">>
const count = (n: number, forms: PluralForms<"ar">): string => plural("ar", n, forms).replace("#", num(n))

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return `سعة ${gb(f.gb)}`
    case "power":
      return `بقدرة ${f.watts} واط`
    case "connector":
      return `${CONNECTORS[f.from]} إلى ${CONNECTORS[f.to]}`
    case "compat":
      return `لهاتف ${f.model}`
    case "case-metal":
      return `من ${caseMetal(f.metal)}`
    case "metal":
      return `من ${metal(f.metal, f.carat)}`
    case "gem":
      return f.gem === "pearl" ? "بلؤلؤة" : `بفص ${GEMS[f.gem]} ${count(f.ct, COUNTED.carats)}`
    default:
      return null
  }
}

/** [masculine, feminine] */
const ADJECTIVES: readonly (readonly [string, string])[] = [
  ["أنيق", "أنيقة"],
  ["قوي", "قوية"],
  ["متعدد الاستخدامات", "متعددة الاستخدامات"],
  ["عصري", "عصرية"],
  ["موثوق", "موثوقة"],
  ["متين", "متينة"],
  ["مميز", "مميزة"],
]
const withAdjective = (key: NounKey, i: number): string => {
  const n = NOUNS[key]
  const [m, f] = nth(ADJECTIVES, i)
  return `${n.word} ${n.g === "m" ? m : f}`
}
/** Verb or pronoun agreeing with the product noun. */
const agree = (key: NounKey, m: string, f: string): string => (NOUNS[key].g === "m" ? m : f)

const book: Phrasebook = {
  locale: "ar-SA",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` - ${COLOURS[p.colour]}` : ""
    return `${NOUNS[nounKey(p)].word} ${fullName(p)}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name} ${agree(nounKey(c.p), "هو", "هي")} ${withAdjective(nounKey(c.p), c.adjective)} للاستخدام اليومي.`,
    (c) =>
      `تقدم ${c.brand} طراز ${c.model}، ${agree(nounKey(c.p), "وهو", "وهي")} ${withAdjective(nounKey(c.p), c.adjective)} ${agree(nounKey(c.p), "يجمع", "تجمع")} بين الأداء والأناقة.`,
    (c) => `اكتشف ${c.name}: ${withAdjective(nounKey(c.p), c.adjective)} ${agree(nounKey(c.p), "صُمم", "صُممت")} بعناية.`,
  ],
  frames: [(facts) => `يوفر هذا الطراز ${facts}.`, (facts) => `ومن أبرز المزايا ${facts}.`, (facts) => `يأتي هذا المنتج مع ${facts}.`],
  features: {
    storage: (f) => `سعة تخزين ${gb(f.gb)}`,
    screen: (f) => `شاشة ${f.oled ? "OLED" : "LCD"} بقياس ${count(f.inches, COUNTED.inches)}`,
    refresh: (f) => `معدل تحديث ${f.hz} هرتز`,
    camera: (f) => `كاميرا رئيسية بدقة ${f.mp} ميجابكسل`,
    battery: (f) => `بطارية بسعة ${f.mah} مللي أمبير`,
    "5g": () => "دعم شبكات الجيل الخامس",
    "wireless-charging": () => "دعم الشحن اللاسلكي",
    stylus: () => "دعم القلم الرقمي",
    driver: (f) => `مشغلات صوت بقطر ${f.mm} مم`,
    anc: () => "خاصية إلغاء الضوضاء النشط",
    playtime: (f) => `تشغيل لمدة تصل إلى ${count(f.hours, COUNTED.hours)}`,
    multipoint: () => "الاتصال بجهازين في وقت واحد",
    foldable: () => "تصميم قابل للطي",
    ip: (f) => `حماية من الماء بمعيار ${f.rating}`,
    output: (f) => `قدرة صوت ${f.watts} واط`,
    "case-size": (f) => `هيكل بقطر ${f.mm} مم`,
    "battery-days": (f) => `عمر بطارية يصل إلى ${count(f.days, COUNTED.days)}`,
    gps: () => "نظام GPS مدمج",
    health: () => "قياس نبضات القلب ومراقبة النوم",
    "water-atm": (f) => `مقاومة للماء حتى ${f.atm} ضغط جوي`,
    movement: (f) =>
      ({
        quartz: "حركة كوارتز دقيقة",
        automatic: "حركة ميكانيكية أوتوماتيكية ذاتية التعبئة",
        manual: "حركة ميكانيكية بتعبئة يدوية",
        solar: "حركة كوارتز تعمل بالطاقة الشمسية",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "حزام من الجلد",
        steel: "سوار من الفولاذ المقاوم للصدأ",
        nylon: "حزام من النايلون",
        silicone: "حزام من السيليكون",
        alligator: "حزام من جلد التمساح",
      })[f.strap],
    "sapphire-glass": () => "زجاج ياقوتي مقاوم للخدش",
    "power-reserve": (f) => `احتياطي طاقة لمدة ${count(f.hours, COUNTED.hours)}`,
    "case-metal": (f) => `علبة من ${caseMetal(f.metal)}`,
    limited: (f) => `إصدار محدود من ${count(f.pieces, COUNTED.pieces)}`,
    power: (f) => `قدرة شحن تصل إلى ${f.watts} واط`,
    ports: (f) => (f.count === 1 ? "منفذ USB-C واحد" : count(f.count, COUNTED.ports)),
    gan: () => "تقنية GaN المدمجة",
    connector: (f) => `موصلات ${CONNECTORS[f.from]} إلى ${CONNECTORS[f.to]}`,
    length: (f) => `طول ${count(f.metres, COUNTED.metres)}`,
    data: (f) => `نقل بيانات بسرعة تصل إلى ${f.gbps} جيجابت في الثانية`,
    braided: () => "غلاف مضفر متين",
    material: (f) =>
      ({
        silicone: "غطاء من السيليكون الناعم",
        leather: "جلد طبيعي",
        clear: "ظهر شفاف من البولي كربونات",
        rugged: "إطار مقوى ممتص للصدمات",
      })[f.material],
    magnetic: () => "حلقة مغناطيسية مدمجة",
    drop: (f) => `حماية من السقوط حتى ارتفاع ${count(f.metres, COUNTED.metres)}`,
    compat: (f) => `مقاس دقيق لهاتف ${f.model}`,
    metal: (f) => `صياغة من ${metal(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "لؤلؤة مستزرعة لامعة" : `فص ${GEMS[f.gem]} بوزن ${count(f.ct, COUNTED.carats)}`),
    handmade: () => "تشطيب يدوي دقيق",
  },
  list: (items) => joinList(items, "، ", " و"),
  closings: {
    smartphone: ["مثالي للتصوير والبث وأيام العمل الطويلة.", "رفيق موثوق في العمل وأوقات الفراغ."],
    tablet: ["مثالي للقراءة والرسم والترفيه أثناء التنقل.", "شاشة ثانية عملية للعمل والدراسة ومشاهدة الأفلام."],
    headphones: ["مصممة لجلسات استماع طويلة في المنزل أو المكتب أو أثناء السفر.", "استمتع بصوت غني ومفصل أينما كنت."],
    earbuds: ["صغيرة بما يكفي لأي جيب وجاهزة للتنقل والتمارين.", "ضعها في أذنيك لتبدأ موسيقاك خلال ثوانٍ."],
    speaker: ["خذ الحفلة معك إلى الشاطئ أو الحديقة أو المخيم.", "صوت يملأ الغرفة ويرافقك أينما ذهبت."],
    smartwatch: ["صحتك وإشعاراتك في لمحة، ليلًا ونهارًا.", "شريك ذكي للتمارين والحياة اليومية."],
    watch: ["قطعة خالدة تناسب المكتب وعطلة نهاية الأسبوع.", "صناعة ساعات كلاسيكية للارتداء كل يوم."],
    charger: ["شاحن واحد لهاتفك وجهازك اللوحي وحاسوبك المحمول.", "نحيف بما يكفي لأي حقيبة ومثالي للسفر."],
    cable: ["مصمم ليتحمل آلاف الانحناءات.", "الكابل الموثوق لمكتبك وسيارتك وحقيبتك."],
    case: ["يحمي هاتفك من الخدوش والصدمات اليومية.", "حماية نحيفة تحافظ على هاتفك كالجديد."],
    "luxury-watch": ["تصل في علبة عرض مع شهادة أصالة، إرث يدوم لأجيال.", "فن صناعة الساعات الراقية لهواة الجمع والخبراء."],
    jewellery: ["يصلك المنتج في علبة هدايا أنيقة جاهزة للإهداء.", "قطعة مجوهرات تعتز بها لسنوات."],
  },
  gap: " ",
}

export const ar = fromPhrasebook(book)
