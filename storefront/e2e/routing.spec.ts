/**
 * Routing (spec §2, §4, §8): every screen at /... (Polish) and at /{lang}/..., the 404 page for anything
 * else, and the right-to-left layout for Arabic.
 */
import type { APIRequestContext } from "@playwright/test"
import { displayText, fetchProduct } from "./support/catalogue-api.js"
import { cmsTitle } from "./support/content-api.js"
import { expect, test, type Shop } from "./support/shop.js"
import { SPEC_ROUTES, SPEC_TEXT, type Lang, type Screen } from "./support/spec.js"

/** The level-1 heading each screen shows in the page's language; the content screens' titles are the CMS's. */
async function expectedHeading(shop: Shop, request: APIRequestContext, screen: Exclude<Screen, "product">): Promise<string> {
  switch (screen) {
    case "home":
      return `${shop.text("home.hero.titleStart")} ${shop.text("home.hero.titleAccent")}`
    case "catalogue":
      return shop.text("catalogue.title")
    case "cart":
      return shop.text("cart.empty")
    case "search":
      return shop.text("search.title")
    default:
      return cmsTitle(request, screen, shop.lang)
  }
}

/** Prefixed languages checked besides the unprefixed (Polish) URLs; headings come from src/locales/<lang>.json. */
const PREFIXED_LANGUAGES: Lang[] = ["en", "de", "fr"]

for (const { path, screen } of SPEC_ROUTES) {
  test(`routing: ${path} shows the ${screen} screen in Polish, and /{lang}${path} in ${PREFIXED_LANGUAGES.join(", ")}`, async ({ shop, request }) => {
    const product = screen === "product" ? await fetchProduct(request, 1) : undefined
    for (const lang of [undefined, ...PREFIXED_LANGUAGES]) {
      await test.step(lang ? `/${lang}${path}` : path, async () => {
        const response = await shop.goto(lang, path)
        expect(response.status()).toBe(200)
        await expect(shop.html).toHaveAttribute("lang", shop.lang)
        await expect(shop.html).toHaveAttribute("dir", "ltr")
        await expect(shop.page.getByRole("banner")).toBeVisible()
        await expect(shop.page.getByRole("contentinfo")).toBeVisible()
        await expect(shop.heading).toHaveText(screen === "product" ? displayText(product!, shop.lang).name : await expectedHeading(shop, request, screen))
      })
    }
  })
}

test("routing: an unknown path shows 'Oops! Page not found' with a link home, answers 404 and logs a console error", async ({ shop, page }) => {
  const consoleErrors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text())
  })
  const response = await shop.goto("en", "/no-such-page")
  expect(response.status()).toBe(404)
  await expect(shop.heading).toHaveText(SPEC_TEXT.notFound)
  await expect.poll(() => consoleErrors.filter((text) => text.includes("/en/no-such-page"))).toHaveLength(1)

  await shop.main.getByRole("link", { name: shop.text("notFound.home") }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(shop.heading).toHaveText(`${shop.text("home.hero.titleStart")} ${shop.text("home.hero.titleAccent")}`)
})

test("routing: unknown paths without a prefix, with an unknown prefix or a non-numeric product id are 404 pages", async ({ shop }) => {
  for (const path of ["/nie-ma-takiej-strony", "/xx/products", "/product/abc", "/products/extra"]) {
    await test.step(path, async () => {
      const response = await shop.goto(undefined, path)
      expect(response.status()).toBe(404)
      // Polish, the default language: the same message in Polish, and a link to the unprefixed home.
      await expect(shop.heading).toHaveText(shop.text("notFound.message"))
      await expect(shop.main.getByRole("link", { name: shop.text("notFound.home") })).toHaveAttribute("href", "/")
    })
  }
})

test("routing: /ar is right-to-left and the header is mirrored (logo on the right, cart on the left)", async ({ shop, page }) => {
  await shop.goto("en")
  const width = page.viewportSize()!.width
  const ltrLogo = (await shop.header.logo.boundingBox())!
  expect(ltrLogo.x + ltrLogo.width / 2).toBeLessThan(width / 2)

  const response = await shop.goto("ar")
  expect(response.status()).toBe(200)
  await expect(shop.html).toHaveAttribute("dir", "rtl")
  await expect(shop.html).toHaveAttribute("lang", "ar")
  const logo = (await shop.header.logo.boundingBox())!
  const cart = (await shop.header.cartLink.boundingBox())!
  expect(logo.x + logo.width / 2, "logo centre").toBeGreaterThan(width / 2)
  expect(cart.x + cart.width / 2, "cart icon centre").toBeLessThan(width / 2)
  expect(cart.x).toBeLessThan(logo.x)
})

test("routing: every other language is left-to-right and sets html lang", async ({ shop }) => {
  for (const lang of ["ja", "zh", "hi"] as const) {
    await shop.goto(lang, "/cart")
    await expect(shop.html).toHaveAttribute("lang", lang)
    await expect(shop.html).toHaveAttribute("dir", "ltr")
  }
})
