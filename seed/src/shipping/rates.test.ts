import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { defaultCountries } from "@medusajs/framework/utils"
import { eurToUsd, usdToEur } from "@shop/contracts/exchange-rate"
import { SHIPPING_RATES } from "./rates"

const EU = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ")
const rate = (country: string) => SHIPPING_RATES.find((row) => row.country === country)

describe("shipping rates", () => {
  it("lists about 200 countries, each once, all known to Medusa", () => {
    const codes = SHIPPING_RATES.map((row) => row.country)
    assert.ok(codes.length >= 190 && codes.length <= 215, `${codes.length} rows`)
    assert.equal(new Set(codes).size, codes.length)
    const medusa = new Set(defaultCountries.map((c) => c.alpha2))
    assert.deepEqual(
      codes.filter((code) => !medusa.has(code)),
      []
    )
  })

  it("has the spec's rows: Germany 5.99 in 1-2 days, UK 9.99 in 3-5, United States 19.99 in 7-10", () => {
    assert.deepEqual(rate("DE"), { country: "DE", zone: "europe", days: [1, 2], eur: 5.99 })
    assert.deepEqual(rate("GB"), { country: "GB", zone: "europe", days: [3, 5], eur: 9.99 })
    assert.deepEqual(rate("US"), { country: "US", zone: "worldwide", days: [7, 10], eur: 19.99 })
    assert.deepEqual(rate("CA")?.days, [7, 10])
  })

  it("puts Serbia, Iceland, Belarus and every EU member in Europe, the EU within 1-3 days", () => {
    for (const code of ["RS", "IS", "BY"]) assert.equal(rate(code)?.zone, "europe", code)
    for (const code of EU) {
      assert.equal(rate(code)?.zone, "europe", code)
      assert.ok(rate(code)!.days[1] <= 3, `${code} within 3 days`)
    }
  })

  it("spans 5.99 to 39.99 EUR and 1-2 to 18-24 days", () => {
    const prices = SHIPPING_RATES.map((row) => row.eur)
    assert.equal(Math.min(...prices), 5.99)
    assert.equal(Math.max(...prices), 39.99)
    assert.deepEqual(SHIPPING_RATES.map((row) => row.days).sort((a, b) => a[0] - b[0])[0], [1, 2])
    assert.deepEqual(SHIPPING_RATES.map((row) => row.days).sort((a, b) => b[1] - a[1])[0], [18, 24])
  })

  it("reads back every EUR price exactly after charging it in USD", () => {
    for (const row of SHIPPING_RATES) assert.equal(usdToEur(eurToUsd(row.eur)), row.eur, row.country)
    assert.equal(eurToUsd(5.99), 7.05)
    assert.equal(eurToUsd(100), 117.65)
  })

  it("groups into few service zones (zone, price, days)", () => {
    const groups = new Set(SHIPPING_RATES.map((row) => `${row.zone}|${row.eur}|${row.days.join("-")}`))
    assert.ok(groups.size <= 30, `${groups.size} groups`)
  })
})
