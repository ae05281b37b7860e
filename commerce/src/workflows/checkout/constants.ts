/** Medusa's id of the Stripe Checkout payment provider: pp_{identifier}_{id in medusa-config.ts}. */
export const STRIPE_CHECKOUT_PROVIDER_ID = "pp_stripe-checkout_stripe-checkout"
/** The webhook route Medusa serves for it: POST /hooks/payment/{provider without pp_}. */
export const STRIPE_CHECKOUT_WEBHOOK_PATH = "/hooks/payment/stripe-checkout_stripe-checkout"
