/**
 * The /api/* contract: response types and limits, imported by the server and the React app.
 * Shapes are fixed by the seed spec (§3, §7). Request validation (zod) is in api-schemas.ts, which only the
 * server imports, so the app's bundle carries no validator.
 */
import type { Prices } from "./currencies"
import type { LanguageCode } from "./languages"

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
  /**
   * That variant's price in every currency the shop charges in, as commerce charges it (ADR 0018): set by hand by a
   * merchandiser, or the USD price at the merchandisers' rate, rounded to the currency's unit. Not in the spec's
   * shape: the shop's own addition, so that what is shown is what is charged.
   */
  prices: Prices
  /** What shoppers are told of its stock. Not in the spec's shape either (it shows "In stock" always: ADR 0019). */
  stock: Stock
  /** Among its category's best sellers of the last 30 days, or marked so by a merchandiser (the spec shows the badge always: ADR 0019). */
  bestseller: boolean
}

/**
 * A product's stock as shoppers are told it: in stock, only `left` units left (at or below the merchandisers'
 * low-stock threshold), or sold out; the units of the variant checkout sells (the entry's price is its price).
 */
export interface Stock {
  status: "in_stock" | "low" | "sold_out"
  /** The units left, told only when `low`. */
  left?: number
  /** The most one checkout line may take now: the units left, up to MAX_CHECKOUT_QUANTITY (0 when sold out). */
  max_quantity: number
}

export interface CatalogueEntry {
  item: CatalogueItem
  translations: CatalogueTranslation[]
}

/**
 * A product as its card shows it (grids, search results, the header's suggestions): the item and its name in
 * every language (the cart keeps them all, to show in whichever language the shopper switches to). Every
 * CatalogueEntry is one; search answers carry only this, a quarter of an entry's bytes.
 */
export interface CatalogueCard {
  item: CatalogueItem
  translations: Pick<CatalogueTranslation, "language_code" | "name">[]
}

/** An entry as a card (what a search answer carries of it). */
export const cardOf = ({ item, translations }: CatalogueEntry): CatalogueCard => ({
  item,
  translations: translations.map(({ language_code, name }) => ({ language_code, name })),
})

/** GET /api/products and GET /api/random-products */
export type CatalogueListResponse = CatalogueEntry[]
/** GET /api/products/{id} */
export type CatalogueEntryResponse = CatalogueEntry

/** Every error response: 400, 404, 409, 429, 503. */
export interface ApiError {
  error: string
  /** For a 400 on a form's body: the message for each invalid field, by field name (a form shows them beside the fields). */
  fields?: Record<string, string>
}

/**
 * Whole numbers in requests (item ids, offsets) have at most nine digits, in /api/* and in commerce's store
 * routes: within PostgreSQL's integer, and a crafted 20-digit number is refused before it reaches a query.
 */
export const REQUEST_NUMBER_DIGITS = 9
export const MAX_REQUEST_NUMBER = 10 ** REQUEST_NUMBER_DIGITS - 1

export const MAX_PAGE_SIZE = 100
export const CATALOGUE_PAGE_SIZE = 24
export const HOME_RANDOM_COUNT = 20

/** Search categories (spec §2 lists all, electronics, accessories; the catalogue also has luxury). */
export const SEARCH_CATEGORIES = ["all", "electronics", "accessories", "luxury"] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

/** GET /api/search?q=&category=&lang=&limit=&offset= */
export interface SearchResponse {
  /** All matches in the chosen category, for the result count heading. */
  total: number
  /** Best match first. */
  results: CatalogueCard[]
  /** How many match in each category (the badges' counts; "all": every category). */
  categories?: Record<SearchCategory, number>
  /** When nothing matches: a close spelling that has results ("did you mean"). */
  suggestion?: string
}

export const SEARCH_QUERY_MAX_LENGTH = 100

/**
 * A query as searches without results are counted: NFKC (full-width and compatibility forms as their plain
 * letters and digits), format characters removed (bidi overrides such as U+202E would show it reversed in the
 * admin; zero-width joiners would make one query many), trimmed, runs of white space and control characters as
 * one space, lower case. The storefront keys its counts by it and commerce stores it.
 */
export const foldSearchQuery = (q: string) =>
  q
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim()
    .toLocaleLowerCase("en-US")

/** A run of 7 or more digits of any script (Arabic-Indic, Devanagari, Bengali, …), spaces, dots, dashes, brackets and a plus between them. */
const LONG_NUMBER = /\p{Nd}(?:[\s./()+-]{0,2}\p{Nd}){6}/u
/** name@domain.tld, and the ways people spell it out: "john dot doe at gmail dot com", "anna (at) example (dot) org". */
const EMAIL = /\S@\S+\.\S/u
const SPELLED_EMAIL = /\S\s*(?:\(at\)|\[at\]|\{at\}|\sat\s)\s*\S+?\s*(?:\.|\(dot\)|\[dot\]|\{dot\}|\sdot\s)\s*\p{L}{2,}/iu
/**
 * A street address, in the shop's languages: a street word and a house number (12 Baker Street, 5 rue de Rivoli,
 * ul. Długa 7, улица Ленина 3, Hauptstraße 5, 銀座4丁目, 강남대로 12), or a word only addresses use before a
 * number (apt 4, PLZ 10115). Words that also name products or their parts ("way", "drive", "square", "flat", "dr" of
 * Dr. Dre, the 号 of 5号电池) are left out.
 */
const words = (list: string[]) => list.join("|")
/** Street words after the house number, or before it (English, French, Spanish, Italian, Portuguese). */
const STREET_WORDS = words([
  ...["street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "boulevard", "blvd", "terrace", "crescent", "highway"],
  ...["rue", "chemin", "impasse", "allée", "quai", "calle", "avenida", "paseo", "plaza", "camino", "carrer"],
  ...["via", "viale", "piazza", "corso", "vicolo", "rua", "travessa", "praça", "estrada"],
  ...["ulica", "aleja", "osiedle", "улица", "проспект", "переулок", "шоссе", "бульвар", "jalan", "شارع", "طريق", "मार्ग", "रोड", "सड़क", "রোড", "সড়ক"],
  ...["apt", "apartment", "wohnung", "whg", "plz", "postcode", "appartement", "mieszkanie"],
])
/** Abbreviations that name a street only with their dot (ul. Długa 7, jl. Sudirman 5, пр. Мира 1). */
const ABBREVIATED = words(["ul", "al", "os", "pl", "jl", "gg", "av", "avda", "ул", "пр", "пер", "д", "кв", "str"])
/** German and Dutch street names end in their street word (Hauptstraße, Kirchweg, Lindenallee). */
const STREET_SUFFIXES = words(["straße", "strasse", "str\\.", "gasse", "weg", "allee", "platz", "straat", "laan"])
const notLetter = "(?:^|[^\\p{L}])"
const STREET_ADDRESS = new RegExp(
  [
    `${notLetter}(?:(?:${STREET_WORDS})|(?:${ABBREVIATED})\\.)\\s*(?:\\p{L}+\\.?\\s+){0,3}\\p{Nd}`,
    `\\p{Nd}\\p{L}?,?\\s+(?:\\p{L}+\\s+){0,3}(?:${STREET_WORDS})(?:$|[^\\p{L}])`,
    `(?:${STREET_SUFFIXES})\\s*\\p{Nd}`,
    // Japanese, Chinese and Korean: a number before a block, lot, house or room word, or a road before its number.
    "\\p{Nd}+\\s*(?:丁目|番地|弄|巷|室|번지|번길)",
    "(?:路|街|대로|로|길)\\s*\\p{Nd}",
  ].join("|"),
  "iu"
)

/**
 * Whether a query may hold someone's personal data rather than what they looked for: an e-mail address (also
 * spelled out), a run of 7 or more digits of any script (a phone, card or order number), or a street address.
 * Checked on the folded query (full-width digits and "＠" as plain ones). Such searches are not counted: the
 * admin shows the queries as typed.
 */
export const mayBePersonal = (q: string) => {
  const folded = foldSearchQuery(q)
  return EMAIL.test(folded) || SPELLED_EMAIL.test(folded) || LONG_NUMBER.test(folded) || STREET_ADDRESS.test(folded)
}

/**
 * POST /api/search/misses: the browser says a search it showed found nothing (the search page, or the header's
 * suggestions once shown), once per query and language per page session. The server counts it only when its own
 * search finds nothing for `q` in `lang` either, and answers 204 (no body) whether it counted it or not; 400
 * {error} for a bad body, 429 past SEARCH_MISS_REPORTS_PER_MINUTE. Nothing about the shopper is kept.
 */
export interface SearchMissReport {
  q: string
  lang: LanguageCode
}

/**
 * Reports one address may send per minute: a shopper typing in the header sends at most one per pause in
 * typing, and only for queries that found nothing; a script is cut off at this (and cannot count a query that
 * finds products at all).
 */
export const SEARCH_MISS_REPORTS_PER_MINUTE = 30

/** The longest e-mail address there can be (RFC 5321's 256-character path, less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254

/** Most items of one product a checkout takes (the product page's selector, spec §5). */
export const MAX_CHECKOUT_QUANTITY = 5
/** Most different products in one cart checkout. */
export const MAX_CHECKOUT_LINES = 20
/** Largest request body a checkout call accepts. */
export const CHECKOUT_BODY_LIMIT_BYTES = 16 * 1024
/**
 * Checkout sessions (both checkout calls together) one address may start per minute, unless the operator sets
 * CHECKOUT_SESSIONS_PER_MINUTE: enough for a shopper who comes back from the payment page and tries again,
 * too few to mint Stripe sessions in bulk.
 */
export const CHECKOUT_SESSIONS_PER_MINUTE = 10
/**
 * Order lookups (GET /api/orders/by-session/{id}) one address may make per minute; the next gets 429. The app
 * asks 40 times a minute from an open confirmation page (every 1.5 s) and now and then from the cart's watcher:
 * two such tabs with their retries fit, as do three shoppers waiting behind one shared address; a script asking
 * 100 times a second is stopped within about a second.
 */
export const ORDER_LOOKUPS_PER_MINUTE = 120

/**
 * Changes one address may ask of its orders per minute (POST /api/orders/{token}/cancel, /returns, /code and /link):
 * a shopper needs a few; a script trying tokens or codes, or hammering one order, is held back, as checkout is.
 */
export const ORDER_CHANGES_PER_MINUTE = 10

/**
 * POST /api/create-checkout-session (spec §7). `productName` and `productPrice` are accepted for the spec's sake
 * and never used: the price is commerce's. `currency` is the one to pay in, one of the six the shop charges in
 * (either case; the language's own when absent), and commerce prices the order in it (ADR 0018). `country` is the
 * ship-to country.
 */
export interface CreateCheckoutSessionRequest {
  productId: number
  productName?: string
  productPrice?: number
  quantity: number
  currency?: string
  language: string
  country?: string
  sms?: SmsUpdatesRequest
}

/** POST /api/checkout: the cart's lines, paid in `currency` (as buy now's). */
export interface CartCheckoutRequest {
  lines: { productId: number; quantity: number }[]
  language: string
  country?: string
  currency?: string
  sms?: SmsUpdatesRequest
}

/**
 * Delivery updates by SMS, asked for at checkout (issue 54): a mobile number as the shopper typed it (the ship-to
 * country's way, or international with +) and their consent, given by ticking the box. A number that is no mobile
 * number is a 400 with `fields["sms.phone"]`.
 */
export interface SmsUpdatesRequest {
  phone: string
  consent: true
}

/** Both checkout calls answer the hosted payment page to send the shopper to, and the session's id (cs_…). */
export interface CheckoutSessionResponse {
  url: string
  /** What the browser remembers a cart's checkout by, to take the paid lines out of the cart once it is paid. */
  sessionId: string
}

/** What the confirmation page shows (USD; the e-mail masked). */
export interface OrderConfirmation {
  order_number: number
  /** When it was placed (paid): its dispatch day follows from it (contracts' dispatch.ts). */
  placed_at: string
  email: string | null
  country: string | null
  currency: string
  lines: { name: string; quantity: number; unit_price: number; total: number }[]
  /** Medusa's name for the method; the delivery time in business days where known, for the page's own wording. */
  shipping: { name: string; amount: number; delivery_days: [number, number] | null } | null
  subtotal: number
  shipping_total: number
  total: number
  payment_status: string
  /**
   * The key of the order's own page (`/{lang}/order/{token}`, contracts/src/order-links.ts). null on the
   * confirmation page once the order's link was renewed: the checkout session id it is read by stays in the
   * browser's history, and the new link went to the order's e-mail.
   */
  token: string | null
}

/** What happened to an order, oldest first, as its page shows it (issue 20). */
export type OrderPageEvent =
  | { kind: "placed"; at: string }
  | { kind: "shipped"; at: string; parcels: { carrier: string | null; tracking_number: string | null; tracking_url: string | null }[] }
  | { kind: "refunded"; at: string; amount: number }
  | { kind: "cancelled"; at: string }
  | { kind: "return_requested"; at: string; return_number: string; items: { name: string; quantity: number }[] }
  | { kind: "return_received"; at: string; return_number: string }

/**
 * Why a shopper sends something back: the `value`s of Medusa's return reasons (seeded), in the order the
 * order page lists them. "other" needs a note.
 */
export const RETURN_REASONS = ["changed_mind", "damaged", "wrong_item", "defective", "other"] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
/** The shop's fault: returning costs the shopper nothing (the returns page's promise). */
export const SHOP_FAULT_RETURN_REASONS: readonly ReturnReason[] = ["damaged", "wrong_item", "defective"]
export const RETURN_NOTE_MAX_LENGTH = 500
/** Days after delivery a shopper may send things back (the shop's copy: "30 days from delivery"). */
export const RETURN_DAYS = 30

/** What of an order its shopper may still send back, and until when. */
export interface OrderReturnable {
  /** The last moment a return can be requested: 30 days after the estimated delivery (the last shipment plus its longest delivery time). */
  until: string
  /** Each line with something left to return: bought and shipped, less what is already on its way back or received. */
  lines: { line_id: string; name: string; quantity: number }[]
  /** What return shipping costs (in the order's currency, taken off the refund) when the reason is not the shop's fault. */
  shipping_amount: number
}

/** GET /api/orders/{token}: the shopper's order page (no login: the token is the key). 404 for an unknown token. */
export interface OrderPageResponse {
  order: OrderConfirmation
  events: OrderPageEvent[]
  /** Until when the shopper may cancel the order themselves (2 hours after it was placed, while nothing is shipped); null when they no longer can. */
  cancellable_until: string | null
  /** What may be sent back; null when nothing can be (not shipped, cancelled, all returned, or the 30 days are over). */
  returnable: OrderReturnable | null
  /** SMS updates, when the shopper gave a number at checkout: the number masked ("+49 ••• 678"), and whether they are on. */
  sms: OrderSmsUpdates | null
}

export interface OrderSmsUpdates {
  phone: string
  on: boolean
}

/**
 * POST /api/orders/{token}/sms {on}: turns the order's SMS updates off or on again (a STOP reply turns off those of
 * every order with the number, START on). 200 with the order page as it is now; 409 when the order has no number
 * for SMS; 404 for an unknown link.
 */
export interface OrderSmsRequest {
  on: boolean
}
export type OrderSmsResponse = OrderPageResponse

/** What a one-time code (POST /api/orders/{token}/code) allows: a cancellation or a return request. */
export const ORDER_CODE_ACTIONS = ["cancel", "return"] as const
export type OrderCodeAction = (typeof ORDER_CODE_ACTIONS)[number]
/** Digits of a one-time code. */
export const ORDER_CODE_LENGTH = 6
/** Minutes a code works. */
export const ORDER_CODE_MINUTES = 15
/** Wrong tries a code takes before it stops working (a new one must be asked for). */
export const ORDER_CODE_TRIES = 5
/** Seconds before another code may be sent for the same order (an e-mail that is slow to arrive is no reason for five). */
export const ORDER_CODE_RESEND_SECONDS = 60

/**
 * POST /api/orders/{token}/code {action}: e-mails a one-time code to the order's address, asked for before a
 * cancellation or a return (whoever holds a forwarded or leaked link can see the order, not change it). 202
 * {sent_to (masked), expires_at}; 429 {error} when one was sent less than ORDER_CODE_RESEND_SECONDS ago; 409
 * when the action is no longer possible; 404 for an unknown link.
 */
export interface OrderCodeRequest {
  action: OrderCodeAction
}
export interface OrderCodeResponse {
  sent_to: string | null
  expires_at: string
}

/**
 * POST /api/orders/{token}/cancel {code}: cancels the order and refunds its payment in full; 200 with the
 * order page as it is now. 403 {error} for a wrong code (or one for another action), 410 for one used up or expired; 409 when
 * it can no longer be cancelled (placed over 2 hours ago, shipped, already cancelled), 404 for an unknown token.
 */
export interface OrderCancelRequest {
  code: string
}
export type OrderCancelResponse = OrderPageResponse

/**
 * POST /api/orders/{token}/link (no body): the shopper's "this link is not mine alone": the link stops working
 * at once and a new one goes to the order's e-mail address (a merchandiser can do the same in the admin). 202
 * {sent_to (masked)}; 404 for an unknown link (one already renewed included).
 */
export interface OrderLinkRenewalResponse {
  sent_to: string | null
}

/**
 * POST /api/orders/find {email, number, language}: "find your order" for a shopper without the e-mail holding its
 * link. When an order with that number was placed with that address, its link is e-mailed to it again, in
 * `language`. 202 {accepted: true} whether or not they match (the answer says nothing about anyone's orders);
 * 400 for a malformed address or number; 429 past FIND_ORDER_PER_ADDRESS_PER_HOUR asks from one address.
 */
export interface FindOrderRequest {
  email: string
  number: string
  language: LanguageCode
}
export interface FindOrderResponse {
  accepted: true
}
/** Asks from one network address in an hour (the storefront's limit). */
export const FIND_ORDER_PER_ADDRESS_PER_HOUR = 10
/** Links e-mailed to one e-mail address in a day (commerce's limit, whichever storefront asked). */
export const FIND_ORDER_EMAILS_PER_DAY = 3
/** Digits an order number has at most (Medusa's display id). */
export const ORDER_NUMBER_MAX_DIGITS = 9
/** An order number as typed ("#1042", "1 042") read as its digits; undefined when it is no order number. */
export function orderNumberDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s#-]/g, "")
  return new RegExp(`^\\d{1,${ORDER_NUMBER_MAX_DIGITS}}$`).test(digits) ? digits : undefined
}

/**
 * POST /api/orders/{token}/returns: the shopper asks to send back `quantity` of each line, for one reason, with
 * the one-time code e-mailed for it. 200 with the order page as it is now (a "return requested" event). 403
 * for a wrong code, 410 for one used up or expired; 409 when the order can no longer be returned (not shipped, cancelled, the window closed);
 * 400 for a line not in the order or more than is left to return; 404 for an unknown token.
 */
export interface OrderReturnRequest {
  lines: { line_id: string; quantity: number }[]
  reason: ReturnReason
  note?: string
  code: string
}
export type OrderReturnResponse = OrderPageResponse

/**
 * GET /api/orders/by-session/{id}: 202 pending until the order exists, then 200 complete; or 200 sold out: the
 * units were sold to another shopper while this one paid, no order was made and the payment was refunded in full.
 */
export type OrderStatusResponse = { status: "pending" } | { status: "complete"; order: OrderConfirmation } | { status: "sold_out"; refunded: { amount: number; currency: string } }

/** Where the checkout started, as the return pages read it from their query string. */
export type CheckoutOrigin = "cart" | "product"

/** One row of the shipping table, in the language asked for. */
export interface ShippingRateEntry {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  /** The country's name in the requested language (Intl.DisplayNames). */
  name: string
  /** Emoji flag. */
  flag: string
  zone: "europe" | "worldwide"
  /** "1-2" business days, or null when the merchandiser gave none. */
  days: string | null
  /** What commerce charges for shipping there, in every charged currency (ADR 0018). */
  prices: Prices
  /** The items total from which shipping there is free, in every charged currency; null when it never is. */
  free_from: Prices | null
}

/** GET /api/shipping-rates?lang= */
export interface ShippingRatesResponse {
  rates: ShippingRateEntry[]
  /**
   * The items total from which every country on the table ships free, in every charged currency: the highest of
   * the countries' thresholds, so that "orders of this much ship free" holds wherever the shopper ships to. null
   * when some country never ships free. Commerce's price rules decide it, not a constant: a threshold changed in
   * the admin is the one the shipping page shows.
   */
  free_from: Prices | null
}
