import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"

const num = (n: number): string => decimal(n, ",")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024} TB` : `${n} GB`)
const titleCase = (s: string): string => s.replace(/(^|\s)([a-z])/g, (_, sp: string, c: string) => sp + c.toUpperCase())

/** Indonesian has no gender or articles; adjectives follow the noun. */
const NOUNS: Record<NounKey, string> = {
  smartphone: "ponsel pintar",
  tablet: "tablet",
  headphones: "headphone nirkabel",
  earbuds: "earbud nirkabel",
  speaker: "speaker Bluetooth",
  smartwatch: "jam tangan pintar",
  watch: "jam tangan",
  charger: "pengisi daya USB-C",
  cable: "kabel pengisian daya",
  case: "casing ponsel",
  "luxury-watch": "jam tangan mewah",
  ring: "cincin",
  bracelet: "gelang",
  necklace: "kalung",
}

const COLOURS: Record<Colour, string> = {
  black: "Hitam",
  white: "Putih",
  silver: "Perak",
  grey: "Abu-abu",
  blue: "Biru",
  green: "Hijau",
  red: "Merah",
  pink: "Merah Muda",
  brown: "Cokelat",
  clear: "Transparan",
  gold: "Emas",
  "rose-gold": "Emas Mawar",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "emas kuning",
  "rose-gold": "emas mawar",
  "white-gold": "emas putih",
  platinum: "platinum",
  silver: "perak sterling 925",
  steel: "baja tahan karat",
  titanium: "titanium",
}
const metal = (m: Metal, carat: number | null): string => (carat ? `${METALS[m]} ${carat}K` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "berlian", sapphire: "safir", emerald: "zamrud", ruby: "rubi", pearl: "mutiara" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts} W`
    case "connector":
      return `${CONNECTORS[f.from]} ke ${CONNECTORS[f.to]}`
    case "compat":
      return `untuk ${f.model}`
    case "case-metal":
      return titleCase(caseMetal(f.metal))
    case "metal":
      return titleCase(metal(f.metal, f.carat))
    case "gem":
      return `dengan ${titleCase(GEMS[f.gem])}${f.ct ? ` ${num(f.ct)} ct` : ""}`
    default:
      return null
  }
}

const ADJECTIVES = ["elegan", "bertenaga", "serbaguna", "modern", "andal", "bergaya", "berkualitas tinggi"]
const withAdjective = (key: NounKey, i: number): string => `${NOUNS[key]} ${nth(ADJECTIVES, i)}`

const book: Phrasebook = {
  locale: "id-ID",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` - ${COLOURS[p.colour]}` : ""
    return `${titleCase(NOUNS[nounKey(p)])} ${fullName(p)}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name} adalah ${withAdjective(nounKey(c.p), c.adjective)} untuk kebutuhan sehari-hari.`,
    (c) => `Lewat ${c.model}, ${c.brand} menghadirkan ${withAdjective(nounKey(c.p), c.adjective)} yang siap menemani aktivitas Anda.`,
    (c) => `Kenali ${c.name}, ${withAdjective(nounKey(c.p), c.adjective)} yang dirancang dengan cermat.`,
  ],
  frames: [(facts) => `Model ini menawarkan ${facts}.`, (facts) => `Produk ini dilengkapi dengan ${facts}.`, (facts) => `Keunggulannya meliputi ${facts}.`],
  features: {
    storage: (f) => `penyimpanan ${gb(f.gb)}`,
    screen: (f) => `layar ${f.oled ? "OLED" : "LCD"} ${num(f.inches)} inci`,
    refresh: (f) => `refresh rate ${f.hz} Hz yang mulus`,
    camera: (f) => `kamera utama ${f.mp} MP`,
    battery: (f) => `baterai ${f.mah} mAh`,
    "5g": () => "konektivitas 5G",
    "wireless-charging": () => "dukungan pengisian daya nirkabel",
    stylus: () => "dukungan stylus",
    driver: (f) => `driver ${f.mm} mm`,
    anc: () => "peredam bising aktif",
    playtime: (f) => `waktu putar hingga ${f.hours} jam`,
    multipoint: () => "koneksi ke dua perangkat sekaligus",
    foldable: () => "desain lipat",
    ip: (f) => `ketahanan air ${f.rating}`,
    output: (f) => `daya keluaran ${f.watts} W`,
    "case-size": (f) => `bodi ${f.mm} mm`,
    "battery-days": (f) => `daya tahan baterai hingga ${f.days} hari`,
    gps: () => "GPS bawaan",
    health: () => "pemantauan detak jantung dan tidur",
    "water-atm": (f) => `ketahanan air hingga ${f.atm} ATM`,
    movement: (f) =>
      ({
        quartz: "mesin kuarsa yang presisi",
        automatic: "mesin otomatis yang berputar sendiri",
        manual: "mesin mekanis putar manual",
        solar: "mesin kuarsa bertenaga surya",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "tali kulit",
        steel: "gelang baja tahan karat",
        nylon: "tali nilon",
        silicone: "tali silikon",
        alligator: "tali kulit aligator",
      })[f.strap],
    "sapphire-glass": () => "kaca safir anti gores",
    "power-reserve": (f) => `cadangan daya ${f.hours} jam`,
    "case-metal": (f) => `bodi dari ${caseMetal(f.metal)}`,
    limited: (f) => `edisi terbatas ${f.pieces} buah`,
    power: (f) => `daya pengisian hingga ${f.watts} W`,
    ports: (f) => (f.count === 1 ? "satu port USB-C" : `${f.count} port pengisian daya`),
    gan: () => "teknologi GaN yang ringkas",
    connector: (f) => `konektor ${CONNECTORS[f.from]} ke ${CONNECTORS[f.to]}`,
    length: (f) => `panjang ${num(f.metres)} m`,
    data: (f) => `transfer data hingga ${f.gbps} Gbps`,
    braided: () => "lapisan anyaman yang kuat",
    material: (f) =>
      ({
        silicone: "cangkang silikon yang lembut",
        leather: "kulit asli",
        clear: "punggung polikarbonat transparan",
        rugged: "bingkai kokoh peredam benturan",
      })[f.material],
    magnetic: () => "cincin magnetik terintegrasi",
    drop: (f) => `perlindungan jatuh hingga ${num(f.metres)} m`,
    compat: (f) => `ukuran presisi untuk ${f.model}`,
    metal: (f) => `bahan ${metal(f.metal, f.carat)}`,
    gem: (f) => (f.gem === "pearl" ? "mutiara budidaya yang berkilau" : `${GEMS[f.gem]} ${num(f.ct)} karat`),
    handmade: () => "sentuhan akhir buatan tangan",
  },
  list: (items) => joinList(items, ", ", " dan "),
  closings: {
    smartphone: ["Ideal untuk foto, streaming, dan hari kerja yang panjang.", "Pendamping andal untuk kerja maupun hiburan."],
    tablet: ["Sempurna untuk membaca, menggambar, dan hiburan saat bepergian.", "Layar kedua yang praktis untuk bekerja, belajar, dan menonton film."],
    headphones: ["Dibuat untuk sesi mendengarkan yang panjang di rumah, kantor, atau perjalanan.", "Nikmati suara yang kaya dan detail di mana pun Anda berada."],
    earbuds: ["Cukup kecil untuk saku mana pun, siap menemani perjalanan dan olahraga.", "Pasang di telinga dan musik siap diputar dalam hitungan detik."],
    speaker: ["Bawa pesta ke pantai, taman, atau tempat berkemah.", "Suara yang memenuhi ruangan dan menemani Anda ke mana saja."],
    smartwatch: ["Kesehatan dan notifikasi dalam sekali lihat, siang dan malam.", "Mitra cerdas untuk latihan dan kehidupan sehari-hari."],
    watch: ["Jam tangan klasik untuk kantor maupun akhir pekan.", "Seni pembuatan jam klasik untuk dipakai setiap hari."],
    charger: ["Satu pengisi daya untuk ponsel, tablet, dan laptop Anda.", "Cukup ramping untuk tas apa pun, ideal untuk bepergian."],
    cable: ["Dibuat untuk tahan ribuan kali ditekuk.", "Kabel andal untuk meja kerja, mobil, atau tas Anda."],
    case: ["Melindungi ponsel Anda dari goresan dan benturan sehari-hari.", "Perlindungan tipis yang membuat ponsel tetap terlihat baru."],
    "luxury-watch": ["Dikirim dalam kotak presentasi bersertifikat: warisan untuk generasi mendatang.", "Karya horologi kelas atas untuk kolektor dan penikmat jam."],
    jewellery: ["Dikirim dalam kotak hadiah yang elegan, siap diberikan.", "Perhiasan yang akan Anda hargai selama bertahun-tahun."],
  },
  gap: " ",
}

export const id = fromPhrasebook(book)
