/**
 * The generated catalogue: what the importers write into commerce.
 * Pure data, no Medusa types, so the generator can be tested without a database.
 */
import { LANGUAGES, type Language } from "@shop/contracts/languages"

/** BCP 47 locale codes of the shop's 15 languages (contracts/src/languages.ts), in the spec's order (Polish first: the default). */
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.locale)
export type Locale = Language["locale"]

export const CATEGORIES = ["electronics", "accessories", "luxury"] as const
export type Category = (typeof CATEGORIES)[number]

/** Text of one product in one language. */
export interface ProductText {
  title: string
  description: string
}

/** A tag shared by many products; `value` is the English original, translations cover all 15 locales. */
export interface CatalogueTag {
  value: string
  translations: Record<Locale, string>
}

export interface CatalogueVariant {
  /** e.g. "128 GB / Black"; English original. */
  title: string
  sku: string
  /** Price in USD, major units, 2 decimals at most. */
  usd_price: number
  /**
   * Units at the shop's warehouse when the seed first stocks it (a few none, some low); merchandisers change it
   * in the admin afterwards, and orders, cancellations and returns move it.
   */
  stock: number
}

export interface CatalogueProduct {
  /** The shop's numeric item id: unique, stable across re-generation. */
  item_id: number
  /** Fallback name and Medusa handle: lowercase, [a-z0-9-]. Unique. */
  ident: string
  category: Category
  /** Product type key, e.g. "smartphone", "headphones", "luxury-watch". */
  type: string
  brand: string
  /** Image file name under storefront/public/images/products/, e.g. "smartphone-black.svg". */
  image: string
  variants: CatalogueVariant[]
  /** Tag values (English originals) referring to CatalogueTag.value. */
  tags: string[]
  /** Name and description in every locale; en-US is also the product's original text. */
  text: Record<Locale, ProductText>
  /** Marked a bestseller, as a merchandiser marks one (the product's metadata); others earn it by their sales. */
  bestseller?: boolean
}

export interface Catalogue {
  products: CatalogueProduct[]
  tags: CatalogueTag[]
}
