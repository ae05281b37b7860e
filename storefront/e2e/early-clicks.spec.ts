/**
 * No lost clicks: a click made after the server's page shows but before the app is live (its JavaScript held
 * back, as on a slow phone) takes effect, exactly once. Add to cart, buy now, search and the footer's
 * languages are forms and links the server answers (server/routes/product-forms.ts); the other buttons and
 * selects are kept by the entry script and replayed once the app is live (src/early-input.ts).
 */
import { displayText, fetchProduct } from "./support/catalogue-api.js"
import { PaymentPage } from "./support/payment-page.js"
import { expect, test } from "./support/shop.js"

const PRODUCT = 1

test("no lost clicks: add to cart before the app is live adds the product once, at the quantity chosen", async ({ shop, page, request }) => {
  const product = await fetchProduct(request, PRODUCT)
  const release = await shop.gotoBeforeLive("en", `/product/${PRODUCT}`)
  await shop.main.getByRole("combobox", { name: shop.text("product.quantity") }).selectOption("2")
  await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
  // The server's answer: the cart page, with the addition in its link.
  await page.waitForURL(/\/en\/cart\?add=/, { waitUntil: "commit" })
  const link = page.url()
  await release()
  await expect(page).toHaveURL(/\/en\/cart$/)
  const line = shop.main.getByRole("list", { name: shop.text("cart.linesLabel") }).getByRole("listitem")
  await expect(line).toHaveCount(1)
  await expect(line).toContainText(displayText(product, "en").name)
  await shop.header.expectCartCount(2)

  // Once: the same link again (history, a reload before it was replaced) adds nothing more.
  await shop.goto(undefined, new URL(link).pathname + new URL(link).search)
  await expect(page).toHaveURL(/\/en\/cart$/)
  await shop.reload()
  await shop.header.expectCartCount(2)
})

test("no lost clicks: a catalogue card's cart button before the app is live adds one", async ({ shop, page }) => {
  const release = await shop.gotoBeforeLive("de", "/products")
  const card = shop.productCards().first()
  const name = await shop.cardName(card).innerText()
  await shop.cardAddButton(card).click()
  await page.waitForURL(/\/de\/cart\?add=/, { waitUntil: "commit" })
  await release()
  await expect(page).toHaveURL(/\/de\/cart$/)
  await expect(shop.main.getByRole("link", { name, exact: true })).toBeVisible()
  await shop.header.expectCartCount(1)
})

test("no lost clicks: buy now before the app is live opens the payment page for that product and quantity", async ({ shop, page, request }) => {
  const product = await fetchProduct(request, PRODUCT)
  const release = await shop.gotoBeforeLive("en", `/product/${PRODUCT}`)
  await shop.main.getByRole("combobox", { name: shop.text("product.quantity") }).selectOption("3")
  await shop.main.getByRole("button", { name: new RegExp(`^${shop.text("product.buyNow", { price: "" })}`) }).click()
  await page.waitForURL(/\/c\/pay\//, { waitUntil: "commit" })
  await release()
  await new PaymentPage(page).expectOpen()
  await expect(page.getByText(displayText(product, "en").name)).toBeVisible()
  await expect(page.locator("body")).toContainText(`$${(product.item.best_usd_price * 3).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`)
})

test("no lost clicks: search and the footer's languages work before the app is live", async ({ shop, page }) => {
  let release = await shop.gotoBeforeLive("en", "/search")
  await shop.main.getByRole("searchbox").fill("watch")
  await shop.main.getByRole("searchbox").press("Enter")
  await page.waitForURL(/\/en\/search\?q=watch$/, { waitUntil: "commit" })
  await release()
  await expect(shop.productCards().first()).toBeVisible()

  release = await shop.gotoBeforeLive("en", `/product/${PRODUCT}`)
  await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click()
  await page.waitForURL(new RegExp(`/de/product/${PRODUCT}$`), { waitUntil: "commit" })
  await expect(shop.html).toHaveAttribute("lang", "de")
  await release()
})

test("no lost clicks: a tab, the quantity and the FAQ chosen before any script of the app has run are applied once it is live", async ({ shop, page }) => {
  let release = await shop.gotoBeforeLive("en", `/product/${PRODUCT}`)
  const shippingTab = shop.main.getByRole("tab", { name: shop.text("product.tabs.shipping") })
  await shippingTab.click()
  await shop.main.getByRole("combobox", { name: shop.text("product.quantity") }).selectOption("3")
  await expect(shippingTab).toHaveAttribute("aria-selected", "false")
  await release()
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1)
  await expect(shippingTab).toHaveAttribute("aria-selected", "true")
  await expect(shop.main.getByRole("combobox", { name: shop.text("product.quantity") })).toHaveValue("3")
  await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
  await shop.header.expectCartCount(3)

  // A toggle is replayed once: a question clicked open stays open (twice would close it again).
  release = await shop.gotoBeforeLive("en", "/faq")
  const question = shop.main.getByRole("button", { expanded: false }).first()
  const name = await question.innerText()
  await question.click()
  await release()
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1)
  await expect(shop.main.getByRole("button", { name, exact: true })).toHaveAttribute("aria-expanded", "true")
})
