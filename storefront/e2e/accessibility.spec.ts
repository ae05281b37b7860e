/**
 * Accessibility to WCAG 2.2 AA on every screen (issue 22): axe-core over each screen of the shop, in Polish,
 * German, Arabic (right to left) and Japanese, on a desktop and a phone: no violation allowed. Screens that
 * change state (the product's tabs, an open FAQ answer, a full cart, the phone's menu) are checked in that state.
 */
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, type Shop, test } from "./support/shop.js"
import type { Lang } from "./support/spec.js"

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
const PRODUCT = 1

/** The violations axe finds on the page as it is now, one line each (rule, impact, where, what to fix). */
async function violations(page: Page): Promise<string[]> {
  // Parts below the fold are laid out only near the screen (content-visibility: auto, the footer): axe reads
  // the colours of such a skipped part wrongly (the page's background for the footer's dark one). Rendered
  // for the check; nothing else about the page changes.
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>("*").forEach((element) => {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible"
    })
  })
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`)
  )
}

/** Each screen: its path, and what to do on it before each check (each step's name says the state checked). */
const SCREENS: { path: string; states?: { name: string; act: (shop: Shop) => Promise<void> }[] }[] = [
  { path: "/" },
  { path: "/products" },
  {
    path: `/product/${PRODUCT}`,
    states: [
      { name: "description tab", act: async () => {} },
      { name: "shipping tab", act: (shop) => shop.main.getByRole("tab").nth(1).click() },
      { name: "reviews tab", act: (shop) => shop.main.getByRole("tab").nth(2).click() },
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
]

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true },
] as const

for (const { name: device, viewport } of VIEWPORTS) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use({ viewport })
    for (const lang of [undefined, "de", "ar", "ja"] satisfies (Lang | undefined)[]) {
      test(`accessibility: every screen in ${lang ?? "pl"} on a ${device} has no WCAG 2.2 AA violation`, async ({ shop, page }) => {
        test.setTimeout(180_000)
        const found: string[] = []
        const check = async (what: string) => found.push(...(await violations(page)).map((line) => `${what}: ${line}`))
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
        if (device === "phone") {
          await shop.goto(lang, "/")
          await shop.header.menuToggle.click()
          await check("/ (the menu open)")
        }
        expect(found, `WCAG 2.2 AA violations in ${lang ?? "pl"} on a ${device}`).toEqual([])
      })
    }
  })
}
