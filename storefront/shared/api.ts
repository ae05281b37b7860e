/**
 * The /api/* contract: response types and limits, imported by the server and the React app.
 * Shapes are fixed by the seed spec (§3, §7). Request validation (zod) is in api-schemas.ts, which only the
 * server imports, so the app's bundle carries no validator.
 */

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

/** Search categories (spec §2 lists all, electronics, accessories; the catalogue also has luxury). */
export const SEARCH_CATEGORIES = ["all", "electronics", "accessories", "luxury"] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

/** GET /api/search?q=&category=&lang=&limit=&offset= */
export interface SearchResponse {
  /** All matches, for the result count heading. */
  total: number
  results: CatalogueEntry[]
}

export const SEARCH_QUERY_MAX_LENGTH = 100

/** The id of the <script type="application/json"> the server fills with a product page's entry. */
export const PRELOADED_PRODUCT_ELEMENT_ID = "preloaded-product"
