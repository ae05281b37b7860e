/**
 * Pages rendered on the server (issue 11): the page reads without JavaScript, and the browser takes the
 * server's HTML over without a hydration mismatch in any language (Arabic right-to-left included) and
 * without asking the API again for what the page already holds.
 */
import { fetchProduct, displayText } from "./support/catalogue-api.js"
import { expect, test } from "./support/shop.js"
import { LANGUAGES, type Lang } from "./support/spec.js"

/** Each language's home, product and FAQ pages; every listed page in the languages Lighthouse measures. */
const PAGES = ["/", "/product/5", "/faq"]
const ALL_PAGES = ["/", "/products", "/product/5", "/faq", "/shipping", "/cart", "/contact", "/returns", "/privacy", "/search?q=watch"]
const pathIn = (lang: Lang, path: string) => (lang === "pl" ? path : `/${lang}${path === "/" ? "" : path}`)

test("server render: a product page reads without JavaScript, in the page's language", async ({ browser, request }) => {
  const entry = await fetchProduct(request, 5)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/de/product/5")
  const german = displayText(entry, "de")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(german.name)
  await expect(page.getByRole("main")).toContainText(german.description.slice(0, 60))
  await expect(page.getByRole("main")).toContainText("€")
  await expect(page).toHaveTitle(`${german.name} | Orbita`)
  await context.close()
})

// Independent tests (one per language below): spread over the run's workers, so that the run does not end
// waiting on one long test.
test.describe.configure({ mode: "parallel" })

for (const lang of LANGUAGES) {
  test(`server render: hydration in ${lang} gives no mismatch, no error and no second fetch`, async ({ page }) => {
    const problems: string[] = []
    const refetched: string[] = []
    page.on("console", (message) => ["error", "warning"].includes(message.type()) && problems.push(`${page.url()}: ${message.type()} ${message.text()}`))
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`))
    // The data and UI strings each page was rendered with; the product page's shipping estimate and reviews load after it.
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      if (/^\/api\/(products|random-products|faq|content|settings|search|translations)/.test(pathname)) refetched.push(request.url())
    })
    for (const path of ["de", "ar", "ja"].includes(lang) ? ALL_PAGES : PAGES) {
      await page.goto(pathIn(lang, path), { waitUntil: "load" })
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr")
      // React has taken the page over (root-layout.tsx marks <html>), and every request has settled.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await page.waitForLoadState("networkidle")
    }
    expect(problems).toEqual([])
    expect(refetched).toEqual([])
  })
}
