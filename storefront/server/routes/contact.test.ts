/**
 * The content calls over the REAL local content API (started by npm test, loaded from cms/content) through
 * @sanity/client: answers in each language, bad input, an edit showing without waiting for the cache to
 * expire, drafts never shown, the bundled copy while the CMS is down, and the contact form.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { ContactMessageResponse, ContentPage, FaqResponse, ReviewsResponse, SiteSettings, TranslationsTree } from "@shop/contracts/content"
import type { ApiError } from "@shop/contracts/api"
import { buildServer } from "../app.js"
import { createBundledSource, createCmsSource, sanityClient } from "../content/content-source.js"
import { createCommerceCatalogue } from "../commerce/catalogue-client.js"
import { createCommerceCheckout } from "../commerce/checkout-client.js"
import { commerceSettings, listening, silentServer } from "../testing/test-support.js"
import { withoutIsolates } from "@shop/contracts/bidi"

const apiHost = process.env.SANITY_API_HOST
const token = process.env.SANITY_TOKEN
if (!apiHost || !token) throw new Error("The content tests run against the local content API: set SANITY_API_HOST and SANITY_TOKEN (npm test does)")
const client = sanityClient({ dataset: "production", apiHost, token })
const mailCatcher = process.env.MAIL_CATCHER_URL
if (!mailCatcher) throw new Error("The contact form's e-mails are read from the run's mail catcher: set MAIL_CATCHER_URL (npm test does)")
type CaughtEmail = { subject: string; to: { address: string }[] }
const caughtEmails = async () => (await (await fetch(`${mailCatcher}/api/email`)).json()) as CaughtEmail[]
/** How long to keep looking before calling an edit lost: generous, this is no timing test. */
const GIVE_UP_MS = 20_000

async function serverOver(cms: ReturnType<typeof createCmsSource>, logs: string[] = []) {
  const commerce = commerceSettings()
  const app = await buildServer({
    // No search thread: these tests do not search, and its index build would compete with their renders.
    catalogue: createCommerceCatalogue(commerce),
    checkout: createCommerceCheckout(commerce),
    publicDir: "/nonexistent",
    cacheTtlSeconds: 3600,
    catalogueChangesPollMs: 0,
    content: { cms, bundled: createBundledSource() },
  })
  app.log.warn = ((line: string) => logs.push(line)) as typeof app.log.warn
  return app
}

const json = async <T>(app: FastifyInstance, url: string) => {
  const response = await app.inject(url)
  return { status: response.statusCode, body: response.json<T>() }
}

async function eventually(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + GIVE_UP_MS
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`never happened: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe("content calls over the local content API", () => {
  let app: FastifyInstance
  before(async () => {
    app = await serverOver(createCmsSource(client))
  })
  after(() => app.close())

  test("/api/faq in German: ten questions in order, not the English ones", async () => {
    const german = await json<FaqResponse>(app, "/api/faq?lang=de")
    const english = await json<FaqResponse>(app, "/api/faq?lang=en")
    assert.equal(german.status, 200)
    assert.equal(german.body.length, 10)
    assert.deepEqual(
      german.body.map((entry) => entry.id),
      Array.from({ length: 10 }, (_, i) => `faq-${String(i + 1).padStart(2, "0")}-de`)
    )
    german.body.forEach((entry, index) => assert.notEqual(entry.question, english.body[index]!.question))
    assert.ok(german.body[0]!.answer.length > 0)
  })

  test("/api/content/{slug}: the Japanese shipping page with its four cards; unknown pages and languages are 400", async () => {
    const page = await json<ContentPage>(app, "/api/content/shipping?lang=ja")
    assert.equal(page.status, 200)
    assert.equal(page.body.slug, "shipping")
    assert.match(page.body.title, /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u)
    assert.equal(page.body.highlights.length, 4)
    assert.equal((await json<ApiError>(app, "/api/content/nope?lang=ja")).status, 400)
    assert.equal((await json<ApiError>(app, "/api/content/shipping?lang=xx")).status, 400)
    assert.equal((await json<ApiError>(app, "/api/faq?lang=de&extra=1")).status, 400)
  })

  test("/api/settings, /api/reviews and /api/translations answer in the language asked for", async () => {
    const settings = await json<SiteSettings>(app, "/api/settings?lang=ko")
    assert.equal(settings.body.openingHours.weekdays, "9:00–18:00")
    assert.match(settings.body.openingHours.weekdaysLabel, /\p{Script=Hangul}/u)
    const reviews = await json<ReviewsResponse>(app, "/api/reviews?lang=ar")
    assert.equal(reviews.body.length, 3)
    assert.match(reviews.body[0]!.title, /\p{Script=Arabic}/u)
    const strings = await json<TranslationsTree>(app, "/api/translations/de")
    assert.equal((strings.body.nav as TranslationsTree).home, "Startseite")
    assert.equal((await json<ApiError>(app, "/api/translations/xx")).status, 400)
  })

  test("a published edit shows without waiting for the cache to expire; a draft never shows", async () => {
    const before = await json<FaqResponse>(app, "/api/faq?lang=de")
    const original = before.body[0]!.answer
    const edited = [{ _type: "block", _key: "edited", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s", text: "Geänderte Antwort aus dem Test", marks: [] }] }]
    try {
      await client.createOrReplace({ ...(await client.getDocument("faq-01-de"))!, _id: "drafts.faq-01-de", question: "Entwurf: nie sichtbar" })
      await client.patch("faq-01-de").set({ answer: edited }).commit()
      await eventually("the edited German answer", async () => JSON.stringify((await json<FaqResponse>(app, "/api/faq?lang=de")).body[0]!.answer).includes("Geänderte Antwort"))
      assert.notEqual((await json<FaqResponse>(app, "/api/faq?lang=de")).body[0]!.question, "Entwurf: nie sichtbar")
    } finally {
      await client.delete("drafts.faq-01-de")
      await client.patch("faq-01-de").set({ answer: original }).commit()
    }
  })

  test("the contact form: a valid message is stored (a GROQ query finds it) and mailed on; bad fields are named; the 6th message in a minute gets 429 and no e-mail", async () => {
    const send = (body: object) => app.inject({ method: "POST", url: "/api/contact", payload: body, remoteAddress: "10.9.8.7" })
    const subject = `Test ${Date.now()}`
    const visitor = `ada-${Date.now()}@example.com`
    const sent = await send({ name: "Ada", email: visitor, subject, message: "Where is my parcel?", language: "fr" })
    assert.equal(sent.statusCode, 201)
    const { id } = sent.json<ContactMessageResponse>()
    const stored = await client.fetch<{ subject: string } | null>(`*[_type == "contactMessage" && _id == $id][0]{subject}`, { id })
    assert.equal(stored?.subject, subject)
    // Under a path: nobody without a token reads it, as in a public Sanity dataset.
    assert.match(id, /^contact\.[0-9a-f-]{36}$/)
    const anonymous = sanityClient({ dataset: "production", apiHost })
    assert.equal(await anonymous.fetch(`*[_type == "contactMessage" && _id == $id][0]{subject}`, { id }), null, "a visitor's message is not readable without a token")
    // Commerce (the run's real one) reads it back from the CMS and mails it: to support, and to the visitor in French.
    await eventually("the acknowledgement and the note to support in the run's mail catcher", async () => {
      const mails = await caughtEmails()
      return (
        mails.some((mail) => mail.subject === "Nous avons bien reçu votre message" && mail.to.some((to) => to.address === visitor)) &&
        mails.some((mail) => withoutIsolates(mail.subject) === `Contact form: ${subject}`)
      )
    })

    const invalid = await send({ name: "Ada", email: "not-an-address", subject: "Hi", message: "  " })
    assert.equal(invalid.statusCode, 400)
    const { fields } = invalid.json<ApiError>()
    assert.ok(fields?.email && fields.message, JSON.stringify(fields))

    // Name and subject become e-mail headers: a line break there is refused, naming the field.
    const injected = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com", subject: "Hi\nBcc: victim@example.com", message: "Hello" },
      remoteAddress: "10.9.8.6",
    })
    assert.equal(injected.statusCode, 400)
    const injectedFields = injected.json<ApiError>().fields
    assert.match(injectedFields?.name ?? "", /one line/)
    assert.match(injectedFields?.subject ?? "", /one line/)

    for (let i = 0; i < 3; i++) await send({ name: "Ada", email: visitor, subject, message: `again ${i}` })
    const limited = await send({ name: "Ada", email: visitor, subject: `${subject} (one too many)`, message: "one too many" })
    assert.equal(limited.statusCode, 429)
    assert.match(limited.json<ApiError>().error, /wait/)
    // The four accepted messages all reach support; the visitor's mailbox is acknowledged 3 times a day at most.
    const toSupport = (mails: CaughtEmail[]) => mails.filter((mail) => withoutIsolates(mail.subject) === `Contact form: ${subject}`).length
    const toVisitor = (mails: CaughtEmail[]) => mails.filter((mail) => mail.to.some((to) => to.address === visitor)).length
    await eventually("the four accepted messages sent to support, three acknowledged", async () => {
      const mails = await caughtEmails()
      return toSupport(mails) === 4 && toVisitor(mails) === 3
    })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const mails = await caughtEmails()
    assert.equal(toVisitor(mails), 3)
    assert.equal(toSupport(mails), 4)
    assert.equal(mails.filter((mail) => mail.subject.includes("(one too many)")).length, 0)
  })
})

describe("content calls with the CMS down", () => {
  test("the pages are served from the bundled copy, and the server says so in its log", async () => {
    const dead = await silentServer()
    const logs: string[] = []
    const app = await serverOver(createCmsSource(sanityClient({ dataset: "production", apiHost: dead.url, token })), logs)
    try {
      const faq = await json<FaqResponse>(app, "/api/faq?lang=en")
      assert.equal(faq.status, 200)
      assert.equal(faq.body.length, 10)
      // Asked again (the quick way out knows the URL now): still short-lived for shared caches, the real copy comes back by itself.
      const url = await listening(app)
      for (let i = 0; i < 3; i++) assert.match((await fetch(`${url}/api/faq?lang=en`)).headers.get("cache-control") ?? "", /s-maxage=1,/)
      assert.equal((await json<ContentPage>(app, "/api/content/shipping?lang=en")).status, 200)
      assert.ok(
        logs.some((line) => /bundled copy/.test(line)),
        logs.join("\n")
      )
      const contact = await app.inject({ method: "POST", url: "/api/contact", payload: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" } })
      assert.equal(contact.statusCode, 503)
    } finally {
      await app.close()
      await dead.close()
    }
  })
})
