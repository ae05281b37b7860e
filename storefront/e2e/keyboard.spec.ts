/**
 * A keyboard-only shopper (issue 22): from the home page to a paid order without a mouse. Every step is Tab,
 * Shift+Tab, Enter, Space or the arrow keys; the test checks that the focus is always somewhere visible and
 * sensible (never lost to the page's body, never trapped), that it moves into a new screen's main area, and
 * that the cart's count and the toasts are announced (live regions).
 */
import type { Locator, Page } from "@playwright/test"
import { wcagViolations } from "./support/axe.js"
import { GOOD_CARD, PaymentPage } from "./support/payment-page.js"
import { expect, test } from "./support/shop.js"

/** Most Tab presses a reachable control may take: more means it is not in the tab order (or focus is trapped). */
const MOST_TABS = 120

/** The focused element: never the page's body (focus lost), and drawn with a visible focus indicator. */
async function expectFocusVisible(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { lost: true, outline: "", shadow: "" }
    const style = getComputedStyle(element)
    return { lost: false, outline: style.outlineStyle === "none" ? "" : `${style.outlineStyle} ${style.outlineWidth}`, shadow: style.boxShadow === "none" ? "" : style.boxShadow }
  })
  expect(focus.lost, "the focus is on an element, not lost to the page").toBe(false)
  expect(focus.outline || focus.shadow, "the focused element shows its focus").not.toBe("")
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking each stop is visible. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < MOST_TABS; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return expectFocusVisible(page)
  }
  throw new Error(`${target} was not reached with ${MOST_TABS} presses of ${backwards ? "Shift+Tab" : "Tab"}`)
}

const focusedIs = (page: Page, selector: string) => page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)

test("keyboard: from the home page to a paid order without a mouse, the focus always visible and sensible", async ({ shop, page }) => {
  test.setTimeout(90_000)
  await shop.goto("en", "/")

  // The skip link comes first and takes the focus past the header.
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: shop.text("header.skipToContent") })).toBeFocused()
  await page.keyboard.press("Enter")
  expect(await focusedIs(page, "main")).toBe(true)

  // The main menu: to the catalogue. A new screen takes the focus to its main area.
  await tabTo(page, page.getByRole("banner").getByRole("link", { name: shop.text("nav.products") }), { backwards: true })
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/en\/products$/)
  await expect(shop.main).toBeFocused()

  // A product, from the first card.
  const firstCard = shop.productCards().first()
  const name = await shop.cardName(firstCard).innerText()
  await tabTo(page, firstCard.getByRole("link"))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/en\/product\/\d+$/)
  await expect(shop.main).toBeFocused()

  // The quantity with the arrow keys, the tabs with the arrow keys, then add to cart with Space.
  const quantity = shop.main.getByRole("combobox", { name: shop.text("product.quantity") })
  await tabTo(page, quantity)
  await page.keyboard.press("ArrowDown")
  await expect(quantity).toHaveValue("2")
  const addToCart = shop.main.getByRole("button", { name: shop.text("product.addToCart") })
  await tabTo(page, addToCart)
  await page.keyboard.press("Space")
  await shop.header.expectCartCount(2)
  // The focus stays where the shopper was; the count and the toast are said by live regions.
  await expect(addToCart).toBeFocused()
  await expect(page.getByRole("status").filter({ hasText: shop.text("header.cart", { count: 2 }) })).toHaveCount(1)
  await expect(page.getByRole("region", { name: shop.text("toast.region") })).toHaveAttribute("aria-live", "polite")
  await expect(page.getByRole("region", { name: shop.text("toast.region") })).toContainText(name)
  const description = shop.main.getByRole("tab", { name: shop.text("product.tabs.description") })
  await tabTo(page, description)
  await page.keyboard.press("ArrowRight")
  await expect(shop.main.getByRole("tab", { name: shop.text("product.tabs.shipping") })).toBeFocused()
  await expect(shop.main.getByRole("tab", { name: shop.text("product.tabs.shipping") })).toHaveAttribute("aria-selected", "true")

  // The cart, from the header; one more with its plus button.
  await tabTo(page, shop.header.cartLink, { backwards: true })
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/en\/cart$/)
  await expect(shop.main).toBeFocused()
  const plus = shop.main.getByRole("button", { name: shop.label("cart.increase", { name }) })
  await tabTo(page, plus)
  await page.keyboard.press("Enter")
  await shop.header.expectCartCount(3)
  await expect(plus).toBeFocused()

  // Checkout, on Stripe's page (the stand-in) by keyboard too, back to the confirmation.
  await tabTo(page, shop.main.getByRole("button", { name: shop.text("cart.checkout") }))
  await page.keyboard.press("Enter")
  const payment = new PaymentPage(page)
  await payment.expectOpen()
  await tabTo(page, page.getByLabel("Card number"))
  await page.keyboard.type(GOOD_CARD)
  await tabTo(page, page.getByRole("button", { name: "Pay" }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/en\/checkout\/success\?session_id=cs_test_/)
  await expect(shop.heading).toHaveText(shop.text("checkout.success.title"))
  await shop.header.expectCartCount(0)
  expect(await wcagViolations(page), "WCAG 2.2 AA violations on the confirmation page").toEqual([])

  // The order's own page (the link every order e-mail carries).
  await tabTo(page, shop.main.getByRole("link", { name: shop.text("order.view") }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/en\/order\//)
  await expect(shop.main).toBeFocused()
  await expect(shop.main.getByText(name)).toBeVisible()
  expect(await wcagViolations(page), "WCAG 2.2 AA violations on the order page").toEqual([])
})
