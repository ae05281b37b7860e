/** Phone width (spec §2): the header's links and selects live in a menu behind the toggle. */
import { expect, test } from "./support/shop.js"
import { VIEWPORTS } from "./support/screenshots.js"

test.use({ viewport: VIEWPORTS.mobile })

const NAV_KEYS = ["nav.home", "nav.products", "nav.shipping", "nav.contact"]

test("mobile: at 390×844 the header shows the menu toggle, not the links or selects", async ({ shop }) => {
  await shop.goto("en", "/products")
  await expect(shop.header.menuToggle).toBeVisible()
  await expect(shop.header.menuToggle).toHaveAccessibleName(shop.text("header.openMenu"))
  await expect(shop.header.menuToggle).toHaveAttribute("aria-expanded", "false")
  await expect(shop.header.banner.getByRole("navigation")).toHaveCount(0)
  await expect(shop.header.languageSelect).toHaveCount(0)
  await expect(shop.header.currencySelect).toHaveCount(0)
  await expect(shop.header.cartLink).toBeVisible()
  await expect(shop.header.searchLink).toBeVisible()
})

test("mobile: the menu toggle opens a menu with the four links and both selectors, and a link click closes it", async ({ shop, page }) => {
  await shop.goto("en", "/")
  await shop.header.menuToggle.click()
  await expect(shop.header.menuToggle).toHaveAttribute("aria-expanded", "true")
  await expect(shop.header.menuToggle).toHaveAccessibleName(shop.text("header.closeMenu"))

  const menu = await shop.header.mobileMenu()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole("link")).toHaveText(NAV_KEYS.map((key) => shop.text(key)))
  await expect(menu.getByRole("combobox", { name: shop.text("header.language") })).toHaveValue("en")
  await expect(menu.getByRole("combobox", { name: shop.text("header.currency") })).toHaveValue("USD")

  await menu.getByRole("link", { name: shop.text("nav.products") }).click()
  await expect(page).toHaveURL(/\/en\/products$/)
  await expect(menu).toBeHidden()
  await expect(shop.header.menuToggle).toHaveAttribute("aria-expanded", "false")
  await expect(shop.heading).toHaveText(shop.text("catalogue.title"))
})

test("mobile: the toggle closes the open menu again, and the menu's selects change language and currency", async ({ shop, page }) => {
  await shop.goto("en", "/products")
  await shop.header.menuToggle.click()
  const menu = await shop.header.mobileMenu()
  await expect(menu).toBeVisible()
  await shop.header.menuToggle.click()
  await expect(menu).toBeHidden()

  await shop.header.menuToggle.click()
  await shop.header.chooseCurrency("GBP")
  await expect(shop.productCards().first()).toContainText("£")
  await shop.header.chooseLanguage("de")
  await expect(page).toHaveURL(/\/de\/products$/)
  await expect(shop.html).toHaveAttribute("lang", "de")
})
