/**
 * One-time codes for what a shopper changes of an order from its page (issue 53): the link shows the order to
 * whoever holds it (a forwarded e-mail, a shared screen), but a cancellation or a return also needs a code sent
 * to the order's e-mail address. A code is ORDER_CODE_LENGTH random digits for one action, works for
 * ORDER_CODE_MINUTES, once, and stops after ORDER_CODE_TRIES wrong tries; a new one may be sent every
 * ORDER_CODE_RESEND_SECONDS. Only a keyed hash of it is kept, in the order's metadata (`order_code`), so the
 * admin's view of the order does not show it either. Callers hold the order's turn (order-turns.ts), so two
 * requests cannot both use one code or both count the same wrong try.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ORDER_CODE_LENGTH, ORDER_CODE_MINUTES, ORDER_CODE_RESEND_SECONDS, ORDER_CODE_TRIES, type OrderCodeAction } from "@shop/contracts/api"
import { maskEmail } from "./checkout-orders"
import { sendOrderEmail } from "./order-emails"
import { orderLinkSecret } from "./order-links"

interface StoredCode {
  digest: string
  action: OrderCodeAction
  expires_at: string
  sent_at: string
  tries_left: number
}

/** Why a code was not accepted, as the shopper is told. */
export type CodeRefusal = "wrong" | "expired"

const digestOf = (orderId: string, action: OrderCodeAction, code: string) =>
  createHmac("sha256", orderLinkSecret()).update(`order-code:${orderId}:${action}:${code}`).digest("base64url")

/** What a code or a link renewal reads of an order: its address and its metadata (the code, the link version). */
export interface OrderForAccess {
  id: string
  email: string | null
  metadata: Record<string, unknown> | null
}

export async function readOrderForAccess(container: MedusaContainer, orderId: string): Promise<OrderForAccess | undefined> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id", "email", "metadata"], filters: { id: orderId } })
  return data[0] as OrderForAccess | undefined
}

/** Sets some of the order's metadata keys, keeping the others (`order` as the caller, in the order's turn, just read it). */
export async function updateOrderMetadata(container: MedusaContainer, order: OrderForAccess, changes: Record<string, unknown>): Promise<void> {
  await container.resolve(Modules.ORDER).updateOrders(order.id, { metadata: { ...(order.metadata ?? {}), ...changes } })
}

const storedCode = (metadata: Record<string, unknown> | null | undefined): StoredCode | undefined => {
  const code = metadata?.order_code
  return code && typeof code === "object" ? (code as StoredCode) : undefined
}

/**
 * Sends a new code for `action` to the order's e-mail (any earlier one stops working). "too soon" when one was
 * sent less than ORDER_CODE_RESEND_SECONDS ago; "no e-mail" for an order made without an address.
 */
export async function sendOrderCode(
  container: MedusaContainer,
  orderId: string,
  action: OrderCodeAction,
  now = new Date()
): Promise<{ sentTo: string | null; expiresAt: string } | "too soon" | "no e-mail"> {
  const order = await readOrderForAccess(container, orderId)
  if (!order?.email) return "no e-mail"
  const earlier = storedCode(order.metadata)
  if (earlier && now.getTime() - Date.parse(earlier.sent_at) < ORDER_CODE_RESEND_SECONDS * 1000) return "too soon"
  const code = String(randomInt(0, 10 ** ORDER_CODE_LENGTH)).padStart(ORDER_CODE_LENGTH, "0")
  const expiresAt = new Date(now.getTime() + ORDER_CODE_MINUTES * 60_000).toISOString()
  const stored: StoredCode = { digest: digestOf(orderId, action, code), action, expires_at: expiresAt, sent_at: now.toISOString(), tries_left: ORDER_CODE_TRIES }
  await updateOrderMetadata(container, order, { order_code: stored })
  await sendOrderEmail(container, orderId, "order-code", `order-code:${orderId}:${stored.sent_at}`, { code: { value: code, action, minutes: ORDER_CODE_MINUTES } })
  return { sentTo: maskEmail(order.email), expiresAt }
}

/**
 * Whether `code` is the order's current code for `action`: used up when it is (undefined returned), one try
 * fewer when it is not, and gone once it has expired or has no tries left.
 */
export async function spendOrderCode(container: MedusaContainer, orderId: string, action: OrderCodeAction, code: string, now = new Date()): Promise<CodeRefusal | undefined> {
  const order = await readOrderForAccess(container, orderId)
  const stored = storedCode(order?.metadata)
  if (!order || !stored || stored.tries_left <= 0 || Date.parse(stored.expires_at) <= now.getTime()) return "expired"
  const given = Buffer.from(digestOf(orderId, action, code))
  const expected = Buffer.from(stored.digest)
  const right = stored.action === action && given.length === expected.length && timingSafeEqual(given, expected)
  if (right) {
    await updateOrderMetadata(container, order, { order_code: null })
    return undefined
  }
  const triesLeft = stored.tries_left - 1
  await updateOrderMetadata(container, order, { order_code: triesLeft > 0 ? { ...stored, tries_left: triesLeft } : null })
  return triesLeft > 0 ? "wrong" : "expired"
}

/** The answer to a refused code: 403 for a wrong one (try again), 410 for one that is gone (ask for a new one); the storefront shows its own words by status. */
export const codeRefusalAnswer = (refusal: CodeRefusal) =>
  refusal === "wrong"
    ? { status: 403, type: "code_wrong", message: "The code is not right. Check the e-mail and try again." }
    : { status: 410, type: "code_expired", message: "The code has expired or was used up. Ask for a new one." }
