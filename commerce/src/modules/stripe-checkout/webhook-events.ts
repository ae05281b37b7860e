import type { WebhookActionResult } from "@medusajs/framework/types"
import { PaymentActions } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { fromMinorUnits } from "./session-params"

/** Checkout Session events that decide whether a cart becomes an order. */
export const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"])

/** The session an event is about, when it is a Checkout Session event. */
export function checkoutSessionOf(event: Stripe.Event): Stripe.Checkout.Session | undefined {
  const object = event.data.object as { object?: string }
  return object.object === "checkout.session" ? (object as Stripe.Checkout.Session) : undefined
}

/** Whether a session's money has arrived (card payments: at completion; delayed methods: later). */
export const isPaid = (session: Stripe.Checkout.Session) => session.payment_status === "paid"

/**
 * Maps a verified Stripe event to Medusa's webhook action: paid sessions are `captured` (Checkout in payment
 * mode captures at once), expired sessions `canceled`, failed delayed payments `failed`. A session without
 * Medusa's payment session id in its metadata did not come from this shop and is left alone.
 */
export function webhookAction(event: Stripe.Event): WebhookActionResult {
  const session = checkoutSessionOf(event)
  const sessionId = session?.metadata?.session_id
  if (!session || !sessionId) return { action: PaymentActions.NOT_SUPPORTED }
  const data = { session_id: sessionId, amount: fromMinorUnits(session.amount_total ?? 0, session.currency ?? "usd") }
  switch (event.type) {
    case "checkout.session.completed":
      // A delayed payment method completes the session unpaid; async_payment_succeeded follows.
      return { action: isPaid(session) ? PaymentActions.SUCCESSFUL : PaymentActions.PENDING, data }
    case "checkout.session.async_payment_succeeded":
      return { action: PaymentActions.SUCCESSFUL, data }
    case "checkout.session.async_payment_failed":
      return { action: PaymentActions.FAILED, data }
    case "checkout.session.expired":
      return { action: PaymentActions.CANCELED, data }
    default:
      return { action: PaymentActions.NOT_SUPPORTED }
  }
}
