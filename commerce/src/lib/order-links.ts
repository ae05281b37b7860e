/**
 * Makes and checks the tokens of the shopper's order page links (format: @shop/contracts/order-links).
 * ORDER_LINK_SECRET signs them (production refuses to start without one of its own: production-secrets.ts);
 * a leaked link shows one order's status, lines and masked e-mail, and changes nothing without a one-time code
 * sent to the order's e-mail (order-codes.ts).
 *
 * Each order has a link version (its metadata's `order_link_version`, 0 until renewed) that the signature covers:
 * renewing the link (order-link-renewal.ts) makes every earlier token of the order fail. Version 0 signs what the
 * first links signed, so the links in e-mails sent before versions existed keep working.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isOrderToken } from "@shop/contracts/order-links"
import { DEFAULT_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import { storefrontOrigin } from "./checkout-urls"
import { LOCAL_ORDER_LINK_SECRET } from "./production-secrets"

const ORDER_ID_PREFIX = "order_"
const SIGNATURE_BYTES = 16

/** The secret the links are signed with (and the one-time codes hashed with: order-codes.ts). */
export const orderLinkSecret = (env: NodeJS.ProcessEnv = process.env) => env.ORDER_LINK_SECRET?.trim() || LOCAL_ORDER_LINK_SECRET

function signature(ulid: string, secret: string, version: number): Buffer {
  const signed = version === 0 ? `order-page:${ulid}` : `order-page:${ulid}:${version}`
  return createHmac("sha256", secret).update(signed).digest().subarray(0, SIGNATURE_BYTES)
}

/** The order's link version, from its metadata (0 when it was never renewed). */
export function orderLinkVersion(metadata: Record<string, unknown> | null | undefined): number {
  const version = metadata?.order_link_version
  return typeof version === "number" && Number.isSafeInteger(version) && version > 0 ? version : 0
}

/** The token of `orderId`'s page, of link version `version`. */
export function orderToken(orderId: string, env: NodeJS.ProcessEnv = process.env, version = 0): string {
  if (!orderId.startsWith(ORDER_ID_PREFIX)) throw new Error(`not a Medusa order id: ${orderId}`)
  const ulid = orderId.slice(ORDER_ID_PREFIX.length)
  const token = ulid + signature(ulid, orderLinkSecret(env), version).toString("base64url")
  if (!isOrderToken(token)) throw new Error(`order id ${orderId} does not make a valid token`)
  return token
}

/** The order id a token of link version `version` was made for; undefined for a malformed, forged or other version's one. */
export function orderIdOfToken(token: string, env: NodeJS.ProcessEnv = process.env, version = 0): string | undefined {
  if (!isOrderToken(token)) return undefined
  const ulid = token.slice(0, 26)
  // Compared as text: base64url's last character carries spare bits, so decoding would accept variants of it.
  const given = Buffer.from(token.slice(26))
  const expected = Buffer.from(signature(ulid, orderLinkSecret(env), version).toString("base64url"))
  return given.length === expected.length && timingSafeEqual(given, expected) ? ORDER_ID_PREFIX + ulid : undefined
}

/**
 * The order a shopper's link opens: undefined for what is no token, a forged one, one of an order that is gone,
 * and one an order's renewal has retired (the same answer for all: a guess learns nothing).
 */
export async function orderIdOfLink(container: MedusaContainer, token: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (!isOrderToken(token)) return undefined
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "metadata"], filters: { id: ORDER_ID_PREFIX + token.slice(0, 26) } })
  const order = data[0] as { id: string; metadata: Record<string, unknown> | null } | undefined
  return order ? orderIdOfToken(token, env, orderLinkVersion(order.metadata)) : undefined
}

/** The order page's path in `language` (the default language's URLs have no prefix, as every page's). */
const orderPagePath = (language: LanguageCode, token: string): string => (language === DEFAULT_LANGUAGE ? `/order/${token}` : `/${language}/order/${token}`)

/** The absolute link to the order's page in the shopper's language, of its current link version (e-mails). */
export function orderPageUrl(orderId: string, language: LanguageCode, version: number, env: NodeJS.ProcessEnv = process.env): string {
  return storefrontOrigin(env) + orderPagePath(language, orderToken(orderId, env, version))
}
