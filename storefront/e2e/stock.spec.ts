/**
 * Stock as shoppers meet it (issue 56): a product down to its last units, one sold out, and the last units going
 * while a shopper's page is open, in the product page, its structured data, the catalogue's cards and the cart.
 * Quantities are set as a merchandiser sets them in the admin (its API), and put back after each test; each test
 * has a product of its own, so they can run side by side.
 */
import { displayText, fetchProduct } from "./support/catalogue-api.js"
import { restoreStock, setProductStock } from "./support/commerce-admin.js"
import { expect, type Shop, test } from "./support/shop.js"
import { ui } from "./support/texts.js"

/** Seeded with its last 4 units (its only variant). */
const LOW_PRODUCT = 14
/** Seeded sold out (its only variant); on catalogue page 2. */
const SOLD_OUT_PRODUCT = 34
/** Seeded with its last 3 units: the one whose last units go while its page is open. */
const LAST_UNITS_PRODUCT = 116
/** Seeded in depth: the one a cart holds more of than its stock, once a merchandiser lowers it. */
const CART_PRODUCT = 150

const purchaseButtons = (shop: Shop) => ({
  add: shop.main.getByRole("button", { name: shop.text("product.addToCart") }),
  buyNow: shop.main.getByRole("button", { name: new RegExp(`^${shop.text("product.buyNow", { price: "" })}`) }),
})

/** The offer's availability in the product page's JSON-LD. */
async function offerAvailability(shop: Shop): Promise<string> {
  const json = await shop.page.locator('script[type="application/ld+json"]').first().textContent()
  return (JSON.parse(json ?? "{}") as { offers?: { availability?: string } }).offers?.availability ?? ""
}

test("stock: a product down to its last units says how many in the language's words, offers no more, and tells search engines; its card says it too", async ({ shop, request }) => {
  const product = await fetchProduct(request, LOW_PRODUCT)
  expect(product.item.stock).toEqual({ status: "low", left: 4, max_quantity: 4 })
  await shop.goto("pl", `/product/${LOW_PRODUCT}`)
  await expect(shop.main.getByText(ui("pl", "product.onlyLeft", { count: 4 }), { exact: true })).toBeVisible()
  expect(ui("pl", "product.onlyLeft", { count: 4 })).toBe("Zostały tylko 4 sztuki")
  await expect(shop.main.getByRole("combobox", { name: shop.text("product.quantity") }).getByRole("option")).toHaveText(["1", "2", "3", "4"])
  expect(await offerAvailability(shop)).toBe("https://schema.org/LimitedAvailability")

  // Neither sold much nor marked by a merchandiser: no bestseller badge.
  expect(product.item.bestseller).toBe(false)
  await expect(shop.main.getByText(ui("pl", "product.bestseller"), { exact: true })).toHaveCount(0)

  await shop.goto("en", "/products")
  const card = shop.card(displayText(product, "en").name)
  await expect(card.getByText(ui("en", "product.onlyLeft", { count: 4 }))).toBeVisible()
  await expect(shop.cardAddButton(card)).toBeEnabled()
})

test("stock: a sold-out product says so, cannot be added or bought (the reason beside the buttons), and tells search engines; its card's cart button is off", async ({
  shop,
  request,
}) => {
  const product = await fetchProduct(request, SOLD_OUT_PRODUCT)
  expect(product.item.stock.status).toBe("sold_out")
  await shop.goto("de", `/product/${SOLD_OUT_PRODUCT}`)
  await expect(shop.main.getByText(shop.text("product.soldOut"), { exact: true })).toBeVisible()
  const { add, buyNow } = purchaseButtons(shop)
  for (const button of [add, buyNow]) {
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(shop.text("product.soldOutHint"))
  }
  expect(await offerAvailability(shop)).toBe("https://schema.org/OutOfStock")

  await shop.goto("de", "/products?page=2")
  const card = shop.card(displayText(product, "de").name)
  await expect(card.getByText(shop.text("product.soldOut"))).toBeVisible()
  await expect(shop.cardAddButton(card)).toBeDisabled()
})

test("stock: the last units go while the page is open; buy now is refused before any payment, with the reason, and the page then shows sold out", async ({
  shop,
  page,
  request,
}) => {
  const product = await fetchProduct(request, LAST_UNITS_PRODUCT)
  await shop.goto("en", `/product/${LAST_UNITS_PRODUCT}`)
  await expect(shop.main.getByText(shop.text("product.onlyLeft", { count: 3 }), { exact: true })).toBeVisible()
  const before = await setProductStock(product.item.ident, 0)
  try {
    const alert = page.waitForEvent("dialog")
    await purchaseButtons(shop).buyNow.click()
    const dialog = await alert
    expect(dialog.message()).toBe(shop.text("checkout.notEnoughStock"))
    await dialog.accept()
    await expect(page).toHaveURL(new RegExp(`/en/product/${LAST_UNITS_PRODUCT}$`))
    await expect(shop.main.getByText(shop.text("product.soldOut"), { exact: true })).toBeVisible()
    await expect(purchaseButtons(shop).buyNow).toBeDisabled()
  } finally {
    await restoreStock(before)
  }
})

test("stock: a cart line for more than is left says so and holds the checkout until lowered; a sold-out line until removed", async ({ shop, request }) => {
  const low = await fetchProduct(request, CART_PRODUCT)
  await shop.goto("en", `/product/${CART_PRODUCT}`)
  await shop.main.getByRole("combobox", { name: shop.text("product.quantity") }).selectOption("4")
  await purchaseButtons(shop).add.click()
  const before = await setProductStock(low.item.ident, 2)
  try {
    await shop.goto("en", "/cart")
    const name = displayText(low, "en").name
    const checkout = shop.main.getByRole("button", { name: shop.text("cart.checkout") })
    await expect(async () => {
      await shop.page.reload()
      await expect(shop.main.getByText(shop.text("product.onlyLeft", { count: 2 }), { exact: true })).toBeVisible({ timeout: 1000 })
    }).toPass()
    await expect(shop.main.getByText(shop.text("cart.lowerQuantity"))).toBeVisible()
    await expect(checkout).toBeDisabled()
    const fewer = shop.main.getByRole("button", { name: shop.label("cart.decrease", { name }) })
    await fewer.click()
    await fewer.click()
    await expect(shop.main.getByText(shop.text("cart.lowerQuantity"))).toHaveCount(0)
    await expect(shop.main.getByRole("button", { name: shop.label("cart.increase", { name }) })).toBeDisabled()
    await expect(checkout).toBeEnabled()

    // Sold out while the cart waits: a shopper coming back (reloading) is told. (The first read after a change
    // may still be the answer kept from before it, which it makes again: the shopper's next look shows it.)
    await setProductStock(low.item.ident, 0)
    await expect(async () => {
      await shop.page.reload()
      await expect(shop.main.getByText(shop.text("cart.soldOutLine"))).toBeVisible({ timeout: 1000 })
    }).toPass()
    await expect(checkout).toBeDisabled()
  } finally {
    await restoreStock(before)
  }
})
