/**
 * Cart (spec §2, §3, §4, §8): lines with minus/plus/remove, the summary's count and total, the empty
 * state, and the cart kept in the browser across reloads (corrupt storage must not break the page).
 */
import { displayText, fetchCataloguePage, type CatalogueEntry } from "./support/catalogue-api.js"
import { expectShownPrice } from "./support/price.js"
import { expect, Shop, test } from "./support/shop.js"
import { SPEC_TEXT } from "./support/spec.js"
import { uiPattern } from "./support/texts.js"

class CartPage {
  constructor(private readonly shop: Shop) {}

  get lines() {
    return this.shop.main.getByRole("list", { name: this.shop.text("cart.linesLabel") }).getByRole("listitem")
  }
  line(name: string) {
    return this.lines.filter({ has: this.shop.page.getByRole("link", { name, exact: true }) })
  }
  quantity(name: string) {
    return this.shop.main.getByRole("group", { name: this.shop.label("cart.quantityOf", { name }) }).getByRole("status")
  }
  plus(name: string) {
    return this.shop.main.getByRole("button", { name: this.shop.label("cart.increase", { name }) })
  }
  minus(name: string) {
    return this.shop.main.getByRole("button", { name: this.shop.label("cart.decrease", { name }) })
  }
  remove(name: string) {
    return this.shop.main.getByRole("button", { name: this.shop.label("cart.remove", { name }) })
  }
  get summary() {
    return this.shop.main.getByRole("complementary", { name: this.shop.text("cart.summary") })
  }
  /** The summary value (dd) next to the term (dt) `key`. */
  summaryValue(key: string) {
    return this.summary
      .locator("div")
      .filter({ has: this.shop.page.getByRole("term").getByText(this.shop.text(key), { exact: true }) })
      .getByRole("definition")
  }
  async expectTotals(items: number, usd: number) {
    await expect(this.summaryValue("cart.products")).toHaveText(String(items))
    await expectShownPrice(this.summaryValue("cart.total"), usd, "USD", "en")
    await expect(this.summaryValue("cart.shipping")).toHaveText(this.shop.text("cart.free"))
  }
}

/** Adds the first two products of the catalogue with their cards' cart icons; returns them with their English names. */
async function addTwoProducts(shop: Shop, entries: CatalogueEntry[]) {
  await shop.goto("en", "/products")
  const products = entries.slice(0, 2).map((entry) => ({ entry, name: displayText(entry, "en").name, usd: entry.item.best_usd_price }))
  for (const { name } of products) await shop.cardAddButton(shop.card(name)).click()
  await shop.header.expectCartCount(2)
  await shop.header.cartLink.click()
  await expect(shop.heading).toHaveText(shop.text("cart.title"))
  return products as [(typeof products)[number], (typeof products)[number]]
}

test("cart: lines are kept across a reload (stored in the browser)", async ({ shop, request }) => {
  const [a, b] = await addTwoProducts(shop, await fetchCataloguePage(request, 1))
  const cart = new CartPage(shop)
  await cart.plus(a.name).click()
  await expect(cart.quantity(a.name)).toHaveText("2")

  await shop.reload()
  await expect(cart.lines).toHaveCount(2)
  await expect(cart.quantity(a.name)).toHaveText("2")
  await expect(cart.quantity(b.name)).toHaveText("1")
  await shop.header.expectCartCount(3)
  await cart.expectTotals(3, 2 * a.usd + b.usd)
})

test("cart: plus, minus and remove change the line and the summary's count and total", async ({ shop, request }) => {
  const [a, b] = await addTwoProducts(shop, await fetchCataloguePage(request, 1))
  const cart = new CartPage(shop)
  await expect(cart.lines).toHaveCount(2)
  const unitPrice = shop.text("cart.unitPrice", { price: "{{price}}" })
  await expectShownPrice(cart.line(a.name).getByText(uiPattern("en", "cart.unitPrice")), a.usd, "USD", "en", unitPrice)
  await cart.expectTotals(2, a.usd + b.usd)

  await cart.plus(a.name).click()
  await cart.plus(a.name).click()
  await expect(cart.quantity(a.name)).toHaveText("3")
  await cart.expectTotals(4, 3 * a.usd + b.usd)
  await shop.header.expectCartCount(4)

  await cart.minus(a.name).click()
  await expect(cart.quantity(a.name)).toHaveText("2")
  await cart.expectTotals(3, 2 * a.usd + b.usd)

  await cart.remove(b.name).click()
  await expect(cart.lines).toHaveCount(1)
  await expect(cart.line(b.name)).toHaveCount(0)
  await cart.expectTotals(2, 2 * a.usd)
  await shop.header.expectCartCount(2)
})

test("cart: minus at quantity 1 removes the line", async ({ shop, request }) => {
  const [a, b] = await addTwoProducts(shop, await fetchCataloguePage(request, 1))
  const cart = new CartPage(shop)
  await expect(cart.quantity(b.name)).toHaveText("1")
  await cart.minus(b.name).click()
  await expect(cart.lines).toHaveCount(1)
  await expect(cart.line(a.name)).toBeVisible()
  await cart.expectTotals(1, a.usd)
})

test("cart: emptying the cart shows 'Your cart is empty' with a link to the catalogue, and hides the badge", async ({ shop, page, request }) => {
  const [a, b] = await addTwoProducts(shop, await fetchCataloguePage(request, 1))
  const cart = new CartPage(shop)
  await cart.remove(a.name).click()
  await cart.minus(b.name).click()

  await expect(shop.heading).toHaveText(SPEC_TEXT.cartEmpty)
  await shop.header.expectCartCount(0)
  await shop.reload()
  await expect(shop.heading).toHaveText(SPEC_TEXT.cartEmpty)
  await shop.main.getByRole("link", { name: shop.text("cart.browse") }).click()
  await expect(page).toHaveURL(/\/en\/products$/)
})

test("cart: a fresh visitor's cart is empty", async ({ shop }) => {
  await shop.goto("en", "/cart")
  await expect(shop.heading).toHaveText(SPEC_TEXT.cartEmpty)
  await shop.header.expectCartCount(0)
})

test("cart: a corrupt stored cart does not break the page (it starts empty and works again)", async ({ shop, page, request }) => {
  const entries = await fetchCataloguePage(request, 1)
  await addTwoProducts(shop, entries)
  // Whatever the cart stored, overwrite it with things that are not a cart.
  const keys = await page.evaluate(() => Object.keys(localStorage))
  expect(keys.length, "the cart is stored in localStorage").toBeGreaterThan(0)
  for (const junk of ["{not json", '{"items": 3}', '"text"', JSON.stringify({ items: [{ id: "x", quantity: -1 }, null] })]) {
    await test.step(junk, async () => {
      await page.evaluate(([storedKeys, value]) => storedKeys!.forEach((key) => localStorage.setItem(key, value as string)), [keys, junk] as const)
      await shop.reload()
      await expect(shop.heading).toHaveText(SPEC_TEXT.cartEmpty)
      await shop.header.expectCartCount(0)
    })
  }

  await shop.goto("en", "/products")
  const name = displayText(entries[0]!, "en").name
  await shop.cardAddButton(shop.card(name)).click()
  await shop.header.expectCartCount(1)
})

test("cart: another tab of the shop sees the cart change", async ({ shop, context, request }) => {
  const entries = await fetchCataloguePage(request, 1)
  await shop.goto("en", "/products")
  const other = new Shop(await context.newPage())
  await other.goto("en", "/cart")
  await expect(other.heading).toHaveText(SPEC_TEXT.cartEmpty)

  await shop.cardAddButton(shop.card(displayText(entries[0]!, "en").name)).click()
  await other.header.expectCartCount(1)
  await expect(new CartPage(other).lines).toHaveCount(1)
})
