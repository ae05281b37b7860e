import type Stripe from "stripe"
import { checkoutLocale } from "./locale"
import type { CheckoutSessionInput } from "./types"

/**
 * Stripe's amounts are integers in the currency's smallest unit: cents for USD and EUR, whole yen for JPY (Stripe's
 * zero-decimal currencies), thousandths for its three-decimal ones. Stripe's lists, as its docs give them (they
 * differ from ISO 4217 in places), so not read from Intl.
 */
const ZERO_DECIMAL = new Set(["bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf"])
const THREE_DECIMAL = new Set(["bhd", "jod", "kwd", "omr", "tnd"])

const minorDigits = (currency: string) => (ZERO_DECIMAL.has(currency.toLowerCase()) ? 0 : THREE_DECIMAL.has(currency.toLowerCase()) ? 3 : 2)

/** Medusa's amount (899.99 USD, 99450 JPY) in Stripe's smallest unit (89999, 99450). */
export const toMinorUnits = (amount: number, currency: string) => Math.round(amount * 10 ** minorDigits(currency))

/** Stripe's amount back in Medusa's: 89999 USD cents → 899.99; 99450 JPY → 99450. */
export const fromMinorUnits = (minor: number, currency: string) => minor / 10 ** minorDigits(currency)

/**
 * The Checkout Session for one Medusa payment session: one line per cart item (name in the shopper's
 * language, Medusa's price), the shipping line Medusa chose, shipping limited to the ship-to country.
 * Throws when the lines do not add up to the amount Medusa asks for, so a session never charges something
 * other than the cart's total.
 */
export function checkoutSessionParams(
  input: CheckoutSessionInput,
  amount: number,
  currency: string,
  options: { expiresInMinutes: number; now?: Date }
): Stripe.Checkout.SessionCreateParams {
  currency = currency.toLowerCase()
  const minor = (value: number) => toMinorUnits(value, currency)
  const lineUnits = input.lines.reduce((sum, line) => sum + minor(line.unit_amount) * line.quantity, 0)
  const shippingUnits = minor(input.shipping.amount)
  if (lineUnits + shippingUnits !== minor(amount)) {
    throw new Error(`checkout lines (${lineUnits} + shipping ${shippingUnits} ${currency} minor units) do not add up to the amount ${minor(amount)}`)
  }
  const now = options.now ?? new Date()
  const [minDays, maxDays] = input.shipping.days ?? [undefined, undefined]
  return {
    mode: "payment",
    currency,
    line_items: input.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency,
        unit_amount: minor(line.unit_amount),
        product_data: { name: line.name, ...(line.image_url?.startsWith("https://") ? { images: [line.image_url] } : {}) },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: input.shipping.name,
          fixed_amount: { amount: shippingUnits, currency },
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
