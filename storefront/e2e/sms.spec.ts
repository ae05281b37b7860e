/**
 * Delivery updates by SMS (issue 54), as a German shopper and the merchandiser meet them: the cart's opt-in box and
 * mobile number (what cannot be texted is said beside the field), the order paid, shipped through the admin API,
 * the German SMS with the carrier, the tracking link and the order's link in the Twilio stand-in's outbox; STOP
 * turns them off, which the order page says, and the order page turns them on again.
 */
import type { Page } from "@playwright/test"
import { GOOD_CARD, PaymentPage } from "./support/payment-page.js"
import { expect, test } from "./support/shop.js"
import { shipOrder } from "./support/commerce-admin.js"
import { wcagViolations } from "./support/axe.js"
import { replySms, smsTo, waitForSms } from "./support/sms-outbox.js"

const PRODUCT = 7

/** A German mobile number no other run has used, as a shopper types it, and in E.164. */
function freshMobile() {
  const digits = String(Date.now()).slice(-8)
  return { typed: `0151 ${digits.slice(0, 4)} ${digits.slice(4)}`, e164: `+49151${digits}` }
}

/** The alerts the page shows (dismissed): the checkout's (spec §8) is for failures, not for a number the field explains. */
function alertsOf(page: Page): string[] {
  const alerts: string[] = []
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message())
    void dialog.dismiss()
  })
  return alerts
}

test("SMS updates: a German cart checks out with a mobile number and consent; shipped in the admin, the German SMS with the tracking and order links arrives; STOP ends them; the order page turns them on again", async ({
  shop,
  page,
}) => {
  test.setTimeout(120_000)
  const alerts = alertsOf(page)
  const mobile = freshMobile()
  await shop.goto("de", `/product/${PRODUCT}`)
  await shop.main.getByRole("button", { name: shop.text("product.addToCart") }).click()
  await shop.goto("de", "/cart")

  const checkout = shop.main.getByRole("button", { name: shop.text("cart.checkout") })
  const optIn = shop.main.getByRole("checkbox", { name: shop.text("checkout.sms.optIn") })
  const number = shop.main.getByRole("textbox", { name: shop.text("checkout.sms.phone") })
  await expect(optIn).not.toBeChecked()
  await expect(number).toHaveCount(0)
  await optIn.check()
  await expect(number).toHaveAccessibleDescription(shop.text("checkout.sms.hint"))
  // Ticked without a number: the field says so, and the checkout waits.
  await checkout.click()
  await expect(number).toBeFocused()
  await expect(number).toHaveAttribute("aria-invalid", "true")
  await expect(number).toHaveAccessibleDescription(new RegExp(escaped(shop.text("checkout.sms.missing"))))
  // A Berlin landline cannot take SMS: the server says so, the field shows it, and the shopper stays.
  await number.fill("030 1234567")
  await checkout.click()
  await expect(number).toHaveAccessibleDescription(new RegExp(escaped(shop.text("checkout.sms.invalid"))))
  await expect(number).toBeFocused()
  await expect(page).toHaveURL(/\/de\/cart$/)
  expect(alerts).toEqual([])
  // The open field with its hint and its error, as a screen reader and a keyboard meet it: WCAG 2.2 AA.
  expect(await wcagViolations(page)).toEqual([])

  await number.fill(mobile.typed)
  await checkout.click()
  const payment = new PaymentPage(page)
  await payment.expectOpen()
  await payment.fill({ email: `sms-${Date.now()}@example.com`, name: "Jonas Becker", address: "Marienplatz 8", city: "München", postalCode: "80331", card: GOOD_CARD })
  await payment.pay()
  await shop.main.getByRole("link", { name: shop.text("order.view") }).click({ timeout: 30_000 })
  await expect(shop.main).toContainText(shop.text("order.placed"))
  const orderPage = page.url()
  const orderNumber = Number(/\d+/.exec((await shop.heading.textContent()) ?? "")![0])
  const smsSection = shop.main.getByRole("region", { name: shop.text("order.sms.title") })
  const masked = `+49 ••• ${mobile.e164.slice(-3)}`
  await expect(smsSection.getByRole("status")).toHaveText(shop.text("order.sms.on", { phone: masked }))
  expect(await wcagViolations(page)).toEqual([])
  // Paid, not shipped: nothing texted yet.
  expect(await smsTo(mobile.e164)).toEqual([])

  await shipOrder(orderNumber, { tracking_number: "JJD0012345678", tracking_url: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD0012345678" })
  const [shipped] = await waitForSms(mobile.e164, 1)
  expect(shipped!.body).toMatch(new RegExp(`^Orbita: Bestellung ${orderNumber} ist mit DHL unterwegs\\. Verfolgen: https://www\\.dhl\\.de/\\S+piececode=JJD0012345678 `))
  // The order's own page, as the e-mails link it.
  expect(new URL(/Ihre Bestellung: (\S+)/.exec(shipped!.body)![1]!).pathname).toBe(new URL(orderPage).pathname)
  expect(shipped!.body).toContain("Antworten Sie STOP")

  await replySms(mobile.e164, "STOP")
  await page.reload()
  await expect(smsSection.getByRole("status")).toHaveText(shop.text("order.sms.off", { phone: masked }))
  await smsSection.getByRole("button", { name: shop.text("order.sms.turnOn") }).click()
  await expect(smsSection.getByRole("status")).toHaveText(shop.text("order.sms.on", { phone: masked }))
  await page.reload()
  await expect(smsSection.getByRole("button", { name: shop.text("order.sms.turnOff") })).toBeVisible()
  expect(await smsTo(mobile.e164)).toHaveLength(1)
})

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
