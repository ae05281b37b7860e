import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { LANGUAGES } from "@shop/contracts/languages"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"
import { currencySymbol, formatAmount, isCurrencyCode, PICKER_CURRENCIES } from "./currency"

/** A USD price as commerce answers it at the spec's rates, written in `code` as `language` writes it. */
const formatUsdPrice = (usd: number, code: (typeof PICKER_CURRENCIES)[number], language: Parameters<typeof formatAmount>[2]) =>
  formatAmount(pricesOf(usd, SPEC_RATES)[code], code, language)

/** Intl's spaces (no-break, narrow no-break) as plain ones, for reading. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]/g, " ")

describe("currency", () => {
  it("shows the picker's six currencies, the ones commerce charges in", () => {
    assert.deepEqual(PICKER_CURRENCIES, ["USD", "EUR", "GBP", "PLN", "JPY", "CAD"])
  })

  it("every language starts in a currency the shop shows and charges (ADR 0018: zh, ru, hi, bn, id, ko in USD)", () => {
    for (const language of LANGUAGES) assert.ok(isCurrencyCode(language.currency), `${language.code}: ${language.currency}`)
    assert.deepEqual(
      LANGUAGES.filter((language) => language.currency === "USD").map((language) => language.code),
      ["en", "zh", "ar", "ru", "hi", "bn", "id", "ko"]
    )
  })

  it("writes amounts as each language writes them: the sign before or after, its decimals, its separators", () => {
    assert.equal(formatUsdPrice(899.99, "USD", "en"), "$899.99")
    assert.equal(formatUsdPrice(10, "EUR", "en"), "€8.50")
    assert.equal(plain(formatUsdPrice(899.99, "EUR", "de")), "764,99 €")
    assert.equal(plain(formatUsdPrice(899.99, "EUR", "fr")), "764,99 €")
    assert.equal(formatUsdPrice(10, "GBP", "en"), "£7.30")
    assert.equal(formatUsdPrice(10, "CAD", "en"), "CA$12.50")
    assert.equal(plain(formatUsdPrice(899.99, "PLN", "pl")), "3527,96 zł")
    assert.equal(plain(formatUsdPrice(12999.99, "PLN", "pl")), "50 959,96 zł")
  })

  it("JPY in whole yen, rounded", () => {
    assert.equal(formatUsdPrice(1299.99, "JPY", "en"), "¥143,649")
    assert.match(formatUsdPrice(1299.99, "JPY", "ja"), /^[¥￥]143,649$/)
  })

  it("writes Latin digits in every language", () => {
    for (const { code } of LANGUAGES) assert.match(formatAmount(1234.5, "USD", code), /1.?234/, code)
  })

  it("names each currency's sign on its own as the language writes it, for the picker", () => {
    assert.deepEqual(
      PICKER_CURRENCIES.map((code) => currencySymbol(code, "en")),
      ["$", "€", "£", "zł", "¥", "$"]
    )
    assert.equal(currencySymbol("PLN", "pl"), "zł")
  })
})
