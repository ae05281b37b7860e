import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules, PaymentActions } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import type Stripe from "stripe"
import { orderIdOfPaymentSession } from "../../lib/checkout-orders"
import { fromMinorUnits } from "../../modules/stripe-checkout/session-params"
import { isPaid } from "../../modules/stripe-checkout/webhook-events"
import { recordCheckoutCustomerWorkflow } from "./record-checkout-customer"
import { cartIdOfPaymentSession, customerOf } from "./steps/record-checkout-customer"
import { cartIsShort, cartVariantIds, refundSoldOutCheckout, soldOutRefundOf } from "../../lib/sold-out-checkouts"

/** How long a payment waits for another of the same products to become its order (many at once for a popular one). */
const LOCK_WAIT_SECONDS = 30

/**
 * Turns a paid Checkout Session into its order: the customer's details from Stripe's page
 * onto the cart, then Medusa's processPaymentWorkflow (authorize, capture, complete the cart). Used by the
 * webhook (src/api/middlewares.ts), the confirmation page's lookup and the sweep job. Idempotent and safe to race
 * the webhook: processPaymentWorkflow locks the cart, authorizing and capturing are idempotent, and a
 * completed cart returns its existing order. A payment for units sold meanwhile to another shopper makes no
 * order: it is refunded in full (lib/sold-out-checkouts.ts) and null is returned, now and on every later call.
 */
export async function completePaidCheckoutSession(container: MedusaContainer, session: Stripe.Checkout.Session): Promise<string | null> {
  const paymentSessionId = session.metadata?.session_id
  if (!paymentSessionId || !isPaid(session)) return null
  const existing = await orderIdOfPaymentSession(container, paymentSessionId)
  if (existing) return existing
  const cartId = await cartIdOfPaymentSession(container, paymentSessionId)
  if (!cartId || (await soldOutRefundOf(container, cartId))) return null
  await recordCheckoutCustomerWorkflow(container).run({ input: { payment_session_id: paymentSessionId, customer: customerOf(session) } })
  // One payment at a time becomes an order of the same variants: the stock read here is the stock the order then
  // reserves (Medusa's own reservation reads and writes the level without a lock of its own).
  const variantIds = await cartVariantIds(container, cartId)
  return container.resolve(Modules.LOCKING).execute(
    variantIds.map((id) => `stock:${id}`),
    async () => {
      const done = await orderIdOfPaymentSession(container, paymentSessionId)
      if (done) return done
      if (await cartIsShort(container, cartId)) {
        await refundSoldOutCheckout(container, session, cartId)
        return null
      }
      await processPaymentWorkflow(container).run({
        input: { action: PaymentActions.SUCCESSFUL, data: { session_id: paymentSessionId, amount: fromMinorUnits(session.amount_total ?? 0, session.currency ?? "usd") } },
      })
      return orderIdOfPaymentSession(container, paymentSessionId)
    },
    { timeout: LOCK_WAIT_SECONDS }
  )
}
