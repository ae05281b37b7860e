import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ORDER_CODE_RESEND_SECONDS, type OrderCodeResponse } from "@shop/contracts/api"
import { readCancellableOrder, whyNotCancellable } from "../../../../../lib/order-cancellation"
import { sendOrderCode } from "../../../../../lib/order-codes"
import { orderIdOfLink } from "../../../../../lib/order-links"
import { readReturnableOrder, whyNotReturnable } from "../../../../../lib/order-returns"
import { inOrderTurn } from "../../../../../lib/order-turns"
import { parseInput } from "../../../../../lib/validate"
import { OrderCodeBody, OrderPageParams } from "../validators"

/**
 * POST /store/order-pages/{token}/code {action} — e-mails a one-time code for a cancellation or a return to the
 * order's address (lib/order-codes.ts): whoever holds the link sees the order, only the order's e-mail changes
 * it. 202 {sent_to, expires_at}; 409 when the action is no longer possible (no code is sent for nothing); 429
 * when a code went out less than a minute ago; 404 for an unknown link.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const { action } = parseInput(OrderCodeBody, req.body)
  const orderId = await orderIdOfLink(req.scope, token)
  res.setHeader("cache-control", "private, no-store")
  if (!orderId) {
    res.status(404).json({ type: "not_found", message: "No order has this link" })
    return
  }
  const answer = await inOrderTurn(req.scope, orderId, async () => {
    const closed = action === "cancel" ? await whyNotCancellableNow(req.scope, orderId) : await whyNotReturnableNow(req.scope, orderId)
    if (closed) return { status: 409, body: { type: "not_allowed", message: closed } }
    const sent = await sendOrderCode(req.scope, orderId, action)
    if (sent === "too soon") return { status: 429, body: { type: "too_soon", message: `A code was sent less than ${ORDER_CODE_RESEND_SECONDS} seconds ago` } }
    if (sent === "no e-mail") return { status: 409, body: { type: "not_allowed", message: "This order has no e-mail address to send a code to" } }
    return { status: 202, body: { sent_to: sent.sentTo, expires_at: sent.expiresAt } satisfies OrderCodeResponse }
  })
  res.status(answer.status).json(answer.body)
}

/** Why the action cannot be done now (no code is sent for it then); undefined when it can. */
const whyNotCancellableNow = async (scope: MedusaContainer, orderId: string) =>
  readCancellableOrder(scope, orderId).then((order) => (order ? whyNotCancellable(order) : "No order has this link"))
const whyNotReturnableNow = async (scope: MedusaContainer, orderId: string) =>
  readReturnableOrder(scope, orderId).then((order) => (order ? whyNotReturnable(order) : "No order has this link"))
