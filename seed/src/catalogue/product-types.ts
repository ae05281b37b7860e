/**
 * Product type definitions: category, invented brands, colours and how each type's specs, variants and
 * prices are drawn. Price ranges follow what such goods cost in real shops, so the catalogue looks credible.
 */
import type { Rng } from "./prng"
import type { Category, CatalogueVariant } from "./types"
import { retail, MAX_PRICE } from "./pricing"
import type { CaseMaterial, Colour, Connector, Feature, Gem, JewelleryKind, Metal, Movement, ProductType, Strap } from "./model"

/** What a type builder returns; the generator adds ids, skus, tags and copy choices. */
export interface Draft {
  brand: string
  model: string
  colour: Colour
  kind: JewelleryKind | null
  headline: Feature[]
  features: Feature[]
  /** Variants without sku (the generator derives skus from the item id). */
  variants: Omit<CatalogueVariant, "sku" | "stock">[]
  /**
   * Extra ident words after brand and model, e.g. ["128gb"]. The generator appends the colour only when the
   * ident is already taken, so most idents stay short (voltra-nova-x5-128gb).
   */
  identExtras: string[]
}

export interface BuildContext {
  /** Full names of the smartphones generated so far: phone cases are made for them. */
  phoneNames: readonly string[]
}

export interface TypeDef {
  type: ProductType
  category: Category
  /** Products of this type in the catalogue, including any hand-written spec samples. */
  count: number
  colours: readonly Colour[]
  build(rng: Rng, ctx: BuildContext): Draft
}

interface Brand {
  name: string
  series: readonly string[]
}

const COLOUR_LABEL: Record<Colour, string> = {
  black: "Black",
  white: "White",
  silver: "Silver",
  grey: "Grey",
  blue: "Blue",
  green: "Green",
  red: "Red",
  pink: "Pink",
  brown: "Brown",
  clear: "Clear",
  gold: "Gold",
  "rose-gold": "Rose Gold",
}
const colourLabel = (c: Colour): string => COLOUR_LABEL[c]

const round1 = (x: number): number => Math.round(x * 10) / 10
const storageLabel = (gb: number): string => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`)
const storageIdent = (gb: number): string => (gb >= 1024 ? `${gb / 1024}tb` : `${gb}gb`)
const STORAGE_STEPS = [64, 128, 256, 512, 1024] as const

function pickBrand(rng: Rng, brands: readonly Brand[]): { brand: string; series: string } {
  const b = rng.pick(brands)
  return { brand: b.name, series: rng.pick(b.series) }
}

/** Storage variants: the base size plus up to three larger ones, each step up costing a little more than the last. */
function storageVariants(rng: Rng, baseGb: number, basePrice: number, step: number, colour: Colour): Omit<CatalogueVariant, "sku" | "stock">[] {
  const from = STORAGE_STEPS.indexOf(baseGb as (typeof STORAGE_STEPS)[number])
  const count = rng.int(1, Math.min(4, STORAGE_STEPS.length - from))
  return STORAGE_STEPS.slice(from, from + count).map((gb, i) => ({
    title: `${storageLabel(gb)} / ${colourLabel(colour)}`,
    usd_price: retail(basePrice + i * step * (1 + i * 0.25)),
  }))
}

const smartphone: TypeDef = {
  type: "smartphone",
  category: "electronics",
  count: 70,
  colours: ["black", "white", "blue", "green", "silver"],
  build(rng) {
    const brands: readonly (Brand & { mark: string })[] = [
      { name: "Voltra", series: ["Nova", "Edge", "Flux"], mark: "X" },
      { name: "Oriqo", series: ["Sky", "Zen"], mark: "" },
      { name: "Lumetra", series: ["Prism", "Aura"], mark: "L" },
      { name: "Kyonix", series: ["Zero", "Blaze"], mark: "K" },
      { name: "Taviro", series: ["Terra", "Vento"], mark: "T" },
    ]
    const b = rng.pick(brands)
    const tier = rng.pick(["lite", "mid", "mid", "pro", "ultra"] as const)
    const suffix = { lite: " Lite", mid: "", pro: " Pro", ultra: " Ultra" }[tier]
    const model = `${rng.pick(b.series)} ${b.mark}${rng.int(2, 9)}${suffix}`
    const colour = rng.pick(this.colours)
    const baseGb = tier === "lite" ? rng.pick([64, 128]) : tier === "mid" ? rng.pick([128, 256]) : rng.pick([256, 512])
    const basePrice = { lite: rng.int(179, 329), mid: rng.int(379, 699), pro: rng.int(799, 1099), ultra: rng.int(1099, 1399) }[tier]
    const flagship = tier === "pro" || tier === "ultra"
    const features: Feature[] = [
      { k: "screen", inches: round1(rng.int(61, 69) / 10), oled: tier !== "lite" },
      { k: "camera", mp: flagship ? rng.pick([50, 108, 200]) : rng.pick([48, 50, 64]) },
      { k: "battery", mah: rng.int(80, 110) * 50 },
      { k: "refresh", hz: tier === "lite" ? 90 : 120 },
    ]
    if (tier !== "lite" || rng.chance(0.5)) features.push({ k: "5g" })
    if (flagship) features.push({ k: "wireless-charging" })
    features.push({ k: "ip", rating: tier === "lite" ? "IP54" : rng.pick(["IP67", "IP68"]) })
    return {
      brand: b.name,
      model,
      colour,
      kind: null,
      headline: [{ k: "storage", gb: baseGb }],
      features,
      variants: storageVariants(rng, baseGb, basePrice, flagship ? 150 : 100, colour),
      identExtras: [storageIdent(baseGb)],
    }
  },
}

const tablet: TypeDef = {
  type: "tablet",
  category: "electronics",
  count: 45,
  colours: ["grey", "silver", "blue"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Voltra", series: ["Slate", "Canvas"] },
      { name: "Lumetra", series: ["Folio", "Canvas"] },
      { name: "Kyonix", series: ["Pad", "Board"] },
      { name: "Taviro", series: ["Sketch", "Slate"] },
      { name: "Oriqo", series: ["View", "Pad"] },
    ])
    const pro = rng.chance(0.4)
    const inches = pro ? rng.pick([11, 12.4, 13]) : rng.pick([8.7, 10.1, 10.9, 11])
    const model = `${series} ${Math.round(inches)}${pro ? " Pro" : ""}${rng.chance(0.3) ? ` G${rng.int(2, 5)}` : ""}`
    const colour = rng.pick(this.colours)
    const baseGb = pro ? rng.pick([128, 256]) : rng.pick([64, 128])
    const basePrice = pro ? rng.int(649, 1099) : rng.int(199, 449)
    const features: Feature[] = [
      { k: "screen", inches, oled: pro },
      { k: "battery", mah: rng.int(14, 22) * 500 },
      { k: "refresh", hz: pro ? 120 : rng.pick([60, 90]) },
    ]
    if (pro || rng.chance(0.3)) features.push({ k: "stylus" })
    if (rng.chance(0.35)) features.push({ k: "5g" })
    features.push({ k: "camera", mp: pro ? 13 : 8 })
    return {
      brand,
      model,
      colour,
      kind: null,
      headline: [{ k: "storage", gb: baseGb }],
      features,
      variants: storageVariants(rng, baseGb, basePrice, pro ? 120 : 80, colour),
      identExtras: [storageIdent(baseGb)],
    }
  },
}

const headphones: TypeDef = {
  type: "headphones",
  category: "electronics",
  count: 55,
  colours: ["black", "white", "blue", "green"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Auralis", series: ["Pulse", "Studio"] },
      { name: "Sonexa", series: ["Arc", "Halo"] },
      { name: "Brevia", series: ["Drift", "Roam"] },
      { name: "Keldon", series: ["Monitor", "Reference"] },
      { name: "Voltra", series: ["Sound", "Quiet"] },
    ])
    const anc = rng.chance(0.65)
    const model = `${series} ${rng.int(1, 9) * 100 + (anc ? 0 : 50)}${rng.chance(0.25) ? " Pro" : ""}`
    const colour = rng.pick(this.colours)
    const base = anc ? rng.int(149, 449) : rng.int(39, 179)
    const features: Feature[] = [
      { k: "driver", mm: rng.pick([30, 40, 40, 45, 50]) },
      { k: "playtime", hours: anc ? rng.int(6, 12) * 5 : rng.int(4, 14) * 5 },
    ]
    if (anc) features.unshift({ k: "anc" })
    if (rng.chance(0.5)) features.push({ k: "multipoint" })
    if (rng.chance(0.5)) features.push({ k: "foldable" })
    const variants = [{ title: "Standard", usd_price: retail(base) }]
    if (rng.chance(0.4)) variants.push({ title: "Travel Edition", usd_price: retail(base + 30) })
    return { brand, model, colour, kind: null, headline: [], features, variants, identExtras: [] }
  },
}

const earbuds: TypeDef = {
  type: "earbuds",
  category: "electronics",
  count: 55,
  colours: ["black", "white", "blue", "pink"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Auralis", series: ["Buds", "Air"] },
      { name: "Sonexa", series: ["Dot", "Bean"] },
      { name: "Brevia", series: ["Fit", "Loop"] },
      { name: "Kyonix", series: ["Buds", "Pods"] },
      { name: "Mivo", series: ["Tune", "Spark"] },
    ])
    const anc = rng.chance(0.55)
    const model = `${series} ${rng.int(1, 6)}${anc ? rng.pick([" Pro", " ANC", " Pro"]) : rng.pick(["", " Lite", " S"])}`
    const colour = rng.pick(this.colours)
    const base = anc ? rng.int(79, 249) : rng.int(19, 99)
    const features: Feature[] = [
      { k: "driver", mm: rng.pick([6, 8, 10, 11, 12]) },
      { k: "playtime", hours: rng.int(4, 9) * 5 },
      { k: "ip", rating: rng.pick(["IPX4", "IPX4", "IP54", "IP55"]) },
    ]
    if (anc) features.unshift({ k: "anc" })
    if (rng.chance(0.4)) features.push({ k: "multipoint" })
    const variants = [{ title: "Standard case", usd_price: retail(base) }]
    if (rng.chance(0.45)) {
      features.push({ k: "wireless-charging" })
      variants.push({ title: "Wireless charging case", usd_price: retail(base + 20) })
    }
    return { brand, model, colour, kind: null, headline: [], features, variants, identExtras: [] }
  },
}

const speaker: TypeDef = {
  type: "speaker",
  category: "electronics",
  count: 50,
  colours: ["black", "blue", "red", "grey"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Sonexa", series: ["Wave", "Tide"] },
      { name: "Tundro", series: ["Rock", "Boulder"] },
      { name: "Brevia", series: ["Cube", "Stack"] },
      { name: "Auralis", series: ["Stage", "Room"] },
      { name: "Orvane", series: ["Pebble", "Drum"] },
    ])
    const size = rng.pick(["Mini", "", "", "XL"] as const)
    const model = `${series} ${rng.int(1, 5)}${size ? ` ${size}` : ""}`
    const colour = rng.pick(this.colours)
    const watts = size === "Mini" ? rng.pick([5, 8, 10]) : size === "XL" ? rng.pick([40, 60, 80]) : rng.pick([16, 20, 30])
    const base = 15 + watts * rng.int(3, 5) + rng.int(0, 30)
    const features: Feature[] = [
      { k: "output", watts },
      { k: "playtime", hours: rng.int(8, 24) },
      { k: "ip", rating: rng.pick(["IPX5", "IP67", "IP67"]) },
    ]
    if (size !== "Mini") features.push({ k: "driver", mm: rng.pick([45, 52, 60, 80]) })
    if (rng.chance(0.4)) features.push({ k: "multipoint" })
    const variants = [{ title: "Single", usd_price: retail(base) }]
    if (rng.chance(0.4)) variants.push({ title: "Twin Pack", usd_price: retail(base * 1.85) })
    return { brand, model, colour, kind: null, headline: [], features, variants, identExtras: [] }
  },
}

const smartwatch: TypeDef = {
  type: "smartwatch",
  category: "electronics",
  count: 55,
  colours: ["black", "silver", "blue", "green"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Voltra", series: ["Watch Fit", "Watch Go"] },
      { name: "Chronyx", series: ["Trail", "Summit"] },
      { name: "Kyonix", series: ["Active", "Motion"] },
      { name: "Lumetra", series: ["Orbit", "Halo"] },
      { name: "Fitora", series: ["Run", "Sprint"] },
    ])
    const outdoor = rng.chance(0.35)
    const model = `${series} ${rng.int(2, 8)}${outdoor ? " Pro" : rng.pick(["", "", " S"])}`
    const colour = rng.pick(this.colours)
    const size = outdoor ? rng.pick([45, 47]) : rng.pick([40, 41, 42])
    const base = outdoor ? rng.int(299, 699) : rng.int(99, 349)
    const features: Feature[] = [
      { k: "screen", inches: round1(rng.int(13, 19) / 10), oled: true },
      { k: "battery-days", days: outdoor ? rng.int(7, 21) : rng.int(2, 10) },
      { k: "health" },
      { k: "water-atm", atm: outdoor ? 10 : 5 },
      { k: "case-size", mm: size },
    ]
    if (outdoor || rng.chance(0.5)) features.splice(2, 0, { k: "gps" })
    const variants = [{ title: `${size} mm`, usd_price: retail(base) }]
    if (!outdoor && rng.chance(0.5)) variants.push({ title: `${size + 4} mm`, usd_price: retail(base + 30) })
    return { brand, model, colour, kind: null, headline: [], features, variants, identExtras: [] }
  },
}

const STRAP_TITLE: Record<Strap, string> = {
  leather: "Leather strap",
  steel: "Steel bracelet",
  nylon: "Nylon strap",
  silicone: "Silicone strap",
  alligator: "Alligator leather strap",
}

const watch: TypeDef = {
  type: "watch",
  category: "accessories",
  count: 45,
  colours: ["black", "silver", "blue", "brown"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Vellmar", series: ["Field", "Classic"] },
      { name: "Halvorsen", series: ["Meridian", "Fjord"] },
      { name: "Ardent", series: ["Pilot", "Diver"] },
      { name: "Corvin", series: ["Heritage", "Dress"] },
      { name: "Solenne", series: ["Lumen", "Petite"] },
    ])
    const movement: Movement = rng.pick(["quartz", "quartz", "automatic", "automatic", "solar", "manual"])
    const size = series === "Petite" ? rng.pick([32, 34, 36]) : rng.int(38, 43)
    const model = `${series} ${size}${movement === "automatic" ? rng.pick([" Automatic", "", " Auto"]) : ""}`
    const colour = rng.pick(this.colours)
    const base = {
      quartz: rng.int(79, 249),
      solar: rng.int(149, 399),
      automatic: rng.int(299, 1199),
      manual: rng.int(349, 899),
    }[movement]
    const straps = rng.sample<Strap>(["leather", "steel", "nylon"], rng.int(1, 3))
    const features: Feature[] = [
      { k: "movement", movement },
      { k: "case-size", mm: size },
      { k: "strap", strap: straps[0] ?? "leather" },
      { k: "water-atm", atm: series === "Diver" ? 20 : rng.pick([3, 5, 10]) },
    ]
    if (movement === "automatic" || movement === "manual") {
      features.push({ k: "power-reserve", hours: rng.pick([38, 42, 48, 72, 80]) })
    }
    if (base > 200 || rng.chance(0.3)) features.push({ k: "sapphire-glass" })
    const variants = straps.map((s) => ({
      title: STRAP_TITLE[s],
      usd_price: retail(base + (s === "steel" ? 40 : s === "nylon" ? -10 : 0)),
    }))
    return { brand, model, colour, kind: null, headline: [], features, variants, identExtras: [] }
  },
}

const charger: TypeDef = {
  type: "charger",
  category: "accessories",
  count: 50,
  colours: ["white", "black", "grey"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Ampora", series: ["Cube", "Dash"] },
      { name: "Fluxon", series: ["Nano", "Duo"] },
      { name: "Wattly", series: ["Go", "Hub"] },
      { name: "Voltra", series: ["Power", "Charge"] },
    ])
    const watts = rng.pick([20, 25, 30, 45, 65, 65, 100, 140])
    const ports = watts >= 65 ? rng.int(2, 4) : rng.int(1, 2)
    // Wattage is in the title already, so model names carry a tier and generation instead of a number of watts.
    const tier = watts >= 100 ? "Max" : watts >= 45 ? "Pro" : "Mini"
    const model = `${series} ${tier}${ports > 1 && series !== "Duo" ? " Duo" : ""} ${rng.int(2, 6)}`
    const colour = rng.pick(this.colours)
    const gan = watts >= 45 || rng.chance(0.3)
    const base = 9 + watts * 0.45 + ports * 4 + (gan ? 6 : 0)
    const features: Feature[] = [
      { k: "ports", count: ports },
      { k: "power", watts },
    ]
    if (gan) features.push({ k: "gan" })
    const variants = [{ title: "Single", usd_price: retail(base) }]
    if (watts <= 45 && rng.chance(0.5)) variants.push({ title: "2-Pack", usd_price: retail(base * 1.8) })
    return {
      brand,
      model,
      colour,
      kind: null,
      headline: [{ k: "power", watts }],
      features,
      variants,
      identExtras: [],
    }
  },
}

const cable: TypeDef = {
  type: "cable",
  category: "accessories",
  count: 50,
  colours: ["black", "white", "blue"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Ampora", series: ["Link", "Flex"] },
      { name: "Linkora", series: ["Braid", "Core"] },
      { name: "Fluxon", series: ["Wire", "Sync"] },
      { name: "Cablix", series: ["Pro", "Tough"] },
    ])
    const ends = rng.pick<[Connector, Connector]>([
      ["usb-c", "usb-c"],
      ["usb-c", "usb-c"],
      ["usb-a", "usb-c"],
      ["usb-a", "micro-usb"],
    ])
    const watts = ends[0] === "usb-c" ? rng.pick([60, 100, 240]) : rng.pick([12, 18])
    const gbps = ends[0] === "usb-c" ? rng.pick([0.48, 10, 40]) : 0.48
    const model = `${series} ${ends[0] === "usb-c" ? "C" : "A"}${ends[1] === "usb-c" ? "C" : "M"}${rng.int(1, 9)}`
    const colour = rng.pick(this.colours)
    const braided = rng.chance(0.6)
    const base = 5 + watts * 0.06 + (gbps >= 10 ? gbps * 0.4 : 0) + (braided ? 3 : 0)
    const lengths = rng.sample([0.5, 1, 2, 3], rng.int(1, 3))
    const features: Feature[] = [
      { k: "connector", from: ends[0], to: ends[1] },
      { k: "power", watts },
      { k: "length", metres: lengths[0] ?? 1 },
    ]
    if (gbps >= 10) features.push({ k: "data", gbps })
    if (braided) features.push({ k: "braided" })
    const variants = lengths.map((m) => ({ title: `${m} m`, usd_price: retail(base + m * 2.5) }))
    return {
      brand,
      model,
      colour,
      kind: null,
      headline: [{ k: "connector", from: ends[0], to: ends[1] }],
      features,
      variants,
      identExtras: [],
    }
  },
}

const phoneCase: TypeDef = {
  type: "case",
  category: "accessories",
  count: 55,
  colours: ["black", "blue", "red", "green", "clear"],
  build(rng, ctx) {
    const { brand, series } = pickBrand(rng, [
      { name: "Shellio", series: ["Slim", "Grip"] },
      { name: "Armora", series: ["Shield", "Tank"] },
      { name: "Kasu", series: ["Folio", "Soft"] },
      { name: "Mantle", series: ["Guard", "Air"] },
    ])
    const material: CaseMaterial = series === "Folio" ? "leather" : series === "Shield" || series === "Tank" ? "rugged" : rng.pick(["silicone", "silicone", "clear", "leather"])
    const colour: Colour = material === "clear" ? "clear" : rng.pick(this.colours.filter((c) => c !== "clear"))
    const phone = rng.pick(ctx.phoneNames.length > 0 ? ctx.phoneNames : ["Voltra Nova X5"])
    const model = `${series}${rng.chance(0.4) ? " Pro" : ""}`
    const base = { silicone: rng.int(12, 24), clear: rng.int(9, 19), leather: rng.int(29, 59), rugged: rng.int(24, 44) }[material]
    const features: Feature[] = [
      { k: "material", material },
      { k: "drop", metres: material === "rugged" ? rng.pick([3, 3.6, 4]) : rng.pick([1.2, 1.5, 2]) },
    ]
    if (rng.chance(0.5)) features.push({ k: "magnetic" })
    features.push({ k: "wireless-charging" })
    const variants = [{ title: "Case only", usd_price: retail(base) }]
    if (rng.chance(0.4)) variants.push({ title: "Case + screen protector", usd_price: retail(base + 8) })
    return {
      brand,
      model,
      colour,
      kind: null,
      headline: [{ k: "compat", model: phone }],
      features,
      variants,
      identExtras: [phone],
    }
  },
}

const METAL_COLOUR: Record<Metal, Colour> = {
  "yellow-gold": "gold",
  "rose-gold": "rose-gold",
  "white-gold": "silver",
  platinum: "silver",
  silver: "silver",
  steel: "silver",
  titanium: "grey",
}

const luxuryWatch: TypeDef = {
  type: "luxury-watch",
  category: "luxury",
  count: 50,
  colours: ["gold", "rose-gold", "silver", "grey"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Castellan", series: ["Regent", "Sovereign"] },
      { name: "Aurelion", series: ["Celestia", "Meridian"] },
      { name: "Maison Verel", series: ["Heritage", "Grande Date"] },
      { name: "Von Arden", series: ["Kapitan", "Observatory"] },
      { name: "Ellisande", series: ["Lune", "Etoile"] },
    ])
    const metal: Metal = rng.pick(["yellow-gold", "rose-gold", "white-gold", "platinum", "steel", "steel", "titanium"])
    const movement: Movement = rng.chance(0.75) ? "automatic" : "manual"
    const size = rng.int(36, 44)
    const model = `${series} ${size}${rng.pick(["", "", " Chronograph", " Moonphase", " GMT"])}`
    const base = {
      steel: rng.int(2500, 5500),
      titanium: rng.int(3200, 6500),
      "yellow-gold": rng.int(7500, 12000),
      "rose-gold": rng.int(7500, 12000),
      "white-gold": rng.int(8000, 12500),
      platinum: rng.int(10500, 13500),
      silver: rng.int(2500, 4000),
    }[metal]
    const features: Feature[] = [
      { k: "movement", movement },
      { k: "case-metal", metal },
      { k: "power-reserve", hours: rng.pick([42, 48, 60, 70, 80, 120]) },
      { k: "sapphire-glass" },
      { k: "water-atm", atm: rng.pick([3, 5, 10, 30]) },
    ]
    const limited = rng.chance(0.3)
    if (limited) features.splice(2, 0, { k: "limited", pieces: rng.pick([88, 150, 250, 500]) })
    const variants = [{ title: STRAP_TITLE.alligator, usd_price: retail(base) }]
    if (rng.chance(0.5)) {
      variants.push({ title: "Matching metal bracelet", usd_price: retail(Math.min(MAX_PRICE, base * 1.15)) })
    }
    return {
      brand,
      model,
      colour: METAL_COLOUR[metal],
      kind: null,
      headline: [{ k: "case-metal", metal }],
      features,
      variants,
      identExtras: [metal],
    }
  },
}

const SIZE_VARIANTS: Record<JewelleryKind, readonly string[]> = {
  ring: ["Size 48", "Size 50", "Size 52", "Size 54", "Size 56", "Size 58"],
  bracelet: ["17 cm", "19 cm", "21 cm"],
  necklace: ["42 cm", "45 cm", "50 cm"],
}

const jewellery: TypeDef = {
  type: "jewellery",
  category: "luxury",
  count: 60,
  colours: ["gold", "rose-gold", "silver"],
  build(rng) {
    const { brand, series } = pickBrand(rng, [
      { name: "Aurelle", series: ["Etoile", "Riviera"] },
      { name: "Maison Verel", series: ["Solstice", "Camelia"] },
      { name: "Lunaria", series: ["Celeste", "Aurora"] },
      { name: "Seraphine", series: ["Infinity", "Amour"] },
      { name: "Orlova", series: ["Neva", "Tsarina"] },
    ])
    const kind = rng.pick<JewelleryKind>(["ring", "ring", "bracelet", "necklace"])
    const metal: Metal = rng.pick(["yellow-gold", "yellow-gold", "white-gold", "rose-gold", "platinum", "silver"])
    const carat = metal.endsWith("gold") ? rng.pick([14, 18, 18]) : null
    const gem: Gem | null = rng.chance(0.8) ? rng.pick(["diamond", "diamond", "sapphire", "emerald", "ruby", "pearl"]) : null
    const ct = gem === null || gem === "pearl" ? 0 : round1(rng.int(1, 15) / 10)
    const metalBase = metal === "silver" ? rng.int(119, 349) : metal === "platinum" ? rng.int(1200, 2800) : carat === 14 ? rng.int(350, 1200) : rng.int(600, 2200)
    const gemPrice = gem === null ? 0 : gem === "pearl" ? rng.int(80, 300) : ct * (gem === "diamond" ? rng.int(3500, 5000) : rng.int(900, 2200))
    const base = (metalBase + gemPrice) * (kind === "ring" ? 1 : 1.3)
    const headline: Feature[] = [{ k: "metal", metal, carat }]
    if (gem) headline.push({ k: "gem", gem, ct })
    const features: Feature[] = [...headline, { k: "handmade" }]
    if (gem && rng.chance(0.3)) features.push({ k: "limited", pieces: rng.pick([100, 250, 500]) })
    const sizes = SIZE_VARIANTS[kind]
    const start = rng.int(0, sizes.length - 2)
    const picked = sizes.slice(start, start + rng.int(1, kind === "ring" ? 4 : 3))
    const variants = picked.map((title, i) => ({
      title,
      usd_price: retail(Math.min(MAX_PRICE, base * (kind === "ring" ? 1 : 1 + i * 0.06))),
    }))
    return {
      brand,
      model: series,
      colour: METAL_COLOUR[metal],
      kind,
      headline,
      features,
      variants,
      identExtras: [kind, metal, ...(gem ? [gem] : [])],
    }
  },
}

/** In generation order; item ids follow it (after the spec samples). */
export const TYPE_DEFS: readonly TypeDef[] = [smartphone, headphones, smartwatch, watch, tablet, earbuds, speaker, charger, cable, phoneCase, luxuryWatch, jewellery]
