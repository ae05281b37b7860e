import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createAndCompleteReturnOrderWorkflow } from "@medusajs/medusa/core-flows"
import { SHOP_FAULT_RETURN_REASONS } from "@shop/contracts/api"
import { codeRefusalAnswer, spendOrderCode } from "../../../../../lib/order-codes"
import { orderIdOfLink } from "../../../../../lib/order-links"
import { orderPage } from "../../../../../lib/order-page"
import { inOrderTurn } from "../../../../../lib/order-turns"
import { readReturnableOrder, whyNotReturnable, whyNotTheseLines } from "../../../../../lib/order-returns"
import { returnShippingFor } from "../../../../../lib/return-shipping"
import { parseInput } from "../../../../../lib/validate"
import { OrderPageParams, OrderReturnBody } from "../validators"

/**
 * POST /store/order-pages/{token}/returns — the shopper asks to send items back (lib/order-returns.ts for the
 * rules), with the one-time code e-mailed for it (…/code, lib/order-codes.ts; 403 for a wrong one, 410 for one used up), through Medusa's own storefront return flow: a return in "requested" the merchandiser sees on the
 * order in the admin, and `order.return_requested` sends the e-mail saying what to send where. Return shipping
 * is free when the shop erred, otherwise the zone's return option's price. 200 with the order page as it is
 * now; 409 when nothing can be returned; 400 for lines that are not the order's or more than is left; 404 for
 * an unknown link. Requests for one order take turns (lib/order-turns.ts), so two at once cannot both return
 * the last item, nor a return pass beside a cancellation.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { token } = parseInput(OrderPageParams, req.params)
  const body = parseInput(OrderReturnBody, req.body)
  const orderId = await orderIdOfLink(req.scope, token)
  res.setHeader("cache-control", "private, no-store")
  const unknown = { status: 404, type: "not_found", message: "No order has this link" }
  const refusal = !orderId
    ? unknown
    : await inOrderTurn(req.scope, orderId, async () => {
        const order = await readReturnableOrder(req.scope, orderId)
        if (!order) return unknown
        const closed = whyNotReturnable(order)
        if (closed) return { status: 409, type: "not_allowed", message: closed }
        const tooMany = whyNotTheseLines(order, body.lines)
        if (tooMany) return { status: 400, type: "invalid_data", message: tooMany }
        const codeRefused = await spendOrderCode(req.scope, orderId, "return", body.code)
        if (codeRefused) return codeRefusalAnswer(codeRefused)

        const shipping = await returnShippingFor(req.scope, order.shipping_methods?.[0]?.shipping_option_id, order.currency_code)
        const [reason] = await req.scope.resolve(Modules.ORDER).listReturnReasons({ value: body.reason }, { select: ["id"] })
        if (!shipping || !reason)
          throw new MedusaError(
            MedusaError.Types.UNEXPECTED_STATE,
            `returns are not set up: ${!shipping ? "no return shipping option for the order's zone" : `no return reason ${body.reason}`} (run the seed)`
          )
        await createAndCompleteReturnOrderWorkflow(req.scope).run({
          input: {
            order_id: orderId,
            location_id: shipping.location_id,
            items: body.lines.map((line) => ({ id: line.line_id, quantity: line.quantity, reason_id: reason.id, note: body.note })),
            return_shipping: { option_id: shipping.option_id, price: SHOP_FAULT_RETURN_REASONS.includes(body.reason) ? 0 : shipping.amount },
          },
        })
        return undefined
      })
  if (refusal) {
    res.status(refusal.status).json({ type: refusal.type, message: refusal.message })
    return
  }
  res.json(await orderPage(req.scope, orderId!))
}
