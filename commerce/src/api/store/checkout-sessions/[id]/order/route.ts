import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderStatusResponse } from "@shop/contracts/api"
import { findCheckout, orderConfirmation } from "../../../../../lib/checkout-orders"
import { recentCheckoutSession } from "../../../../../lib/checkout-session-status"
import { soldOutRefundOf } from "../../../../../lib/sold-out-checkouts"
import { parseInput } from "../../../../../lib/validate"
import { completePaidCheckoutSession } from "../../../../../workflows/checkout/complete-checkout-session"
import { paymentServiceUnavailable } from "../../stripe-errors"
import { CheckoutSessionParams } from "../../validators"

/**
 * GET /store/checkout-sessions/{cs_…}/order — what the confirmation page polls: 200 with the order once it
 * exists, 202 `{status: "pending"}` until then, 200 `{status: "sold_out"}` for a payment refunded because its units
 * went to another shopper meanwhile (lib/sold-out-checkouts.ts), 404 for a session this shop did not make. When there is no
 * order yet it asks Stripe (at most once per session every few seconds, however often it is polled: see
 * lib/checkout-session-status.ts), and a paid session becomes its order here (the webhook may be late or lost).
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { id } = parseInput(CheckoutSessionParams, req.params)
  const known = await findCheckout(req.scope, id)
  if (!known) {
    res.status(404).json({ type: "not_found", message: `Checkout session ${id} not found` })
    return
  }
  let orderId = known.order_id
  if (!orderId) {
    try {
      const session = await recentCheckoutSession(id)
      if (session.status === "expired") {
        res.status(410).json({ type: "expired", message: "This checkout expired without payment" })
        return
      }
      orderId = await completePaidCheckoutSession(req.scope, session)
    } catch (error) {
      if (!paymentServiceUnavailable(error)) throw error
      req.scope.resolve("logger").warn(`order lookup: Stripe unavailable: ${(error as Error).message}`)
    }
  }
  if (!orderId) {
    const refund = known.cart_id ? await soldOutRefundOf(req.scope, known.cart_id) : undefined
    if (refund) res.json({ status: "sold_out", refunded: { amount: refund.amount, currency: refund.currency } } satisfies OrderStatusResponse)
    else res.status(202).json({ status: "pending" } satisfies OrderStatusResponse)
    return
  }
  res.json({ status: "complete", order: await orderConfirmation(req.scope, orderId, { renewedLinkHidden: true }) })
}
