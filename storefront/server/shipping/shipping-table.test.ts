import assert from "node:assert/strict"
import { describe, test } from "node:test"
import type { CommerceShippingRate } from "@shop/contracts/commerce-api"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"
import { freeShippingFrom, shippingTable } from "./shipping-table.js"

/** A rate as commerce answers it at the spec's rates. */
const rate = (country: string, usd: number, free_from_usd: number | null): CommerceShippingRate => ({
  country,
  zone: "europe",
  days: [1, 2],
  usd,
  free_from_usd,
  prices: pricesOf(usd, SPEC_RATES),
  free_from: free_from_usd === null ? null : pricesOf(free_from_usd, SPEC_RATES),
})

describe("shipping table", () => {
  test("shipping: each row is commerce's price and threshold in every currency it charges in", () => {
    const { rates } = shippingTable("de", [rate("DE", 7.05, 117.65)])
    assert.deepEqual(rates, [
      { country: "DE", name: "Deutschland", flag: "🇩🇪", zone: "europe", days: "1-2", prices: pricesOf(7.05, SPEC_RATES), free_from: pricesOf(117.65, SPEC_RATES) },
    ])
    assert.equal(rates[0]!.prices.EUR, 5.99)
  })

  test("shipping: the table's threshold is commerce's (the spec's 100 EUR)", () => {
    assert.equal(shippingTable("de", [rate("DE", 7.05, 117.65), rate("FR", 8.22, 117.65)]).free_from?.EUR, 100)
    assert.equal(shippingTable("de", [rate("DE", 7.05, 141.18), rate("FR", 8.22, 141.18)]).free_from?.EUR, 120)
  })

  test("shipping: thresholds that differ give the highest, which holds for every country", () => {
    assert.deepEqual(freeShippingFrom([rate("DE", 7.05, 117.65), rate("US", 23.52, 141.18)]), pricesOf(141.18, SPEC_RATES))
  })

  test("shipping: no threshold when some country never ships free, or nothing is shipped", () => {
    assert.equal(freeShippingFrom([rate("DE", 7.05, 117.65), rate("US", 23.52, null)]), null)
    assert.equal(freeShippingFrom([]), null)
  })
})
