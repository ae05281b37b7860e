import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { LANGUAGES } from "@shop/contracts/languages"
import { convertFromUsd, CURRENCIES, currencySymbol, formatAmount, formatUsdPrice, isCurrencyCode, PICKER_CURRENCIES } from "./currency"

describe("currency", () => {
  it("uses the spec's rates and symbols for the picker currencies", () => {
    const expected = { USD: [1, "$"], EUR: [0.85, "€"], GBP: [0.73, "£"], PLN: [3.92, "zł"], JPY: [110.5, "¥"], CAD: [1.25, "C$"] }
    for (const code of PICKER_CURRENCIES) {
      assert.deepEqual([CURRENCIES[code].rate, CURRENCIES[code].symbol], expected[code])
    }
  })

  it("knows every language's default currency", () => {
    for (const language of LANGUAGES) assert.ok(isCurrencyCode(language.currency), language.currency)
  })

  it("falls back to $ for an unknown symbol", () => {
    assert.equal(currencySymbol("XYZ"), "$")
    assert.equal(currencySymbol("GBP"), "£")
  })

  it("converts USD by multiplying with the rate", () => {
    assert.equal(convertFromUsd(100, "USD"), 100)
    assert.equal(convertFromUsd(100, "EUR"), 85)
    assert.equal(convertFromUsd(899.99, "PLN"), 899.99 * 3.92)
  })

  it("formats with two decimals and the symbol", () => {
    assert.equal(formatUsdPrice(899.99, "USD", "en"), "$899.99")
    assert.equal(formatUsdPrice(10, "EUR", "en"), "€8.50")
    assert.equal(formatUsdPrice(10, "GBP", "en"), "£7.30")
    assert.equal(formatUsdPrice(10, "CAD", "en"), "C$12.50")
    assert.equal(formatUsdPrice(1299.99, "JPY", "en"), "¥143,648.90")
  })

  it("puts zł after the amount with Polish separators", () => {
    const plain = (text: string) => text.replace(/\s/g, " ")
    assert.equal(plain(formatUsdPrice(899.99, "PLN", "pl")), "3527,96 zł")
    assert.equal(plain(formatUsdPrice(12999.99, "PLN", "pl")), "50 959,96 zł")
  })

  it("writes Latin digits in every language", () => {
    assert.match(formatAmount(1234.5, "USD", "ar"), /^\$[0-9]/)
    assert.match(formatAmount(1234.5, "BDT", "bn"), /^৳[0-9]/)
  })
})
