/**
 * Language (spec §4): the selector rewrites the URL's prefix without a reload; html lang and the currency
 * follow the language.
 */
import { expect, test } from "./support/shop.js"
import { DEFAULT_CURRENCY, LANGUAGES } from "./support/spec.js"
import { ui } from "./support/texts.js"

/** Set on the window before an action: it survives only if the page was not reloaded. */
async function markWindow(page: import("@playwright/test").Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
}
const windowMarked = (page: import("@playwright/test").Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true)

test("language: choosing German rewrites /products to /de/products without a reload, sets html lang=de and the currency to EUR", async ({ shop, page }) => {
  await shop.goto(undefined, "/products")
  await expect(shop.header.currencySelect).toHaveValue("PLN")
  await expect(shop.productCards()).toHaveCount(24)
  await markWindow(page)

  await shop.header.chooseLanguage("de")

  await expect(page).toHaveURL(/\/de\/products$/)
  await expect(shop.html).toHaveAttribute("lang", "de")
  await expect(shop.header.languageSelect).toHaveValue("de")
  await expect(shop.header.currencySelect).toHaveValue("EUR")
  await expect(shop.productCards().first()).toContainText("€")
  expect(await windowMarked(page), "window marker survives: no reload").toBe(true)
})

test("language: switching keeps the rest of the URL (path and query) and replaces an existing prefix", async ({ shop, page }) => {
  await shop.goto("en", "/products?page=3")
  await markWindow(page)
  await shop.header.chooseLanguage("fr")
  await expect(page).toHaveURL(/\/fr\/products\?page=3$/)
  await expect(shop.html).toHaveAttribute("lang", "fr")
  await expect(shop.header.currencySelect).toHaveValue("EUR")

  await shop.header.chooseLanguage("en")
  await expect(page).toHaveURL(/\/en\/products\?page=3$/)
  await expect(shop.header.currencySelect).toHaveValue("USD")
  expect(await windowMarked(page)).toBe(true)
})

test("language: from the unprefixed home page, choosing English goes to /en", async ({ shop, page }) => {
  await shop.goto(undefined, "/")
  await markWindow(page)
  await shop.header.chooseLanguage("en")
  await expect(page).toHaveURL(/\/en$/)
  await expect(shop.heading).toHaveText(`${ui("en", "home.hero.titleStart")} ${ui("en", "home.hero.titleAccent")}`)
  expect(await windowMarked(page)).toBe(true)
})

test("language: the footer's language buttons switch the language too", async ({ shop, page }) => {
  await shop.goto("en", "/cart")
  await markWindow(page)
  const footer = page.getByRole("contentinfo")
  await footer.getByRole("link", { name: "Deutsch" }).click()
  await expect(page).toHaveURL(/\/de\/cart$/)
  await expect(shop.html).toHaveAttribute("lang", "de")
  await expect(footer.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true")
  expect(await windowMarked(page)).toBe(true)
})

test("language: after switching to German the UI texts are German (src/locales/de.json)", async ({ shop }) => {
  await shop.goto("en", "/products")
  await shop.header.chooseLanguage("de")
  await expect(shop.heading).toHaveText(ui("de", "catalogue.title"))
  await expect(shop.main.getByRole("button", { name: ui("de", "catalogue.filterButton") })).toBeVisible()
})

test("language: each of the 15 languages starts in its default currency (spec §9)", async ({ shop }) => {
  for (const lang of LANGUAGES) {
    await shop.goto(lang, "/cart")
    await expect(shop.header.currencySelect, `/${lang}`).toHaveValue(DEFAULT_CURRENCY[lang])
  }
  await shop.goto(undefined, "/cart")
  await expect(shop.header.currencySelect, "unprefixed (Polish)").toHaveValue("PLN")
})

test("language: every change of language sets that language's default currency, also when going back to a language where another currency was picked", async ({ shop }) => {
  await shop.goto("en", "/products")
  await shop.header.chooseCurrency("GBP")
  await expect(shop.header.currencySelect).toHaveValue("GBP")

  await shop.header.chooseLanguage("de")
  await expect(shop.header.currencySelect).toHaveValue("EUR")

  // Spec §4: "Changing language sets that language's default currency" – English means USD again.
  await shop.header.chooseLanguage("en")
  await expect(shop.html).toHaveAttribute("lang", "en")
  await expect(shop.header.currencySelect).toHaveValue("USD")
})
