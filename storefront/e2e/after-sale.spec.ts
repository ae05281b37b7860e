/**
 * After the sale (issue 20), as the shopper and the merchandiser meet it: a German purchase, its confirmation in
 * the mail catcher's inbox, the e-mail's link to the order page, the order shipped by the merchandiser (through
 * the admin API: the test run's commerce has no admin UI) and the shipped e-mail and the order page with the
 * tracking number.
 */
import { GOOD_CARD, PaymentPage } from "./support/payment-page.js"
import type { Page } from "@playwright/test"
import { expect, test, type Shop } from "./support/shop.js"
import { emailsTo, openInInbox, openMessage, waitForEmail } from "./support/mail-catcher.js"
import { shipOrder } from "./support/commerce-admin.js"

const PRODUCT = 7

/** Buy now on the German product page, paid with a good card; resolves on the confirmation page. */
async function buyInGerman(shop: Shop, page: Page, buyer: { email: string; name: string; address: string; city: string; postalCode: string }) {
  await shop.goto("de", `/product/${PRODUCT}`)
  await shop.main.getByRole("button", { name: new RegExp(`^${shop.text("product.buyNow", { price: "" })}`) }).click()
  const payment = new PaymentPage(page)
  await payment.expectOpen()
  await payment.fill({ ...buyer, card: GOOD_CARD })
  await payment.pay()
  await expect(shop.main.getByRole("link", { name: shop.text("order.view") })).toBeVisible({ timeout: 30_000 })
}

test("after the sale: buy in German, the confirmation's link opens the order page (paid); shipped in the admin, the e-mail and the page show the tracking", async ({
  shop,
  page,
}) => {
  test.setTimeout(120_000)
  const email = `after-sale-${Date.now()}@example.com`
  await buyInGerman(shop, page, { email, name: "Jonas Becker", address: "Marienplatz 8", city: "München", postalCode: "80331" })

  const confirmation = await waitForEmail(email, /ist bestätigt$/)
  await openInInbox(page, email, confirmation.subject)
  const link = openMessage(page).getByRole("link", { name: "Bestellung ansehen" })
  await expect(link).toBeVisible()
  const orderPage = (await link.getAttribute("href"))!
  expect(orderPage).toMatch(/\/de\/order\/[0-9A-Z]{26}[A-Za-z0-9_-]{22}$/)

  await page.goto(orderPage)
  const number = /Bestellung (\d+) ist bestätigt/.exec(confirmation.subject)![1]!
  await expect(shop.heading).toHaveText(shop.text("order.title", { number }))
  await expect(shop.main).toContainText(shop.text("order.placed"))
  await expect(shop.main).not.toContainText(shop.text("order.shipped"))
  // Fresh and not shipped: the shopper may still cancel it.
  await expect(shop.main.getByRole("button", { name: shop.text("order.cancel.button") })).toBeVisible()

  await shipOrder(Number(number), { tracking_number: "JJD0012345678", tracking_url: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD0012345678" })
  const shipped = await waitForEmail(email, /ist unterwegs$/)
  expect(shipped.text).toContain("JJD0012345678")
  await openInInbox(page, email, shipped.subject)
  await expect(openMessage(page).getByText("Versanddienstleister: DHL")).toBeVisible()

  await page.goto(orderPage)
  await expect(shop.main).toContainText(shop.text("order.shipped"))
  await expect(shop.main).toContainText(shop.text("order.trackingNumber", { number: "JJD0012345678" }))
  await expect(shop.main.getByRole("link", { name: shop.text("order.track") })).toHaveAttribute("href", /piececode=JJD0012345678$/)
  // Shipped: no cancelling any more.
  await expect(shop.main.getByRole("button", { name: shop.text("order.cancel.button") })).toHaveCount(0)
})

test("after the sale: a German shopper cancels within 2 hours from the order page; the page says so, the payment is refunded, one cancellation e-mail", async ({ shop, page }) => {
  test.setTimeout(120_000)
  const email = `cancel-${Date.now()}@example.com`
  await buyInGerman(shop, page, { email, name: "Lena Vogel", address: "Königsallee 12", city: "Düsseldorf", postalCode: "40212" })
  await shop.main.getByRole("link", { name: shop.text("order.view") }).click()
  await expect(shop.main).toContainText(shop.text("order.placed"))

  await shop.main.getByRole("button", { name: shop.text("order.cancel.button") }).click()
  await expect(shop.main.getByText(shop.text("order.cancel.confirm"))).toBeVisible()
  // Thought better of it, then decided after all: nothing happens until the second answer.
  await shop.main.getByRole("button", { name: shop.text("order.cancel.keep") }).click()
  await shop.main.getByRole("button", { name: shop.text("order.cancel.button") }).click()
  await shop.main.getByRole("button", { name: shop.text("order.cancel.yes") }).click()
  await expect(shop.main.getByRole("status")).toHaveText(shop.text("order.cancel.done"))
  await expect(shop.main.locator(".order-history")).toContainText(shop.text("order.cancelled"))

  await page.reload()
  await expect(shop.main.locator(".order-history")).toContainText(shop.text("order.cancelled"))
  await expect(shop.main.getByRole("button", { name: shop.text("order.cancel.button") })).toHaveCount(0)
  const cancelled = await waitForEmail(email, /wurde storniert$/)
  expect(cancelled.text).toContain("Karte")
  await page.waitForTimeout(1500)
  expect((await emailsTo(email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/ist bestätigt$/), cancelled.subject])
})
