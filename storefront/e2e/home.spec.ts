/** Home (spec §2, §7): hero, 20 random products with a cart icon each, stats band, links to the catalogue. */
import { displayText, type CatalogueEntry } from "./support/catalogue-api.js"
import { expectShownPrice } from "./support/price.js"
import type { ShippingRatesResponse } from "@shop/contracts/api"
import { expect, test, type Shop } from "./support/shop.js"
import { HOME_PRODUCT_COUNT } from "./support/spec.js"

const featured = (shop: Shop) => shop.main.getByRole("region", { name: shop.text("home.featured.title") })

/** The home page's random picks as the server rendered them (the state it sends for hydration). */
async function serverPicks(shop: Shop): Promise<CatalogueEntry[]> {
  const state = JSON.parse((await shop.page.locator("#server-state").textContent())!) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
  }
  const random = state.queries.queries.find((query) => query.queryKey[0] === "products" && query.queryKey[1] === "random")
  expect(random, "the random picks are in the server's state").toBeTruthy()
  return random!.state.data as CatalogueEntry[]
}

test("home: shows 20 product cards, the random picks the server rendered (no second fetch), each linking to its product page", async ({ shop, page }) => {
  const apiCalls: string[] = []
  page.on("request", (request) => new URL(request.url()).pathname.startsWith("/api/products") && apiCalls.push(request.url()))
  page.on("request", (request) => new URL(request.url()).pathname === "/api/random-products" && apiCalls.push(request.url()))
  await shop.goto("en")
  const entries = await serverPicks(shop)
  expect(entries).toHaveLength(HOME_PRODUCT_COUNT)

  const cards = shop.productCards(featured(shop))
  await expect(cards).toHaveCount(HOME_PRODUCT_COUNT)
  expect(await shop.cardNames(featured(shop))).toEqual(entries.map((entry) => displayText(entry, "en").name))
  for (const [index, entry] of entries.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole("link")).toHaveAttribute("href", `/en/product/${entry.item.id}`)
    await expectShownPrice(shop.cardPrice(card), entry.item.best_usd_price, "USD", "en")
  }
  expect(apiCalls, "the browser uses the server's picks instead of asking again").toEqual([])

  const first = entries[0]!
  await shop.cardName(cards.first()).click()
  await expect(page).toHaveURL(new RegExp(`/en/product/${first.item.id}$`))
  await expect(shop.heading).toHaveText(displayText(first, "en").name)
})

test("home: a card's cart icon adds the product to the cart and the header badge shows 1", async ({ shop }) => {
  await shop.goto("en")
  const card = shop.productCards(featured(shop)).first()
  await expect(card).toBeVisible()
  const name = await shop.cardName(card).innerText()
  await shop.header.expectCartCount(0)

  await expect(shop.cardAddButton(card)).toHaveAccessibleName(shop.label("cart.addNamed", { name }))
  await shop.cardAddButton(card).click()
  await shop.header.expectCartCount(1)
  await expect(shop.page.getByRole("region", { name: shop.text("toast.region") })).toContainText(shop.text("cart.added", { name }))

  await shop.header.cartLink.click()
  await expect(shop.main.getByRole("link", { name, exact: true })).toBeVisible()
})

test("home: 'View all', 'Browse the full catalogue' and the hero's 'See products' lead to the catalogue", async ({ shop, page }) => {
  for (const label of ["home.featured.viewAll", "home.featured.browseAll", "home.hero.seeProducts"]) {
    await shop.goto("en")
    await shop.main.getByRole("link", { name: shop.text(label) }).click()
    await expect(page).toHaveURL(/\/en\/products$/)
    await expect(shop.heading).toHaveText(shop.text("catalogue.title"))
  }
})

test("home: coming from another page, a loading text shows while the random products are on their way", async ({ shop, page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/api/random-products*", async (route) => {
    await held
    await route.continue()
  })
  // A page from the server has its picks in the HTML; a navigation inside the app fetches them.
  await shop.goto("en", "/faq")
  await page
    .getByRole("banner")
    .getByRole("link", { name: shop.text("nav.home"), exact: true })
    .click()
  await expect(featured(shop).getByRole("status")).toHaveText(shop.text("home.featured.loading"))
  await expect(shop.productCards(featured(shop))).toHaveCount(0)
  release()
  await expect(shop.productCards(featured(shop))).toHaveCount(HOME_PRODUCT_COUNT)
  await expect(featured(shop).getByRole("status")).toHaveCount(0)
})

test("home: hero, stats band (the countries of the shipping table, 50K+, 24/7, 99%) and the three feature cards are shown", async ({ shop, request }) => {
  const { rates } = (await (await request.get("/api/shipping-rates?lang=en")).json()) as ShippingRatesResponse
  await shop.goto("en")
  await expect(shop.heading).toHaveText(`${shop.text("home.hero.titleStart")} ${shop.text("home.hero.titleAccent")}`)
  await expect(shop.main.getByRole("link", { name: shop.text("home.hero.checkShipping") })).toHaveAttribute("href", "/en/shipping")
  const stats = shop.main.getByRole("region", { name: shop.text("home.stats.label") })
  await expect(stats.getByRole("definition")).toHaveText([String(rates.length), "50K+", "24/7", "99%"])
  const features = shop.main.getByRole("region", { name: shop.text("home.features.title") })
  await expect(features.getByRole("heading", { level: 3 })).toHaveText(["fast", "quality", "support"].map((key) => shop.text(`home.features.${key}.title`)))
})
