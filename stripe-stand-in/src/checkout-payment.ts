import type Stripe from "stripe"
import { findSession, shippingCountry, successUrlOf } from "./checkout-sessions.js"
import type { StandInContext } from "./context.js"
import { formatAmount } from "./money.js"
import { createSucceededPaymentIntent } from "./payment-intents.js"

/** Stripe's test cards: this one pays… */
export const CARD_SUCCEEDS = "4242424242424242"
/** …and this one is declined (`card_declined`, `generic_decline`). */
export const CARD_DECLINED = "4000000000000002"

export interface PaymentDetails {
  email?: string
  name?: string
  line1?: string
  city?: string
  postal_code?: string
  country?: string
  card?: string
}

export type PaymentField = "email" | "name" | "line1" | "city" | "postal_code" | "country" | "card"

/** The shopper-facing name of each field (the hosted page's labels). */
export const FIELD_LABELS: Record<PaymentField, string> = {
  email: "Email",
  name: "Full name",
  line1: "Address",
  city: "City",
  postal_code: "Postal code",
  country: "Country",
  card: "Card number",
}

export type PaymentOutcome =
  | { kind: "paid"; session: Stripe.Checkout.Session; successUrl: string }
  | { kind: "already_paid"; session: Stripe.Checkout.Session; successUrl: string }
  | { kind: "declined"; message: string }
  | { kind: "invalid"; field: PaymentField; message: string }
  | { kind: "expired"; message: string }
  | { kind: "not_found"; message: string }

/** What the hosted page pre-fills, and what the JSON pay control uses for fields it is not given. */
export function defaultDetails(session: Stripe.Checkout.Session): Required<PaymentDetails> {
  return {
    email: session.customer_email ?? "shopper@example.com",
    name: "Test Shopper",
    line1: "1 Test Street",
    city: "Berlin",
    postal_code: "10115",
    country: shippingCountry(session).code,
    card: "4242 4242 4242 4242",
  }
}

function checkDetails(session: Stripe.Checkout.Session, details: PaymentDetails): { field: PaymentField; message: string } | undefined {
  for (const field of ["email", "name", "line1", "city", "postal_code"] as const) {
    const value = details[field]?.trim() ?? ""
    if (!value) return { field, message: `${FIELD_LABELS[field]} is required.` }
    if (value.length > 200) return { field, message: `${FIELD_LABELS[field]} is too long.` }
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email?.trim() ?? "")) return { field: "email", message: "Email is not a valid e-mail address." }
  const allowed = session.shipping_address_collection?.allowed_countries ?? [shippingCountry(session).code]
  if (!allowed.includes(details.country ?? "")) return { field: "country", message: `Country must be one of: ${allowed.join(", ")}.` }
  return undefined
}

/**
 * Pays a session as the hosted page does. A declined or invalid attempt changes nothing; a payment completes
 * the session, creates its succeeded payment intent and records `checkout.session.completed`.
 */
export function payCheckoutSession(context: StandInContext, id: string, details: PaymentDetails): PaymentOutcome {
  const record = findSession(context, id)
  if (!record) return { kind: "not_found", message: "This checkout session does not exist." }
  const { session } = record
  if (session.status === "complete") return { kind: "already_paid", session: structuredClone(session), successUrl: successUrlOf(session) }
  if (session.status !== "open") return { kind: "expired", message: "This checkout session has expired." }
  const problem = checkDetails(session, details)
  if (problem) return { kind: "invalid", ...problem }
  const card = (details.card ?? "").replace(/[\s-]/g, "")
  if (card === CARD_DECLINED) return { kind: "declined", message: "Your card was declined." }
  if (card !== CARD_SUCCEEDS) return { kind: "invalid", field: "card", message: "Your card number is incorrect." }

  const trimmed = (value: string | undefined) => (value ?? "").trim()
  const name = trimmed(details.name)
  const email = trimmed(details.email)
  const address: Stripe.Address = {
    city: trimmed(details.city),
    country: details.country ?? null,
    line1: trimmed(details.line1),
    line2: null,
    postal_code: trimmed(details.postal_code),
    state: null,
  }
  const shipped = session.shipping_address_collection !== null
  const intent = createSucceededPaymentIntent(context, record, { email, name, address }, shipped)
  session.status = "complete"
  session.payment_status = "paid"
  session.payment_intent = intent.intent.id
  session.url = null
  session.customer_details = {
    address: { ...address },
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  }
  session.collected_information = {
    business_name: null,
    individual_name: null,
    shipping_details: shipped ? { name, address: { ...address } } : null,
  }
  context.store.changed()
  context.emit("checkout.session.completed", session)
  context.log(`[stripe-stand-in] checkout session ${id} paid: ${formatAmount(session.amount_total ?? 0, session.currency ?? "usd")} (${intent.intent.id})`)
  return { kind: "paid", session: structuredClone(session), successUrl: successUrlOf(session) }
}
