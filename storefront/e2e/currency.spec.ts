/**
 * Currency (spec §9, ADR 0018): catalogue prices are best_usd_price × the rate, written as the page's language
 * writes an amount in the currency (German "764,99 €", JPY in whole yen); the currency select changes them in place.
 */
import { displayText, fetchCataloguePage, fetchProduct } from "./support/catalogue-api.js"
import { expectShownPrice } from "./support/price.js"
import { expect, test, type Shop } from "./support/shop.js"
import type { Lang, PickerCurrency } from "./support/spec.js"

/** Every card on catalogue page 1 shows the API's entry at the same position, priced in `currency`. */
async function expectCataloguePricesIn(shop: Shop, entries: Awaited<ReturnType<typeof fetchCataloguePage>>, lang: Lang, currency: PickerCurrency) {
  const cards = shop.productCards()
  await expect(cards).toHaveCount(entries.length)
  await expect.poll(() => shop.cardNames()).toEqual(entries.map((entry) => displayText(entry, lang).name))
  for (const [index, entry] of entries.entries()) {
    await expectShownPrice(shop.cardPrice(cards.nth(index)), entry.item.best_usd_price, currency, lang)
  }
}

test("currency: /de/products shows euro prices equal to USD × 0.85, as German writes them", async ({ shop, request }) => {
  const entries = await fetchCataloguePage(request, 1)
  await shop.goto("de", "/products")
  await expect(shop.header.currencySelect).toHaveValue("EUR")
  await expectCataloguePricesIn(shop, entries, "de", "EUR")
})

test("currency: switching to GBP shows USD × 0.73 in pounds, in place and in the same language", async ({ shop, page, request }) => {
  const entries = await fetchCataloguePage(request, 1)
  await shop.goto("de", "/products")
  await expect(shop.productCards()).toHaveCount(entries.length)
  await shop.header.chooseCurrency("GBP")
  await expect(shop.header.currencySelect).toHaveValue("GBP")
  await expectCataloguePricesIn(shop, entries, "de", "GBP")
  await expect(page).toHaveURL(/\/de\/products$/)
  await expect(shop.html).toHaveAttribute("lang", "de")
})

test("currency: every picker currency converts the product page price (USD, EUR, GBP, PLN, JPY, CAD)", async ({ shop, request }) => {
  const product = await fetchProduct(request, 1)
  await shop.goto("en", "/product/1")
  await expect(shop.heading).toHaveText(displayText(product, "en").name)
  for (const currency of ["USD", "EUR", "GBP", "PLN", "JPY", "CAD"] as const) {
    await shop.header.chooseCurrency(currency)
    await expectShownPrice(shop.productPrice, product.item.best_usd_price, currency, "en")
  }
})
