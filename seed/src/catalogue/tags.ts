/**
 * The shared tag vocabulary. Tags are what the storefront's search matches besides names, so each one is a
 * real word or phrase in every language rather than the English value repeated.
 */
import { LOCALES, type CatalogueTag, type Locale } from "./types"
import type { Feature, ProductSpec } from "./model"

/** One translation per locale, in LOCALES order: pl, en, de, fr, es, it, zh, ar, ru, hi, bn, pt, id, ja, ko. */
type Row = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]

const ROWS: readonly Row[] = [
  [
    "smartfon",
    "smartphone",
    "Smartphone",
    "smartphone",
    "teléfono inteligente",
    "smartphone",
    "智能手机",
    "هاتف ذكي",
    "смартфон",
    "स्मार्टफ़ोन",
    "স্মার্টফোন",
    "smartphone",
    "ponsel pintar",
    "スマートフォン",
    "스마트폰",
  ],
  ["tablet", "tablet", "Tablet", "tablette", "tableta", "tablet", "平板电脑", "جهاز لوحي", "планшет", "टैबलेट", "ট্যাবলেট", "tablet", "tablet", "タブレット", "태블릿"],
  [
    "słuchawki",
    "headphones",
    "Kopfhörer",
    "casque audio",
    "auriculares de diadema",
    "cuffie",
    "头戴式耳机",
    "سماعات رأس",
    "наушники",
    "हेडफ़ोन",
    "হেডফোন",
    "auscultadores",
    "headphone",
    "ヘッドホン",
    "헤드폰",
  ],
  [
    "słuchawki douszne",
    "earbuds",
    "In-Ear-Kopfhörer",
    "écouteurs",
    "auriculares inalámbricos",
    "auricolari",
    "入耳式耳机",
    "سماعات أذن",
    "наушники-вкладыши",
    "ईयरबड्स",
    "ইয়ারবাডস",
    "auriculares",
    "earbud",
    "イヤホン",
    "이어버드",
  ],
  [
    "głośnik",
    "speaker",
    "Lautsprecher",
    "enceinte",
    "altavoz",
    "altoparlante",
    "音箱",
    "مكبر صوت",
    "колонка",
    "स्पीकर",
    "স্পিকার",
    "coluna de som",
    "pengeras suara",
    "スピーカー",
    "스피커",
  ],
  [
    "smartwatch",
    "smartwatch",
    "Smartwatch",
    "montre connectée",
    "reloj inteligente",
    "smartwatch",
    "智能手表",
    "ساعة ذكية",
    "умные часы",
    "स्मार्टवॉच",
    "স্মার্টওয়াচ",
    "relógio inteligente",
    "jam tangan pintar",
    "スマートウォッチ",
    "스마트워치",
  ],
  ["zegarek", "watch", "Armbanduhr", "montre", "reloj", "orologio", "手表", "ساعة يد", "наручные часы", "घड़ी", "ঘড়ি", "relógio", "jam tangan", "腕時計", "손목시계"],
  [
    "ładowarka",
    "charger",
    "Ladegerät",
    "chargeur",
    "cargador",
    "caricabatterie",
    "充电器",
    "شاحن",
    "зарядное устройство",
    "चार्जर",
    "চার্জার",
    "carregador",
    "pengisi daya",
    "充電器",
    "충전기",
  ],
  ["kabel", "cable", "Kabel", "câble", "cable", "cavo", "数据线", "كابل", "кабель", "केबल", "ক্যাবল", "cabo", "kabel", "ケーブル", "케이블"],
  [
    "etui na telefon",
    "phone case",
    "Handyhülle",
    "coque de téléphone",
    "funda para móvil",
    "custodia per telefono",
    "手机壳",
    "جراب هاتف",
    "чехол для телефона",
    "फ़ोन कवर",
    "ফোন কভার",
    "capa para telemóvel",
    "casing ponsel",
    "スマホケース",
    "휴대폰 케이스",
  ],
  [
    "zegarek luksusowy",
    "luxury watch",
    "Luxusuhr",
    "montre de luxe",
    "reloj de lujo",
    "orologio di lusso",
    "奢华腕表",
    "ساعة فاخرة",
    "элитные часы",
    "लक्ज़री घड़ी",
    "বিলাসবহুল ঘড়ি",
    "relógio de luxo",
    "jam tangan mewah",
    "高級腕時計",
    "명품 시계",
  ],
  [
    "biżuteria",
    "jewellery",
    "Schmuck",
    "bijoux",
    "joyería",
    "gioielli",
    "珠宝",
    "مجوهرات",
    "ювелирные украшения",
    "आभूषण",
    "গয়না",
    "joalharia",
    "perhiasan",
    "ジュエリー",
    "주얼리",
  ],
  ["pierścionek", "ring", "Ring", "bague", "anillo", "anello", "戒指", "خاتم", "кольцо", "अंगूठी", "আংটি", "anel", "cincin", "指輪", "반지"],
  ["bransoletka", "bracelet", "Armband", "bracelet", "pulsera", "bracciale", "手链", "سوار", "браслет", "ब्रेसलेट", "ব্রেসলেট", "pulseira", "gelang", "ブレスレット", "팔찌"],
  ["naszyjnik", "necklace", "Halskette", "collier", "collar", "collana", "项链", "قلادة", "ожерелье", "हार", "নেকলেস", "colar", "kalung", "ネックレス", "목걸이"],
  ["5G", "5g", "5G", "5G", "5G", "5G", "5G网络", "شبكة 5G", "5G", "5G", "5G", "5G", "5G", "5G対応", "5G 지원"],
  [
    "bezprzewodowe",
    "wireless",
    "kabellos",
    "sans fil",
    "inalámbrico",
    "senza fili",
    "无线",
    "لاسلكي",
    "беспроводной",
    "वायरलेस",
    "ওয়্যারলেস",
    "sem fios",
    "nirkabel",
    "ワイヤレス",
    "무선",
  ],
  ["Bluetooth", "bluetooth", "Bluetooth", "Bluetooth", "Bluetooth", "Bluetooth", "蓝牙", "بلوتوث", "Bluetooth", "ब्लूटूथ", "ব্লুটুথ", "Bluetooth", "Bluetooth", "Bluetooth", "블루투스"],
  [
    "redukcja szumów",
    "noise cancelling",
    "Geräuschunterdrückung",
    "réduction de bruit",
    "cancelación de ruido",
    "cancellazione del rumore",
    "主动降噪",
    "إلغاء الضوضاء",
    "шумоподавление",
    "नॉइज़ कैंसलेशन",
    "নয়েজ ক্যানসেলেশন",
    "cancelamento de ruído",
    "peredam bising",
    "ノイズキャンセリング",
    "노이즈 캔슬링",
  ],
  [
    "wodoodporny",
    "waterproof",
    "wasserdicht",
    "étanche",
    "resistente al agua",
    "impermeabile",
    "防水",
    "مقاوم للماء",
    "водонепроницаемый",
    "वॉटरप्रूफ़",
    "ওয়াটারপ্রুফ",
    "à prova de água",
    "tahan air",
    "防水",
    "방수",
  ],
  [
    "szybkie ładowanie",
    "fast charging",
    "Schnellladen",
    "charge rapide",
    "carga rápida",
    "ricarica rapida",
    "快充",
    "شحن سريع",
    "быстрая зарядка",
    "फ़ास्ट चार्जिंग",
    "ফাস্ট চার্জিং",
    "carregamento rápido",
    "pengisian cepat",
    "急速充電",
    "고속 충전",
  ],
  ["GPS", "gps", "GPS", "GPS", "GPS", "GPS", "GPS定位", "نظام GPS", "GPS", "जीपीएस", "জিপিএস", "GPS", "GPS", "GPS搭載", "GPS"],
  [
    "fitness",
    "fitness",
    "Fitness",
    "sport et fitness",
    "fitness",
    "fitness",
    "健身",
    "لياقة بدنية",
    "фитнес",
    "फिटनेस",
    "ফিটনেস",
    "fitness",
    "kebugaran",
    "フィットネス",
    "피트니스",
  ],
  ["złoto", "gold", "Gold", "or", "oro", "oro", "黄金", "ذهب", "золото", "सोना", "সোনা", "ouro", "emas", "ゴールド", "골드"],
  ["srebro", "silver", "Silber", "argent", "plata", "argento", "银", "فضة", "серебро", "चांदी", "রুপা", "prata", "perak", "シルバー", "실버"],
  ["platyna", "platinum", "Platin", "platine", "platino", "platino", "铂金", "بلاتين", "платина", "प्लैटिनम", "প্লাটিনাম", "platina", "platinum", "プラチナ", "플래티넘"],
  ["diament", "diamond", "Diamant", "diamant", "diamante", "diamante", "钻石", "ألماس", "бриллиант", "हीरा", "হীরা", "diamante", "berlian", "ダイヤモンド", "다이아몬드"],
  [
    "kamień szlachetny",
    "gemstone",
    "Edelstein",
    "pierre précieuse",
    "piedra preciosa",
    "pietra preziosa",
    "宝石",
    "حجر كريم",
    "драгоценный камень",
    "रत्न",
    "রত্ন",
    "pedra preciosa",
    "batu permata",
    "宝石",
    "보석",
  ],
  ["perła", "pearl", "Perle", "perle", "perla", "perla", "珍珠", "لؤلؤ", "жемчуг", "मोती", "মুক্তা", "pérola", "mutiara", "パール", "진주"],
  ["skóra", "leather", "Leder", "cuir", "piel", "pelle", "真皮", "جلد", "кожа", "चमड़ा", "চামড়া", "pele", "kulit", "レザー", "가죽"],
  [
    "automatyczny",
    "automatic",
    "Automatik",
    "automatique",
    "automático",
    "automatico",
    "自动机械",
    "أوتوماتيكية",
    "автоподзавод",
    "ऑटोमैटिक",
    "অটোমেটিক",
    "automático",
    "otomatis",
    "自動巻き",
    "오토매틱",
  ],
  ["USB-C", "usb-c", "USB-C", "USB-C", "USB-C", "USB-C", "Type-C接口", "منفذ USB-C", "USB-C", "USB-C", "USB-C", "USB-C", "USB-C", "USB Type-C", "USB-C"],
  ["przenośny", "portable", "tragbar", "portable", "portátil", "portatile", "便携", "محمول", "портативный", "पोर्टेबल", "বহনযোগ্য", "portátil", "portabel", "ポータブル", "휴대용"],
  ["prezent", "gift", "Geschenk", "cadeau", "regalo", "regalo", "礼品", "هدية", "подарок", "उपहार", "উপহার", "presente", "hadiah", "ギフト", "선물"],
  [
    "edycja limitowana",
    "limited edition",
    "limitierte Edition",
    "édition limitée",
    "edición limitada",
    "edizione limitata",
    "限量版",
    "إصدار محدود",
    "лимитированная серия",
    "लिमिटेड एडिशन",
    "সীমিত সংস্করণ",
    "edição limitada",
    "edisi terbatas",
    "限定モデル",
    "한정판",
  ],
  ["podróże", "travel", "Reisen", "voyage", "viaje", "viaggio", "旅行", "سفر", "путешествия", "यात्रा", "ভ্রমণ", "viagem", "perjalanan", "トラベル", "여행"],
  [
    "wstrząsoodporny",
    "shockproof",
    "stoßfest",
    "antichoc",
    "antigolpes",
    "antiurto",
    "防摔",
    "مقاوم للصدمات",
    "противоударный",
    "शॉकप्रूफ़",
    "শকপ্রুফ",
    "à prova de choque",
    "tahan benturan",
    "耐衝撃",
    "충격 방지",
  ],
  ["aparat", "camera", "Kamera", "appareil photo", "cámara", "fotocamera", "相机", "كاميرا", "камера", "कैमरा", "ক্যামেরা", "câmara", "kamera", "カメラ", "카메라"],
  ["sport", "sport", "Sport", "sport", "deporte", "sport", "运动", "رياضة", "спорт", "खेल", "খেলাধুলা", "desporto", "olahraga", "スポーツ", "스포츠"],
]

const VOCABULARY: ReadonlyMap<string, CatalogueTag> = new Map(
  ROWS.map((row) => {
    const translations = Object.fromEntries(LOCALES.map((l, i) => [l, row[i]])) as Record<Locale, string>
    return [translations["en-US"], { value: translations["en-US"], translations }]
  })
)

export function tagByValue(value: string): CatalogueTag {
  const tag = VOCABULARY.get(value)
  if (!tag) throw new Error(`unknown tag "${value}"`)
  return tag
}

const TYPE_TAG: Record<ProductSpec["type"], string> = {
  smartphone: "smartphone",
  tablet: "tablet",
  headphones: "headphones",
  earbuds: "earbuds",
  speaker: "speaker",
  smartwatch: "smartwatch",
  watch: "watch",
  charger: "charger",
  cable: "cable",
  case: "phone case",
  "luxury-watch": "luxury watch",
  jewellery: "jewellery",
}

const WATERPROOF_IP = new Set(["IP67", "IP68"])

/**
 * Tags for a product, most specific first, capped at five: search results read better when a product is
 * not tagged with everything its specs could justify.
 */
export function tagsFor(p: Pick<ProductSpec, "type" | "kind" | "features">): string[] {
  const has = (k: Feature["k"]): boolean => p.features.some((f) => f.k === k)
  const find = <K extends Feature["k"]>(k: K): Extract<Feature, { k: K }> | undefined => p.features.find((f): f is Extract<Feature, { k: K }> => f.k === k)
  const tags = [TYPE_TAG[p.type]]
  if (p.kind) tags.push(p.kind)

  const ip = find("ip")
  const atm = find("water-atm")
  const waterproof = (ip !== undefined && WATERPROOF_IP.has(ip.rating)) || (atm !== undefined && atm.atm >= 10)
  const metal = find("metal") ?? find("case-metal")
  const gem = find("gem")
  const movement = find("movement")
  const strap = find("strap")
  const material = find("material")
  const power = find("power")

  switch (p.type) {
    case "smartphone":
    case "tablet":
      if (has("5g")) tags.push("5g")
      if (has("wireless-charging")) tags.push("fast charging")
      // Every phone is bought partly for its camera, and the tag keeps even a basic 4G model findable.
      tags.push(p.type === "tablet" ? "portable" : "camera")
      break
    case "headphones":
    case "earbuds":
      tags.push("wireless", "bluetooth")
      if (has("anc")) tags.push("noise cancelling")
      if (p.type === "headphones" && has("foldable")) tags.push("travel")
      if (p.type === "earbuds" && !has("anc")) tags.push("sport")
      break
    case "speaker":
      tags.push("bluetooth", "portable")
      break
    case "smartwatch":
      tags.push("fitness")
      if (has("gps")) tags.push("gps", "sport")
      break
    case "watch":
      if (movement?.movement === "automatic") tags.push("automatic")
      if (strap?.strap === "leather") tags.push("leather")
      tags.push("gift")
      break
    case "charger":
      tags.push("usb-c")
      if (power && power.watts >= 30) tags.push("fast charging")
      if (has("gan")) tags.push("travel")
      break
    case "cable":
      tags.push("usb-c")
      if (power && power.watts >= 60) tags.push("fast charging")
      break
    case "case":
      if (material?.material === "leather") tags.push("leather")
      if (material?.material === "rugged") tags.push("shockproof")
      tags.push("smartphone")
      break
    case "luxury-watch":
      if (movement?.movement === "automatic") tags.push("automatic")
      if (has("limited")) tags.push("limited edition")
      tags.push("gift")
      break
    case "jewellery":
      tags.push("gift")
      break
  }
  if (metal) {
    if (metal.metal.endsWith("gold")) tags.push("gold")
    else if (metal.metal === "platinum") tags.push("platinum")
    else if (metal.metal === "silver") tags.push("silver")
  }
  if (gem) tags.push(gem.gem === "diamond" ? "diamond" : gem.gem === "pearl" ? "pearl" : "gemstone")
  if (waterproof) tags.push("waterproof")
  return [...new Set(tags)].slice(0, 5)
}
