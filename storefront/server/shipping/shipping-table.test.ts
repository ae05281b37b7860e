import assert from "node:assert/strict"
import { describe, test } from "node:test"
import type { CommerceShippingRate } from "@shop/contracts/commerce-api"
import { freeShippingFrom, shippingTable } from "./shipping-table.js"

const rate = (country: string, usd: number, free_from_usd: number | null): CommerceShippingRate => ({ country, zone: "europe", days: [1, 2], usd, free_from_usd })

describe("shipping table", () => {
  test("shipping: each row is commerce's USD price with its EUR reading and its own threshold", () => {
    const { rates } = shippingTable("de", [rate("DE", 7.05, 117.65)])
    assert.deepEqual(rates, [{ country: "DE", name: "Deutschland", flag: "🇩🇪", zone: "europe", days: "1-2", usd: 7.05, eur: 5.99, free_from_usd: 117.65 }])
  })

  test("shipping: the table's threshold is commerce's, read in EUR at the spec's rate", () => {
    assert.deepEqual(shippingTable("de", [rate("DE", 7.05, 117.65), rate("FR", 8.22, 117.65)]).free_from, { usd: 117.65, eur: 100 })
    assert.deepEqual(shippingTable("de", [rate("DE", 7.05, 141.18), rate("FR", 8.22, 141.18)]).free_from, { usd: 141.18, eur: 120 })
  })

  test("shipping: thresholds that differ give the highest, which holds for every country", () => {
    assert.deepEqual(freeShippingFrom([rate("DE", 7.05, 117.65), rate("US", 23.52, 141.18)]), { usd: 141.18, eur: 120 })
  })

  test("shipping: no threshold when some country never ships free, or nothing is shipped", () => {
    assert.equal(freeShippingFrom([rate("DE", 7.05, 117.65), rate("US", 23.52, null)]), null)
    assert.equal(freeShippingFrom([]), null)
  })
})
