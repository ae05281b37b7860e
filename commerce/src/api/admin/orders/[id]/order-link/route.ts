import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderLinkRenewalResponse } from "@shop/contracts/api"
import { renewOrderLink } from "../../../../../lib/order-link-renewal"

/**
 * POST /admin/orders/{id}/order-link — a merchandiser renews the shopper's order link (a shopper wrote that
 * theirs leaked): every earlier link to the order's page stops working and the new one is e-mailed to the
 * order's address. 202 {sent_to}; 404 for an order that does not exist.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const renewed = await renewOrderLink(req.scope, req.params.id!)
  if (!renewed) {
    res.status(404).json({ type: "not_found", message: `Order ${req.params.id} not found` })
    return
  }
  res.status(202).json({ sent_to: renewed.sentTo } satisfies OrderLinkRenewalResponse)
}
