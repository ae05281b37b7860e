/**
 * Search (spec §2, §5): a query box seeded from ?q=, submit sets q (a blank query clears it), category
 * badges (single choice, starting at all), results in the current language from GET /api/search, a
 * no-results panel with a clear button, and a start panel without q.
 *
 * Tests marked "(needs /api/search)" need the search API; the others only need the screen.
 */
import type { APIRequestContext } from "@playwright/test"
import { cardName, displayText, fetchProduct, type CatalogueCard } from "./support/catalogue-api.js"
import { expect, test, type Shop } from "./support/shop.js"
import { PAGE_SIZE, SPEC_TEXT } from "./support/spec.js"
import { uiPattern } from "./support/texts.js"

/** Fails at once, with the API's answer, when GET /api/search is not there (instead of waiting out the UI). */
async function expectSearchApi(request: APIRequestContext): Promise<void> {
  const response = await request.get("/api/search?q=watch&category=all&lang=en&limit=1&offset=0")
  expect(response.status(), `GET /api/search answered ${response.status()} ${await response.text()}`).toBe(200)
}

/** Every match of GET /api/search for q in English (all pages, 100 at a time) and the total it reports. */
async function searchAll(request: APIRequestContext, q: string, category: string): Promise<{ total: number; entries: CatalogueCard[] }> {
  const entries: CatalogueCard[] = []
  let total = Number.NaN
  for (let offset = 0; ; offset += SEARCH_BATCH) {
    const params = new URLSearchParams({ q, category, lang: "en", limit: String(SEARCH_BATCH), offset: String(offset) })
    const response = await request.get(`/api/search?${params}`)
    expect(response.status(), `GET /api/search?${params}`).toBe(200)
    const body = (await response.json()) as { total: number; results: CatalogueCard[] }
    total = body.total
    entries.push(...body.results)
    if (body.results.length < SEARCH_BATCH || entries.length >= total) break
  }
  expect(entries.length, `q=${q}&category=${category}: every page read`).toBe(total)
  return { total, entries }
}
const SEARCH_BATCH = 100

/**
 * The products of one category, by item id, read without the category filter: a query that is a category's
 * name finds that category's products (spec §5; the seed names each category after its handle).
 */
async function categoryMembers(request: APIRequestContext, category: string): Promise<Map<number, CatalogueCard>> {
  const { entries } = await searchAll(request, category, "all")
  expect(entries.length, `products of category ${category}`).toBeGreaterThan(0)
  return new Map(entries.map((entry) => [entry.item.id, entry]))
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
  const total = await search.resultCount()
  expect(total).toBeGreaterThan(0)
  // The heading shows first; the grid renders its cards just after (a deferred render), so wait for them.
  await expect(shop.productCards()).toHaveCount(Math.min(total, PAGE_SIZE))
  const names = await shop.cardNames()
  expect(
    names.some((name) => /watch/i.test(name)),
    `a watch among ${JSON.stringify(names)}`
  ).toBe(true)
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

test("search: a nonsense query shows 'No products found for this query. Try different keywords.' and its clear button empties the search (needs /api/search)", async ({
  shop,
  page,
  request,
}) => {
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

test("search: a category narrows the results to that category's matches and keeps q (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  // "watch" finds smartwatches (electronics), watches (accessories) and luxury watches (luxury).
  const unfiltered = await searchAll(request, "watch", "all")
  const accessories = await categoryMembers(request, "accessories")
  const expected = unfiltered.entries.filter((entry) => accessories.has(entry.item.id))
  const outside = unfiltered.entries.filter((entry) => !accessories.has(entry.item.id))
  expect(expected.length, "'watch' finds some accessories").toBeGreaterThan(0)
  expect(outside.length, "'watch' also finds products outside accessories, so the filter has something to remove").toBeGreaterThan(0)

  await shop.goto("en", "/search?q=watch")
  const search = new SearchPage(shop)
  await expect(search.resultsHeading).toBeVisible()
  await expect.poll(() => search.resultCount()).toBe(unfiltered.total)

  await search.category("accessories").click()
  await expect(page).toHaveURL(/\/en\/search\?q=watch&category=accessories$/)
  await expect(search.box).toHaveValue("watch")
  // The heading counts exactly the unfiltered matches that are accessories: fewer than without the filter.
  await expect.poll(() => search.resultCount()).toBe(expected.length)
  expect(expected.length).toBeLessThan(unfiltered.total)
  // Every card shown is an accessory (the first page, in item id order).
  await expect(shop.productCards()).toHaveCount(Math.min(expected.length, PAGE_SIZE))
  const accessoryNames = new Set([...accessories.values()].map((entry) => cardName(entry, "en")))
  const names = await shop.cardNames()
  const strays = names.filter((name) => !accessoryNames.has(name))
  expect(strays, `cards outside accessories among ${JSON.stringify(names)}`).toEqual([])
})

test("search: the API's category filter keeps exactly the query's matches in that category, for every category (needs /api/search)", async ({ request }) => {
  await expectSearchApi(request)
  const unfiltered = await searchAll(request, "watch", "all")
  const categoriesFound = new Set<string>()
  for (const category of ["electronics", "accessories", "luxury"] as const) {
    const members = await categoryMembers(request, category)
    const expected = unfiltered.entries.filter((entry) => members.has(entry.item.id)).map((entry) => entry.item.id)
    if (expected.length > 0) categoriesFound.add(category)
    const filtered = await searchAll(request, "watch", category)
    const ids = filtered.entries.map((entry) => entry.item.id)
    expect(
      ids.filter((id) => !members.has(id)),
      `results of q=watch&category=${category} outside ${category}`
    ).toEqual([])
    expect(ids, `q=watch&category=${category}: the unfiltered matches in ${category}`).toEqual(expected)
    expect(filtered.total, `q=watch&category=${category} total`).toBe(expected.length)
    expect(filtered.total, `q=watch&category=${category} finds fewer than category=all`).toBeLessThan(unfiltered.total)
  }
  expect([...categoriesFound].sort(), "'watch' finds products in every category").toEqual(["accessories", "electronics", "luxury"])
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
  // The icon opens the header's search box; Enter with nothing typed opens the search page.
  await shop.header.searchLink.click()
  await shop.header.searchBox.press("Enter")
  await expect(page).toHaveURL(/\/en\/search$/)
  const search = new SearchPage(shop)
  await expect(shop.heading).toHaveText(shop.text("search.title"))
  await expect(search.startPanel).toBeVisible()
  await expect(shop.main.getByText(shop.text("search.startText"))).toBeVisible()
  await expect(search.box).toHaveValue("")
  await expect(shop.productCards()).toHaveCount(0)
})

test("search: each badge shows how many results its category has, and choosing it shows that many (needs /api/search)", async ({ shop, request }) => {
  await expectSearchApi(request)
  const answer = (await (await request.get("/api/search?q=black&lang=en&limit=1")).json()) as { categories: Record<string, number> }
  await shop.goto("en", "/search?q=black")
  const search = new SearchPage(shop)
  for (const category of ["all", "electronics", "accessories", "luxury"]) {
    await expect(search.category(category).locator(".chip__count")).toHaveText(String(answer.categories[category]))
  }
  await search.category("accessories").click()
  await expect.poll(() => search.resultCount()).toBe(answer.categories.accessories)
  // The counts do not change with the filter: they say what each badge would show.
  await expect(search.category("electronics").locator(".chip__count")).toHaveText(String(answer.categories.electronics))
})

test("search: a misspelling that finds nothing offers a close spelling; choosing it searches for it (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  await shop.goto("pl", "/search?q=smartfon%20czrany")
  await expect(shop.main.getByRole("heading", { name: shop.text("search.noResults") })).toBeVisible()
  await expect(shop.main.getByText(shop.text("search.didYouMean"))).toBeVisible()
  await shop.main.getByRole("button", { name: "smartfon czarny", exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=smartfon\+czarny$/)
  const search = new SearchPage(shop)
  await expect.poll(() => search.resultCount()).toBeGreaterThan(0)
  await expect(shop.productCards().first()).toContainText(/smartfon.*czarny/i)
})

test("search: results past the first 24 are on further pages, best first on page 1 (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  const { total, entries } = await searchAll(request, "black", "all")
  expect(total).toBeGreaterThan(PAGE_SIZE)
  await shop.goto("en", "/search?q=black")
  await expect(shop.productCards()).toHaveCount(PAGE_SIZE)
  // Once hydrated, the page shows the API's first page (the server's render may show a kept answer until its refresh lands).
  await expect.poll(() => shop.cardNames()).toEqual(entries.slice(0, PAGE_SIZE).map((entry) => cardName(entry, "en")))
  await shop.main
    .getByRole("navigation", { name: shop.text("catalogue.pagination.label") })
    .getByRole("button", { name: shop.label("catalogue.pagination.page", { page: 2 }) })
    .click()
  await expect(page).toHaveURL(/\/en\/search\?q=black&page=2$/)
  await expect(shop.productCards()).toHaveCount(Math.min(total - PAGE_SIZE, PAGE_SIZE))
  await expect.poll(() => shop.cardNames()).toEqual(entries.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((entry) => cardName(entry, "en")))
  // Another query starts again at page 1.
  await new SearchPage(shop).search("watch")
  await expect(page).toHaveURL(/\/en\/search\?q=watch$/)
})

test("search: the header's box suggests products from two characters, by keyboard (arrows, Enter, Escape), in the page's language and currency (needs /api/search)", async ({
  shop,
  page,
  request,
}) => {
  await expectSearchApi(request)
  await shop.goto("de", "/")
  await shop.header.searchLink.click()
  const box = shop.header.searchBox
  await expect(box).toBeFocused()
  await box.pressSequentially("k")
  await expect(box).toHaveAttribute("aria-expanded", "false")
  await box.pressSequentially("opfhorer schw")
  const list = page.getByRole("listbox", { name: shop.text("search.suggestions") })
  await expect(box).toHaveAttribute("aria-expanded", "true")
  const answer = (await (await request.get("/api/search?q=kopfhorer%20schw&lang=de&limit=5")).json()) as { total: number; results: CatalogueCard[] }
  const options = list.getByRole("option")
  await expect(options).toHaveCount(answer.results.length + 1)
  await expect(options.first()).toContainText(cardName(answer.results[0]!, "de"))
  await expect(options.first()).toContainText("€")
  await expect(options.last()).toHaveText(shop.text("search.seeAll", { q: "kopfhorer schw", count: answer.total }))
  // Arrows move the active option (aria-activedescendant); Escape steps back; Enter opens the active one.
  await box.press("ArrowDown")
  await expect(options.first()).toHaveAttribute("aria-selected", "true")
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!)
  await box.press("ArrowUp")
  await expect(options.last()).toHaveAttribute("aria-selected", "true")
  await box.press("Escape")
  await expect(box).not.toHaveAttribute("aria-activedescendant")
  await box.press("ArrowDown")
  await box.press("Enter")
  await expect(page).toHaveURL(new RegExp(`/de/product/${answer.results[0]!.item.id}$`))

  // Enter on "all results" (or with nothing chosen) opens the search page for what was typed.
  await shop.header.searchLink.click()
  await box.fill("smartwatch")
  await expect(list.getByRole("option").first()).toBeVisible()
  await box.press("Enter")
  await expect(page).toHaveURL(/\/de\/search\?q=smartwatch$/)
  // Escape with no option chosen closes the box and gives the focus back to the icon.
  await shop.header.searchLink.click()
  await box.press("Escape")
  await expect(box).toBeHidden()
  await expect(shop.header.searchLink).toBeFocused()
})

test("search: a screen that arrives after the shopper opened the header's search leaves the box open and focused (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  // The product screen's code is held back: the address changes at once, the screen arrives when let through.
  let letThrough = () => {}
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  await page.route(/\/assets\/product-page-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await shop.goto("en", "/")
  await shop.productCards().first().getByRole("link").click()
  await expect(page).toHaveURL(/\/en\/product\/\d+$/)
  await shop.header.searchLink.click()
  const box = shop.header.searchBox
  await box.fill("watch")
  const options = page.getByRole("listbox", { name: shop.text("search.suggestions") }).getByRole("option")
  await expect(options.first()).toBeVisible()
  letThrough()
  await expect(shop.main.getByRole("button", { name: shop.text("product.addToCart") })).toBeVisible()
  await expect(box).toBeFocused()
  await expect(options.first()).toBeVisible()
})

test("search: a German shopper's everyday word finds phones first, the suggestions showing the results page's first products (needs /api/search)", async ({
  shop,
  page,
  request,
}) => {
  await expectSearchApi(request)
  await shop.goto("de", "/")
  await shop.header.searchLink.click()
  const box = shop.header.searchBox
  // "Handys": a plural the catalogue never writes (its phones are "Smartphone"), known from the CMS's German synonyms.
  await box.fill("Handys")
  const options = page.getByRole("listbox", { name: shop.text("search.suggestions") }).getByRole("option")
  await expect(options.first()).toBeVisible()
  const suggested = (await options.allTextContents()).slice(0, -1)
  expect(suggested.length).toBe(5)
  // Phones, not the phone cases ("Handyhülle") whose names start with the word.
  for (const name of suggested) expect(name).not.toMatch(/hülle/i)
  await box.press("Enter")
  await expect(page).toHaveURL(/\/de\/search\?q=Handys$/)
  // Each option shows its product's name (and price): the page's first five cards, in the same order.
  await expect
    .poll(async () => {
      const cards = (await shop.cardNames()).slice(0, 5)
      return cards.length === 5 && suggested.every((option, i) => option.includes(cards[i]!))
    })
    .toBe(true)
})

test("search: the header's suggestions right to left in Arabic (needs /api/search)", async ({ shop, page, request }) => {
  await expectSearchApi(request)
  await shop.goto("ar", "/")
  await shop.header.searchLink.click()
  await shop.header.searchBox.pressSequentially("ساعة")
  const list = page.getByRole("listbox", { name: shop.text("search.suggestions") })
  await expect(list.getByRole("option").first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl")
  // The panel stays on screen.
  const box = await list.boundingBox()
  const width = page.viewportSize()!.width
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
})
