import type Stripe from "stripe"
import { type StandInContext, unixNow } from "./context.js"
import { countryName, isShippingCountry } from "./countries.js"
import { invalid, noSuch } from "./errors.js"
import { newId } from "./ids.js"
import { PAGINATION_PARAMS, apiList, listPage } from "./lists.js"
import { MAX_AMOUNT, formatAmount, isCurrency } from "./money.js"
import { Params, rangeMatches } from "./params.js"
import { findPaymentIntent, presentPaymentIntent } from "./payment-intents.js"
import type { ProductData, SessionRecord } from "./store.js"

const LOCALES = [
  "auto",
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "en-GB",
  "es",
  "es-419",
  "et",
  "fi",
  "fil",
  "fr",
  "fr-CA",
  "hi-IN",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "lv",
  "ms",
  "mt",
  "nb",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ro",
  "ru",
  "sk",
  "sl",
  "sv",
  "th",
  "tr",
  "vi",
  "zh",
  "zh-HK",
  "zh-TW",
] as const
const DELIVERY_UNITS = ["hour", "day", "business_day", "week", "month"] as const
const STATUSES = ["open", "complete", "expired"] as const

/** Stripe's window for `expires_at`: 30 minutes to 24 hours after creation. */
const MIN_EXPIRY_SECONDS = 30 * 60
const MAX_EXPIRY_SECONDS = 24 * 3600
/** A client that computes `now + 30 min` a moment before sending must not fail on the boundary. */
const EXPIRY_SLACK_SECONDS = 5
/** Stripe includes the first page of line items when `line_items` is expanded. */
const EXPANDED_LINE_ITEMS = 10

const SESSION_URL = "/v1/checkout/sessions"

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

function httpUrl(params: Params, key: string, required: boolean): string | undefined {
  const value = params.string(key, { required, max: 5000 })
  if (value === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw invalid(`Not a valid URL: ${params.name(key)} must be an absolute http(s) URL.`, params.name(key), "url_invalid")
  }
  return value
}

function currencyOf(params: Params, key: string, required: boolean): string | undefined {
  const value = params.string(key, { required })?.toLowerCase()
  if (value !== undefined && !isCurrency(value)) throw invalid(`Invalid currency: ${value}.`, params.name(key))
  return value
}

interface LineInput {
  product: Omit<ProductData, "id">
  currency: string
  unitAmount: number
  quantity: number
  currencyParam: string
}

interface ShippingInput {
  displayName: string
  amount: number
  currency: string
  currencyParam: string
  deliveryEstimate: Stripe.ShippingRate.DeliveryEstimate | null
  metadata: Record<string, string>
}

function readLine(line: Params): LineInput {
  line.onlyKnown(["price_data", "quantity"])
  const priceData = line.object("price_data", { required: true })
  priceData.onlyKnown(["currency", "unit_amount", "product_data"])
  const currency = currencyOf(priceData, "currency", true) as string
  const unitAmount = priceData.integer("unit_amount", { required: true, min: 1, max: MAX_AMOUNT })
  const productData = priceData.object("product_data", { required: true })
  productData.onlyKnown(["name", "description", "images", "metadata"])
  const name = productData.string("name", { required: true, max: 5000 })
  const images = (productData.strings("images", { max: 8 }) ?? []).map(({ value, param }) => {
    if (!/^https?:\/\//.test(value)) throw invalid(`Not a valid URL: ${param}`, param, "url_invalid")
    return value
  })
  return {
    product: { name, description: productData.string("description", { max: 40_000 }) ?? null, images, metadata: productData.metadata("metadata") ?? {} },
    currency,
    unitAmount,
    quantity: line.integer("quantity", { required: true, min: 1, max: 999_999 }),
    currencyParam: priceData.name("currency"),
  }
}

function readDeliveryBound(params: Params, key: string): Stripe.ShippingRate.DeliveryEstimate.Minimum | null {
  const bound = params.object(key)
  if (!bound) return null
  bound.onlyKnown(["unit", "value"])
  return { unit: bound.oneOf("unit", DELIVERY_UNITS, { required: true }), value: bound.integer("value", { required: true, min: 1 }) }
}

function readShippingOption(option: Params): ShippingInput {
  option.onlyKnown(["shipping_rate_data"])
  const rate = option.object("shipping_rate_data", { required: true })
  rate.onlyKnown(["type", "display_name", "fixed_amount", "delivery_estimate", "metadata"])
  rate.oneOf("type", ["fixed_amount"])
  const fixed = rate.object("fixed_amount", { required: true })
  fixed.onlyKnown(["amount", "currency"])
  const estimate = rate.object("delivery_estimate")
  estimate?.onlyKnown(["minimum", "maximum"])
  const minimum = estimate ? readDeliveryBound(estimate, "minimum") : null
  const maximum = estimate ? readDeliveryBound(estimate, "maximum") : null
  if (estimate && minimum && maximum && minimum.unit === maximum.unit && minimum.value > maximum.value) {
    throw invalid(`Invalid ${estimate.name("minimum")}: the minimum delivery estimate is above the maximum.`, estimate.name("minimum"))
  }
  return {
    displayName: rate.string("display_name", { required: true, max: 100 }),
    amount: fixed.integer("amount", { required: true, min: 0, max: MAX_AMOUNT }),
    currency: currencyOf(fixed, "currency", true) as string,
    currencyParam: fixed.name("currency"),
    deliveryEstimate: estimate ? { minimum, maximum } : null,
    metadata: rate.metadata("metadata") ?? {},
  }
}

function readAllowedCountries(params: Params): string[] | undefined {
  const collection = params.object("shipping_address_collection")
  if (!collection) return undefined
  collection.onlyKnown(["allowed_countries"])
  const countries = collection.strings("allowed_countries", { required: true, max: 250 }).map(({ value, param }) => {
    if (!isShippingCountry(value)) {
      throw invalid(`Invalid ${param}: ${value} is not a country Checkout ships to (use upper-case ISO 3166-1 alpha-2 codes such as DE).`, param)
    }
    return value
  })
  return [...new Set(countries)]
}

/** The Stripe `checkout.session` for validated create parameters. */
export function createCheckoutSession(context: StandInContext, params: Params): Stripe.Checkout.Session {
  params.onlyKnown([
    "mode",
    "currency",
    "line_items",
    "success_url",
    "cancel_url",
    "customer_email",
    "shipping_address_collection",
    "shipping_options",
    "locale",
    "expires_at",
    "metadata",
    "payment_intent_data",
    "client_reference_id",
    "expand",
  ])
  const expand = params.expand(["line_items", "payment_intent"])
  const mode = params.string("mode", { required: true })
  if (mode === "subscription" || mode === "setup") {
    throw invalid(`The local Stripe test stand-in supports only mode=payment, not mode=${mode}.`, "mode")
  }
  if (mode !== "payment") throw invalid("Invalid mode: must be one of payment, setup, or subscription", "mode")

  const currency = currencyOf(params, "currency", false)
  const lines = params.list("line_items", { required: true, max: 100 }).map(readLine)
  const sessionCurrency = currency ?? (lines[0] as LineInput).currency
  for (const line of lines) {
    if (line.currency !== sessionCurrency) {
      throw invalid(`Invalid ${line.currencyParam}: every line item must be in the session's currency (${sessionCurrency}), not ${line.currency}.`, line.currencyParam)
    }
  }
  const shipping = (params.list("shipping_options", { max: 5 }) ?? []).map(readShippingOption)
  for (const option of shipping) {
    if (option.currency !== sessionCurrency) {
      throw invalid(`Invalid ${option.currencyParam}: shipping must be in the session's currency (${sessionCurrency}), not ${option.currency}.`, option.currencyParam)
    }
  }
  const successUrl = httpUrl(params, "success_url", true) as string
  const cancelUrl = httpUrl(params, "cancel_url", false) ?? null
  const customerEmail = params.string("customer_email", { max: 800 }) ?? null
  if (customerEmail !== null && !isEmail(customerEmail)) throw invalid(`Invalid email address: ${customerEmail}`, "customer_email", "email_invalid")
  const allowedCountries = readAllowedCountries(params)
  const locale = params.oneOf("locale", LOCALES) ?? null
  const now = unixNow(context)
  const expiresAt = params.integer("expires_at")
  if (expiresAt !== undefined && expiresAt < now + MIN_EXPIRY_SECONDS - EXPIRY_SLACK_SECONDS) {
    throw invalid("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.", "expires_at")
  }
  if (expiresAt !== undefined && expiresAt > now + MAX_EXPIRY_SECONDS + EXPIRY_SLACK_SECONDS) {
    throw invalid("The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.", "expires_at")
  }
  const metadata = params.metadata("metadata") ?? {}
  const intentData = params.object("payment_intent_data")
  intentData?.onlyKnown(["metadata"])
  const clientReferenceId = params.string("client_reference_id", { max: 200 }) ?? null

  const subtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)
  const shippingRates = shipping.map((option): Stripe.ShippingRate => ({
    id: newId("shr_"),
    object: "shipping_rate",
    active: true,
    created: now,
    delivery_estimate: option.deliveryEstimate,
    display_name: option.displayName,
    fixed_amount: { amount: option.amount, currency: option.currency },
    livemode: false,
    metadata: option.metadata,
    tax_behavior: "unspecified",
    tax_code: null,
    type: "fixed_amount",
  }))
  // Checkout preselects the first shipping option; the hosted page offers only that one.
  const chosen = shippingRates[0]
  const shippingAmount = chosen?.fixed_amount?.amount ?? 0
  const total = subtotal + shippingAmount
  if (total > MAX_AMOUNT) {
    throw invalid(`The total amount due must be no more than ${formatAmount(MAX_AMOUNT, sessionCurrency)}.`, "line_items")
  }

  const id = newId("cs_test_", 58)
  const products = lines.map((line): ProductData => ({ id: newId("prod_", 14), ...line.product }))
  const lineItems = lines.map((line, index): Stripe.LineItem => {
    const amount = line.unitAmount * line.quantity
    return {
      id: newId("li_"),
      object: "item",
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: line.currency,
      description: line.product.name,
      metadata: {},
      price: {
        id: newId("price_"),
        object: "price",
        // Prices made from price_data are inactive, as with Stripe: they cannot be reused.
        active: false,
        billing_scheme: "per_unit",
        created: now,
        currency: line.currency,
        custom_unit_amount: null,
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: null,
        product: (products[index] as ProductData).id,
        recurring: null,
        tax_behavior: "unspecified",
        tiers_mode: null,
        transform_quantity: null,
        type: "one_time",
        unit_amount: line.unitAmount,
        // On the wire this is a decimal string; the SDK turns it into its Decimal type on receipt.
        unit_amount_decimal: String(line.unitAmount) as unknown as Stripe.Decimal,
      },
      quantity: line.quantity,
    }
  })

  const session: Stripe.Checkout.Session = {
    id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: subtotal,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: cancelUrl,
    client_reference_id: clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: sessionCurrency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: "if_required",
    customer_details: null,
    customer_email: customerEmail,
    discounts: [],
    expires_at: expiresAt ?? now + MAX_EXPIRY_SECONDS,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale,
    managed_payments: null,
    metadata,
    mode: "payment",
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "if_required",
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: allowedCountries ? { allowed_countries: allowedCountries } : null,
    shipping_cost: chosen ? { amount_subtotal: shippingAmount, amount_tax: 0, amount_total: shippingAmount, shipping_rate: chosen.id } : null,
    shipping_options: shippingRates.map((rate) => ({ shipping_amount: rate.fixed_amount?.amount ?? 0, shipping_rate: rate.id })),
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: shippingAmount, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: `${context.publicUrl()}/c/pay/${id}`,
    wallet_options: null,
  }
  const record: SessionRecord = {
    seq: context.store.nextSeq(),
    session,
    lineItems,
    products,
    shippingRates,
    paymentIntentMetadata: intentData?.metadata("metadata") ?? {},
  }
  context.store.sessions.set(id, record)
  context.store.changed()
  context.log(`[stripe-stand-in] checkout session ${id} created: ${formatAmount(total, sessionCurrency)}`)
  return presentSession(context, record, expand)
}

/** An open session past its `expires_at` becomes expired (once, with its event) whenever it is looked at. */
export function refreshExpiry(context: StandInContext, record: SessionRecord): void {
  if (record.session.status === "open" && unixNow(context) >= record.session.expires_at) expire(context, record)
}

function expire(context: StandInContext, record: SessionRecord): void {
  record.session.status = "expired"
  // Stripe clears the URL once a session can no longer be paid.
  record.session.url = null
  context.store.changed()
  context.emit("checkout.session.expired", record.session)
}

/** The periodic sweep: sessions nobody looks at still expire and send their event. */
export function expireOverdueSessions(context: StandInContext): void {
  for (const record of context.store.sessions.values()) refreshExpiry(context, record)
}

export function findSession(context: StandInContext, id: string): SessionRecord | undefined {
  const record = context.store.sessions.get(id)
  if (record) refreshExpiry(context, record)
  return record
}

function requireSession(context: StandInContext, id: string): SessionRecord {
  const record = findSession(context, id)
  if (!record) throw noSuch("checkout.session", id, "session")
  return record
}

function lineItemsList(record: SessionRecord, limit: number): Stripe.ApiList<Stripe.LineItem> {
  const items = record.lineItems.slice(0, limit)
  return apiList(structuredClone(items), record.lineItems.length > limit, `${SESSION_URL}/${record.session.id}/line_items`)
}

/** The session as the API returns it, with the requested expansions in place of ids. */
export function presentSession(context: StandInContext, record: SessionRecord, expand: Set<string>, prefix = ""): Stripe.Checkout.Session {
  const session = structuredClone(record.session)
  if (expand.has(`${prefix}line_items`)) session.line_items = lineItemsList(record, EXPANDED_LINE_ITEMS)
  if (expand.has(`${prefix}payment_intent`) && typeof session.payment_intent === "string") {
    session.payment_intent = presentPaymentIntent(findPaymentIntent(context, session.payment_intent, "payment_intent"), new Set())
  }
  return session
}

export function retrieveCheckoutSession(context: StandInContext, id: string, params: Params): Stripe.Checkout.Session {
  params.onlyKnown(["expand"])
  const expand = params.expand(["line_items", "payment_intent"])
  return presentSession(context, requireSession(context, id), expand)
}

export function listCheckoutSessions(context: StandInContext, params: Params): Stripe.ApiList<Stripe.Checkout.Session> {
  params.onlyKnown(["payment_intent", "status", "created", "expand", ...PAGINATION_PARAMS])
  const expand = params.expand(["data.line_items", "data.payment_intent"])
  const paymentIntent = params.string("payment_intent")
  const status = params.oneOf("status", STATUSES)
  const created = params.range("created")
  expireOverdueSessions(context)
  const { items, hasMore } = listPage(
    context.store.sessionsNewestFirst(),
    (record) => record.session.id,
    ({ session }) =>
      (paymentIntent === undefined || session.payment_intent === paymentIntent) && (status === undefined || session.status === status) && rangeMatches(created, session.created),
    params,
    "checkout.session"
  )
  return apiList(
    items.map((record) => presentSession(context, record, expand, "data.")),
    hasMore,
    SESSION_URL
  )
}

export function listLineItems(context: StandInContext, id: string, params: Params): Stripe.ApiList<Stripe.LineItem> {
  params.onlyKnown(["expand", ...PAGINATION_PARAMS])
  params.expand([])
  const record = requireSession(context, id)
  const { items, hasMore } = listPage(
    record.lineItems,
    (item) => item.id,
    () => true,
    params,
    "line item"
  )
  return apiList(structuredClone(items), hasMore, `${SESSION_URL}/${id}/line_items`)
}

export function expireCheckoutSession(context: StandInContext, id: string, params: Params): Stripe.Checkout.Session {
  params.onlyKnown(["expand"])
  const expand = params.expand(["line_items", "payment_intent"])
  const record = requireSession(context, id)
  if (record.session.status !== "open") {
    throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired; ${id} is ${record.session.status}.`)
  }
  expire(context, record)
  return presentSession(context, record, expand)
}

/** The URL Stripe sends a paying shopper to, with Checkout's `{CHECKOUT_SESSION_ID}` template filled in. */
export const successUrlOf = (session: Stripe.Checkout.Session) => (session.success_url ?? "").replaceAll("{CHECKOUT_SESSION_ID}", session.id)

/** The country the hosted page offers: the first allowed one (Germany when the session collects none). */
export function shippingCountry(session: Stripe.Checkout.Session): { code: string; name: string } {
  const code = session.shipping_address_collection?.allowed_countries[0] ?? "DE"
  return { code, name: countryName(code) }
}
