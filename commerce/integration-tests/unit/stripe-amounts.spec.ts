/**
 * The Checkout Session in the cart's currency (issue 55): Stripe counts in the currency's smallest unit, cents for
 * USD and EUR, whole yen for JPY; the session's lines and shipping add up to Medusa's amount in that unit or no
 * session is made.
 */
import { checkoutSessionParams, fromMinorUnits, toMinorUnits } from "../../src/modules/stripe-checkout/session-params"
import type { CheckoutSessionInput } from "../../src/modules/stripe-checkout/types"

const input = (unit: number, shipping: number): CheckoutSessionInput => ({
  session_id: "payses_1",
  cart_id: "cart_1",
  lines: [{ name: "Voltra Nova X5", unit_amount: unit, quantity: 2 }],
  shipping: { name: "Standard", amount: shipping, days: [2, 4] },
  country: "jp",
  language: "ja",
  success_url: "https://shop.test/ja/checkout/success",
  cancel_url: "https://shop.test/ja/checkout/cancel",
})

describe("Stripe amounts in the cart's currency", () => {
  it("cents for USD and EUR, whole yen for JPY, thousandths for KWD; and back", () => {
    expect([toMinorUnits(899.99, "usd"), toMinorUnits(764.99, "EUR"), toMinorUnits(99450, "jpy"), toMinorUnits(1.234, "kwd")]).toEqual([89999, 76499, 99450, 1234])
    expect([fromMinorUnits(89999, "usd"), fromMinorUnits(99450, "jpy"), fromMinorUnits(1234, "kwd")]).toEqual([899.99, 99450, 1.234])
  })

  it("a JPY session asks for whole yen in JPY, lines and shipping alike", () => {
    const params = checkoutSessionParams(input(99450, 1500), 2 * 99450 + 1500, "JPY", { expiresInMinutes: 60, now: new Date(0) })
    expect(params.currency).toBe("jpy")
    expect(params.line_items?.[0]?.price_data).toMatchObject({ currency: "jpy", unit_amount: 99450 })
    expect(params.shipping_options?.[0]?.shipping_rate_data?.fixed_amount).toEqual({ amount: 1500, currency: "jpy" })
  })

  it("lines that do not add up to Medusa's amount make no session", () => {
    expect(() => checkoutSessionParams(input(99450, 1500), 2 * 99450, "jpy", { expiresInMinutes: 60 })).toThrow(/do not add up/)
    expect(() => checkoutSessionParams(input(10.01, 0), 20.01, "usd", { expiresInMinutes: 60 })).toThrow(/do not add up/)
    expect(checkoutSessionParams(input(10.01, 0), 20.02, "usd", { expiresInMinutes: 60 }).line_items?.[0]?.price_data?.unit_amount).toBe(1001)
  })
})
