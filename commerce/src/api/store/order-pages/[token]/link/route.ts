import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderLinkRenewalResponse } from "@shop/contracts/api"
import { orderIdOfLink } from "../../../../../lib/order-links"
import { renewOrderLink } from "../../../../../lib/order-link-renewal"
import { parseInput } from "../../../../../lib/validate"
import { OrderPageParams } from "../validators"

/**
 * POST /store/order-pages/{token}/link — "this link is not mine alone": this link (and every earlier one)
 * stops working and a new one is e-mailed to the order's address (lib/order-link-renewal.ts). 202 {sent_to};
 * 404 for an unknown link, one already renewed included.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const orderId = await orderIdOfLink(req.scope, token)
  res.setHeader("cache-control", "private, no-store")
  const renewed = orderId && (await renewOrderLink(req.scope, orderId))
  if (!renewed) {
    res.status(404).json({ type: "not_found", message: "No order has this link" })
    return
  }
  res.status(202).json({ sent_to: renewed.sentTo } satisfies OrderLinkRenewalResponse)
}
