/**
 * The content screens (spec §2) with their words from the CMS: every screen's title in four languages, the
 * FAQ accordion, the shipping page's cards around commerce's table, the returns steps right-to-left, the
 * support cards' links, the contact details and form, and the privacy policy's date. What a screen shows is
 * compared with the content calls' answers in the same language (support/content-api.ts).
 */
import type { Locator } from "@playwright/test"
import type { ShippingRatesResponse } from "@shop/contracts/api"
import { blockText, CONTENT_ROUTES, cmsTitle, escapeRegExp, fetchContentPage, fetchFaq, fetchReviews, fetchSettings, linkText } from "./support/content-api.js"
import { readText } from "./support/bidi.js"
import { expect, test, type Shop } from "./support/shop.js"
import type { Lang } from "./support/spec.js"

const TITLE_LANGUAGES: Lang[] = ["en", "de", "ar", "ja"]

for (const route of CONTENT_ROUTES) {
  test(`content: /{lang}/${route} shows its CMS title in ${TITLE_LANGUAGES.join(", ")}`, async ({ shop, page, request }) => {
    for (const lang of TITLE_LANGUAGES) {
      await test.step(`/${lang}/${route}`, async () => {
        const title = await cmsTitle(request, route, lang)
        await shop.goto(lang, `/${route}`)
        await expect(shop.heading).toHaveText(title)
        await expect(page).toHaveTitle(title)
        await expect(shop.html).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr")
      })
    }
  })
}

test("faq: /de/faq shows the ten German questions in the CMS's order; opening one closes the other, and clicking the open one closes it", async ({ shop, request }) => {
  const faq = await fetchFaq(request, "de")
  expect(faq).toHaveLength(10)
  await shop.goto("de", "/faq")
  const questions = shop.main.getByRole("heading", { level: 2 }).getByRole("button")
  await expect(questions).toHaveText(faq.map((entry) => entry.question))
  for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false")

  const [first, second] = [questions.nth(0), questions.nth(1)]
  const answer = async (question: Locator) => shop.page.locator(`[id="${await question.getAttribute("aria-controls")}"]`)
  const firstAnswer = await answer(first)
  const secondAnswer = await answer(second)
  await expect(firstAnswer).toBeHidden()

  await first.click()
  await expect(first).toHaveAttribute("aria-expanded", "true")
  await expect(shop.main.getByRole("region", { name: faq[0]!.question })).toBeVisible()
  await expect(firstAnswer).toContainText(blockText(faq[0]!.answer[0]!))

  await second.click()
  await expect(second).toHaveAttribute("aria-expanded", "true")
  await expect(secondAnswer).toContainText(blockText(faq[1]!.answer[0]!))
  await expect(first).toHaveAttribute("aria-expanded", "false")
  await expect(firstAnswer).toBeHidden()
  await expect(shop.main.locator('[aria-expanded="true"]')).toHaveCount(1)

  await second.click()
  await expect(second).toHaveAttribute("aria-expanded", "false")
  await expect(secondAnswer).toBeHidden()
  await expect(shop.main.locator('[aria-expanded="true"]')).toHaveCount(0)
})

test("shipping: /ja/shipping shows the four Japanese cards above commerce's table (in yen; in euros Germany €5.99, United States €19.99) and the CMS's text below it", async ({
  shop,
  request,
}) => {
  const page = await fetchContentPage(request, "shipping", "ja")
  expect(page.highlights).toHaveLength(4)
  const rates = (await (await request.get("/api/shipping-rates?lang=ja")).json()) as { rates: { country: string; name: string; prices: { JPY: number } }[] }
  const countryName = (code: string) => rates.rates.find((rate) => rate.country === code)!.name

  await shop.goto("ja", "/shipping")
  await expect(shop.heading).toHaveText(page.title)
  const cards = shop.main.getByRole("heading", { level: 2 })
  for (const { title, text } of page.highlights) {
    await expect(cards.filter({ hasText: title })).toBeVisible()
    // The API's text isolates the figures it fills in; the page sets them in <bdi> elements.
    await expect(shop.main.getByText(readText(text), { exact: true })).toBeVisible()
  }

  const europe = shop.main.getByRole("table", { name: shop.text("shipping.europe") })
  const worldwide = shop.main.getByRole("table", { name: shop.text("shipping.worldwide") })
  const germany = europe.getByRole("row", { name: new RegExp(`^${escapeRegExp(countryName("DE"))}\\s`) })
  const unitedStates = worldwide.getByRole("row", { name: new RegExp(`^${escapeRegExp(countryName("US"))}\\s`) })
  // In the shopper's currency, what checkout charges: yen for a Japanese page (whole yen), then the spec's euros.
  const yen = rates.rates.find((rate) => rate.country === "DE")!.prices.JPY
  await expect(germany).toContainText(new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" }).format(yen))
  await shop.header.chooseCurrency("EUR")
  await expect(germany).toContainText("€5.99")
  await expect(unitedStates).toContainText("€19.99")

  // The 'country not listed' note is the CMS's, and its link stays in Japanese.
  const contactLink = shop.main.getByRole("link", { name: linkText(page.body, "/contact")! })
  await expect(contactLink).toHaveAttribute("href", "/ja/contact")

  const top = async (locator: Locator) => (await locator.boundingBox())!.y
  const firstCard = cards.filter({ hasText: page.highlights[0]!.title })
  expect(await top(firstCard)).toBeLessThan(await top(europe))
  expect(await top(europe)).toBeLessThan(await top(contactLink))
})

test("one number of countries: the shipping table's count, on the shipping page (the CMS's description; the table's line under it says only what ships free), in the FAQ, the terms and on the home page", async ({
  shop,
  request,
}) => {
  const { rates } = (await (await request.get("/api/shipping-rates?lang=pl")).json()) as ShippingRatesResponse
  // Polish, declined after "do" (the genitive): the CMS's {{countriesShippedTo}}, as the UI's count string words it.
  const countries = `do ${rates.length} krajów`
  await shop.goto(undefined, "/shipping")
  await expect(shop.main.getByText(countries)).toBeVisible()
  await expect(shop.page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(countries))
  await shop.goto(undefined, "/terms")
  await expect(shop.main.getByText(countries)).toBeVisible()
  await shop.goto(undefined, "/faq")
  await shop.main.getByRole("button", { name: /krajów/ }).click()
  await expect(shop.main.getByText(countries)).toBeVisible()
  await shop.goto(undefined, "/")
  await expect(shop.main.getByRole("definition").first()).toHaveText(String(rates.length))
  // No other number of countries: neither the spec's "180+" nor "100+".
  for (const path of ["/shipping", "/faq", "/terms", "/"]) {
    await shop.goto(undefined, path)
    await expect(shop.page.locator("body")).not.toContainText(/(100|180)\+?\s*kraj/)
  }
})

test("returns: /ar/returns is Arabic and right-to-left, with the CMS's four steps in order and links that keep /ar", async ({ shop, request }) => {
  const page = await fetchContentPage(request, "returns", "ar")
  expect(page.highlights).toHaveLength(4)
  const response = await shop.goto("ar", "/returns")
  expect(response.status()).toBe(200)
  await expect(shop.html).toHaveAttribute("lang", "ar")
  await expect(shop.html).toHaveAttribute("dir", "rtl")
  await expect(shop.heading).toHaveText(page.title)

  const steps = shop.main.getByRole("list").first().getByRole("listitem")
  await expect(steps).toHaveCount(4)
  await expect(steps.getByRole("heading")).toHaveText(page.highlights.map((step) => step.title))
  await expect(shop.main.getByRole("link", { name: linkText(page.body, "/warranty")! })).toHaveAttribute("href", "/ar/warranty")
})

test("warranty: the three tiers are cards", async ({ shop, request }) => {
  const page = await fetchContentPage(request, "warranty", "en")
  expect(page.highlights).toHaveLength(3)
  await shop.goto("en", "/warranty")
  const tiers = shop.main.getByRole("list").first().getByRole("listitem")
  await expect(tiers.getByRole("heading")).toHaveText(page.highlights.map((tier) => tier.title))
})

test("support: six cards; FAQ, contact, returns and warranty stay in the language, phone and e-mail are tel: and mailto: links", async ({ shop, page: browser, request }) => {
  const page = await fetchContentPage(request, "support", "de")
  expect(page.highlights).toHaveLength(6)
  await shop.goto("de", "/support")
  await expect(shop.heading).toHaveText(page.title)
  for (const { title, link } of page.highlights) {
    const card = shop.main.getByRole("link", { name: new RegExp(`^${escapeRegExp(title)}\\b`) })
    await expect(card).toHaveAttribute("href", link!.startsWith("/") ? `/de${link}` : link!)
  }
  const hrefs = page.highlights.map((highlight) => highlight.link)
  expect(hrefs.filter((href) => href?.startsWith("tel:"))).toHaveLength(1)
  expect(hrefs.filter((href) => href?.startsWith("mailto:"))).toHaveLength(1)

  const faq = page.highlights.find((highlight) => highlight.link === "/faq")!
  await shop.main.getByRole("link", { name: new RegExp(`^${escapeRegExp(faq.title)}\\b`) }).click()
  await expect(browser).toHaveURL(/\/de\/faq$/)
  await expect(shop.heading).toHaveText(await cmsTitle(request, "faq", "de"))
})

test("privacy: shows that it was last updated in January 2024, written the page language's way", async ({ shop, request }) => {
  const page = await fetchContentPage(request, "privacy", "en")
  expect(page.lastUpdated).toMatch(/^2024-01-\d\d$/)
  const day = Number(page.lastUpdated.slice(-2))

  await shop.goto("en", "/privacy")
  const date = shop.main.locator("time")
  await expect(date).toHaveAttribute("datetime", page.lastUpdated)
  await expect(date).toHaveText(`January ${day}, 2024`)
  await expect(shop.main.getByText(shop.text("content.lastUpdated"))).toBeVisible()

  await shop.goto("de", "/privacy")
  await expect(shop.main.locator("time")).toHaveText(`${day}. Januar 2024`)
})

test("contact: the seller's details from the CMS, with mailto: and tel: links, opening hours and the review pages in a new tab", async ({ shop, request }) => {
  const settings = await fetchSettings(request, "de")
  await shop.goto("de", "/contact")
  const { main } = shop
  await expect(shop.heading).toHaveText(await cmsTitle(request, "contact", "de"))
  for (const text of [settings.companyName, settings.registrationNumber, settings.address.street, settings.address.postcode, settings.address.country]) {
    await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
  }
  await expect(main.getByRole("link", { name: settings.email, exact: true }).first()).toHaveAttribute("href", `mailto:${settings.email}`)
  await expect(main.getByRole("link", { name: settings.phone })).toHaveAttribute("href", `tel:${settings.phone.replace(/[^\d+]/g, "")}`)
  const { weekdaysLabel, weekdays, weekendLabel, weekend } = settings.openingHours
  for (const text of [weekdaysLabel, weekdays, weekendLabel, weekend]) await expect(main.getByText(text, { exact: true })).toBeVisible()

  expect(settings.reviewLinks).toHaveLength(2)
  for (const { url, label } of settings.reviewLinks) {
    const link = main.getByRole("link", { name: new RegExp(`^${escapeRegExp(label)}`) })
    await expect(link).toHaveAttribute("href", url)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  }
})

test("reviews: the product page's reviews tab shows the CMS's reviews in the page's language", async ({ shop, request }) => {
  const reviews = await fetchReviews(request, "de")
  expect(reviews.length).toBeGreaterThan(0)
  await shop.goto("de", "/product/1")
  await shop.main.getByRole("tab", { name: shop.text("product.tabs.reviews", { total: 127 }) }).click()
  await expect(shop.main.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(reviews.map((review) => review.title))
})

/** The contact form, its fields found by their labels. */
class ContactForm {
  constructor(private readonly shop: Shop) {}

  field(name: "name" | "email" | "subject" | "message"): Locator {
    return this.shop.main.getByRole("textbox", { name: this.shop.text(`contact.form.${name}`), exact: true })
  }
  get send(): Locator {
    return this.shop.main.getByRole("button", { name: this.shop.text("contact.form.send") })
  }
  get sending(): Locator {
    return this.shop.main.getByRole("button", { name: this.shop.text("contact.form.sending") })
  }
  async fill(values: Partial<Record<"name" | "email" | "subject" | "message", string>>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name as "name").fill(value)
  }
  async expectValues(values: Record<"name" | "email" | "subject" | "message", string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await expect(this.field(name as "name")).toHaveValue(value)
  }
}

const isContactPost = (request: { url(): string; method(): string }) => request.method() === "POST" && new URL(request.url()).pathname === "/api/contact"

const VALID = { name: "Anna Kowalska", email: "anna@example.com", subject: "Order 1234", message: "Where is my parcel?" }

test("contact: an invalid e-mail and an empty message show what to fix beside those fields, and nothing is sent", async ({ shop, page }) => {
  const posts: string[] = []
  page.on("request", (request) => {
    if (isContactPost(request)) posts.push(request.url())
  })
  await shop.goto("en", "/contact")
  const form = new ContactForm(shop)
  await form.fill({ name: "Anna", email: "anna@example", subject: "Order 1234" })
  await form.send.click()

  await expect(form.field("email")).toHaveAttribute("aria-invalid", "true")
  await expect(form.field("email")).toHaveAccessibleDescription(shop.text("contact.form.errors.emailInvalid"))
  await expect(form.field("message")).toHaveAttribute("aria-invalid", "true")
  await expect(form.field("message")).toHaveAccessibleDescription(shop.text("contact.form.errors.messageRequired"))
  await expect(shop.main.getByText(shop.text("contact.form.errors.emailInvalid"))).toBeVisible()
  await expect(form.field("name")).not.toHaveAttribute("aria-invalid")
  await expect(form.field("subject")).not.toHaveAttribute("aria-invalid")
  await expect(form.field("email"), "the cursor goes to the first field to fix").toBeFocused()
  await form.expectValues({ name: "Anna", email: "anna@example", subject: "Order 1234", message: "" })
  expect(posts).toEqual([])

  // Correcting a field takes its message away.
  await form.field("email").fill("anna@example.com")
  await expect(form.field("email")).not.toHaveAttribute("aria-invalid")
  await expect(shop.main.getByText(shop.text("contact.form.errors.emailInvalid"))).toHaveCount(0)
})

test("contact: a valid message is sent in the page's language; 201 shows the confirmation and empties the form, 503 shows the server's text and keeps it", async ({
  shop,
  page,
}) => {
  await shop.goto("de", "/contact")
  const form = new ContactForm(shop)
  await form.fill({ ...VALID, name: `  ${VALID.name} ` })
  const [response] = await Promise.all([page.waitForResponse((answer) => isContactPost(answer.request())), form.send.click()])

  expect(response.request().postDataJSON()).toEqual({ ...VALID, language: "de" })
  if (response.status() === 201) {
    await expect(shop.main.getByRole("status").filter({ hasText: shop.text("contact.form.sent") })).toBeVisible()
    await form.expectValues({ name: "", email: "", subject: "", message: "" })
  } else {
    // The CMS cannot store messages here (503), or this address sent five in the last minute (429).
    expect([503, 429], `POST /api/contact answered ${response.status()}`).toContain(response.status())
    const { error } = (await response.json()) as { error: string }
    await expect(shop.main.getByRole("alert")).toHaveText(error)
    await form.expectValues({ ...VALID, name: `  ${VALID.name} ` })
    await expect(shop.main.getByText(shop.text("contact.form.sent"))).toHaveCount(0)
  }
  await expect(form.send).toBeEnabled()
})

test("contact: the server's field errors (400) show beside their fields and a 429 shows its text; the button is disabled while sending and nothing typed is lost", async ({
  shop,
  page,
}) => {
  const answers = [
    {
      status: 400,
      json: {
        error: "email must be a valid e-mail address; message must not be empty",
        fields: { email: "email must be a valid e-mail address", message: "message must not be empty" },
      },
    },
    { status: 429, json: { error: "You have sent several messages in a short time. Please wait 1 minute and send it again; your text is still in the form." } },
  ]
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  await page.route("**/api/contact", async (route) => {
    const answer = answers[calls++]!
    // The second message waits until the test has seen the button disabled.
    if (answer.status === 429) await held
    await route.fulfill(answer)
  })

  await shop.goto("en", "/contact")
  const form = new ContactForm(shop)
  await form.fill(VALID)
  await form.send.click()
  await expect(form.field("email")).toHaveAccessibleDescription(answers[0]!.json.fields!.email)
  await expect(form.field("message")).toHaveAccessibleDescription(answers[0]!.json.fields!.message)
  await expect(form.field("name")).not.toHaveAttribute("aria-invalid")
  await form.expectValues(VALID)

  await form.send.click()
  await expect(form.sending).toBeDisabled()
  release()
  await expect(shop.main.getByRole("alert")).toHaveText(answers[1]!.json.error)
  await expect(form.send).toBeEnabled()
  await form.expectValues(VALID)
  expect(calls).toBe(2)
})

test("content: when the CMS cannot answer, the screen says so in an error panel, and 'try again' shows the page once it can", async ({ shop, page, request }) => {
  const returns = await fetchContentPage(request, "returns", "en")
  await page.route("**/api/content/returns?*", (route) => route.fulfill({ status: 503, json: { error: "The content service is not available" } }))
  // From another page: the app fetches the page's content itself (a page from the server has it in the HTML).
  await shop.goto("en", "/faq")
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: shop.text("pages.returns") })
    .click()
  // The heading is there from the start (the route's name from the UI strings), never a blank page.
  await expect(shop.heading).toHaveText(shop.text("pages.returns"))
  // The query retries three times (1 + 2 + 4 s) before giving up.
  const panel = shop.main.getByRole("alert")
  await expect(panel).toContainText(shop.text("content.errorTitle"), { timeout: 15_000 })

  await page.unroute("**/api/content/returns?*")
  await panel.getByRole("button", { name: shop.text("common.retry") }).click()
  await expect(shop.heading).toHaveText(returns.title)
  await expect(shop.main.getByRole("alert")).toHaveCount(0)
})

test("UI strings: on a switch of language the CMS's strings are merged over the bundled ones; when the call fails the bundled ones stay", async ({ shop, page }) => {
  const products = () => shop.page.getByRole("banner").getByRole("link", { name: shop.text("nav.products") })
  // The page's first language comes with the server's strings; another one is loaded when the shopper switches.
  await page.route("**/api/translations/de", (route) => route.fulfill({ json: { nav: { home: "Startseite aus dem CMS" } } }))
  await shop.goto("en", "/faq")
  await shop.header.chooseLanguage("de")
  await expect(page.getByRole("banner").getByRole("link", { name: "Startseite aus dem CMS" })).toBeVisible()
  // Keys the CMS's answer lacks keep their bundled text.
  await expect(products()).toBeVisible()

  await page.route("**/api/translations/fr", (route) => route.abort())
  await shop.header.chooseLanguage("fr")
  await expect(page.getByRole("banner").getByRole("link", { name: shop.text("nav.home"), exact: true })).toBeVisible()
  await expect(shop.heading).toHaveText(shop.text("pages.faq"))
})
