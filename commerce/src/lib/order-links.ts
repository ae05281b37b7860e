/**
 * Makes and checks the tokens of the shopper's order page links (format: @shop/contracts/order-links).
 * ORDER_LINK_SECRET signs them (production refuses to start without one of its own: production-secrets.ts);
 * a leaked link shows one order's status, lines and masked e-mail, never more.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { isOrderToken } from "@shop/contracts/order-links"
import { DEFAULT_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import { storefrontOrigin } from "./checkout-urls"
import { LOCAL_ORDER_LINK_SECRET } from "./production-secrets"

const ORDER_ID_PREFIX = "order_"
const SIGNATURE_BYTES = 16

const secretOf = (env: NodeJS.ProcessEnv) => env.ORDER_LINK_SECRET?.trim() || LOCAL_ORDER_LINK_SECRET

function signature(ulid: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`order-page:${ulid}`).digest().subarray(0, SIGNATURE_BYTES)
}

/** The token of `orderId`'s page. */
export function orderToken(orderId: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!orderId.startsWith(ORDER_ID_PREFIX)) throw new Error(`not a Medusa order id: ${orderId}`)
  const ulid = orderId.slice(ORDER_ID_PREFIX.length)
  const token = ulid + signature(ulid, secretOf(env)).toString("base64url")
  if (!isOrderToken(token)) throw new Error(`order id ${orderId} does not make a valid token`)
  return token
}

/** The order id a token was made for; undefined for a malformed or forged one. */
export function orderIdOfToken(token: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!isOrderToken(token)) return undefined
  const ulid = token.slice(0, 26)
  // Compared as text: base64url's last character carries spare bits, so decoding would accept variants of it.
  const given = Buffer.from(token.slice(26))
  const expected = Buffer.from(signature(ulid, secretOf(env)).toString("base64url"))
  return given.length === expected.length && timingSafeEqual(given, expected) ? ORDER_ID_PREFIX + ulid : undefined
}

/** The order page's path in `language` (the default language's URLs have no prefix, as every page's). */
const orderPagePath = (language: LanguageCode, token: string): string => (language === DEFAULT_LANGUAGE ? `/order/${token}` : `/${language}/order/${token}`)

/** The absolute link to the order's page in the shopper's language (e-mails, the confirmation page). */
export function orderPageUrl(orderId: string, language: LanguageCode, env: NodeJS.ProcessEnv = process.env): string {
  return storefrontOrigin(env) + orderPagePath(language, orderToken(orderId, env))
}
