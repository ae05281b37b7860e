/**
 * Request validation for the /api/* calls (zod). Server only: the app imports the zod-free api.ts.
 * Every schema refuses what it does not know, so a malformed request gets 400 {error}, never a guess.
 */
import { z } from "zod"
import {
  CATALOGUE_PAGE_SIZE,
  HOME_RANDOM_COUNT,
  MAX_CHECKOUT_LINES,
  MAX_CHECKOUT_QUANTITY,
  MAX_PAGE_SIZE,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASONS,
  ORDER_CODE_ACTIONS,
  ORDER_CODE_LENGTH,
  orderNumberDigits,
  MAX_REQUEST_NUMBER,
  REQUEST_NUMBER_DIGITS,
  SEARCH_CATEGORIES,
  SEARCH_QUERY_MAX_LENGTH,
} from "./api"
import { CONTACT_FIELD_LIMITS, CONTENT_PAGE_SLUGS } from "./content"
import { CHARGED_CURRENCIES, isChargedCurrency } from "./currencies"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageByCode, type LanguageCode } from "./languages"
import { mobileNumberE164 } from "./mobile-numbers"
import { CHECKOUT_SESSION_ID_PATTERN, isOrderToken } from "./order-links"

/**
 * A query parameter that must appear once and be written as a whole decimal number. Repeated parameters
 * arrive as arrays and are refused, as are signs, fractions, exponents and anything over REQUEST_NUMBER_DIGITS digits.
 */
const wholeNumber = (name: string) =>
  z
    .string({ error: `${name} must be given once, as a whole number` })
    .regex(/^\d+$/, `${name} must be a whole number`)
    .max(REQUEST_NUMBER_DIGITS, `${name} is too large`)
    .transform(Number)

/** Unknown parameters are refused rather than ignored (`limit[]=5` must not quietly mean the default limit). */
export const productsQuery = z.strictObject({
  limit: wholeNumber("limit")
    .pipe(z.number().min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`))
    .default(CATALOGUE_PAGE_SIZE),
  offset: wholeNumber("offset").default(0),
})
export type ProductsQuery = z.infer<typeof productsQuery>

export const randomProductsQuery = z.strictObject({
  limit: wholeNumber("limit")
    .pipe(z.number().min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`))
    .default(HOME_RANDOM_COUNT),
})
export type RandomProductsQuery = z.infer<typeof randomProductsQuery>

export const productParams = z.object({
  id: wholeNumber("product id").pipe(z.number().min(1, "product id must be a positive whole number")),
})

/** ?lang= (and /{lang}) of the calls that answer in a language. */
const languageParam = z.enum(LANGUAGE_CODES, { error: `lang must be one of ${LANGUAGE_CODES.join(", ")}` })

/**
 * GET /api/search: `q` is matched (case-insensitively) against names, tags and category in `lang`'s texts;
 * the category filter applies on top (spec §2, §5). Blank `q` is refused: the search screen clears q instead.
 */
export const searchQuery = z.strictObject({
  q: z
    .string({ error: "q is required, once, as text" })
    .trim()
    .min(1, "q must not be blank")
    .max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    // A NUL byte cannot reach the database, and no shopper types control characters.
    .regex(/^\P{Cc}*$/u, "q must not contain control characters"),
  category: z.enum(SEARCH_CATEGORIES, { error: `category must be one of ${SEARCH_CATEGORIES.join(", ")}` }).default("all"),
  lang: languageParam.default(DEFAULT_LANGUAGE),
  limit: wholeNumber("limit")
    .pipe(z.number().min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`))
    .default(CATALOGUE_PAGE_SIZE),
  offset: wholeNumber("offset").default(0),
})
export type SearchQuery = z.infer<typeof searchQuery>

/** POST /api/search/misses: the query (as /api/search takes it) and the language the shopper searched in. */
export const searchMissReportBody = z.strictObject({
  q: searchQuery.shape.q,
  lang: languageParam,
})

/** ISO 3166-1 alpha-2 country, upper-cased. */
const countryCode = z
  .string({ error: "country must be a two-letter country code" })
  .regex(/^[A-Za-z]{2}$/, "country must be a two-letter country code")
  .transform((code) => code.toUpperCase())

const productId = z
  .number({ error: "productId must be a number" })
  .int("productId must be a whole number")
  .min(1, "productId must be positive")
  .max(MAX_REQUEST_NUMBER, "productId is too large")
const quantity = z
  .number({ error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(1, "quantity must be at least 1")
  .max(MAX_CHECKOUT_QUANTITY, `quantity must be at most ${MAX_CHECKOUT_QUANTITY}`)
const language = z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(", ")}` })

/** The currency the shopper pays in, in either case ("eur", "EUR"): one the shop charges in (ADR 0018). */
const currency = z
  .string({ error: "currency must be a currency code" })
  .transform((code) => code.toUpperCase())
  .refine(isChargedCurrency, `currency must be one the shop charges in: ${CHARGED_CURRENCIES.join(", ")}`)

/** SmsUpdatesRequest: the number is read with the ship-to country once the whole body is known (readSmsNumber). */
const smsUpdates = z
  .strictObject({
    phone: z.string({ error: "sms.phone must be a mobile number" }).trim().min(1, "sms.phone must be a mobile number").max(32, "sms.phone is too long for a phone number"),
    consent: z.literal(true, { error: "sms.consent must be true: SMS only with the shopper's consent" }),
  })
  .optional()

/**
 * The mobile number read with the ship-to country's numbering plan (a German number typed as 0151 …; the
 * language's country when none is chosen) and passed on in E.164; one that cannot take SMS is a mistake of
 * the field "sms.phone", which the page shows beside it.
 */
function readSmsNumber<T extends { language: LanguageCode; country?: string; sms?: { phone: string; consent: true } }>(body: T, context: z.RefinementCtx): T {
  if (!body.sms) return body
  const phone = mobileNumberE164(body.sms.phone, body.country ?? languageByCode(body.language).country)
  if (phone) return { ...body, sms: { ...body.sms, phone } }
  context.addIssue({ code: "custom", message: "sms.phone must be a mobile number that can take SMS", path: ["sms", "phone"] })
  return z.NEVER
}

/**
 * POST /api/create-checkout-session (spec §7). The name and price a browser sends are read for shape only and
 * thrown away; the currency is the one to pay in (commerce prices it), nothing else is accepted.
 */
export const createCheckoutSessionBody = z
  .strictObject({
    productId,
    quantity,
    language,
    country: countryCode.optional(),
    productName: z.string().max(500).optional(),
    productPrice: z.number().optional(),
    currency: currency.optional(),
    sms: smsUpdates,
  })
  .transform(readSmsNumber)

/** POST /api/checkout */
export const cartCheckoutBody = z
  .strictObject({
    lines: z
      .array(z.strictObject({ productId, quantity }), { error: "lines must be a list of {productId, quantity}" })
      .min(1, "lines must not be empty")
      .max(MAX_CHECKOUT_LINES, `lines must have at most ${MAX_CHECKOUT_LINES} entries`)
      .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, "lines must list each product once"),
    language,
    country: countryCode.optional(),
    currency: currency.optional(),
    sms: smsUpdates,
  })
  .transform(readSmsNumber)

/**
 * The product forms a page posts before its app is live (or without JavaScript): add to cart and buy now
 * (storefront/server/routes/product-forms.ts). Form fields arrive as text; the same limits as the API's.
 */
export const productForm = z.strictObject({
  item: wholeNumber("item").pipe(productId),
  quantity: wholeNumber("quantity").pipe(quantity).default(1),
  country: countryCode.optional(),
})
export type ProductForm = z.infer<typeof productForm>

export const orderBySessionParams = z.object({
  id: z.string().regex(CHECKOUT_SESSION_ID_PATTERN, "not a checkout session id"),
})

export const orderPageParams = z.object({
  token: z.string().refine(isOrderToken, "not an order link"),
})

/** The one-time code e-mailed for a cancellation or a return: its digits, spaces and dashes as typed left out. */
export const orderCode = z
  .string({ error: "code must be the code from the e-mail" })
  .transform((code) => code.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${ORDER_CODE_LENGTH}}$`), `code must be the ${ORDER_CODE_LENGTH} digits from the e-mail`))

/** POST /api/orders/{token}/code (OrderCodeRequest). */
export const orderCodeBody = z.strictObject({
  action: z.enum(ORDER_CODE_ACTIONS, { error: `action must be one of ${ORDER_CODE_ACTIONS.join(", ")}` }),
})

/** POST /api/orders/find (FindOrderRequest): the number as typed ("#1042", "1 042") is its digits. */
export const findOrderBody = z.strictObject({
  email: z
    .string({ error: "email is required" })
    .trim()
    .max(CONTACT_FIELD_LIMITS.email, "email is too long")
    .pipe(z.email({ error: "email must be a valid e-mail address" })),
  number: z
    .string({ error: "number is required" })
    .transform((typed, context) => orderNumberDigits(typed) ?? (context.addIssue("number must be the order number's digits, as in the confirmation e-mail"), z.NEVER)),
  language,
})

/** POST /api/orders/{token}/cancel (OrderCancelRequest). */
export const orderCancelBody = z.strictObject({ code: orderCode })

/** POST /api/orders/{token}/sms (OrderSmsRequest). */
export const orderSmsBody = z.strictObject({ on: z.boolean({ error: "on must be true or false" }) })

/** POST /api/orders/{token}/returns (OrderReturnRequest): commerce checks the lines against the order. */
export const orderReturnBody = z
  .strictObject({
    code: orderCode,
    lines: z
      .array(
        z.strictObject({
          line_id: z.string({ error: "line_id must be a line of the order" }).regex(/^ordli_[0-9A-Z]{26}$/, "line_id must be a line of the order"),
          quantity,
        })
      )
      .min(1, "choose at least one item to return")
      .max(MAX_CHECKOUT_LINES, `at most ${MAX_CHECKOUT_LINES} lines`)
      .refine((lines) => new Set(lines.map((line) => line.line_id)).size === lines.length, "a line is listed twice"),
    reason: z.enum(RETURN_REASONS, { error: `reason must be one of ${RETURN_REASONS.join(", ")}` }),
    note: z.string().trim().max(RETURN_NOTE_MAX_LENGTH, `note must be at most ${RETURN_NOTE_MAX_LENGTH} characters`).optional(),
  })
  .refine((body) => body.reason !== "other" || !!body.note, { message: "tell us the reason in a note when it is 'other'", path: ["note"] })

export const shippingRatesQuery = z.strictObject({
  lang: languageParam.default(DEFAULT_LANGUAGE),
})

/** ?lang= of the content calls (the default language when missing). */
export const contentQuery = z.strictObject({ lang: languageParam.default(DEFAULT_LANGUAGE) })

export const contentPageParams = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS, { error: `no such page; the pages are ${CONTENT_PAGE_SLUGS.join(", ")}` }),
})

export const translationsParams = z.object({ lang: languageParam })

const contactText = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} must be at most ${max} characters`)

/**
 * One line of text: the name and subject become e-mail headers (Reply-To, Subject), where a line break would
 * start a header of the sender's choosing. The form's inputs cannot type one; only a crafted request can.
 */
const contactLine = (name: string, max: number) => contactText(name, max).refine((text) => !/\p{Cc}/u.test(text), `${name} must be one line without control characters`)

/** POST /api/contact: what the form sends; each message names the field, for the form's field errors. */
export const contactMessageBody = z.strictObject({
  name: contactLine("name", CONTACT_FIELD_LIMITS.name),
  email: z
    .string({ error: "email is required" })
    .trim()
    .max(CONTACT_FIELD_LIMITS.email, "email is too long")
    .pipe(z.email({ error: "email must be a valid e-mail address" })),
  subject: contactLine("subject", CONTACT_FIELD_LIMITS.subject),
  message: contactText("message", CONTACT_FIELD_LIMITS.message),
  language: language.default(DEFAULT_LANGUAGE),
})
