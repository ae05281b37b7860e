/**
 * Buying (spec §4, §7, §8): buy now and the cart through the payment page (the local Stripe stand-in), the
 * confirmation page, cancel, a declined card, and shipping per ship-to country. The orders are checked in
 * commerce's database, as the Medusa admin shows them.
 */
import { displayText, fetchProduct } from "./support/catalogue-api.js"
import { cmsTitle } from "./support/content-api.js"
import { DECLINED_CARD, GOOD_CARD, orderInCommerce, PaymentPage } from "./support/payment-page.js"
import { expect, Shop, test } from "./support/shop.js"
import { SPEC_TEXT } from "./support/spec.js"
import { uiPattern } from "./support/texts.js"

/** 18.99 USD (its cheaper variant): below the free-shipping line even at quantity 2. */
const CHEAP_PRODUCT = 284
const usd = (amount: number) => `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

async function shippingUsd(shop: Shop, country: string): Promise<number> {
  const response = await shop.page.request.get("/api/shipping-rates?lang=en")
  const { rates } = (await response.json()) as { rates: { country: string; prices: { USD: number } }[] }
  return rates.find((rate) => rate.country === country)!.prices.USD
}

function buyNowButton(shop: Shop) {
  return shop.main.getByRole("button", { name: new RegExp(`^${shop.text("product.buyNow", { price: "" })}`) })
}

test("checkout: buy now at quantity 2 pays the catalogue price × 2 plus shipping and ends on the confirmation page; the order is in Medusa", async ({ shop, page, request }) => {
  const product = await fetchProduct(request, CHEAP_PRODUCT)
  const price = product.item.best_usd_price
  const shipping = await shippingUsd(shop, "US")
  await shop.goto("en", `/product/${CHEAP_PRODUCT}`)
  await expect(shop.heading).toHaveText(displayText(product, "en").name)
  await expect(shop.main.getByTestId("delivery-line")).toContainText(usd(shipping))
  await shop.main.getByRole("combobox", { name: shop.text("product.quantity") }).selectOption("2")
  await buyNowButton(shop).click()

  const payment = new PaymentPage(page)
  await payment.expectOpen()
  await expect(page.getByText(displayText(product, "en").name)).toBeVisible()
  await expect(page.locator("body")).toContainText(usd(price * 2 + shipping))
  await payment.fill({ email: "ada@example.com", name: "Ada Lovelace", address: "350 Fifth Avenue", city: "New York", postalCode: "10118", card: GOOD_CARD })
  await payment.pay()

  await expect(page).toHaveURL(/\/en\/checkout\/success\?session_id=cs_test_/)
  await expect(shop.heading).toHaveText(shop.text("checkout.success.title"))
  await expect(shop.main.getByTestId("order-total")).toHaveText(usd(price * 2 + shipping))
  await expect(shop.main.getByText("a***@example.com", { exact: false })).toBeVisible()
  // The order summary is a region named "Order number N".
  const summary = shop.main.getByRole("region", { name: uiPattern("en", "checkout.success.orderNumber", "\\d+") })
  const orderNumber = Number(/(\d+)/.exec((await summary.getAttribute("aria-label")) ?? "")?.[1])
  expect(await orderInCommerce(orderNumber)).toEqual({ email: "ada@example.com", address_1: "350 Fifth Avenue", city: "New York", country_code: "us", items: 1 })
})

test("checkout: the cart with three products checks out as one order and is emptied", async ({ shop, page, request }) => {
  const ids = [CHEAP_PRODUCT, 1, 2]
  for (const id of ids) {
    const product = await fetchProduct(request, id)
    await shop.goto("en", `/product/${id}`)
    await expect(shop.heading).toHaveText(displayText(product, "en").name)
    await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
  }
  await shop.header.expectCartCount(3)
  await shop.goto("en", "/cart")
  await shop.main.getByRole("button", { name: shop.text("cart.checkout") }).click()

  const payment = new PaymentPage(page)
  await payment.expectOpen()
  await payment.fill({ card: GOOD_CARD })
  await payment.pay()

  await expect(shop.heading).toHaveText(shop.text("checkout.success.title"))
  await expect(shop.main.getByRole("table").getByRole("row")).toHaveCount(3 + 2)
  await shop.header.expectCartCount(0)
})

test("checkout: paid, then gone elsewhere before the confirmation shows: the paid lines leave the cart on the next page and in the other tab; a line added meanwhile stays", async ({
  shop,
  page,
}) => {
  const addToCart = async (on: Shop, id: number) => {
    await on.goto("en", `/product/${id}`)
    await on.main.getByRole("button", { name: on.text("product.addToCart") }).click()
  }
  await addToCart(shop, CHEAP_PRODUCT)
  await addToCart(shop, 1)
  await shop.goto("en", "/cart")
  await shop.main.getByRole("button", { name: shop.text("cart.checkout") }).click()
  const payment = new PaymentPage(page)
  await payment.expectOpen()

  // Another tab of the same browser, while the payment page is open: one more product.
  const other = new Shop(await page.context().newPage())
  await addToCart(other, 2)
  await other.header.expectCartCount(3)
  await other.goto("en", "/cart")

  // Paid, and the confirmation page never shows (the shopper closed it, or went elsewhere first).
  await page.route("**/checkout/success**", (route) => route.abort())
  await payment.fill({ card: GOOD_CARD })
  await payment.pay()
  await shop.goto("en", "/products")
  await shop.header.expectCartCount(1)
  await other.header.expectCartCount(1)
  const lines = other.main.getByRole("list", { name: other.text("cart.linesLabel") }).getByRole("listitem")
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toContainText(displayText(await fetchProduct(page.request, 2), "en").name)
  // Once, however often the shop is opened again.
  await shop.goto("en", "/cart")
  await shop.header.expectCartCount(1)
})

test("checkout: Cancel on the payment page returns to the cart, unchanged", async ({ shop, page }) => {
  await shop.goto("en", `/product/${CHEAP_PRODUCT}`)
  await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
  await shop.header.expectCartCount(1)
  await shop.goto("en", "/cart")
  await shop.main.getByRole("button", { name: shop.text("cart.checkout") }).click()
  const payment = new PaymentPage(page)
  await payment.expectOpen()
  await payment.cancel()

  await expect(page).toHaveURL(/\/en\/checkout\/cancel\?from=cart/)
  await expect(shop.heading).toHaveText(shop.text("checkout.cancel.title"))
  await shop.main.getByRole("link", { name: shop.text("checkout.cancel.backToCart") }).click()
  await expect(shop.heading).toHaveText(shop.text("cart.title"))
  await shop.header.expectCartCount(1)
})

test("checkout: a declined card shows the decline, stays on the payment page and creates no order", async ({ shop, page }) => {
  await shop.goto("en", `/product/${CHEAP_PRODUCT}`)
  await buyNowButton(shop).click()
  const payment = new PaymentPage(page)
  await payment.expectOpen()
  await payment.fill({ card: DECLINED_CARD })
  await payment.pay()
  await expect(page.getByRole("alert")).toContainText("Your card was declined.")
  await payment.expectOpen()
  const lookup = await page.request.get(`/api/orders/by-session/${payment.sessionId}`)
  expect(lookup.status()).toBe(202)
})

test("checkout: when the checkout cannot start, buy now shows the spec's alert and logs the error", async ({ shop, page }) => {
  await page.route("**/api/create-checkout-session", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }))
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  let alerted: string | undefined
  page.once("dialog", (dialog) => {
    alerted = dialog.message()
    void dialog.dismiss()
  })
  await shop.goto("en", `/product/${CHEAP_PRODUCT}`)
  await buyNowButton(shop).click()
  await expect.poll(() => alerted).toBe(SPEC_TEXT.checkoutFailed)
  await expect.poll(() => errors.some((text) => text.includes("checkout"))).toBe(true)
  await expect(buyNowButton(shop)).toBeEnabled()
})

test("shipping: the cart charges the ship-to country's rate below 100 EUR, and choosing another country changes it", async ({ shop }) => {
  await shop.goto("en", `/product/${CHEAP_PRODUCT}`)
  await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
  await shop.goto("en", "/cart")
  const product = 18.99
  await expect(shop.main.getByTestId("cart-shipping")).toHaveText(usd(await shippingUsd(shop, "US")))
  await expect(shop.main.getByTestId("cart-total")).toHaveText(usd(product + (await shippingUsd(shop, "US"))))
  await shop.main.getByRole("combobox", { name: shop.text("shipping.shipTo") }).selectOption("DE")
  await expect(shop.main.getByTestId("cart-shipping")).toHaveText(usd(await shippingUsd(shop, "DE")))
  await expect(shop.main.getByTestId("cart-total")).toHaveText(usd(product + (await shippingUsd(shop, "DE"))))
})

test("shipping: the shipping page shows the Europe and worldwide tables from commerce", async ({ shop, request }) => {
  await shop.goto("de", "/shipping")
  await expect(shop.heading).toHaveText(await cmsTitle(request, "shipping", "de"))
  const europe = shop.main.getByRole("table", { name: shop.text("shipping.europe") })
  const worldwide = shop.main.getByRole("table", { name: shop.text("shipping.worldwide") })
  await expect(europe.getByRole("row", { name: /^Deutschland\b/ })).toContainText("5,99")
  await expect(europe.getByRole("row", { name: /^Serbien\b/ })).toBeVisible()
  await expect(worldwide.getByRole("row", { name: /^Vereinigte Staaten\b/ })).toContainText("19,99")
})
