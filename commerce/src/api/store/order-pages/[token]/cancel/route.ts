import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { codeRefusalAnswer, spendOrderCode } from "../../../../../lib/order-codes"
import { orderIdOfLink } from "../../../../../lib/order-links"
import { readCancellableOrder, whyNotCancellable } from "../../../../../lib/order-cancellation"
import { orderPage } from "../../../../../lib/order-page"
import { inOrderTurn } from "../../../../../lib/order-turns"
import { parseInput } from "../../../../../lib/validate"
import { OrderCancelBody, OrderPageParams } from "../validators"

/**
 * POST /store/order-pages/{token}/cancel {code} — the shopper cancels their order within 2 hours of placing it,
 * while nothing is shipped (lib/order-cancellation.ts), with the one-time code e-mailed for it (…/code,
 * lib/order-codes.ts), through Medusa's own cancel flow: the payment is refunded in full and `order.canceled`
 * sends the cancellation e-mail, as when a merchandiser cancels in the admin. 200 with the order page as it is
 * now; 409 with the reason when it can no longer be cancelled; 403 for a wrong code, 410 for a used or expired
 * one; 404 for an unknown link.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const { code } = parseInput(OrderCancelBody, req.body)
  const orderId = await orderIdOfLink(req.scope, token)
  res.setHeader("cache-control", "private, no-store")
  const unknown = { status: 404, type: "not_found", message: "No order has this link" }
  // Read, checked and cancelled in the order's turn: a second cancellation at once waits, then finds it cancelled (409).
  const refusal = !orderId
    ? unknown
    : await inOrderTurn(req.scope, orderId, async () => {
        const order = await readCancellableOrder(req.scope, orderId)
        if (!order) return unknown
        const reason = whyNotCancellable(order)
        if (reason) return { status: 409, type: "not_allowed", message: reason }
        const codeRefused = await spendOrderCode(req.scope, orderId, "cancel", code)
        if (codeRefused) return codeRefusalAnswer(codeRefused)
        await cancelOrderWorkflow(req.scope).run({ input: { order_id: orderId } })
        return undefined
      })
  if (refusal) {
    res.status(refusal.status).json({ type: refusal.type, message: refusal.message })
    return
  }
  res.json(await orderPage(req.scope, orderId!))
}
