import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { isOrderToken } from "@shop/contracts/order-links"
import { orderIdOfToken } from "../../../../lib/order-links"
import { orderPage } from "../../../../lib/order-page"
import { parseInput } from "../../../../lib/validate"

/**
 * GET /store/order-pages/{token} — the shopper's order page (the link in every order e-mail and on the
 * confirmation page). 400 for what is no token at all, 404 for a token this shop did not sign or whose order
 * is gone: the same answer, so a guess learns nothing.
 */
const OrderPageParams = z.object({ token: z.string().refine(isOrderToken, "not an order link") })

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const orderId = orderIdOfToken(token)
  const page = orderId ? await orderPage(req.scope, orderId) : undefined
  if (!page) {
    res.status(404).json({ type: "not_found", message: "No order has this link" })
    return
  }
  // Per shopper: never kept by a shared cache.
  res.setHeader("cache-control", "private, no-store")
  res.json(page)
}
