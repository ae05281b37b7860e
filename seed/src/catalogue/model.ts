/**
 * The generator's internal model of a product: language-neutral facts that every language pack turns into
 * its own title and description. Keeping facts separate from wording is what lets the 15 texts of one
 * product say the same thing without being translations of an English string.
 */
import type { ProductType } from "@shop/contracts/commerce-api"
import type { Category, CatalogueVariant } from "./types"

// The product types are the contract's (each becomes a Medusa product type, which search reads): one list.
export { PRODUCT_TYPES, type ProductType } from "@shop/contracts/commerce-api"

export type Colour = "black" | "white" | "silver" | "grey" | "blue" | "green" | "red" | "pink" | "brown" | "clear" | "gold" | "rose-gold"

export type JewelleryKind = "ring" | "bracelet" | "necklace"
/** What a language needs a noun for: every type, except that jewellery is named by its kind. */
export type NounKey = Exclude<ProductType, "jewellery"> | JewelleryKind

export type Movement = "quartz" | "automatic" | "manual" | "solar"
export type Strap = "leather" | "steel" | "nylon" | "silicone" | "alligator"
export type Metal = "yellow-gold" | "white-gold" | "rose-gold" | "platinum" | "silver" | "steel" | "titanium"
export type Gem = "diamond" | "sapphire" | "emerald" | "ruby" | "pearl"
export type CaseMaterial = "silicone" | "leather" | "clear" | "rugged"
export type Connector = "usb-c" | "usb-a" | "micro-usb"

/** One fact about a product. Descriptions list a few of them; titles show the headline ones. */
export type Feature =
  | { k: "storage"; gb: number }
  | { k: "screen"; inches: number; oled: boolean }
  | { k: "refresh"; hz: number }
  | { k: "camera"; mp: number }
  | { k: "battery"; mah: number }
  | { k: "5g" }
  | { k: "wireless-charging" }
  | { k: "stylus" }
  | { k: "driver"; mm: number }
  | { k: "anc" }
  | { k: "playtime"; hours: number }
  | { k: "multipoint" }
  | { k: "foldable" }
  | { k: "ip"; rating: string }
  | { k: "output"; watts: number }
  | { k: "case-size"; mm: number }
  | { k: "battery-days"; days: number }
  | { k: "gps" }
  | { k: "health" }
  | { k: "water-atm"; atm: number }
  | { k: "movement"; movement: Movement }
  | { k: "strap"; strap: Strap }
  | { k: "sapphire-glass" }
  | { k: "power-reserve"; hours: number }
  | { k: "case-metal"; metal: Metal }
  | { k: "limited"; pieces: number }
  | { k: "power"; watts: number }
  | { k: "ports"; count: number }
  | { k: "gan" }
  /** Cable ends: from `from` to USB-C (every cable we sell charges a USB-C device or comes from one). */
  | { k: "connector"; from: Connector; to: Connector }
  | { k: "length"; metres: number }
  | { k: "data"; gbps: number }
  | { k: "braided" }
  | { k: "material"; material: CaseMaterial }
  | { k: "magnetic" }
  | { k: "drop"; metres: number }
  | { k: "compat"; model: string }
  | { k: "metal"; metal: Metal; carat: number | null }
  /** `ct` is 0 for pearls, which are sold by size rather than weight. */
  | { k: "gem"; gem: Gem; ct: number }
  | { k: "handmade" }

export type FeatureKey = Feature["k"]
export type FeatureOf<K extends FeatureKey> = Extract<Feature, { k: K }>

/** Indexes into each language's template lists, chosen once per product so all 15 texts stay parallel. */
export interface CopyChoice {
  intro: number
  adjective: number
  frame: number
  closing: number
  /** The facts this product's description mentions (2–4 of `features`, in order). */
  mentioned: Feature[]
}

export interface ProductSpec {
  type: ProductType
  category: Category
  brand: string
  /** Model name without the brand, e.g. "Nova X5". Latin in every language, as brands do. */
  model: string
  colour: Colour
  /** Set for jewellery only. */
  kind: JewelleryKind | null
  /** Facts named in the title, in title order (storage, wattage, ...). */
  headline: Feature[]
  features: Feature[]
  /** Variants without sku: skus are derived from the item id when the product is emitted. */
  variants: Omit<CatalogueVariant, "sku" | "stock">[]
  /** English tag values. */
  tags: string[]
  copy: CopyChoice
}

export function nounKey(p: Pick<ProductSpec, "type" | "kind">): NounKey {
  if (p.type === "jewellery") return p.kind ?? "ring"
  return p.type
}

export function fullName(p: Pick<ProductSpec, "brand" | "model">): string {
  return `${p.brand} ${p.model}`
}
