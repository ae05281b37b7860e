import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { orderIdOfToken } from "../../../../../lib/order-links"
import { whyNotCancellable, type CancellableOrder } from "../../../../../lib/order-cancellation"
import { orderPage } from "../../../../../lib/order-page"
import { parseInput } from "../../../../../lib/validate"
import { OrderPageParams } from "../validators"

/**
 * POST /store/order-pages/{token}/cancel — the shopper cancels their order within 2 hours of placing it, while
 * nothing is shipped (lib/order-cancellation.ts), through Medusa's own cancel flow: the payment is refunded in
 * full and `order.canceled` sends the cancellation e-mail, as when a merchandiser cancels in the admin. 200 with
 * the order page as it is now; 409 with the reason when it can no longer be cancelled; 404 for an unknown link.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const orderId = orderIdOfToken(token)
  const { data } = orderId
    ? await req.scope
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["id", "created_at", "canceled_at", "status", "fulfillments.canceled_at"], filters: { id: orderId } })
    : { data: [] }
  const order = data[0] as unknown as CancellableOrder | undefined
  res.setHeader("cache-control", "private, no-store")
  if (!orderId || !order) {
    res.status(404).json({ type: "not_found", message: "No order has this link" })
    return
  }
  const refusal = whyNotCancellable(order)
  if (refusal) {
    res.status(409).json({ type: "not_allowed", message: refusal })
    return
  }
  try {
    await cancelOrderWorkflow(req.scope).run({ input: { order_id: orderId } })
  } catch (error) {
    // Two cancellations at once: Medusa refuses the second (already cancelled), as the rule above would.
    if (!(error instanceof MedusaError) || error.type !== MedusaError.Types.NOT_ALLOWED) throw error
    res.status(409).json({ type: "not_allowed", message: whyNotCancellable({ ...order, canceled_at: new Date() }) })
    return
  }
  res.json(await orderPage(req.scope, orderId))
}
