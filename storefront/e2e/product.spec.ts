/**
 * Product page (spec §2, §7, §8): every element of the page, the quantity 1-5, add to cart, the server's
 * pre-loaded product (no /api/products/{id} call), and 'Product not found'.
 */
import type { ShippingRatesResponse } from "@shop/contracts/api"
import { displayText, fetchProduct, type CatalogueEntry } from "./support/catalogue-api.js"
import { expectShownPrice } from "./support/price.js"
import { expect, test, type Shop } from "./support/shop.js"
import { fetchReviews } from "./support/content-api.js"
import { readText } from "./support/mail-catcher.js"
import { REVIEW_COUNT, SPEC_TEXT } from "./support/spec.js"

const PRODUCT_ID = 1

class ProductPage {
  constructor(private readonly shop: Shop) {}

  get price() {
    return this.shop.productPrice
  }
  get quantity() {
    return this.shop.main.getByRole("combobox", { name: this.shop.text("product.quantity") })
  }
  get addToCart() {
    return this.shop.main.getByRole("button", { name: this.shop.text("product.addToCart") })
  }
  get buyNow() {
    return this.shop.main.getByRole("button", { name: new RegExp(`^${this.shop.text("product.buyNow", { price: "" })}`) })
  }
  get askSeller() {
    return this.shop.main.getByRole("link", { name: this.shop.text("product.askSeller") })
  }
  get tags() {
    return this.shop.main.getByRole("list", { name: this.shop.text("product.tags") }).getByRole("listitem")
  }
  tab(key: string, values?: Record<string, number>) {
    return this.shop.main.getByRole("tab", { name: this.shop.text(`product.tabs.${key}`, values) })
  }
  get tabPanel() {
    return this.shop.main.getByRole("tabpanel")
  }
}

async function openProduct(shop: Shop, product: CatalogueEntry) {
  await shop.goto("en", `/product/${product.item.id}`)
  await expect(shop.heading).toHaveText(displayText(product, "en").name)
  return new ProductPage(shop)
}

test("product: shows name, price, description, tags, badges (no rating of its own), quantity 1-5, buy-now with the price, icon buttons and the trust row", async ({
  shop,
  request,
}) => {
  const product = await fetchProduct(request, PRODUCT_ID)
  const text = displayText(product, "en")
  const view = await openProduct(shop, product)
  const { main } = shop

  await expect(main.getByRole("link", { name: shop.text("product.backToProducts") })).toHaveAttribute("href", "/en/products")
  await expect(main.getByRole("img", { name: text.name })).toBeVisible()
  // The free-shipping threshold is commerce's (the shipping table's), as the shipping page writes it.
  const { free_from } = (await (await request.get("/api/shipping-rates?lang=en")).json()) as ShippingRatesResponse
  expect(free_from).not.toBeNull()
  const amount = new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(free_from!.USD)
  await expect(main.getByText(shop.text("product.perks", { amount }))).toBeVisible()
  await expect(main.getByText(shop.text("product.inStock"), { exact: true })).toBeVisible()
  // Item 1 is marked a bestseller (the seed marks the spec's samples, as a merchandiser does); no product has ratings of its own.
  expect(product.item.bestseller).toBe(true)
  await expect(main.getByText(shop.text("product.bestseller"), { exact: true })).toBeVisible()
  await expect(main.getByText("(5/5)", { exact: true })).toHaveCount(0)
  await expectShownPrice(view.price, product.item.best_usd_price, "USD", "en")
  await expect(main.getByText(text.description).first()).toBeVisible()
  expect(text.tags.length).toBeGreaterThan(0)
  await expect(view.tags).toHaveText(text.tags)

  await expect(view.quantity).toHaveValue("1")
  await expect(view.quantity.getByRole("option")).toHaveText(["1", "2", "3", "4", "5"])
  await expect(view.addToCart).toBeVisible()
  await expectShownPrice(view.buyNow, product.item.best_usd_price, "USD", "en", shop.text("product.buyNow", { price: "{{price}}" }))
  await expect(main.getByRole("button", { name: shop.text("product.share") })).toBeVisible()
  await expect(main.getByRole("button", { name: shop.text("product.copyLink") })).toBeVisible()

  for (const key of ["warranty", "freeShipping", "returns"]) await expect(main.getByText(shop.text(`product.trust.${key}`, { amount }), { exact: true })).toBeVisible()
})

test("product: buy-now shows the price times the chosen quantity", async ({ shop, request }) => {
  const product = await fetchProduct(request, PRODUCT_ID)
  const view = await openProduct(shop, product)
  await view.quantity.selectOption("4")
  await expectShownPrice(view.buyNow, product.item.best_usd_price * 4, "USD", "en", shop.text("product.buyNow", { price: "{{price}}" }))
  // The unit price line stays the unit price.
  await expectShownPrice(view.price, product.item.best_usd_price, "USD", "en")
})

test("product: ask-seller opens a mail draft with the product's id, name and price", async ({ shop, request }) => {
  const product = await fetchProduct(request, PRODUCT_ID)
  const view = await openProduct(shop, product)
  const href = (await view.askSeller.getAttribute("href")) ?? ""
  expect(href).toMatch(/^mailto:[^?]+@[^?]+\?/)
  // As the shopper's mail program shows it: the values are isolated in the draft's plain text.
  const draft = readText(decodeURIComponent(href))
  expect(draft).toContain(displayText(product, "en").name)
  expect(draft).toMatch(new RegExp(`\\b${product.item.id}\\b`))
  expect(draft).toContain(await view.price.innerText())
})

test("product: tabs are description (default), shipping with the country table, and 'Reviews (127)' with the CMS's reviews in the page's language", async ({ shop, request }) => {
  const product = await fetchProduct(request, PRODUCT_ID)
  const reviews = await fetchReviews(request, "en")
  const view = await openProduct(shop, product)

  await expect(view.tab("description")).toHaveAttribute("aria-selected", "true")
  await expect(view.tabPanel).toHaveText(displayText(product, "en").description)

  await view.tab("shipping").click()
  await expect(view.tab("shipping")).toHaveAttribute("aria-selected", "true")
  await expect(view.tab("description")).toHaveAttribute("aria-selected", "false")
  // Spec §9, in euros (the table is in the shopper's currency): Germany 5.99 EUR in 1-2 days, UK 9.99 in 3-5, United States 19.99 in 7-10.
  await shop.header.chooseCurrency("EUR")
  for (const [country, days, price] of [
    ["Germany", "1-2", "5.99"],
    ["United Kingdom", "3-5", "9.99"],
    ["United States", "7-10", "19.99"],
  ] as const) {
    const row = view.tabPanel.getByRole("row", { name: new RegExp(`^${country}\\b`) })
    // The table writes a range with an en dash, as type does ("1–2").
    await expect(row).toContainText(days.replace("-", "–"))
    await expect(row).toContainText(`€${price}`)
  }

  await view.tab("reviews", { total: REVIEW_COUNT }).click()
  await expect(view.tab("reviews", { total: REVIEW_COUNT })).toHaveAttribute("aria-selected", "true")
  await expect(view.tab("reviews", { total: REVIEW_COUNT })).toHaveText(`Reviews (${REVIEW_COUNT})`)
  await expect(view.tabPanel.getByText(shop.text("product.reviews.basedOn", { count: REVIEW_COUNT }))).toBeVisible()
  await expect(view.tabPanel.getByRole("heading", { level: 2 })).toHaveText(reviews.map((review) => review.title))
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
  await expect(view.tabPanel.getByRole("img", { name: shop.label("product.reviews.averageLabel", { rating: average.toFixed(1) }) })).toBeVisible()
  await expect(view.tabPanel.getByRole("button", { name: shop.text("product.reviews.add") })).toBeVisible()
})

test("product: add to cart with quantity 3 puts 3 of it in the cart", async ({ shop, page, request }) => {
  const product = await fetchProduct(request, PRODUCT_ID)
  const name = displayText(product, "en").name
  const view = await openProduct(shop, product)
  await shop.header.expectCartCount(0)

  await view.quantity.selectOption("3")
  await view.addToCart.click()
  await shop.header.expectCartCount(3)

  await shop.header.cartLink.click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  const line = shop.main.getByRole("group", { name: shop.label("cart.quantityOf", { name }) })
  await expect(line.getByRole("status")).toHaveText("3")
})

test("product: the server injects the product into the HTML, and the page renders without calling /api/products/1", async ({ shop, page, request }) => {
  const product = await fetchProduct(request, PRODUCT_ID)
  const name = displayText(product, "en").name

  const html = await request.get(`/en/product/${PRODUCT_ID}`)
  expect(html.status()).toBe(200)
  const body = await html.text()
  expect(body).toContain(name)
  expect(body).toMatch(/<html[^>]*lang="en"/)

  const productCalls: string[] = []
  await page.route(
    (url) => url.pathname === `/api/products/${PRODUCT_ID}`,
    async (route) => {
      productCalls.push(route.request().url())
      await route.abort()
    }
  )
  await shop.goto("en", `/product/${PRODUCT_ID}`)
  await expect(shop.heading).toHaveText(name)
  await expectShownPrice(new ProductPage(shop).price, product.item.best_usd_price, "USD", "en")
  expect(productCalls).toEqual([])
})

test("product: a missing product ('/product/987654321') shows 'Product not found' with a back link", async ({ shop, page }) => {
  await shop.goto("en", "/product/987654321")
  await expect(shop.heading).toHaveText(SPEC_TEXT.productNotFound)
  await shop.main.getByRole("link", { name: shop.text("product.backToProducts") }).click()
  await expect(page).toHaveURL(/\/en\/products$/)
  await expect(shop.heading).toHaveText(shop.text("catalogue.title"))
})

test("product: a missing product on the unprefixed URL says so in Polish", async ({ shop }) => {
  await shop.goto(undefined, "/product/987654321")
  await expect(shop.heading).toHaveText(shop.text("product.notFound"))
  await expect(shop.main.getByRole("link", { name: shop.text("product.backToProducts") })).toHaveAttribute("href", "/products")
})
