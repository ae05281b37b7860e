/**
 * After the sale (issue 20), as the shopper and the merchandiser meet it: a German purchase, its confirmation in
 * the mail catcher's inbox, the e-mail's link to the order page, the order shipped by the merchandiser (through
 * the admin API: the test run's commerce has no admin UI) and the shipped e-mail and the order page with the
 * tracking number; the shopper's cancellation within 2 hours, and a return of a shipped order, received in the
 * admin and refunded.
 */
import { GOOD_CARD, PaymentPage } from "./support/payment-page.js"
import type { Page } from "@playwright/test"
import { expect, test, type Shop } from "./support/shop.js"
import { emailsTo, openInInbox, openMessage, readText, waitForEmail } from "./support/mail-catcher.js"
import { wcagViolations } from "./support/axe.js"
import { receiveReturnAndRefund, shipOrder } from "./support/commerce-admin.js"
import { nextDispatch } from "@shop/contracts/dispatch"
import type { SiteSettings } from "@shop/contracts/content"

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
  const number = /Bestellung (\d+) ist bestätigt/.exec(readText(confirmation.subject))![1]!
  await expect(shop.heading).toHaveText(shop.text("order.title", { number }))
  await expect(shop.main).toContainText(shop.text("order.placed"))
  await expect(shop.main).not.toContainText(shop.text("order.shipped"))
  // Fresh and not shipped: the shopper may still cancel it, and the page says the day it leaves the warehouse
  // (the next dispatch after it was paid, by the CMS's rules: paid moments ago, so the next dispatch from now).
  await expect(shop.main.getByRole("button", { name: shop.text("order.cancel.button") })).toBeVisible()
  const { dispatch } = (await (await page.request.get("/api/settings?lang=de")).json()) as SiteSettings
  // Paid within the last minute: right at a cut-off the day is one of two.
  const dispatchDays = [60_000, 0].map((ago) =>
    shop.text("order.dispatchOn", {
      day: new Intl.DateTimeFormat("de-DE", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
        new Date(`${nextDispatch(new Date(Date.now() - ago), dispatch!).date}T00:00:00Z`)
      ),
    })
  )
  expect(dispatchDays).toContain((await shop.main.getByTestId("dispatch-day").textContent())?.trim())

  await shipOrder(Number(number), { tracking_number: "JJD0012345678", tracking_url: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD0012345678" })
  const shipped = await waitForEmail(email, /ist unterwegs$/)
  expect(shipped.text).toContain("JJD0012345678")
  await openInInbox(page, email, shipped.subject)
  await expect(openMessage(page).getByText(/Versanddienstleister: \u2068?DHL\u2069?/)).toBeVisible()

  await page.goto(orderPage)
  await expect(shop.main).toContainText(shop.text("order.shipped"))
  await expect(shop.main).toContainText(shop.text("order.trackingNumber", { number: "JJD0012345678" }))
  await expect(shop.main.getByRole("link", { name: shop.text("order.track") })).toHaveAttribute("href", /piececode=JJD0012345678$/)
  // Shipped: no cancelling any more, and no dispatch day to wait for.
  await expect(shop.main.getByRole("button", { name: shop.text("order.cancel.button") })).toHaveCount(0)
  await expect(shop.main.getByTestId("dispatch-day")).toHaveCount(0)
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
  // Whoever holds the link may see the order; only the order's e-mail may cancel it: a code sent there.
  await expect(shop.main.getByRole("button", { name: shop.text("order.cancel.yes") })).toBeDisabled()
  await shop.main.getByRole("button", { name: shop.text("order.code.send") }).click()
  const codeMail = await waitForEmail(email, /ist Ihr Code für die Bestellung/)
  const code = /(\d{6})/.exec(readText(codeMail.subject))![1]!
  await shop.main.getByRole("textbox", { name: shop.text("order.code.label") }).fill(code === "111111" ? "222222" : "111111")
  await shop.main.getByRole("button", { name: shop.text("order.cancel.yes") }).click()
  await expect(shop.main.getByRole("alert")).toHaveText(shop.text("order.code.wrong"))
  await shop.main.getByRole("textbox", { name: shop.text("order.code.label") }).fill(code)
  await shop.main.getByRole("button", { name: shop.text("order.cancel.yes") }).click()
  await expect(shop.main.getByRole("status")).toHaveText(shop.text("order.cancel.done"))
  await expect(shop.main.locator(".order-history")).toContainText(shop.text("order.cancelled"))

  await page.reload()
  await expect(shop.main.locator(".order-history")).toContainText(shop.text("order.cancelled"))
  await expect(shop.main.getByRole("button", { name: shop.text("order.cancel.button") })).toHaveCount(0)
  const cancelled = await waitForEmail(email, /wurde storniert$/)
  expect(cancelled.text).toContain("Karte")
  await page.waitForTimeout(1500)
  expect((await emailsTo(email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/ist bestätigt$/), codeMail.subject, cancelled.subject])
})

test("after the sale: a shipped order returned from the order page (defective, free), received in the admin and refunded; each e-mail once, the page tells the story", async ({
  shop,
  page,
}) => {
  test.setTimeout(150_000)
  const email = `return-${Date.now()}@example.com`
  await buyInGerman(shop, page, { email, name: "Mia Wagner", address: "Zeil 5", city: "Frankfurt am Main", postalCode: "60313" })
  const confirmation = await waitForEmail(email, /ist bestätigt$/)
  const number = Number(/Bestellung (\d+) ist bestätigt/.exec(readText(confirmation.subject))![1])
  await shop.main.getByRole("link", { name: shop.text("order.view") }).click()
  // Not shipped yet: nothing to return.
  await expect(shop.main.getByRole("button", { name: shop.text("order.return.button") })).toHaveCount(0)
  await shipOrder(number, { tracking_number: "JJD0099887766", tracking_url: "https://www.dhl.de/track?piececode=JJD0099887766" })
  await waitForEmail(email, /ist unterwegs$/)

  await page.reload()
  const returns = shop.main.locator(".order-return")
  await expect(returns.getByRole("heading", { name: shop.text("order.return.title") })).toBeVisible()
  await returns.getByRole("button", { name: shop.text("order.return.button") }).click()
  // Nothing chosen: the form says so and sends nothing.
  await returns.getByRole("button", { name: shop.text("order.return.submit") }).click()
  await expect(returns.getByRole("alert")).toHaveText(shop.text("order.return.nothingChosen"))
  // The open form as a screen reader and a keyboard meet it: WCAG 2.2 AA.
  expect(await wcagViolations(page)).toEqual([])
  await returns.locator(".order-return__quantity").selectOption("1")
  await returns.getByRole("combobox", { name: shop.text("order.return.reason") }).selectOption("defective")
  await expect(returns).toContainText(shop.text("order.return.shippingFree"))
  await returns.getByRole("textbox", { name: shop.text("order.return.note") }).fill("Der Akku lädt nicht.")
  // Without the code e-mailed for it the form says what is missing, then the code from the e-mail does it.
  await returns.getByRole("button", { name: shop.text("order.return.submit") }).click()
  await expect(returns.getByRole("alert")).toHaveText(shop.text("order.code.why"))
  await returns.getByRole("button", { name: shop.text("order.code.send") }).click()
  const codeMail = await waitForEmail(email, /ist Ihr Code für die Bestellung/)
  await returns.getByRole("textbox", { name: shop.text("order.code.label") }).fill(/(\d{6})/.exec(readText(codeMail.subject))![1]!)
  await returns.getByRole("button", { name: shop.text("order.return.submit") }).click()
  await expect(shop.main.getByRole("status")).toHaveText(shop.text("order.return.done"))
  const history = shop.main.locator(".order-history")
  // The only item is on its way back: nothing more to return.
  await expect(shop.main.getByRole("button", { name: shop.text("order.return.button") })).toHaveCount(0)

  const requested = await waitForEmail(email, /^Ihre Rücksendung/)
  expect(requested.text).toContain("Magazynowa")
  expect(requested.text).toContain("Die Rücksendekosten übernehmen wir")
  await expect(history).toContainText(shop.text("order.returnRequested", { number: /Rücksendung ([0-9A-Z]{7}) /.exec(readText(requested.subject))![1]! }))
  const returnNumber = await receiveReturnAndRefund(number, 5)
  const received = await waitForEmail(email, new RegExp(`Rücksendung ${returnNumber} erhalten$`))
  const refunded = await waitForEmail(email, /^Erstattung/)
  await page.reload()
  await expect(history).toContainText(shop.text("order.returnReceived", { number: returnNumber }))
  await expect(history).toContainText(shop.text("order.returnRequested", { number: returnNumber }))
  await page.waitForTimeout(1500)
  // Each once. The return's receipt and the refund are sent by two subscribers at once: in either order.
  const subjects = (await emailsTo(email)).map((mail) => mail.subject)
  expect(subjects.slice(0, 4)).toEqual([confirmation.subject, expect.stringMatching(/ist unterwegs$/), codeMail.subject, requested.subject])
  expect(subjects.slice(4).sort()).toEqual([received.subject, refunded.subject].sort())
})

test("after the sale: 'this link is not mine alone': the shopper gets a new link by e-mail, the old one then opens the not-found page, the new one the order", async ({
  shop,
  page,
}) => {
  test.setTimeout(120_000)
  const email = `link-${Date.now()}@example.com`
  await buyInGerman(shop, page, { email, name: "Jonas Weber", address: "Marienplatz 1", city: "München", postalCode: "80331" })
  await shop.main.getByRole("link", { name: shop.text("order.view") }).click()
  await expect(shop.main).toContainText(shop.text("order.placed"))
  const oldUrl = page.url()
  await shop.main.getByRole("button", { name: shop.text("order.link.button") }).click()
  // Said where the new link went (the address masked, as the page shows it).
  await expect(shop.main.getByRole("status")).toContainText(/li\*{3,}@example\.com/)
  const mail = await waitForEmail(email, /Ein neuer Link zu Ihrer Bestellung/)
  const newUrl = /https?:\/\/[^"\s]+\/de\/order\/[A-Za-z0-9_-]{48}/.exec(mail.html)![0]
  await page.goto(oldUrl)
  await expect(shop.main).toContainText(shop.text("notFound.message"))
  await page.goto(new URL(new URL(newUrl).pathname, page.url()).href)
  await expect(shop.main).toContainText(shop.text("order.placed"))
})

test("after the sale: find your order in Arabic: the address and the number e-mail the order's link in Arabic; the same answer when they do not match", async ({ shop, page }) => {
  test.setTimeout(120_000)
  const email = `find-${Date.now()}@example.com`
  await buyInGerman(shop, page, { email, name: "Lea Braun", address: "Zeil 5", city: "Frankfurt", postalCode: "60313" })
  await shop.main.getByRole("link", { name: shop.text("order.view") }).click()
  await expect(shop.main).toContainText(shop.text("order.placed"))
  const number = /\d+/.exec((await shop.main.getByRole("heading", { level: 1 }).textContent()) ?? "")![0]

  // From the footer, as a shopper who lost the e-mail looks for it.
  await shop.goto("ar", "/")
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: shop.text("pages.trackOrder") })
    .click()
  await expect(shop.main.getByRole("heading", { level: 1 })).toHaveText(shop.text("pages.trackOrder"))
  const emailField = shop.main.getByLabel(shop.text("trackOrder.email"))
  const numberField = shop.main.getByLabel(shop.text("trackOrder.number"))
  const submit = shop.main.getByRole("button", { name: shop.text("trackOrder.submit") })
  // What cannot be an address or a number is said beside its field, and nothing is sent.
  await emailField.fill("not an address")
  await numberField.fill("ORD")
  await submit.click()
  for (const [field, problem] of [
    [emailField, "trackOrder.invalidEmail"],
    [numberField, "trackOrder.invalidNumber"],
  ] as const) {
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(field).toHaveAccessibleDescription(new RegExp(shop.text(problem).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
  }
  await expect(emailField).toBeFocused()

  // Someone else's address: the same answer, and no e-mail.
  const stranger = `stranger-${Date.now()}@example.com`
  await emailField.fill(stranger)
  await numberField.fill(`#${number}`)
  await submit.click()
  await expect(shop.main.getByRole("status")).toContainText(stranger)
  await emailField.fill(email)
  await submit.click()
  await expect(shop.main.getByRole("status")).toContainText(email)
  const mail = await waitForEmail(email, new RegExp(`رابط طلبك.*${number}`))
  expect(mail.html).toContain('dir="rtl"')
  const link = /https?:\/\/[^"\s]+\/ar\/order\/[A-Za-z0-9_-]{48}/.exec(mail.html)![0]
  expect(await emailsTo(stranger)).toEqual([])
  await page.goto(new URL(new URL(link).pathname, page.url()).href)
  await expect(shop.main).toContainText(shop.text("order.placed"))
})
