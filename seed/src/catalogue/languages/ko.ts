import { fromPhrasebook, decimal, nth, headlineLabels, showsColour, type Phrasebook } from "./language"
import { fullName, nounKey, type Colour, type Feature, type Gem, type Metal, type NounKey } from "../model"

/**
 * Korean particles (은/는, 을/를) depend on how the previous word ends, which is unknowable for Latin
 * brand names, so the templates only put invariable particles (에서, 까지, 등) after names and lists.
 */
const num = (n: number): string => decimal(n, ".")
const gb = (n: number): string => (n >= 1024 ? `${n / 1024}TB` : `${n}GB`)

const NOUNS: Record<NounKey, string> = {
  smartphone: "스마트폰",
  tablet: "태블릿",
  headphones: "무선 헤드폰",
  earbuds: "무선 이어버드",
  speaker: "블루투스 스피커",
  smartwatch: "스마트워치",
  watch: "손목시계",
  charger: "USB-C 충전기",
  cable: "충전 케이블",
  case: "휴대폰 케이스",
  "luxury-watch": "명품 시계",
  ring: "반지",
  bracelet: "팔찌",
  necklace: "목걸이",
}

const COLOURS: Record<Colour, string> = {
  black: "블랙",
  white: "화이트",
  silver: "실버",
  grey: "그레이",
  blue: "블루",
  green: "그린",
  red: "레드",
  pink: "핑크",
  brown: "브라운",
  clear: "투명",
  gold: "골드",
  "rose-gold": "로즈 골드",
}

const METALS: Record<Metal, string> = {
  "yellow-gold": "옐로 골드",
  "rose-gold": "로즈 골드",
  "white-gold": "화이트 골드",
  platinum: "플래티넘",
  silver: "스털링 실버",
  steel: "스테인리스 스틸",
  titanium: "티타늄",
}
const metal = (m: Metal, carat: number | null): string => (carat ? `${carat}K ${METALS[m]}` : METALS[m])
const caseMetal = (m: Metal): string => metal(m, m.endsWith("gold") ? 18 : null)

const GEMS: Record<Gem, string> = { diamond: "다이아몬드", sapphire: "사파이어", emerald: "에메랄드", ruby: "루비", pearl: "진주" }
const CONNECTORS = { "usb-c": "USB-C", "usb-a": "USB-A", "micro-usb": "Micro-USB" } as const

function label(f: Feature): string | null {
  switch (f.k) {
    case "storage":
      return gb(f.gb)
    case "power":
      return `${f.watts}W`
    case "connector":
      return `${CONNECTORS[f.from]} - ${CONNECTORS[f.to]}`
    case "compat":
      return `${f.model}용`
    case "case-metal":
      return caseMetal(f.metal)
    case "metal":
      return metal(f.metal, f.carat)
    case "gem":
      return `${f.ct ? `${num(f.ct)}캐럿 ` : ""}${GEMS[f.gem]}`
    default:
      return null
  }
}

const ADJECTIVES = ["세련된", "강력한", "다재다능한", "고급스러운", "믿을 수 있는", "모던한", "정성껏 만든"]

const book: Phrasebook = {
  locale: "ko-KR",
  title(p) {
    const labels = headlineLabels(p, label)
    const colour = showsColour(p) ? `, ${COLOURS[p.colour]}` : ""
    return `${fullName(p)} ${NOUNS[nounKey(p)]}${labels.map((l) => ` ${l}`).join("")}${colour}`
  },
  intros: [
    (c) => `매일 쓰기 좋은 ${nth(ADJECTIVES, c.adjective)} ${NOUNS[nounKey(c.p)]}, ${c.name}입니다.`,
    (c) => `${c.brand}에서 선보이는 ${nth(ADJECTIVES, c.adjective)} ${NOUNS[nounKey(c.p)]} ${c.model}입니다.`,
    (c) => `${c.name}: 일상을 더 편리하게 만들어 줄 ${nth(ADJECTIVES, c.adjective)} ${NOUNS[nounKey(c.p)]}입니다.`,
  ],
  frames: [(facts) => `주요 특징으로는 ${facts} 등이 있습니다.`, (facts) => `${facts}까지 갖추었습니다.`, (facts) => `이 제품은 ${facts} 등을 제공합니다.`],
  features: {
    storage: (f) => `${gb(f.gb)} 저장 공간`,
    screen: (f) => `${num(f.inches)}인치 ${f.oled ? "OLED" : "LCD"} 디스플레이`,
    refresh: (f) => `${f.hz}Hz 주사율`,
    camera: (f) => `${f.mp}MP 메인 카메라`,
    battery: (f) => `${f.mah}mAh 배터리`,
    "5g": () => "5G 지원",
    "wireless-charging": () => "무선 충전 지원",
    stylus: () => "스타일러스 펜 지원",
    driver: (f) => `${f.mm}mm 드라이버`,
    anc: () => "액티브 노이즈 캔슬링",
    playtime: (f) => `최대 ${f.hours}시간 재생`,
    multipoint: () => "멀티포인트 연결",
    foldable: () => "접이식 디자인",
    ip: (f) => `${f.rating} 등급 방수`,
    output: (f) => `${f.watts}W 출력`,
    "case-size": (f) => `${f.mm}mm 케이스`,
    "battery-days": (f) => `최대 ${f.days}일 배터리 사용 시간`,
    gps: () => "내장 GPS",
    health: () => "심박수 및 수면 측정",
    "water-atm": (f) => `${f.atm}ATM 방수`,
    movement: (f) =>
      ({
        quartz: "정밀한 쿼츠 무브먼트",
        automatic: "오토매틱 무브먼트",
        manual: "수동 와인딩 무브먼트",
        solar: "태양광 쿼츠 무브먼트",
      })[f.movement],
    strap: (f) =>
      ({
        leather: "가죽 스트랩",
        steel: "스테인리스 스틸 브레이슬릿",
        nylon: "나일론 스트랩",
        silicone: "실리콘 스트랩",
        alligator: "악어가죽 스트랩",
      })[f.strap],
    "sapphire-glass": () => "긁힘에 강한 사파이어 크리스털",
    "power-reserve": (f) => `${f.hours}시간 파워 리저브`,
    "case-metal": (f) => `${caseMetal(f.metal)} 케이스`,
    limited: (f) => `${f.pieces}개 한정 생산`,
    power: (f) => `최대 ${f.watts}W 충전 출력`,
    ports: (f) => (f.count === 1 ? "USB-C 포트 1개" : `충전 포트 ${f.count}개`),
    gan: () => "소형 GaN 기술",
    connector: (f) => `${CONNECTORS[f.from]} - ${CONNECTORS[f.to]} 커넥터`,
    length: (f) => `${num(f.metres)}m 길이`,
    data: (f) => `최대 ${f.gbps}Gbps 데이터 전송`,
    braided: () => "튼튼한 브레이드 피복",
    material: (f) =>
      ({
        silicone: "부드러운 실리콘 소재",
        leather: "천연 가죽",
        clear: "투명 폴리카보네이트 후면",
        rugged: "충격 흡수 강화 프레임",
      })[f.material],
    magnetic: () => "내장 마그네틱 링",
    drop: (f) => `최대 ${num(f.metres)}m 낙하 보호`,
    compat: (f) => `${f.model}에 꼭 맞는 핏`,
    metal: (f) => `${metal(f.metal, f.carat)} 소재`,
    gem: (f) => (f.gem === "pearl" ? "은은하게 빛나는 양식 진주" : `${num(f.ct)}캐럿 ${GEMS[f.gem]}`),
    handmade: () => "장인의 수작업 마감",
  },
  list: (items) => items.join(", "),
  closings: {
    smartphone: ["사진 촬영, 스트리밍, 긴 업무 시간에도 든든합니다.", "일과 여가 모두를 위한 믿음직한 동반자입니다."],
    tablet: ["독서, 드로잉, 이동 중 엔터테인먼트에 안성맞춤입니다.", "업무와 공부, 영화 감상을 위한 실용적인 세컨드 스크린입니다."],
    headphones: ["집, 사무실, 이동 중 어디서든 오랜 시간 편안하게 들을 수 있습니다.", "어디에 있든 풍부하고 섬세한 사운드를 즐겨 보세요."],
    earbuds: ["주머니에 쏙 들어가는 크기로 출퇴근과 운동에 제격입니다.", "귀에 꽂기만 하면 몇 초 만에 음악이 시작됩니다."],
    speaker: ["해변, 정원, 캠핑장 어디든 파티를 가져가세요.", "방 안을 가득 채우는 사운드를 어디서나 즐기세요."],
    smartwatch: ["건강 상태와 알림을 밤낮으로 한눈에 확인하세요.", "운동과 일상을 위한 스마트한 파트너입니다."],
    watch: ["사무실에서도 주말에도 어울리는 시대를 초월한 시계입니다.", "매일 착용하기 좋은 클래식 시계입니다."],
    charger: ["휴대폰, 태블릿, 노트북을 충전기 하나로 해결하세요.", "어떤 가방에도 쏙 들어가 여행에 안성맞춤입니다."],
    cable: ["수천 번 구부려도 견디도록 설계되었습니다.", "책상, 차, 가방 어디서나 믿을 수 있는 케이블입니다."],
    case: ["스크래치와 일상의 충격으로부터 휴대폰을 보호합니다.", "슬림하면서도 휴대폰을 새것처럼 지켜 줍니다."],
    "luxury-watch": ["보증서와 함께 전용 케이스에 담아 배송됩니다. 대대로 물려줄 수 있는 명품입니다.", "컬렉터와 애호가를 위한 하이엔드 시계입니다."],
    jewellery: ["고급스러운 선물 상자에 담아 배송됩니다.", "오래도록 소중히 간직할 주얼리입니다."],
  },
  gap: " ",
}

export const ko = fromPhrasebook(book)
