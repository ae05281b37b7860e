import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderIdOfLink } from "../../../../lib/order-links"
import { orderPage } from "../../../../lib/order-page"
import { parseInput } from "../../../../lib/validate"
import { OrderPageParams } from "./validators"

/**
 * GET /store/order-pages/{token} — the shopper's order page (the link in every order e-mail and on the
 * confirmation page). 400 for what is no token at all, 404 for a token this shop did not sign, one whose order
 * is gone and one the order's renewed link retired: the same answer, so a guess learns nothing.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const orderId = await orderIdOfLink(req.scope, token)
  const page = orderId ? await orderPage(req.scope, orderId) : undefined
  if (!page) {
    res.status(404).json({ type: "not_found", message: "No order has this link" })
    return
  }
  // Per shopper: never kept by a shared cache.
  res.setHeader("cache-control", "private, no-store")
  res.json(page)
}
