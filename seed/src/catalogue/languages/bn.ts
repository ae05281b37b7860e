import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"

/** Bangladeshi shops print specs with Western digits and Latin units inside Bengali copy. */
const num = (n: number): string => decimal(n, ".")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

/** Bengali has no grammatical gender; a pair of earbuds is counted as "এক জোড়া". */
const NOUNS: Record<NounKey, { word: string; pair?: true }> = {
  smartphone: { word: "স্মার্টফোন" },
  tablet: { word: "ট্যাবলেট" },
  headphones: { word: "ওয়্যারলেস হেডফোন" },
  earbuds: { word: "ট্রু ওয়্যারলেস ইয়ারবাডস", pair: true },
  speaker: { word: "ব্লুটুথ স্পিকার" },
  smartwatch: { word: "স্মার্টওয়াচ" },
  watch: { word: "হাতঘড়ি" },
  charger: { word: "USB-C চার্জার" },
  cable: { word: "চার্জিং ক্যাবল" },
  case: { word: "ফোন কভার" },
  "luxury-watch": { word: "বিলাসবহুল ঘড়ি" },
  ring: { word: "আংটি" },
  bracelet: { word: "ব্রেসলেট" },
  necklace: { word: "নেকলেস" },
}

const COLOURS: Record<Colour, string> = {
  black: "কালো",
  white: "সাদা",
  silver: "সিলভার",
  grey: "ধূসর",
  blue: "নীল",
  green: "সবুজ",
  red: "লাল",
  pink: "গোলাপি",
  brown: "বাদামি",
  clear: "স্বচ্ছ",
  gold: "সোনালি",
  "rose-gold": "রোজ গোল্ড",
}

/** Plain form (titles) and genitive form ("...র"). */
const METALS: Record<Metal, readonly [string, string]> = {
  "yellow-gold": ["হলুদ সোনা", "হলুদ সোনার"],
  "rose-gold": ["রোজ গোল্ড", "রোজ গোল্ডের"],
  "white-gold": ["সাদা সোনা", "সাদা সোনার"],
  platinum: ["প্লাটিনাম", "প্লাটিনামের"],
  silver: ["স্টার্লিং রুপা", "স্টার্লিং রুপার"],
  steel: ["স্টেইনলেস স্টিল", "স্টেইনলেস স্টিলের"],
  titanium: ["টাইটানিয়াম", "টাইটানিয়ামের"],
}
const metal = (m: Metal, carat: number | null, form: 0 | 1): string => `${carat ? `${carat} ক্যারেট ` : ""}${METALS[m][form]}`
const caseCarat = (m: Metal): number | null => (m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "হীরা", sapphire: "নীলা", emerald: "পান্না", ruby: "চুনি", pearl: "মুক্তা" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts}W`
    case "connector":
      return `${CONNECTORS[f.from]} থেকে ${CONNECTORS[f.to]}`
    case "compat":
      return `${f.model}-এর জন্য`
    case "case-metal":
      return metal(f.metal, caseCarat(f.metal), 0)
    case "metal":
      return metal(f.metal, f.carat, 0)
    case "gem":
      return `${f.ct ? `${num(f.ct)} ক্যারেট ` : ""}${GEMS[f.gem]}সহ`
    default:
      return null
  }
}

const ADJECTIVES = ["চমৎকার", "শক্তিশালী", "বহুমুখী", "আধুনিক", "নির্ভরযোগ্য", "স্টাইলিশ", "মার্জিত"]
const withAdjective = (key: NounKey, i: number): string => `${NOUNS[key].pair ? "এক জোড়া" : "একটি"} ${nth(ADJECTIVES, i)} ${NOUNS[key].word}`

const book: Phrasebook = {
  locale: "bn-BD",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` - ${COLOURS[p.colour]}` : ""
    return `${fullName(p)} ${NOUNS[nounKey(p)].word}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name} হলো প্রতিদিনের ব্যবহারের জন্য ${withAdjective(nounKey(c.p), c.adjective)}।`,
    (c) => `${c.brand}-এর ${c.model} ${withAdjective(nounKey(c.p), c.adjective)}, যা যত্ন নিয়ে তৈরি।`,
    (c) => `নিয়ে এলাম ${c.name} — ${withAdjective(nounKey(c.p), c.adjective)}।`,
  ],
  frames: [(facts) => `এতে রয়েছে ${facts}।`, (facts) => `এর প্রধান বৈশিষ্ট্য: ${facts}।`, (facts) => `মডেলটিতে আছে ${facts}।`],
  features: {
    storage: (f) => `${gb(f.gb)} স্টোরেজ`,
    screen: (f) => `${num(f.inches)} ইঞ্চির ${f.oled ? "OLED" : "LCD"} ডিসপ্লে`,
    refresh: (f) => `${f.hz}Hz রিফ্রেশ রেট`,
    camera: (f) => `${f.mp} মেগাপিক্সেলের প্রধান ক্যামেরা`,
    battery: (f) => `${f.mah}mAh ব্যাটারি`,
    "5g": () => "5G সংযোগ",
    "wireless-charging": () => "ওয়্যারলেস চার্জিং সুবিধা",
    stylus: () => "স্টাইলাস সাপোর্ট",
    driver: (f) => `${f.mm} মিমি ড্রাইভার`,
    anc: () => "অ্যাক্টিভ নয়েজ ক্যানসেলেশন",
    playtime: (f) => `${f.hours} ঘণ্টা পর্যন্ত প্লেব্যাক`,
    multipoint: () => "একসঙ্গে দুটি ডিভাইসে সংযোগ",
    foldable: () => "ভাঁজযোগ্য ডিজাইন",
    ip: (f) => `${f.rating} মানের পানি-প্রতিরোধ`,
    output: (f) => `${f.watts} ওয়াট আউটপুট`,
    "case-size": (f) => `${f.mm} মিমি কেস`,
    "battery-days": (f) => `${f.days} দিন পর্যন্ত ব্যাটারি লাইফ`,
    gps: () => "বিল্ট-ইন GPS",
    health: () => "হৃৎস্পন্দন ও ঘুম পর্যবেক্ষণ",
    "water-atm": (f) => `${f.atm} ATM পর্যন্ত পানি-প্রতিরোধ`,
    movement: (f) =>
      ({
        quartz: "নিখুঁত কোয়ার্টজ মুভমেন্ট",
        automatic: "সেলফ-ওয়াইন্ডিং অটোমেটিক মুভমেন্ট",
        manual: "হাতে দম দেওয়া মেকানিক্যাল মুভমেন্ট",
        solar: "সৌরশক্তিচালিত কোয়ার্টজ মুভমেন্ট",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "চামড়ার স্ট্র্যাপ",
        steel: "স্টেইনলেস স্টিলের ব্রেসলেট",
        nylon: "নাইলনের স্ট্র্যাপ",
        silicone: "সিলিকনের স্ট্র্যাপ",
        alligator: "অ্যালিগেটর চামড়ার স্ট্র্যাপ",
      })[f.strap],
    "sapphire-glass": () => "আঁচড়-প্রতিরোধী স্যাফায়ার ক্রিস্টাল",
    "power-reserve": (f) => `${f.hours} ঘণ্টার পাওয়ার রিজার্ভ`,
    "case-metal": (f) => `${metal(f.metal, caseCarat(f.metal), 1)} কেস`,
    limited: (f) => `মাত্র ${f.pieces}টি পিসের সীমিত সংস্করণ`,
    power: (f) => `${f.watts} ওয়াট পর্যন্ত চার্জিং ক্ষমতা`,
    ports: (f) => (f.count === 1 ? "একটি USB-C পোর্ট" : `${f.count}টি চার্জিং পোর্ট`),
    gan: () => "কমপ্যাক্ট GaN প্রযুক্তি",
    connector: (f) => `${CONNECTORS[f.from]} থেকে ${CONNECTORS[f.to]} সংযোগ`,
    length: (f) => `${num(f.metres)} মিটার দৈর্ঘ্য`,
    data: (f) => `${f.gbps} Gbps পর্যন্ত ডেটা ট্রান্সফার`,
    braided: () => "টেকসই ব্রেইডেড আবরণ",
    material: (f) =>
      ({
        silicone: "নরম সিলিকনের খোল",
        leather: "খাঁটি চামড়া",
        clear: "স্বচ্ছ পলিকার্বোনেট ব্যাক",
        rugged: "ধাক্কা-শোষী মজবুত ফ্রেম",
      })[f.material],
    magnetic: () => "বিল্ট-ইন চৌম্বক রিং",
    drop: (f) => `${num(f.metres)} মিটার পর্যন্ত পতন সুরক্ষা`,
    compat: (f) => `${f.model}-এর জন্য নিখুঁত মাপ`,
    metal: (f) => `${metal(f.metal, f.carat, 1)} কারুকাজ`,
    gem: (f) => (f.gem === "pearl" ? "উজ্জ্বল চাষের মুক্তা" : `${num(f.ct)} ক্যারেটের ${GEMS[f.gem]}`),
    handmade: () => "হাতে করা সূক্ষ্ম ফিনিশিং",
  },
  list: (items) => joinList(items, ", ", " ও "),
  closings: {
    smartphone: ["ছবি তোলা, স্ট্রিমিং আর দীর্ঘ কর্মদিবসের জন্য আদর্শ।", "কাজ ও বিনোদনে এক নির্ভরযোগ্য সঙ্গী।"],
    tablet: ["পড়া, আঁকা আর চলার পথে বিনোদনের জন্য একদম উপযুক্ত।", "কাজ, পড়াশোনা ও সিনেমার জন্য চমৎকার দ্বিতীয় স্ক্রিন।"],
    headphones: ["বাড়িতে, অফিসে বা ভ্রমণে দীর্ঘক্ষণ শোনার জন্য তৈরি।", "যেখানেই থাকুন, উপভোগ করুন সমৃদ্ধ ও স্পষ্ট শব্দ।"],
    earbuds: ["যেকোনো পকেটে এঁটে যায়, যাতায়াত আর ব্যায়ামের জন্য প্রস্তুত।", "কানে দিন, কয়েক সেকেন্ডেই গান শুরু।"],
    speaker: ["পার্টি নিয়ে যান সমুদ্রসৈকতে, বাগানে বা ক্যাম্পে।", "ঘর ভরিয়ে দেওয়া শব্দ, যা সবখানে আপনার সঙ্গী।"],
    smartwatch: ["স্বাস্থ্য আর নোটিফিকেশন এক নজরে, দিনরাত।", "প্রশিক্ষণ ও দৈনন্দিন জীবনের স্মার্ট সঙ্গী।"],
    watch: ["অফিস ও ছুটির দিন, দুই জায়গাতেই মানানসই এক চিরন্তন ঘড়ি।", "প্রতিদিন পরার মতো ক্লাসিক ঘড়িশিল্প।"],
    charger: ["ফোন, ট্যাবলেট ও ল্যাপটপের জন্য একটিই চার্জার।", "যেকোনো ব্যাগে সহজে এঁটে যায়, ভ্রমণের জন্য আদর্শ।"],
    cable: ["হাজারবার বাঁকানোর পরও টেকসই।", "ডেস্ক, গাড়ি বা ব্যাগের জন্য নির্ভরযোগ্য ক্যাবল।"],
    case: ["আপনার ফোনকে আঁচড় ও দৈনন্দিন ধাক্কা থেকে রক্ষা করে।", "পাতলা সুরক্ষা, ফোন থাকে নতুনের মতো।"],
    "luxury-watch": ["সার্টিফিকেটসহ উপহার বাক্সে সরবরাহ করা হয় — প্রজন্মের পর প্রজন্মের ঐতিহ্য।", "সংগ্রাহক ও সমঝদারদের জন্য উৎকৃষ্ট ঘড়িশিল্প।"],
    jewellery: ["মার্জিত উপহার বাক্সে পৌঁছায়, উপহার দেওয়ার জন্য প্রস্তুত।", "বছরের পর বছর যত্নে রাখার মতো একটি গয়না।"],
  },
  gap: " ",
}

export const bn = fromPhrasebook(book)
