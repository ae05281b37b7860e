/**
 * What commerce's store routes answer the storefront server (commerce/src/api/store): defined once, so the
 * Medusa side and its one client (storefront/server/commerce) cannot drift apart.
 */
import type { CatalogueEntry } from "./api"
import type { LanguageCode } from "./languages"
import type { ChargedCurrency, CurrencyRates, Prices } from "./currencies"

/** GET /store/catalogue?limit=&offset=: one page of published entries in item id order and the total. */
export interface CataloguePage {
  entries: CatalogueEntry[]
  count: number
}

/**
 * The product types the seeded catalogue uses (Medusa product types, by value). A merchandiser can add others in
 * the admin; search knows a type by the words the CMS's search synonyms give it (SearchSynonymGroup).
 */
export const PRODUCT_TYPES = ["smartphone", "tablet", "headphones", "earbuds", "speaker", "smartwatch", "watch", "charger", "cable", "case", "luxury-watch", "jewellery"] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** One product as the storefront's search index reads it: its entry, the handles of its categories and its product type's value. */
export interface SearchDocument {
  entry: CatalogueEntry
  categories: string[]
  /** The Medusa product type's value (a PRODUCT_TYPES value for the seeded catalogue); null without a type. */
  type: string | null
  /** The prices a merchandiser set by hand (they win over the rates): the search re-prices its cards when a rate changes. */
  set_prices: Partial<Prices>
}

/** The most documents one search-documents request answers (a page's limit, or ids). */
export const SEARCH_DOCUMENTS_PER_REQUEST = 100

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
  /**
   * Which change log `version` counts in: its database's own (a version of another database's log means
   * nothing here). A storefront's search snapshot is used only with the log it was made from (none without it).
   */
  log?: string
  item_ids: number[] | null
  /**
   * The rates now, when a currency rate changed since N: every price changed (the search documents' and the
   * entries' prices are the USD price at these rates, but for the prices set by hand).
   */
  rates?: CurrencyRates
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
  /** The shipping price and the free-shipping threshold in every charged currency, at the merchandisers' rates (ADR 0018). */
  prices: Prices
  free_from: Prices | null
}

/** Where a checkout started: the cart, or one product's buy now. The payment page's way back goes there. */
export type CheckoutOriginToCommerce = { kind: "cart" } | { kind: "product"; item_id: number }

/**
 * POST /store/checkout-sessions: a checkout of these items, priced and shipped by Medusa, to one country. Within
 * the /api/* limits (MAX_CHECKOUT_LINES lines, MAX_CHECKOUT_QUANTITY of each, item ids up to MAX_REQUEST_NUMBER, each
 * item once). Commerce's validator (commerce/src/api/store/checkout-sessions/validators.ts) takes exactly this
 * type: a compile-time check there fails when the two differ.
 */
export interface CheckoutRequestToCommerce {
  lines: { item_id: number; quantity: number }[]
  language: LanguageCode
  /** ISO 3166-1 alpha-2, in either case. */
  country: string
  /** What the order is priced and paid in (ADR 0018). */
  currency: ChargedCurrency
  /** The shopper's e-mail, when known, for the payment page to start with; the storefront sends none. */
  email?: string
  origin: CheckoutOriginToCommerce
  /**
   * Delivery updates by SMS (issue 54): a mobile number as typed (the ship-to country's way or international) and
   * the shopper's consent, given by ticking the box; none without both.
   */
  sms?: { phone: string; consent: true }
}

/** What POST /store/checkout-sessions answers (201): the Stripe Checkout page to send the shopper to, and its id. */
export interface CheckoutSessionFromCommerce {
  url: string
  checkout_session_id: string
  cart_id: string
  payment_session_id: string
}

/** Days of searches without results commerce keeps, today included (the admin shows them all). */
export const SEARCH_MISS_DAYS = 30
/** Different queries commerce keeps per language and day; a new query past them is dropped, those kept still count. */
export const SEARCH_MISS_QUERIES_PER_DAY = 200
/** Entries of one batch the storefront server sends commerce (the storefront holds no more between batches). */
export const SEARCH_MISS_BATCH_MAX = 1000
/**
 * Different addresses that must report a query on one day before merchandisers see it: the storefront sends a
 * query to commerce only then, and commerce keeps no new query with a smaller count. One address (a script, a
 * shopper's typo) can neither show merchandisers its words nor fill the day's room for new queries.
 */
export const SEARCH_MISS_MIN_REPORTERS = 3
/** Most one batch entry may add: each address counts once per query and day, and a batch leaves every 10 s. */
export const SEARCH_MISS_ENTRY_COUNT_MAX = 1000

/**
 * POST /store/search-misses (storefront server → commerce, with the publishable key and the storefront's secret
 * in STOREFRONT_SECRET_HEADER; not an /api call): the searches without results the storefront counted since its
 * last batch, each by query (folded), language and UTC day (YYYY-MM-DD); `count` is the addresses that reported
 * it that day since the last batch. Commerce adds `count` to the day's row, within its bounds
 * (SEARCH_MISS_QUERIES_PER_DAY, SEARCH_MISS_DAYS, SEARCH_MISS_MIN_REPORTERS for a new row), and says how many
 * entries it counted and dropped.
 */
export interface SearchMissBatch {
  misses: { day: string; language: LanguageCode; query: string; count: number }[]
}
export interface SearchMissBatchResult {
  counted: number
  dropped: number
}

/**
 * The header the storefront server sends its secret in, on commerce's store routes that only it may call (the
 * publishable key is public: every browser of a Medusa storefront may hold one). STOREFRONT_SECRET on both sides;
 * outside production both fall back to LOCAL_STOREFRONT_SECRET.
 */
export const STOREFRONT_SECRET_HEADER = "x-storefront-secret"
export const LOCAL_STOREFRONT_SECRET = "local-only-storefront-secret"
