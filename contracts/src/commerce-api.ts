/**
 * What commerce's store routes answer the storefront server (commerce/src/api/store): defined once, so the
 * Medusa side and its one client (storefront/server/commerce) cannot drift apart.
 */
import type { CatalogueEntry } from "./api"

/** GET /store/catalogue?limit=&offset=: one page of published entries in item id order and the total. */
export interface CataloguePage {
  entries: CatalogueEntry[]
  count: number
}

/** One product as the storefront's search index reads it: its entry and the handles of its categories. */
export interface SearchDocument {
  entry: CatalogueEntry
  categories: string[]
}

/**
 * GET /store/catalogue/search-documents?limit=&offset= (with the total count) or ?ids=1,2 (no count): the
 * published products, in item id order, that the storefront's search index is built from.
 */
export interface SearchDocuments {
  documents: SearchDocument[]
  count?: number
}

/** GET /store/catalogue/changes?since=N: item ids changed since version N (null: treat everything as changed). */
export interface CatalogueChanges {
  /** The newest change's number; pass it as `since` next time. 0 before the first change. */
  version: number
  item_ids: number[] | null
}

/** GET /store/catalogue/last-modified: every published item and when it last changed (ISO time), in item id order. */
export interface CatalogueLastModified {
  items: { id: number; updated_at: string }[]
}

/** One row of GET /store/shipping-rates: what Medusa charges for a country. */
export interface CommerceShippingRate {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  zone: "europe" | "worldwide"
  days: [number, number] | null
  usd: number
  /** Item total (USD) from which shipping is free, or null when no such rule exists. */
  free_from_usd: number | null
}
