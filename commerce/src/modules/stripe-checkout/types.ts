/**
 * What commerce's checkout workflow hands the provider as payment session data, and what the provider keeps
 * there. Amounts are Medusa's (899.99 in the cart's currency); the provider converts them to Stripe's smallest unit.
 */
export interface CheckoutLine {
  /** The product's name in the shopper's language. */
  name: string
  /** Medusa's unit price (never the browser's). */
  unit_amount: number
  quantity: number
  image_url?: string | null
}

export interface CheckoutShipping {
  name: string
  amount: number
  /** Delivery estimate in business days, e.g. [1, 2]. */
  days: [number, number] | null
}

export interface CheckoutSessionInput {
  /** Medusa's payment session id (the payment module adds it). */
  session_id: string
  cart_id: string
  lines: CheckoutLine[]
  shipping: CheckoutShipping
  /** ISO 3166-1 alpha-2, lower case: the only country Stripe's page lets the shopper ship to. */
  country: string
  /** The storefront's short language code ("de"). */
  language: string
  email?: string | null
  success_url: string
  cancel_url: string
}

/** What the provider adds to the payment session's data. */
export interface CheckoutSessionData extends CheckoutSessionInput {
  checkout_session_id: string
  checkout_url: string
  expires_at: number
  payment_intent_id?: string | null
  refunds?: { id: string; amount: number }[]
  /** The Checkout Session's currency (lower case), what refunds are counted in. */
  currency?: string | null
}
