import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { readStripeSettings, stripeClient } from "../lib/stripe-settings"
import { STRIPE_CHECKOUT_WEBHOOK_PATH } from "../workflows/checkout/constants"
import { PAID_EVENTS, checkoutSessionOf } from "../modules/stripe-checkout/webhook-events"
import { completePaidCheckoutSession } from "../workflows/checkout/complete-checkout-session"
import { storefrontOnly } from "../lib/storefront-secret"
import type Stripe from "stripe"
// Medusa's request log, written without order-page tokens and checkout session ids.
import "../lib/request-log"

const webhookSecret = readStripeSettings().webhookSecret

/**
 * In front of Medusa's own webhook route, which answers 200 at once and queues the event for its payment
 * subscriber — five seconds later, always (the route reads a `webhook_delay` option the payment module never
 * exposes):
 *  - a bad signature gets 400 here, so Stripe (or anyone) sees the refusal and nothing is queued;
 *  - a paid session becomes its order now, by the same steps (Stripe's e-mail and address onto the cart,
 *    then Medusa's processPaymentWorkflow), so the order carries them and exists before the shopper is back.
 *    If that fails the answer is 500 and Stripe retries; Medusa's queued handling finds the order done.
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
  if (session && PAID_EVENTS.has(event.type)) {
    try {
      await completePaidCheckoutSession(req.scope, session)
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
    // Twilio posts replies (STOP) form-encoded; the route checks their signature.
    { matcher: "/hooks/sms/inbound", method: ["POST"], bodyParser: { sizeLimit: "16kb" } },
    // What the storefront server counted (searches that found nothing): the publishable key alone is public.
    { matcher: "/store/search-misses", method: ["POST"], middlewares: [storefrontOnly] },
    // "Find your order": the storefront limits asks per shopper's address, which a direct call would go around.
    { matcher: "/store/order-lookups", method: ["POST"], middlewares: [storefrontOnly] },
  ],
})
