import type Stripe from "stripe"
import { checkoutLocale } from "./locale"
import type { CheckoutSessionInput } from "./types"

/** Stripe amounts are in the currency's smallest unit; the shop charges USD only (spec §9). */
export const toCents = (amount: number) => Math.round(amount * 100)

/**
 * The Checkout Session for one Medusa payment session: one line per cart item (name in the shopper's
 * language, Medusa's price), the shipping line Medusa chose, shipping limited to the ship-to country.
 * Throws when the lines do not add up to the amount Medusa asks for, so a session never charges something
 * other than the cart's total.
 */
export function checkoutSessionParams(input: CheckoutSessionInput, amount: number, options: { expiresInMinutes: number; now?: Date }): Stripe.Checkout.SessionCreateParams {
  const lineCents = input.lines.reduce((sum, line) => sum + toCents(line.unit_amount) * line.quantity, 0)
  const shippingCents = toCents(input.shipping.amount)
  if (lineCents + shippingCents !== toCents(amount)) {
    throw new Error(`checkout lines (${lineCents} + shipping ${shippingCents} cents) do not add up to the amount ${toCents(amount)} cents`)
  }
  const now = options.now ?? new Date()
  const [minDays, maxDays] = input.shipping.days ?? [undefined, undefined]
  return {
    mode: "payment",
    currency: "usd",
    line_items: input.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: "usd",
        unit_amount: toCents(line.unit_amount),
        product_data: { name: line.name, ...(line.image_url?.startsWith("https://") ? { images: [line.image_url] } : {}) },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: input.shipping.name,
          fixed_amount: { amount: shippingCents, currency: "usd" },
          ...(minDays && maxDays
            ? {
                delivery_estimate: {
                  minimum: { unit: "business_day", value: minDays },
                  maximum: { unit: "business_day", value: maxDays },
                },
              }
            : {}),
        },
      },
    ],
    shipping_address_collection: {
      allowed_countries: [input.country.toUpperCase() as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry],
    },
    ...(input.email ? { customer_email: input.email } : {}),
    locale: checkoutLocale(input.language),
    success_url: input.success_url,
    cancel_url: input.cancel_url,
    expires_at: Math.floor(now.getTime() / 1000) + options.expiresInMinutes * 60,
    client_reference_id: input.cart_id,
    // The webhook and the sweep map a session back to Medusa's payment session through this.
    metadata: { session_id: input.session_id, cart_id: input.cart_id },
    payment_intent_data: { metadata: { session_id: input.session_id, cart_id: input.cart_id } },
  }
}
