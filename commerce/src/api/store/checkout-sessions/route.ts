import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { CheckoutSessionFromCommerce } from "@shop/contracts/commerce-api"
import { languageByCode } from "@shop/contracts/languages"
import { parseInput } from "../../../lib/validate"
import { createCheckoutSessionWorkflow } from "../../../workflows/checkout/create-checkout-session"
import { OUT_OF_STOCK } from "../../../workflows/checkout/steps/resolve-checkout-items"
import { paymentServiceUnavailable } from "./stripe-errors"
import { CreateCheckoutSessionBody } from "./validators"

/**
 * POST /store/checkout-sessions — a cart for these items, priced and shipped by Medusa, and the Stripe Checkout
 * page that pays for it: `{ url, checkout_session_id, cart_id }`. 404 for an unknown product, 409 for more than is in
 * stock, 400 for a country the shop does not ship to, 503 when Stripe cannot be reached.
 */
export const POST = async (req: MedusaStoreRequest, res: MedusaResponse) => {
  const body = parseInput(CreateCheckoutSessionBody, req.body)
  const salesChannelId = req.publishable_key_context.sales_channel_ids[0]
  if (!salesChannelId) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "the publishable key has no sales channel")
  try {
    const { result } = await createCheckoutSessionWorkflow(req.scope).run({
      input: {
        ...body,
        locale: languageByCode(body.language).locale,
        sales_channel_id: salesChannelId,
        // The validator's E.164 number, kept with the moment of the shopper's consent.
        sms: body.sms && { phone: body.sms.phone, consented_at: new Date().toISOString() },
      },
    })
    res.status(201).json(result satisfies CheckoutSessionFromCommerce)
  } catch (error) {
    // Medusa's error handler words every conflict alike: this one's message says which product and how many are left.
    if ((error as { code?: string }).code === OUT_OF_STOCK) {
      res.status(409).json({ type: OUT_OF_STOCK, message: (error as Error).message })
      return
    }
    if (paymentServiceUnavailable(error)) {
      req.scope.resolve("logger").warn(`checkout: Stripe unavailable: ${(error as Error).message}`)
      res.status(503).json({ type: "payment_unavailable", message: "Payments are unavailable right now. Please try again shortly." })
      return
    }
    throw error
  }
}
