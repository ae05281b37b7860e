import type { MedusaContainer } from "@medusajs/framework/types"
import { PaymentActions } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import type Stripe from "stripe"
import { orderIdOfPaymentSession } from "../../lib/checkout-orders"
import { fromMinorUnits } from "../../modules/stripe-checkout/session-params"
import { isPaid } from "../../modules/stripe-checkout/webhook-events"
import { recordCheckoutCustomerWorkflow } from "./record-checkout-customer"
import { customerOf } from "./steps/record-checkout-customer"

/**
 * Turns a paid Checkout Session into its order: the customer's details from Stripe's page
 * onto the cart, then Medusa's processPaymentWorkflow (authorize, capture, complete the cart). Used by the
 * webhook (src/api/middlewares.ts), the confirmation page's lookup and the sweep job. Idempotent and safe to race
 * the webhook: processPaymentWorkflow locks the cart, authorizing and capturing are idempotent, and a
 * completed cart returns its existing order.
 */
export async function completePaidCheckoutSession(container: MedusaContainer, session: Stripe.Checkout.Session): Promise<string | null> {
  const paymentSessionId = session.metadata?.session_id
  if (!paymentSessionId || !isPaid(session)) return null
  const existing = await orderIdOfPaymentSession(container, paymentSessionId)
  if (existing) return existing
  await recordCheckoutCustomerWorkflow(container).run({ input: { payment_session_id: paymentSessionId, customer: customerOf(session) } })
  await processPaymentWorkflow(container).run({
    input: { action: PaymentActions.SUCCESSFUL, data: { session_id: paymentSessionId, amount: fromMinorUnits(session.amount_total ?? 0, session.currency ?? "usd") } },
  })
  return orderIdOfPaymentSession(container, paymentSessionId)
}
