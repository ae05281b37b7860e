/**
 * Charged what is shown (issue 55, ADR 0018): a shopper per currency pair buys from the product page, and the
 * payment page asks for the amount and currency the product page and its delivery line showed; the order commerce
 * keeps is in that currency, for that total, and the confirmation page says so.
 */
import type { ShippingRatesResponse } from "@shop/contracts/api"
import { displayText, fetchProduct } from "./support/catalogue-api.js"
import { GOOD_CARD, orderChargeInCommerce, PaymentPage } from "./support/payment-page.js"
import { expectShownAmount } from "./support/price.js"
import { expect, test } from "./support/shop.js"
import type { Lang, PickerCurrency } from "./support/spec.js"
import { uiPattern } from "./support/texts.js"

/** 18.99 USD: below the free-shipping line at quantity 2 in every currency. */
const PRODUCT = 284

const JOURNEYS: { lang: Lang; currency: PickerCurrency; picked: boolean; country: string; address: { address: string; city: string; postalCode: string } }[] = [
  { lang: "de", currency: "EUR", picked: false, country: "DE", address: { address: "Unter den Linden 1", city: "Berlin", postalCode: "10117" } },
  { lang: "pl", currency: "PLN", picked: false, country: "PL", address: { address: "ul. Marszałkowska 1", city: "Warszawa", postalCode: "00-624" } },
  { lang: "ja", currency: "JPY", picked: false, country: "JP", address: { address: "1-1 Chiyoda", city: "Tokyo", postalCode: "100-0001" } },
  // An English shopper who picks pounds in the header: the picker's choice is what is charged.
  { lang: "en", currency: "GBP", picked: true, country: "US", address: { address: "350 Fifth Avenue", city: "New York", postalCode: "10118" } },
]

/** An amount in `currency` as the stand-in's payment page writes it (en-US, the currency's own decimals). */
const onPaymentPage = (amount: number, currency: string) => new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount)

for (const { lang, currency, picked, country, address } of JOURNEYS) {
  test(`charged as shown: ${lang} in ${currency}, from the product page to a paid order of the same amount in ${currency}`, async ({ shop, page, request }) => {
    const product = await fetchProduct(request, PRODUCT)
    const { rates } = (await (await request.get(`/api/shipping-rates?lang=${lang}`)).json()) as ShippingRatesResponse
    const shipping = rates.find((rate) => rate.country === country)!.prices[currency]
    const unit = product.item.prices[currency]
    // In the currency's smallest unit: JPY has none below the yen, so 2 × 2,098 + 779 adds up exactly.
    const total = unit * 2 + shipping

    await shop.goto(lang, `/product/${PRODUCT}`)
    await expect(shop.heading).toHaveText(displayText(product, lang).name)
    if (picked) await shop.header.chooseCurrency(currency)
    await expect(shop.header.currencySelect).toHaveValue(currency)
    await expectShownAmount(shop.productPrice, unit, currency, lang)
    await shop.main.getByRole("combobox", { name: shop.text("product.quantity") }).selectOption("2")
    await shop.main.getByRole("button", { name: new RegExp(`^${shop.text("product.buyNow", { price: "" })}`) }).click()

    const payment = new PaymentPage(page)
    await payment.expectOpen()
    await expect(page.locator("body")).toContainText(`Total ${onPaymentPage(total, currency)}`)
    await payment.fill({ email: `${lang}-${currency.toLowerCase()}@example.com`, name: "Ada Lovelace", ...address, card: GOOD_CARD })
    await payment.pay()

    await expect(page).toHaveURL(new RegExp(`/checkout/success\\?session_id=cs_test_`))
    await expectShownAmount(shop.main.getByTestId("order-total"), total, currency, lang)
    const summary = shop.main.getByRole("region", { name: uiPattern(lang, "checkout.success.orderNumber", "\\d+") })
    const orderNumber = Number(/(\d+)/.exec((await summary.getAttribute("aria-label")) ?? "")?.[1])
    const order = await orderChargeInCommerce(orderNumber)
    expect(order).toMatchObject({ currency_code: currency.toLowerCase(), country_code: country.toLowerCase() })
    expect(order!.total).toBeCloseTo(total, 2)
  })
}
