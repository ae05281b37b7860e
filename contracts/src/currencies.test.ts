import assert from "node:assert/strict"
import { test } from "node:test"
import { inMinorUnits, minorDigits, pricesOf, roundToUnit, SPEC_RATES } from "./currencies"

test("JPY has no minor unit, the other five have cents", () => {
  assert.equal(minorDigits("JPY"), 0)
  for (const currency of ["USD", "EUR", "GBP", "PLN", "CAD"]) assert.equal(minorDigits(currency), 2)
})

test("a USD price at the spec's rates, rounded to each currency's unit", () => {
  assert.deepEqual(pricesOf(899.99, SPEC_RATES), { USD: 899.99, EUR: 764.99, GBP: 656.99, PLN: 3527.96, JPY: 99449, CAD: 1124.99 })
})

test("the EUR shipping table reads back from its USD prices (5.99 EUR is 7.05 USD; 100 EUR is 117.65 USD)", () => {
  assert.equal(pricesOf(7.05, SPEC_RATES).EUR, 5.99)
  assert.equal(pricesOf(117.65, SPEC_RATES).EUR, 100)
})

test("a price set by hand wins over the rate, in its currency only", () => {
  const prices = pricesOf(899.99, SPEC_RATES, { EUR: 799, JPY: 98000 })
  assert.equal(prices.EUR, 799)
  assert.equal(prices.JPY, 98000)
  assert.equal(prices.GBP, 656.99)
})

test("halves round up to the unit", () => {
  assert.equal(roundToUnit(764.995, "EUR"), 765)
  assert.equal(roundToUnit(99449.5, "JPY"), 99450)
  assert.equal(roundToUnit(99449.49, "JPY"), 99449)
})

test("amounts compare in the currency's smallest unit: no floating-point edge at a threshold", () => {
  assert.equal(inMinorUnits(0.1 + 0.2, "EUR"), inMinorUnits(0.3, "EUR"))
  assert.equal(inMinorUnits(99449, "JPY"), 99449)
  assert.equal(inMinorUnits(117.65, "USD"), 11765)
})
