import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { readStripeSettings, stripeClient } from "../lib/stripe-settings"
import { STRIPE_CHECKOUT_WEBHOOK_PATH } from "../workflows/checkout/constants"
import { PAID_EVENTS, checkoutSessionOf, isPaid } from "../modules/stripe-checkout/webhook-events"
import { recordCheckoutCustomerWorkflow } from "../workflows/checkout/record-checkout-customer"
import { customerOf } from "../workflows/checkout/steps/record-checkout-customer"
import type Stripe from "stripe"

const webhookSecret = readStripeSettings().webhookSecret

/**
 * In front of Medusa's own webhook route (which answers 200 at once and handles the event later):
 *  - a bad signature gets 400 here, so Stripe (or anyone) sees the refusal and nothing is queued;
 *  - for a paid session, the e-mail and address Stripe's page collected go onto the cart now, before Medusa's
 *    payment webhook subscriber completes the cart, so the order carries them. If that fails the answer is
 *    500 and Stripe retries.
 */
async function verifyStripeCheckoutWebhook(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  let event: Stripe.Event
  try {
    const signature = req.headers["stripe-signature"]
    event = stripeClient().webhooks.constructEvent(req.rawBody as Buffer, String(signature ?? ""), webhookSecret)
  } catch (error) {
    res.status(400).json({ type: "invalid_signature", message: `Webhook Error: ${(error as Error).message}` })
    return
  }
  const session = checkoutSessionOf(event)
  const paymentSessionId = session?.metadata?.session_id
  if (session && paymentSessionId && PAID_EVENTS.has(event.type) && isPaid(session)) {
    try {
      await recordCheckoutCustomerWorkflow(req.scope).run({ input: { payment_session_id: paymentSessionId, customer: customerOf(session) } })
    } catch (error) {
      next(error)
      return
    }
  }
  next()
}

export default defineMiddlewares({
  routes: [
    {
      matcher: STRIPE_CHECKOUT_WEBHOOK_PATH,
      method: ["POST"],
      bodyParser: { preserveRawBody: true },
      middlewares: [verifyStripeCheckoutWebhook],
    },
  ],
})
