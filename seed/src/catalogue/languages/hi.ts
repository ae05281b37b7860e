import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"

/** Indian shops write specs with Western digits and Latin units (GB, mAh) inside Devanagari copy. */
const num = (n: number): string => decimal(n, ".")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)

/** Adjectives below are invariable, so only number matters ("है" / "हैं"). */
const NOUNS: Record<NounKey, { word: string; plural?: true }> = {
  smartphone: { word: "स्मार्टफ़ोन" },
  tablet: { word: "टैबलेट" },
  headphones: { word: "वायरलेस हेडफ़ोन" },
  earbuds: { word: "ट्रू वायरलेस ईयरबड्स", plural: true },
  speaker: { word: "ब्लूटूथ स्पीकर" },
  smartwatch: { word: "स्मार्टवॉच" },
  watch: { word: "कलाई घड़ी" },
  charger: { word: "USB-C चार्जर" },
  cable: { word: "चार्जिंग केबल" },
  case: { word: "फ़ोन कवर" },
  "luxury-watch": { word: "लक्ज़री घड़ी" },
  ring: { word: "अंगूठी" },
  bracelet: { word: "ब्रेसलेट" },
  necklace: { word: "हार" },
}

const COLOURS: Record<Colour, string> = {
  black: "काला",
  white: "सफ़ेद",
  silver: "सिल्वर",
  grey: "ग्रे",
  blue: "नीला",
  green: "हरा",
  red: "लाल",
  pink: "गुलाबी",
  brown: "भूरा",
  clear: "पारदर्शी",
  gold: "सुनहरा",
  "rose-gold": "रोज़ गोल्ड",
}

/** Direct form (titles) and oblique form (before "का"/"की"). */
const METALS: Record<Metal, readonly [string, string]> = {
  "yellow-gold": ["पीला सोना", "पीले सोने"],
  "rose-gold": ["रोज़ गोल्ड", "रोज़ गोल्ड"],
  "white-gold": ["सफ़ेद सोना", "सफ़ेद सोने"],
  platinum: ["प्लैटिनम", "प्लैटिनम"],
  silver: ["925 स्टर्लिंग चांदी", "925 स्टर्लिंग चांदी"],
  steel: ["स्टेनलेस स्टील", "स्टेनलेस स्टील"],
  titanium: ["टाइटेनियम", "टाइटेनियम"],
}
const metal = (m: Metal, carat: number | null, form: 0 | 1): string => `${carat ? `${carat} कैरेट ` : ""}${METALS[m][form]}`
const caseCarat = (m: Metal): number | null => (m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "हीरा", sapphire: "नीलम", emerald: "पन्ना", ruby: "माणिक", pearl: "मोती" }
const GEMS_OBLIQUE: Record<Gem, string> = { diamond: "हीरे", sapphire: "नीलम", emerald: "पन्ने", ruby: "माणिक", pearl: "मोती" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts}W`
    case "connector":
      return `${CONNECTORS[f.from]} से ${CONNECTORS[f.to]}`
    case "compat":
      return `${f.model} के लिए`
    case "case-metal":
      return metal(f.metal, caseCarat(f.metal), 0)
    case "metal":
      return metal(f.metal, f.carat, 0)
    case "gem":
      return `${f.ct ? `${num(f.ct)} कैरेट ` : ""}${GEMS_OBLIQUE[f.gem]} के साथ`
    default:
      return null
  }
}

const ADJECTIVES = ["शानदार", "दमदार", "बहुउपयोगी", "आधुनिक", "भरोसेमंद", "स्टाइलिश", "बेहतरीन"]
/** "एक शानदार स्मार्टफ़ोन है" / "शानदार ईयरबड्स हैं" */
const predicate = (key: NounKey, i: number): string => {
  const n = NOUNS[key]
  return n.plural ? `${nth(ADJECTIVES, i)} ${n.word} हैं` : `एक ${nth(ADJECTIVES, i)} ${n.word} है`
}

const book: Phrasebook = {
  locale: "hi-IN",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` (${COLOURS[p.colour]})` : ""
    return `${fullName(p)} ${NOUNS[nounKey(p)].word}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name} रोज़मर्रा के इस्तेमाल के लिए ${predicate(nounKey(c.p), c.adjective)}।`,
    (c) => {
      const plural = NOUNS[nounKey(c.p)].plural === true
      return `${c.brand} ${plural ? "के" : "का"} ${c.model} ${predicate(nounKey(c.p), c.adjective)}, ${plural ? "जिन्हें" : "जिसे"} बड़ी बारीकी से तैयार किया गया है।`
    },
    (c) => `पेश है ${c.name} — ${NOUNS[nounKey(c.p)].plural ? "" : "एक "}${nth(ADJECTIVES, c.adjective)} ${NOUNS[nounKey(c.p)].word}।`,
  ],
  frames: [(facts) => `इसमें ${facts} मिलते हैं।`, (facts) => `इसकी ख़ास बातें हैं: ${facts}।`, (facts) => `इसमें ${facts} शामिल हैं।`],
  features: {
    storage: (f) => `${gb(f.gb)} स्टोरेज`,
    screen: (f) => `${num(f.inches)} इंच का ${f.oled ? "OLED" : "LCD"} डिस्प्ले`,
    refresh: (f) => `${f.hz}Hz का स्मूद रिफ़्रेश रेट`,
    camera: (f) => `${f.mp}MP का मुख्य कैमरा`,
    battery: (f) => `${f.mah}mAh की बैटरी`,
    "5g": () => "5G कनेक्टिविटी",
    "wireless-charging": () => "वायरलेस चार्जिंग सपोर्ट",
    stylus: () => "स्टायलस सपोर्ट",
    driver: (f) => `${f.mm}mm ड्राइवर`,
    anc: () => "एक्टिव नॉइज़ कैंसलेशन",
    playtime: (f) => `${f.hours} घंटे तक का प्लेबैक`,
    multipoint: () => "एक साथ दो डिवाइस से कनेक्शन",
    foldable: () => "फ़ोल्ड होने वाला डिज़ाइन",
    ip: (f) => `${f.rating} रेटिंग वाला जल प्रतिरोध`,
    output: (f) => `${f.watts} वॉट का आउटपुट`,
    "case-size": (f) => `${f.mm}mm का केस`,
    "battery-days": (f) => `${f.days} दिन तक की बैटरी लाइफ़`,
    gps: () => "बिल्ट-इन GPS",
    health: () => "हार्ट रेट और नींद की ट्रैकिंग",
    "water-atm": (f) => `${f.atm} ATM तक जल प्रतिरोध`,
    movement: (f) =>
      ({
        quartz: "सटीक क्वार्ट्ज़ मूवमेंट",
        automatic: "सेल्फ़-वाइंडिंग ऑटोमैटिक मूवमेंट",
        manual: "हाथ से चाबी भरने वाला मैकेनिकल मूवमेंट",
        solar: "सौर ऊर्जा से चलने वाला क्वार्ट्ज़ मूवमेंट",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "चमड़े का स्ट्रैप",
        steel: "स्टेनलेस स्टील का ब्रेसलेट",
        nylon: "नायलॉन का स्ट्रैप",
        silicone: "सिलिकॉन का स्ट्रैप",
        alligator: "एलीगेटर चमड़े का स्ट्रैप",
      })[f.strap],
    "sapphire-glass": () => "खरोंच-रोधी सैफ़ायर क्रिस्टल",
    "power-reserve": (f) => `${f.hours} घंटे का पावर रिज़र्व`,
    "case-metal": (f) => `${metal(f.metal, caseCarat(f.metal), 1)} का केस`,
    limited: (f) => `सिर्फ़ ${f.pieces} पीस का लिमिटेड एडिशन`,
    power: (f) => `${f.watts} वॉट तक की चार्जिंग पावर`,
    ports: (f) => (f.count === 1 ? "एक USB-C पोर्ट" : `${f.count} चार्जिंग पोर्ट`),
    gan: () => "कॉम्पैक्ट GaN तकनीक",
    connector: (f) => `${CONNECTORS[f.from]} से ${CONNECTORS[f.to]} कनेक्टर`,
    length: (f) => `${num(f.metres)} मीटर लंबाई`,
    data: (f) => `${f.gbps} Gbps तक की डेटा ट्रांसफ़र स्पीड`,
    braided: () => "मज़बूत ब्रेडेड कवर",
    material: (f) =>
      ({
        silicone: "मुलायम सिलिकॉन शेल",
        leather: "असली चमड़ा",
        clear: "पारदर्शी पॉलीकार्बोनेट बैक",
        rugged: "झटके सोखने वाला मज़बूत फ़्रेम",
      })[f.material],
    magnetic: () => "बिल्ट-इन मैग्नेटिक रिंग",
    drop: (f) => `${num(f.metres)} मीटर तक ड्रॉप प्रोटेक्शन`,
    compat: (f) => `${f.model} के लिए सटीक फ़िट`,
    metal: (f) => `${metal(f.metal, f.carat, 1)} की कारीगरी`,
    gem: (f) => (f.gem === "pearl" ? "चमकदार कल्चर्ड मोती" : `${num(f.ct)} कैरेट का ${GEMS[f.gem]}`),
    handmade: () => "हाथ से की गई बारीक फ़िनिशिंग",
  },
  list: (items) => joinList(items, ", ", " और "),
  closings: {
    smartphone: ["फ़ोटो, स्ट्रीमिंग और लंबे कामकाजी दिनों के लिए आदर्श।", "काम और मनोरंजन दोनों के लिए भरोसेमंद साथी।"],
    tablet: ["पढ़ने, ड्रॉइंग और सफ़र में मनोरंजन के लिए बिल्कुल सही।", "काम, पढ़ाई और फ़िल्मों के लिए एक बढ़िया दूसरी स्क्रीन।"],
    headphones: ["घर, ऑफ़िस या सफ़र में लंबे समय तक सुनने के लिए बनाए गए।", "जहाँ भी हों, समृद्ध और साफ़ आवाज़ का आनंद लें।"],
    earbuds: ["हर जेब में आसानी से समा जाते हैं और सफ़र व वर्कआउट के लिए तैयार हैं।", "कानों में लगाइए और कुछ ही सेकंड में संगीत शुरू।"],
    speaker: ["पार्टी को समुद्र तट, बगीचे या कैंपसाइट तक ले जाइए।", "कमरा भर देने वाली आवाज़, जो हर जगह आपके साथ चले।"],
    smartwatch: ["सेहत और नोटिफ़िकेशन एक नज़र में, दिन-रात।", "ट्रेनिंग और रोज़मर्रा की ज़िंदगी का स्मार्ट साथी।"],
    watch: ["ऑफ़िस और वीकेंड दोनों के लिए एक सदाबहार घड़ी।", "हर दिन पहनने के लिए क्लासिक घड़ीसाज़ी।"],
    charger: ["फ़ोन, टैबलेट और लैपटॉप के लिए एक ही चार्जर।", "हर बैग में आसानी से आ जाए, सफ़र के लिए आदर्श।"],
    cable: ["हज़ारों बार मुड़ने के बाद भी टिकाऊ।", "डेस्क, कार या बैग के लिए भरोसेमंद केबल।"],
    case: ["आपके फ़ोन को खरोंच और रोज़ के झटकों से बचाता है।", "पतली सुरक्षा, जिससे फ़ोन नए जैसा दिखता रहे।"],
    "luxury-watch": ["सर्टिफ़िकेट के साथ प्रेज़ेंटेशन बॉक्स में आती है — पीढ़ियों तक सहेजने लायक विरासत।", "संग्रहकर्ताओं और पारखियों के लिए उत्कृष्ट घड़ीसाज़ी।"],
    jewellery: ["सुंदर गिफ़्ट बॉक्स के साथ, तोहफ़े के लिए बिल्कुल तैयार।", "सालों तक सहेजने लायक आभूषण।"],
  },
  gap: " ",
}

export const hi = fromPhrasebook(book)
