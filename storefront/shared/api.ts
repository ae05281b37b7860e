/**
 * The /api/* contract: request validation and response types, imported by the server and the React app.
 * Shapes are fixed by the seed spec (§3, §7).
 */
import { z } from "zod"

/** One translation of a catalogue entry; `tags` is a JSON-encoded string array (spec §3). */
export interface CatalogueTranslation {
  language_code: string
  name: string
  description: string
  tags: string
}

export interface CatalogueItem {
  /** The shop's numeric item id. */
  id: number
  /** Fallback name when no translation has one. */
  ident: string
  image_url: string | null
  /** Lowest USD price over the product's variants. */
  best_usd_price: number
}

export interface CatalogueEntry {
  item: CatalogueItem
  translations: CatalogueTranslation[]
}

/** GET /api/products and GET /api/random-products */
export type CatalogueListResponse = CatalogueEntry[]
/** GET /api/products/{id} */
export type CatalogueEntryResponse = CatalogueEntry

/** Every error response: 400, 404, 409, 429, 503. */
export interface ApiError {
  error: string
}

export const MAX_PAGE_SIZE = 100
export const CATALOGUE_PAGE_SIZE = 24
export const HOME_RANDOM_COUNT = 20

/**
 * A query parameter that must appear once and be written as a whole decimal number. Repeated parameters
 * arrive as arrays and are refused, as are signs, fractions, exponents and anything over 9 digits.
 */
const wholeNumber = (name: string) =>
  z
    .string({ error: `${name} must be given once, as a whole number` })
    .regex(/^\d+$/, `${name} must be a whole number`)
    .max(9, `${name} is too large`)
    .transform(Number)

/** Unknown parameters are refused rather than ignored (`limit[]=5` must not quietly mean the default limit). */
export const productsQuery = z.strictObject({
  limit: wholeNumber("limit").pipe(z.number().min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)).default(CATALOGUE_PAGE_SIZE),
  offset: wholeNumber("offset").default(0),
})
export type ProductsQuery = z.infer<typeof productsQuery>

export const randomProductsQuery = z.strictObject({
  limit: wholeNumber("limit").pipe(z.number().min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)).default(HOME_RANDOM_COUNT),
})
export type RandomProductsQuery = z.infer<typeof randomProductsQuery>

export const productParams = z.object({
  id: wholeNumber("product id").pipe(z.number().min(1, "product id must be a positive whole number")),
})

/** Search categories (spec §2 lists all, electronics, accessories; the catalogue also has luxury). */
export const SEARCH_CATEGORIES = ["all", "electronics", "accessories", "luxury"] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

/** GET /api/search?q=&category=&lang=&limit=&offset= */
export interface SearchResponse {
  /** All matches, for the result count heading. */
  total: number
  results: CatalogueEntry[]
}

/** The id of the <script type="application/json"> the server fills with a product page's entry. */
export const PRELOADED_PRODUCT_ELEMENT_ID = "preloaded-product"
