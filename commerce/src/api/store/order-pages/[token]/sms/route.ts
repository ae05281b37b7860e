import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderSmsResponse } from "@shop/contracts/api"
import { orderIdOfLink } from "../../../../../lib/order-links"
import { orderPage } from "../../../../../lib/order-page"
import { setOrderSmsOn } from "../../../../../lib/sms-stops"
import { parseInput } from "../../../../../lib/validate"
import { OrderPageParams, OrderSmsBody } from "../validators"

/**
 * POST /store/order-pages/{token}/sms {on} — the order page's switch for its SMS updates. The link is the key, as
 * for viewing the order: it turns off or on again only what the shopper agreed to at checkout, to the number they
 * gave. 200 with the order page as it is now; 409 when the order has no number for SMS; 404 for an unknown link.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const { on } = parseInput(OrderSmsBody, req.body)
  const orderId = await orderIdOfLink(req.scope, token)
  res.setHeader("cache-control", "private, no-store")
  if (!orderId) {
    res.status(404).json({ type: "not_found", message: "No order has this link" })
    return
  }
  if (!(await setOrderSmsOn(req.scope, orderId, on))) {
    res.status(409).json({ type: "not_allowed", message: "This order has no mobile number for SMS updates" })
    return
  }
  res.json((await orderPage(req.scope, orderId)) satisfies OrderSmsResponse | undefined)
}
