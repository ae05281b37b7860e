/**
 * The product forms a page posts before its app is live, or without JavaScript (no lost clicks): add to cart
 * and buy now, at POST /{lang}/cart/add and /{lang}/checkout/buy-now (Polish unprefixed). Once the app is
 * live it handles the same buttons itself and the forms are never sent.
 *
 * Add to cart: the cart lives in the browser, so the server checks the product and sends the shopper to the
 * cart page with what to add and a one-time token (shared/add-from-link.ts).
 * Buy now: a checkout session as POST /api/create-checkout-session makes one (same per-address allowance),
 * then Stripe, by a page that refreshes to it: a redirect would be a form's, which the CSP's form-action
 * keeps to the shop's own origin (the app leaves for Stripe by navigation too).
 * A mistake answers a short page in the shopper's language (400, 404, 409 for more than is in stock, 429, 503), never a 5xx.
 */
import { randomUUID } from "node:crypto"
import formBody from "@fastify/formbody"
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify"
import { ZodError } from "zod"
import { productForm } from "@shop/contracts/api-schemas"
import { DEFAULT_LANGUAGE, isLanguageCode, languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { CHECKOUT_BODY_LIMIT_BYTES, type SmsUpdatesRequest } from "@shop/contracts/api"
import { addFromLinkSearch } from "../../shared/add-from-link.js"
import { languagePath } from "../../shared/page-urls.js"
import { CommerceUnavailableError } from "../commerce/catalogue-client.js"
import { CheckoutRejectedError } from "../commerce/checkout-client.js"
import { bundledStrings } from "../content/ui-strings.js"

type FormErrorKey = "item" | "quantity" | "stock" | "invalid" | "tooMany" | "unavailable"

class FormError extends Error {
  constructor(
    readonly key: FormErrorKey,
    readonly statusCode: number
  ) {
    super(key)
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

type PageStrings = { formError: Record<FormErrorKey | "title" | "back", string>; checkout: { redirecting: string }; brand: { name: string } }
const pageStrings = (language: LanguageCode) => bundledStrings(language) as PageStrings

/** A short page in `language` (no script, no stylesheet): `head` and `main` are HTML, the title is text. */
function shortPage(language: LanguageCode, title: string, main: string, head = ""): string {
  return `<!doctype html>
<html lang="${language}" dir="${languageByCode(language).dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
${head}<title>${escapeHtml(title)}</title></head>
<body><main>${main}</main></body></html>
`
}

/** The page a form's mistake answers: what went wrong in the page's language, and the way back. */
function formErrorPage(language: LanguageCode, key: FormErrorKey): string {
  const { formError: text, brand } = pageStrings(language)
  return shortPage(
    language,
    `${text.title} | ${brand.name}`,
    `<h1>${escapeHtml(text.title)}</h1><p role="alert">${escapeHtml(text[key])}</p><p><a href="${languagePath("/", language)}">${escapeHtml(text.back)}</a></p>`
  )
}

/** The language of the page the form was on: its path's prefix (/de/cart/add), Polish without one. */
function formLanguage(request: FastifyRequest): LanguageCode | undefined {
  const { lang } = request.params as { lang?: string }
  if (lang === undefined) return DEFAULT_LANGUAGE
  return isLanguageCode(lang) ? lang : undefined
}

function languageOf(request: FastifyRequest): LanguageCode {
  const language = formLanguage(request)
  if (!language) throw new FormError("invalid", 404)
  return language
}

/** The way to Stripe's page: at once (a refresh, no script needed), or by the link. */
function paymentPage(language: LanguageCode, url: string): string {
  const { checkout, brand } = pageStrings(language)
  const href = escapeHtml(url)
  return shortPage(language, brand.name, `<p><a href="${href}">${escapeHtml(checkout.redirecting)}</a></p>`, `<meta http-equiv="refresh" content="0; url=${href}">`)
}

/** What went wrong, as the shopper is told it. */
function formErrorOf(error: FastifyError | Error): FormError | undefined {
  if (error instanceof FormError) return error
  if (error instanceof ZodError) return new FormError(error.issues[0]?.path[0] === "quantity" ? "quantity" : "invalid", 400)
  if (error instanceof CheckoutRejectedError) {
    if (error.statusCode === 409) return new FormError("stock", 409)
    return new FormError(error.statusCode === 404 || error.statusCode === 410 ? "item" : "invalid", error.statusCode === 404 ? 404 : 400)
  }
  if (error instanceof CommerceUnavailableError) return new FormError("unavailable", 503)
  const status = (error as { statusCode?: number }).statusCode
  if (status === 429) return new FormError("tooMany", 429)
  if (status && status >= 400 && status < 500) return new FormError("invalid", 400)
  return undefined
}

/** One product bought at once (ship-to country and currency: the language's unless given). */
export interface BuyNowRequest {
  productId: number
  quantity: number
  language: LanguageCode
  country?: string | undefined
  /** One the shop charges in, validated (upper case). */
  currency?: string | undefined
  /** SMS updates (the app's buy now asks; the page's form before the app is live does not). */
  sms?: SmsUpdatesRequest | undefined
}

export interface ProductFormsOptions {
  /** Whether a product is in the shop (published), in any language. */
  productExists: (itemId: number) => Promise<boolean>
  /** Starts buy now's checkout session (the checkout routes' own, as POST /api/create-checkout-session does). */
  buyNow: (request: BuyNowRequest) => Promise<{ url: string }>
  /** The checkout routes' per-address limit, shared with the API's buy now and cart checkout. */
  limited: Pick<RouteShorthandOptions, "onRequest">
}

export async function productFormRoutes(app: FastifyInstance, { productExists, buyNow, limited }: ProductFormsOptions) {
  await app.register(formBody, { bodyLimit: CHECKOUT_BODY_LIMIT_BYTES })

  app.setErrorHandler((error, request, reply) => {
    const known = formErrorOf(error as Error)
    if (!known) request.log.error(error)
    const { key, statusCode } = known ?? { key: "unavailable" as const, statusCode: 500 }
    if (statusCode === 503) reply.header("retry-after", "5")
    return reply
      .code(statusCode)
      .type("text/html; charset=utf-8")
      .header("cache-control", "private, no-store")
      .send(formErrorPage(formLanguage(request) ?? DEFAULT_LANGUAGE, key))
  })

  const seeOther = (reply: FastifyReply, location: string) => reply.code(303).header("location", location).header("cache-control", "private, no-store").send()

  const addToCart = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request)
    const form = productForm.parse(request.body ?? {})
    if (!(await productExists(form.item))) throw new FormError("item", 404)
    return seeOther(reply, languagePath("/cart", language) + addFromLinkSearch({ item: form.item, quantity: form.quantity, token: randomUUID() }))
  }

  const buyNowForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request)
    const form = productForm.parse(request.body ?? {})
    const { url } = await buyNow({ productId: form.item, quantity: form.quantity, language, country: form.country })
    return reply.type("text/html; charset=utf-8").header("cache-control", "private, no-store").send(paymentPage(language, url))
  }

  for (const prefix of ["", "/:lang"]) {
    app.post(`${prefix}/cart/add`, addToCart)
    app.post(`${prefix}/checkout/buy-now`, limited, buyNowForm)
  }
}
