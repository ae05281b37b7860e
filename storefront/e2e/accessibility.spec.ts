/**
 * Accessibility to WCAG 2.2 AA on every screen (issue 22): axe-core over each screen of the shop, in Polish,
 * German, Arabic (right to left) and Japanese, on a desktop and a phone: no violation allowed. Screens that
 * change state (the product's tabs, an open FAQ answer, a full cart, the phone's menu) are checked in that state.
 * The confirmation and order pages of a real order are checked in keyboard.spec.ts, which pays one.
 */
import { wcagViolations as violations } from "./support/axe.js"
import { expect, type Shop, test } from "./support/shop.js"
import type { Lang } from "./support/spec.js"

const PRODUCT = 1

// The four sweeps (one per language) are independent: spread over the run's workers, not one after another.
test.describe.configure({ mode: "parallel" })

/** Each screen: its path, and what to do on it before each check (each step's name says the state checked). */
const SCREENS: { path: string; states?: { name: string; act: (shop: Shop) => Promise<void> }[] }[] = [
  { path: "/" },
  { path: "/products" },
  {
    path: `/product/${PRODUCT}`,
    states: [
      { name: "description tab", act: async () => {} },
      { name: "shipping tab", act: (shop) => shop.main.getByRole("tab").nth(1).click() },
      {
        name: "reviews tab",
        // Checked once the CMS's reviews are in (not their loading line).
        act: async (shop) => {
          await shop.main.getByRole("tab").nth(2).click()
          await expect(shop.main.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible()
        },
      },
    ],
  },
  { path: "/cart" },
  { path: "/search?q=watch" },
  { path: "/search?q=qqqqzzzz" },
  { path: "/shipping" },
  { path: "/contact" },
  { path: "/support" },
  { path: "/faq", states: [{ name: "an answer open", act: (shop) => shop.main.getByRole("button", { expanded: false }).first().click() }] },
  { path: "/returns" },
  { path: "/warranty" },
  { path: "/privacy" },
  { path: "/terms" },
  { path: "/cookies" },
  { path: "/no-such-page" },
  { path: "/checkout/success?session_id=cs_test_a11yCheckUnknownSession" },
  { path: "/checkout/cancel" },
  { path: "/track-order", states: [{ name: "fields to fix", act: (shop) => shop.main.locator('button[type="submit"]').click() }] },
]

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

// Each page is loaded once and checked at both widths: the app lays itself out for a width by CSS alone (no
// script reads the viewport), so a page resized to a phone's width is the page a phone gets, and the sweep
// loads half as many pages.
for (const lang of [undefined, "de", "ar", "ja"] satisfies (Lang | undefined)[]) {
  test(`accessibility: every screen in ${lang ?? "pl"} on a desktop and a phone has no WCAG 2.2 AA violation`, async ({ shop, page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(DESKTOP)
    const found: string[] = []
    const checkAt = async (device: "desktop" | "phone", what: string) => {
      await page.setViewportSize(device === "desktop" ? DESKTOP : PHONE)
      found.push(...(await violations(page)).map((line) => `${what} on a ${device}: ${line}`))
    }
    const check = async (what: string) => {
      await checkAt("desktop", what)
      await checkAt("phone", what)
      await page.setViewportSize(DESKTOP)
    }
    for (const { path, states } of SCREENS) {
      await shop.goto(lang, path)
      for (const state of states ?? [{ name: "", act: async () => {} }]) {
        await state.act(shop)
        await check(`${path}${state.name ? ` (${state.name})` : ""}`)
      }
    }
    // The cart with a product in it.
    await shop.goto(lang, `/product/${PRODUCT}`)
    await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
    await shop.goto(lang, "/cart")
    await expect(shop.main.getByRole("list", { name: shop.text("cart.linesLabel") })).toBeVisible()
    await check("/cart (a product in it)")
    // The phone's menu, open (it is only there at a phone's width).
    await page.setViewportSize(PHONE)
    await shop.goto(lang, "/")
    await shop.header.menuToggle.click()
    await checkAt("phone", "/ (the menu open)")
    expect(found, `WCAG 2.2 AA violations in ${lang ?? "pl"}`).toEqual([])
  })
}
