/**
 * Same-day dispatch (issue 54) on the product page and in the cart, with the browser's clock fixed and the shopper
 * in Tokyo (the warehouse is in Poznań, Europe/Warsaw; the rules are the CMS's site settings): before the 14:00
 * cut-off the time left and the cut-off on the shopper's clock, after it the next business day, on a holiday the
 * first day after it. The line is filled in the browser (a kept page must not show a stale time).
 */
import { expect, test } from "./support/shop.js"
import { ui } from "./support/texts.js"

test.use({ timezoneId: "Asia/Tokyo" })

const PRODUCT = 2

for (const { when, at, expected } of [
  {
    when: "Monday 12:30 in Poznań (before the cut-off): 1 h 30 min left, by 22:00 in Tokyo, leaves today",
    at: "2026-12-07T11:30:00Z",
    expected: ui("de", "shipping.dispatch.today", { left: "1 Std., 30 Min.", time: "22:00" }),
  },
  {
    when: "Monday 14:00 in Poznań (the cut-off): leaves on Tuesday",
    at: "2026-12-07T13:00:00Z",
    expected: ui("de", "shipping.dispatch.next", { day: "Dienstag, 8. Dezember" }),
  },
  {
    when: "Friday 16:00 in Poznań: leaves on Monday",
    at: "2026-12-11T15:00:00Z",
    expected: ui("de", "shipping.dispatch.next", { day: "Montag, 14. Dezember" }),
  },
  {
    when: "Christmas Eve, a holiday, 9:00 in Poznań: the 25th and 26th are holidays too, then the weekend: leaves on Monday the 28th",
    at: "2026-12-24T08:00:00Z",
    expected: ui("de", "shipping.dispatch.next", { day: "Montag, 28. Dezember" }),
  },
]) {
  test(`dispatch: ${when}; the product page and the cart say so`, async ({ shop, page }) => {
    await page.clock.setFixedTime(new Date(at))
    await shop.goto("de", `/product/${PRODUCT}`)
    await expect(shop.main.getByTestId("dispatch-line")).toHaveText(expected)
    await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
    await shop.goto("de", "/cart")
    await expect(shop.main.getByTestId("dispatch-line")).toHaveText(expected)
  })
}

test("dispatch: the server's page leaves the line empty (it would be as old as the kept page); the browser fills it", async ({ page, request }) => {
  const html = await (await request.get(`/de/product/${PRODUCT}`)).text()
  expect(html).toMatch(/<p class="dispatch-line" data-testid="dispatch-line"><\/p>/)
  await page.goto(`/de/product/${PRODUCT}`)
  await expect(page.getByRole("main").getByTestId("dispatch-line")).not.toBeEmpty()
})
