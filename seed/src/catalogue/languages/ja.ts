import { fromPhrasebook, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"

/** Japanese copy: no spaces between sentences, units written solid (128GB, 5000mAh). */
const num = (n: number): string => decimal(n, ".")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024}TB` : `${n}GB`)

const NOUNS: Record<NounKey, string> = {
  smartphone: "スマートフォン",
  tablet: "タブレット",
  headphones: "ワイヤレスヘッドホン",
  earbuds: "完全ワイヤレスイヤホン",
  speaker: "Bluetoothスピーカー",
  smartwatch: "スマートウォッチ",
  watch: "腕時計",
  charger: "USB-C充電器",
  cable: "充電ケーブル",
  case: "スマホケース",
  "luxury-watch": "高級腕時計",
  ring: "リング",
  bracelet: "ブレスレット",
  necklace: "ネックレス",
}

const COLOURS: Record<Colour, string> = {
  black: "ブラック",
  white: "ホワイト",
  silver: "シルバー",
  grey: "グレー",
  blue: "ブルー",
  green: "グリーン",
  red: "レッド",
  pink: "ピンク",
  brown: "ブラウン",
  clear: "クリア",
  gold: "ゴールド",
  "rose-gold": "ローズゴールド",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "イエローゴールド",
  "rose-gold": "ローズゴールド",
  "white-gold": "ホワイトゴールド",
  platinum: "プラチナ",
  silver: "シルバー925",
  steel: "ステンレススチール",
  titanium: "チタン",
}
const metal = (m: Metal, carat: number | null): string => (carat ? `${carat}K${METALS[m]}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "ダイヤモンド", sapphire: "サファイア", emerald: "エメラルド", ruby: "ルビー", pearl: "パール" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts}W`
    case "connector":
      return `${CONNECTORS[f.from]} to ${CONNECTORS[f.to]}`
    case "compat":
      return `${f.model}用`
    case "case-metal":
      return caseMetal(f.metal)
    case "metal":
      return metal(f.metal, f.carat)
    case "gem":
      return `${GEMS[f.gem]}${f.ct ? `${num(f.ct)}ct` : ""}`
    default:
      return null
  }
}

const ADJECTIVES = ["洗練された", "パワフルな", "多機能な", "上質な", "信頼性の高い", "モダンな", "こだわりの"]

const book: Phrasebook = {
  locale: "ja-JP",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? `（${COLOURS[p.colour]}）` : ""
    return `${fullName(p)} ${NOUNS[nounKey(p)]}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name}は、毎日に寄り添う${nth(ADJECTIVES, c.adjective)}${NOUNS[nounKey(c.p)]}です。`,
    (c) => `${c.brand}の${c.model}は、${nth(ADJECTIVES, c.adjective)}${NOUNS[nounKey(c.p)]}です。`,
    (c) => `${c.brand}が自信を持ってお届けする${nth(ADJECTIVES, c.adjective)}${NOUNS[nounKey(c.p)]}、${c.model}が登場しました。`,
  ],
  frames: [(facts) => `${facts}を備えています。`, (facts) => `主な特長は${facts}です。`, (facts) => `${facts}が魅力です。`],
  features: {
    storage: (f) => `${gb(f.gb)}のストレージ`,
    screen: (f) => `${num(f.inches)}インチの${f.oled ? "有機EL" : "液晶"}ディスプレイ`,
    refresh: (f) => `${f.hz}Hzのなめらかなリフレッシュレート`,
    camera: (f) => `${f.mp}MPのメインカメラ`,
    battery: (f) => `${f.mah}mAhのバッテリー`,
    "5g": () => "5G通信",
    "wireless-charging": () => "ワイヤレス充電への対応",
    stylus: () => "スタイラスペンへの対応",
    driver: (f) => `${f.mm}mmドライバー`,
    anc: () => "アクティブノイズキャンセリング",
    playtime: (f) => `最大${f.hours}時間の連続再生`,
    multipoint: () => "マルチポイント接続",
    foldable: () => "折りたたみ式のデザイン",
    ip: (f) => `${f.rating}相当の防水性能`,
    output: (f) => `${f.watts}Wの出力`,
    "case-size": (f) => `${f.mm}mmのケース`,
    "battery-days": (f) => `最大${f.days}日間のバッテリー持続時間`,
    gps: () => "内蔵GPS",
    health: () => "心拍数と睡眠のトラッキング",
    "water-atm": (f) => `${f.atm}気圧防水`,
    movement: (f) =>
      ({
        quartz: "高精度クオーツムーブメント",
        automatic: "自動巻きムーブメント",
        manual: "手巻きムーブメント",
        solar: "ソーラー駆動のクオーツムーブメント",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "レザーストラップ",
        steel: "ステンレススチールブレスレット",
        nylon: "ナイロンストラップ",
        silicone: "シリコンストラップ",
        alligator: "アリゲーターレザーストラップ",
      })[f.strap],
    "sapphire-glass": () => "傷に強いサファイアクリスタル",
    "power-reserve": (f) => `約${f.hours}時間のパワーリザーブ`,
    "case-metal": (f) => `${caseMetal(f.metal)}製のケース`,
    limited: (f) => `限定${f.pieces}点の希少性`,
    power: (f) => `最大${f.watts}Wの充電出力`,
    ports: (f) => (f.count === 1 ? "USB-Cポート1基" : `充電ポート${f.count}基`),
    gan: () => "コンパクトなGaN（窒化ガリウム）技術",
    connector: (f) => `${CONNECTORS[f.from]} - ${CONNECTORS[f.to]}コネクタ`,
    length: (f) => `${num(f.metres)}mの長さ`,
    data: (f) => `最大${f.gbps}Gbpsのデータ転送`,
    braided: () => "丈夫な編み込み被膜",
    material: (f) =>
      ({
        silicone: "手触りのよいシリコン素材",
        leather: "本革素材",
        clear: "透明なポリカーボネート製の背面",
        rugged: "衝撃を吸収する頑丈なフレーム",
      })[f.material],
    magnetic: () => "内蔵マグネットリング",
    drop: (f) => `最大${num(f.metres)}mの耐落下性能`,
    compat: (f) => `${f.model}にぴったりのフィット感`,
    metal: (f) => `${metal(f.metal, f.carat)}の素材`,
    gem: (f) => (f.gem === "pearl" ? "上品に輝く養殖パール" : `${num(f.ct)}カラットの${GEMS[f.gem]}`),
    handmade: () => "職人による丁寧な手仕上げ",
  },
  list: (items) => items.join("、"),
  closings: {
    smartphone: ["写真撮影や動画視聴、長い一日の仕事にも最適です。", "仕事にも遊びにも頼れる相棒です。"],
    tablet: ["読書やお絵描き、外出先でのエンタメに最適です。", "仕事や勉強、映画鑑賞のセカンドスクリーンとしても便利です。"],
    headphones: ["自宅でもオフィスでも移動中でも、長時間のリスニングを快適に楽しめます。", "どこにいても豊かで繊細なサウンドをお楽しみいただけます。"],
    earbuds: ["ポケットに収まるサイズで、通勤やトレーニングにぴったりです。", "耳に着けるだけで、数秒で音楽が始まります。"],
    speaker: ["ビーチや庭、キャンプ場へ音楽を連れ出しましょう。", "部屋を満たすサウンドを、どこへでも持ち運べます。"],
    smartwatch: ["健康状態や通知を昼も夜もひと目で確認できます。", "トレーニングにも毎日の生活にも頼れるスマートなパートナーです。"],
    watch: ["オフィスでも週末でも活躍する、時代を超えた一本です。", "毎日身に着けたいクラシックな腕時計です。"],
    charger: ["スマホもタブレットもノートPCも、これ一台で充電できます。", "どんなバッグにも収まる薄さで、旅行にも最適です。"],
    cable: ["何千回もの折り曲げに耐える設計です。", "デスクにも車にもバッグにも、頼れる一本です。"],
    case: ["スマホを傷や日常の衝撃からしっかり守ります。", "スリムなのにしっかり保護し、スマホを新品のように保ちます。"],
    "luxury-watch": ["保証書付きの専用ボックスでお届けします。世代を超えて受け継がれる逸品です。", "コレクターと時計愛好家のための本格的な一本です。"],
    jewellery: ["上品なギフトボックスに入れてお届けします。", "長く大切にしたいジュエリーです。"],
  },
  gap: "",
}

export const ja = fromPhrasebook(book)
