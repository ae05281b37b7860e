/**
 * One screenshot per screen at desktop (1366×900) and phone (390×844) width, kept as artefacts in
 * test-results/screenshots/<screen>-<desktop|mobile>.png (and attached to the report).
 */
import { existsSync } from "node:fs"
import { displayText, fetchProduct } from "./support/catalogue-api.js"
import { cmsTitle } from "./support/content-api.js"
import { saveScreenshot, VIEWPORTS, type ViewportName } from "./support/screenshots.js"
import { expect, test, type Shop } from "./support/shop.js"
import { HOME_PRODUCT_COUNT, PAGE_SIZE, SPEC_TEXT } from "./support/spec.js"

interface ScreenShot {
  name: string
  /** Opens the screen in English and waits until it is complete. */
  open: (shop: Shop, request: import("@playwright/test").APIRequestContext) => Promise<void>
}

const SCREENS: ScreenShot[] = [
  {
    name: "home",
    open: async (shop) => {
      await shop.goto("en")
      await expect(shop.productCards()).toHaveCount(HOME_PRODUCT_COUNT)
    },
  },
  {
    name: "catalogue",
    open: async (shop) => {
      await shop.goto("en", "/products?page=5")
      await expect(shop.productCards()).toHaveCount(PAGE_SIZE)
    },
  },
  {
    name: "product",
    open: async (shop, request) => {
      const product = await fetchProduct(request, 1)
      await shop.goto("en", "/product/1")
      await expect(shop.heading).toHaveText(displayText(product, "en").name)
    },
  },
  {
    name: "cart",
    open: async (shop) => {
      await shop.goto("en", "/products")
      // Taken at both widths in one context: start from an empty cart each time. Clear only once the
      // cards are shown: before its first render the app would write the old cart back.
      await expect(shop.productCards()).toHaveCount(PAGE_SIZE)
      await shop.page.evaluate(() => localStorage.clear())
      await shop.reload()
      await shop.header.expectCartCount(0)
      await expect(shop.productCards()).toHaveCount(PAGE_SIZE)
      await shop.cardAddButton(shop.productCards().first()).click()
      await shop.cardAddButton(shop.productCards().nth(1)).click()
      await shop.header.expectCartCount(2)
      await shop.goto("en", "/cart")
      await expect(shop.heading).toHaveText(shop.text("cart.title"))
    },
  },
  {
    name: "cart-empty",
    open: async (shop) => {
      await shop.goto("en", "/cart")
      await expect(shop.heading).toHaveText(SPEC_TEXT.cartEmpty)
    },
  },
  {
    name: "search",
    open: async (shop) => {
      await shop.goto("en", "/search")
      await expect(shop.heading).toHaveText(shop.text("search.title"))
    },
  },
  {
    name: "shipping",
    open: async (shop, request) => {
      await shop.goto("en", "/shipping")
      await expect(shop.heading).toHaveText(await cmsTitle(request, "shipping", "en"))
      await expect(shop.main.getByRole("table")).toHaveCount(2)
    },
  },
  ...(["contact", "support", "faq", "returns", "warranty", "privacy"] as const).map((route) => ({
    name: route,
    open: async (shop: Shop, request: import("@playwright/test").APIRequestContext) => {
      await shop.goto("en", `/${route}`)
      await expect(shop.heading).toHaveText(await cmsTitle(request, route, "en"))
      // Every section loaded (the contact page's details load on their own).
      await expect(shop.main.locator(".loading-text")).toHaveCount(0)
    },
  })),
  {
    name: "not-found",
    open: async (shop) => {
      await shop.goto("en", "/no-such-page")
      await expect(shop.heading).toHaveText(SPEC_TEXT.notFound)
    },
  },
  {
    name: "home-ar",
    open: async (shop) => {
      await shop.goto("ar")
      await expect(shop.html).toHaveAttribute("dir", "rtl")
      await expect(shop.productCards()).toHaveCount(HOME_PRODUCT_COUNT)
    },
  },
]

for (const { name, open } of SCREENS) {
  test(`screenshots: ${name} at desktop and mobile width`, async ({ shop, page, request }, testInfo) => {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      await page.setViewportSize(VIEWPORTS[viewport])
      await open(shop, request)
      await page.evaluate(() => document.fonts.ready)
      const file = await saveScreenshot(page, testInfo, name, viewport)
      expect(existsSync(file)).toBe(true)
    }
  })
}
