import { fromPhrasebook, joinList, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"

/** Simplified Chinese: no spaces between sentences, full-width punctuation, "、" between listed items. */
const num = (n: number): string => decimal(n, ".")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024}TB` : `${n}GB`)

const NOUNS: Record<NounKey, string> = {
  smartphone: "智能手机",
  tablet: "平板电脑",
  headphones: "头戴式无线耳机",
  earbuds: "真无线耳机",
  speaker: "蓝牙音箱",
  smartwatch: "智能手表",
  watch: "腕表",
  charger: "USB-C充电器",
  cable: "充电线",
  case: "手机壳",
  "luxury-watch": "奢华腕表",
  ring: "戒指",
  bracelet: "手链",
  necklace: "项链",
}

const COLOURS: Record<Colour, string> = {
  black: "黑色",
  white: "白色",
  silver: "银色",
  grey: "灰色",
  blue: "蓝色",
  green: "绿色",
  red: "红色",
  pink: "粉色",
  brown: "棕色",
  clear: "透明",
  gold: "金色",
  "rose-gold": "玫瑰金色",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "黄金",
  "rose-gold": "玫瑰金",
  "white-gold": "白金",
  platinum: "铂金",
  silver: "925纯银",
  steel: "不锈钢",
  titanium: "钛金属",
}
const metal = (m: Metal, carat: number | null): string => (carat ? `${carat}K${METALS[m]}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "钻石", sapphire: "蓝宝石", emerald: "祖母绿", ruby: "红宝石", pearl: "珍珠" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts}W`
    case "connector":
      return `${CONNECTORS[f.from]}转${CONNECTORS[f.to]}`
    case "compat":
      return `适用于${f.model}`
    case "case-metal":
      return caseMetal(f.metal)
    case "metal":
      return metal(f.metal, f.carat)
    case "gem":
      return `镶嵌${f.ct ? `${num(f.ct)}克拉` : ""}${GEMS[f.gem]}`
    default:
      return null
  }
}

const ADJECTIVES = ["精致", "性能强劲", "多功能", "高品质", "稳定可靠", "时尚现代", "设计用心"]

const book: Phrasebook = {
  locale: "zh-CN",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? ` ${COLOURS[p.colour]}` : ""
    return `${fullName(p)} ${NOUNS[nounKey(p)]}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `${c.name}是一款${nth(ADJECTIVES, c.adjective)}的${NOUNS[nounKey(c.p)]}，适合日常使用。`,
    (c) => `${c.brand}推出的${c.model}是一款${nth(ADJECTIVES, c.adjective)}的${NOUNS[nounKey(c.p)]}。`,
    (c) => `${c.name}：一款${nth(ADJECTIVES, c.adjective)}的${NOUNS[nounKey(c.p)]}，值得拥有。`,
  ],
  frames: [(facts) => `配备${facts}。`, (facts) => `主要亮点包括${facts}。`, (facts) => `它拥有${facts}。`],
  features: {
    storage: (f) => `${gb(f.gb)}存储空间`,
    screen: (f) => `${num(f.inches)}英寸${f.oled ? "OLED" : "LCD"}屏幕`,
    refresh: (f) => `${f.hz}Hz高刷新率`,
    camera: (f) => `${f.mp}MP主摄像头`,
    battery: (f) => `${f.mah}mAh大容量电池`,
    "5g": () => "5G网络",
    "wireless-charging": () => "无线充电功能",
    stylus: () => "手写笔支持",
    driver: (f) => `${f.mm}毫米动圈单元`,
    anc: () => "主动降噪",
    playtime: (f) => `长达${f.hours}小时的播放时间`,
    multipoint: () => "双设备同时连接",
    foldable: () => "可折叠设计",
    ip: (f) => `${f.rating}级防水`,
    output: (f) => `${f.watts}W输出功率`,
    "case-size": (f) => `${f.mm}毫米表壳`,
    "battery-days": (f) => `长达${f.days}天的续航`,
    gps: () => "内置GPS",
    health: () => "心率与睡眠监测",
    "water-atm": (f) => `${f.atm}ATM防水`,
    movement: (f) =>
      ({
        quartz: "精准石英机芯",
        automatic: "自动上链机械机芯",
        manual: "手动上链机械机芯",
        solar: "太阳能石英机芯",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "真皮表带",
        steel: "不锈钢表链",
        nylon: "尼龙表带",
        silicone: "硅胶表带",
        alligator: "鳄鱼皮表带",
      })[f.strap],
    "sapphire-glass": () => "防刮蓝宝石水晶镜面",
    "power-reserve": (f) => `${f.hours}小时动力储存`,
    "case-metal": (f) => `${caseMetal(f.metal)}表壳`,
    limited: (f) => `限量${f.pieces}件`,
    power: (f) => `最高${f.watts}W充电功率`,
    ports: (f) => (f.count === 1 ? "单个USB-C接口" : `${f.count}个充电接口`),
    gan: () => "小巧的氮化镓技术",
    connector: (f) => `${CONNECTORS[f.from]}转${CONNECTORS[f.to]}接口`,
    length: (f) => `${num(f.metres)}米线长`,
    data: (f) => `最高${f.gbps}Gbps数据传输`,
    braided: () => "耐用编织线身",
    material: (f) =>
      ({
        silicone: "亲肤硅胶外壳",
        leather: "真皮材质",
        clear: "透明聚碳酸酯背板",
        rugged: "加固防摔边框",
      })[f.material],
    magnetic: () => "内置磁吸环",
    drop: (f) => `${num(f.metres)}米防摔保护`,
    compat: (f) => `为${f.model}精准贴合的尺寸`,
    metal: (f) => `${metal(f.metal, f.carat)}材质`,
    gem: (f) => (f.gem === "pearl" ? "光泽温润的养殖珍珠" : `${num(f.ct)}克拉${GEMS[f.gem]}`),
    handmade: () => "精细手工打磨",
  },
  list: (items) => joinList(items, "、", "和"),
  closings: {
    smartphone: ["拍照、追剧和长时间办公都得心应手。", "工作与娱乐的可靠伙伴。"],
    tablet: ["阅读、绘画和外出娱乐的理想之选。", "工作、学习和观影的实用第二屏幕。"],
    headphones: ["无论在家、办公室还是旅途中，都能长时间舒适聆听。", "随时随地享受饱满细腻的音质。"],
    earbuds: ["小巧便携，通勤和运动都能轻松应对。", "戴上即可在几秒内开启音乐。"],
    speaker: ["把派对带到海滩、花园或露营地。", "充满房间的声音，随你而行。"],
    smartwatch: ["日夜随时掌握健康数据和消息通知。", "训练和日常生活的智能伙伴。"],
    watch: ["无论办公室还是周末都适宜佩戴的经典之作。", "适合每天佩戴的经典制表工艺。"],
    charger: ["一个充电器即可满足手机、平板和笔记本电脑。", "轻薄小巧，适合放入任何包中，出行首选。"],
    cable: ["经得起数千次弯折。", "办公桌、汽车和背包里的可靠线材。"],
    case: ["保护手机免受划痕和日常磕碰。", "轻薄防护，让手机始终如新。"],
    "luxury-watch": ["附证书与精美表盒，可代代相传的珍品。", "献给收藏家与鉴赏家的高级制表杰作。"],
    jewellery: ["附精美礼盒，送礼佳选。", "值得珍藏多年的珠宝佳品。"],
  },
  gap: "",
}

export const zh = fromPhrasebook(book)
