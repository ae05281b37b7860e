/**
 * Search (spec §2, §5): a query box seeded from ?q=, submit sets q (a blank query clears it), category
 * badges (single choice, starting at all), results in the current language from GET /api/search, a
 * no-results panel with a clear button, and a start panel without q.
 *
 * Tests marked "(needs /api/search)" need the search API; the others only need the screen.
 */
import type { APIRequestContext } from "@playwright/test"
import { displayText, fetchProduct } from "./support/catalogue-api.js"
import { expect, test, type Shop } from "./support/shop.js"
import { SPEC_TEXT } from "./support/spec.js"
import { uiPattern } from "./support/texts.js"

/** Fails at once, with the API's answer, when GET /api/search is not there (instead of waiting out the UI). */
async function expectSearchApi(request: APIRequestContext): Promise<void> {
  const response = await request.get("/api/search?q=watch&category=all&lang=en&limit=1&offset=0")
  expect(response.status(), `GET /api/search answered ${response.status()} ${await response.text()}`).toBe(200)
}

class SearchPage {
  constructor(private readonly shop: Shop) {}

  get box() {
    return this.shop.main.getByRole("searchbox", { name: this.shop.text("search.label") })
  }
  get submit() {
    return this.shop.main.getByRole("button", { name: this.shop.text("search.submit"), exact: true })
  }
  get categories() {
    return this.shop.main.getByRole("group", { name: this.shop.text("search.categoryLabel") }).getByRole("button")
  }
  category(key: string) {
    return this.categories.filter({ hasText: this.shop.text(`search.categories.${key}`) })
  }
  get pressedCategories() {
    return this.shop.main.getByRole("group", { name: this.shop.text("search.categoryLabel") }).locator('[aria-pressed="true"]')
  }
  /** "Results for “watch”: 12" */
  get resultsHeading() {
    return this.shop.main.getByRole("heading", { level: 2, name: uiPattern(this.shop.lang, "search.resultsHeading") })
  }
  async resultCount(): Promise<number> {
    const text = await this.resultsHeading.innerText()
    return Number(/(\d+)\D*$/.exec(text)?.[1] ?? Number.NaN)
  }
  get startPanel() {
    return this.shop.main.getByRole("heading", { name: this.shop.text("search.startTitle") })
  }
  async search(text: string) {
    await this.box.fill(text)
    await this.submit.click()
  }
}

test("search: /en/search?q=watch finds watches (needs /api/search)", async ({ shop, request }) => {
  await expectSearchApi(request)
  await shop.goto("en", "/search?q=watch")
  const search = new SearchPage(shop)
  await expect(search.box).toHaveValue("watch")
  await expect(search.resultsHeading).toBeVisible()
  expect(await search.resultCount()).toBeGreaterThan(0)
  const names = await shop.cardNames()
  expect(names.length).toBeGreaterThan(0)
  expect(names.some((name) => /watch/i.test(name)), `a watch among ${JSON.stringify(names)}`).toBe(true)
})

test("search: /de/search with a German word from a product's German name finds that product (needs /api/search)", async ({ shop, request }) => {
  await expectSearchApi(request)
  // Item 1 has the lowest id, so it leads the (id-ordered) results; take a word its English name lacks.
  const product = await fetchProduct(request, 1)
  const german = displayText(product, "de").name
  const english = displayText(product, "en").name.toLowerCase()
  const word = german.split(/[^\p{L}]+/u).find((part) => part.length >= 4 && !english.includes(part.toLowerCase()))
  expect(word, `a German-only word in "${german}"`).toBeTruthy()

  await shop.goto("de", `/search?q=${encodeURIComponent(word!)}`)
  await expect(shop.card(german)).toBeVisible()

  // The same word means nothing in English: search runs in the page's language.
  await shop.goto("en", `/search?q=${encodeURIComponent(word!)}`)
  await expect(shop.main.getByRole("heading", { name: SPEC_TEXT.noResults })).toBeVisible()
})

test("search: a nonsense query shows 'No products found for this query. Try different keywords.' and its clear button empties the search (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  await shop.goto("en", "/search?q=zzqxv-no-such-thing")
  const search = new SearchPage(shop)
  await expect(shop.main.getByRole("heading", { name: SPEC_TEXT.noResults })).toBeVisible()
  await expect(shop.productCards()).toHaveCount(0)

  await shop.main.getByRole("button", { name: shop.text("search.clear") }).click()
  await expect(page).toHaveURL(/\/en\/search$/)
  await expect(search.box).toHaveValue("")
  await expect(search.startPanel).toBeVisible()
})

test("search: submitting the box sets q in the URL and shows results for it (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  await shop.goto("en", "/search")
  const search = new SearchPage(shop)
  await search.search("  watch  ")
  await expect(page).toHaveURL(/\/en\/search\?q=watch$/)
  await expect(search.resultsHeading).toContainText("watch")
})

test("search: a category narrows the results and keeps q (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  await shop.goto("en", "/search?q=watch")
  const search = new SearchPage(shop)
  await expect(search.resultsHeading).toBeVisible()
  const all = await search.resultCount()
  await search.category("electronics").click()
  await expect(page).toHaveURL(/\/en\/search\?q=watch&category=electronics$/)
  await expect(search.resultsHeading.or(shop.main.getByRole("heading", { name: SPEC_TEXT.noResults }))).toBeVisible()
  if (await search.resultsHeading.isVisible()) expect(await search.resultCount()).toBeLessThanOrEqual(all)
})

test("search: category badges are a single choice, starting at 'All'", async ({ shop, page }) => {
  await shop.goto("en", "/search")
  const search = new SearchPage(shop)
  // Spec §2: all, electronics, accessories (the shop also has luxury).
  await expect(search.categories).toContainText(["All", "Electronics", "Accessories"])
  await expect(search.pressedCategories).toHaveText(["All"])

  await search.category("electronics").click()
  await expect(search.pressedCategories).toHaveText(["Electronics"])
  await expect(page).toHaveURL(/[?&]category=electronics$/)

  await search.category("accessories").click()
  await expect(search.pressedCategories).toHaveText(["Accessories"])
  await expect(page).toHaveURL(/[?&]category=accessories$/)

  await search.category("all").click()
  await expect(search.pressedCategories).toHaveText(["All"])
  await expect(page).toHaveURL(/\/en\/search$/)
})

test("search: the box is seeded from ?q=, and a blank query (after trimming) removes q from the URL", async ({ shop, page }) => {
  await shop.goto("en", "/search?q=watch")
  const search = new SearchPage(shop)
  await expect(search.box).toHaveValue("watch")

  await search.search("   ")
  await expect(page).toHaveURL(/\/en\/search$/)
  await expect(search.box).toHaveValue("")
  await expect(search.startPanel).toBeVisible()
})

test("search: without q the start-searching panel shows, and the header's search icon opens it", async ({ shop, page }) => {
  await shop.goto("en", "/products")
  await shop.header.searchLink.click()
  await expect(page).toHaveURL(/\/en\/search$/)
  const search = new SearchPage(shop)
  await expect(shop.heading).toHaveText(shop.text("search.title"))
  await expect(search.startPanel).toBeVisible()
  await expect(shop.main.getByText(shop.text("search.startText"))).toBeVisible()
  await expect(search.box).toHaveValue("")
  await expect(shop.productCards()).toHaveCount(0)
})
