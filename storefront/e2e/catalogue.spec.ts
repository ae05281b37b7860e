/**
 * Catalogue (spec §2, §4): 24 products a page from ?page=, pagination with a window of five pages,
 * first/last buttons with ellipses, and a filter box that hands its text to search.
 */
import { displayText, fetchCataloguePage } from "./support/catalogue-api.js"
import { expect, test, type Shop } from "./support/shop.js"
import { LAST_PAGE, PAGE_SIZE, PRODUCT_COUNT } from "./support/spec.js"

class Pagination {
  constructor(private readonly shop: Shop) {}

  get nav() {
    return this.shop.main.getByRole("navigation", { name: this.shop.text("catalogue.pagination.label") })
  }
  get previous() {
    return this.nav.getByRole("button", { name: this.shop.text("catalogue.pagination.previous") })
  }
  get next() {
    return this.nav.getByRole("button", { name: this.shop.text("catalogue.pagination.next") })
  }
  page(number: number) {
    return this.nav.getByRole("button", { name: this.shop.label("catalogue.pagination.page", { page: number }), exact: true })
  }
  get current() {
    return this.nav.locator('[aria-current="page"]')
  }
  get ellipses() {
    return this.nav.getByText("…")
  }
  /** The page numbers shown as buttons, in order. */
  async numbers(): Promise<number[]> {
    const labels = await this.nav.getByRole("listitem").getByRole("button").allInnerTexts()
    return labels.map(Number)
  }
}

test("catalogue: page 1 shows 24 products, previous is disabled, pages 1-5 then … and the last known page 11", async ({ shop, request }) => {
  const entries = await fetchCataloguePage(request, 1)
  await shop.goto("en", "/products")
  await expect(shop.heading).toHaveText(shop.text("catalogue.title"))
  await expect(shop.main.getByText(shop.text("catalogue.pageOf", { page: 1 }), { exact: true })).toBeVisible()
  await expect(shop.productCards()).toHaveCount(PAGE_SIZE)
  expect(await shop.cardNames()).toEqual(entries.map((entry) => displayText(entry, "en").name))

  const pagination = new Pagination(shop)
  await expect(pagination.previous).toBeDisabled()
  await expect(pagination.next).toBeEnabled()
  await expect(pagination.current).toHaveText("1")
  // A full page makes min(page + 10, 100) pages known.
  await expect.poll(() => pagination.numbers()).toEqual([1, 2, 3, 4, 5, 11])
  await expect(pagination.ellipses).toHaveCount(1)
})

test("catalogue: page 5 shows the window 3-7 around it, a first-page button with an ellipsis, and … 15", async ({ shop }) => {
  await shop.goto("en", "/products?page=5")
  const pagination = new Pagination(shop)
  await expect(pagination.current).toHaveText("5")
  await expect(pagination.page(5)).toHaveAttribute("aria-current", "page")
  await expect.poll(() => pagination.numbers()).toEqual([1, 3, 4, 5, 6, 7, 15])
  await expect(pagination.ellipses).toHaveCount(2)
  await expect(pagination.previous).toBeEnabled()
  await expect(pagination.next).toBeEnabled()

  await pagination.page(1).click()
  await expect(shop.page).toHaveURL(/\/en\/products\?page=1$/)
  await expect(pagination.previous).toBeDisabled()
})

test("catalogue: page 4 shows a first-page button without an ellipsis (only above page 4)", async ({ shop }) => {
  await shop.goto("en", "/products?page=4")
  const pagination = new Pagination(shop)
  await expect(pagination.current).toHaveText("4")
  await expect.poll(() => pagination.numbers()).toEqual([1, 2, 3, 4, 5, 6, 14])
  await expect(pagination.ellipses).toHaveCount(1)
})

test("catalogue: next is disabled on the last known page (the last, short page of the catalogue)", async ({ shop, request }) => {
  const entries = await fetchCataloguePage(request, LAST_PAGE)
  expect(entries).toHaveLength(PRODUCT_COUNT - (LAST_PAGE - 1) * PAGE_SIZE)
  await shop.goto("en", `/products?page=${LAST_PAGE}`)
  await expect(shop.productCards()).toHaveCount(entries.length)
  expect(await shop.cardNames()).toEqual(entries.map((entry) => displayText(entry, "en").name))

  const pagination = new Pagination(shop)
  await expect(pagination.current).toHaveText(String(LAST_PAGE))
  await expect(pagination.next).toBeDisabled()
  await expect(pagination.previous).toBeEnabled()
  await expect.poll(() => pagination.numbers()).toEqual([1, LAST_PAGE - 4, LAST_PAGE - 3, LAST_PAGE - 2, LAST_PAGE - 1, LAST_PAGE])
})

test("catalogue: clicking next sets ?page=2, shows the second page and scrolls back to the top", async ({ shop, page, request }) => {
  const second = await fetchCataloguePage(request, 2)
  await shop.goto("en", "/products")
  await expect(shop.productCards()).toHaveCount(PAGE_SIZE)
  const pagination = new Pagination(shop)
  await pagination.next.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

  await pagination.next.click()
  await expect(page).toHaveURL(/\/en\/products\?page=2$/)
  await expect(pagination.current).toHaveText("2")
  await expect(shop.main.getByText(shop.text("catalogue.pageOf", { page: 2 }), { exact: true })).toBeVisible()
  await expect.poll(() => shop.cardNames()).toEqual(second.map((entry) => displayText(entry, "en").name))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await pagination.previous.click()
  await expect(page).toHaveURL(/\/en\/products\?page=1$/)
  await expect(pagination.current).toHaveText("1")
})

test("catalogue: the filter box sends its text to search in the current language", async ({ shop, page }) => {
  await shop.goto("en", "/products")
  await shop.main.getByRole("searchbox", { name: shop.text("catalogue.filterLabel") }).fill("  wireless watch ")
  await shop.main.getByRole("button", { name: shop.text("catalogue.filterButton") }).click()
  await expect(page).toHaveURL(/\/en\/search\?q=wireless\+watch$/)
  await expect(shop.main.getByRole("searchbox")).toHaveValue("wireless watch")
})

test("catalogue: the filter box on the unprefixed (Polish) catalogue stays unprefixed, and on /de stays German", async ({ shop, page }) => {
  await shop.goto(undefined, "/products")
  await shop.main.getByRole("searchbox").fill("zegarek")
  await shop.main.getByRole("searchbox").press("Enter")
  await expect(page).toHaveURL(/\/search\?q=zegarek$/)
  expect(new URL(page.url()).pathname).toBe("/search")
  await expect(shop.heading).toHaveText(shop.text("search.title"))

  await shop.goto("de", "/products")
  await shop.main.getByRole("searchbox").fill("Uhr")
  await shop.main.getByRole("searchbox").press("Enter")
  await expect(page).toHaveURL(/\/de\/search\?q=Uhr$/)
  await expect(shop.html).toHaveAttribute("lang", "de")
  await expect(shop.main.getByRole("searchbox")).toHaveValue("Uhr")
})
