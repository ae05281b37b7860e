/**
 * Editors in the real Sanity Studio (served by the local content API over HTTPS and HTTP/2), and what they
 * publish reaching the storefront: sign-in without a login form, a German FAQ answer published within 10 s,
 * drafts that never leak, discard, a new FAQ entry with its Polish translation, a German UI string in the
 * header, an e-mail's subject in the next e-mail, history, and two tabs seeing each other's edits. Every test
 * ends with no 4xx/5xx answer and no failed request from the Studio: a call the local API does not implement
 * would show up there.
 * Runs as its own Playwright project ("studio"), since it changes the content: npm test runs it beside the shop's
 * journeys, which read a content API (and storefront) of their own.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test"
import type { FaqEntry } from "@shop/contracts/content"
import { Studio } from "./support/studio.js"
import { waitForEmail } from "./support/mail-catcher.js"

test.describe.configure({ mode: "serial" })

const PUBLISHED_WITHIN_MS = 10_000

async function faqText(request: APIRequestContext, lang: string): Promise<string> {
  const response = await request.get(`/api/faq?lang=${lang}`)
  expect(response.status()).toBe(200)
  return JSON.stringify((await response.json()) as FaqEntry[])
}

/**
 * A published document straight from the content API (public reads), e.g. to find an array item's key. Asked
 * from the Studio's page: only a browser resolves the Studio's *.localhost host name.
 */
async function publishedDocument<T>(id: string): Promise<T> {
  return studio.page.evaluate(async (documentId) => {
    const query = encodeURIComponent("*[_id == $id][0]")
    const response = await fetch(`/v2025-02-19/data/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(documentId))}`)
    if (!response.ok) throw new Error(`query for ${documentId}: ${response.status}`)
    return ((await response.json()) as { result: T }).result
  }, id)
}

let studio: Studio

test.beforeEach(async ({ context }) => {
  studio = await Studio.open(context)
})

test.afterEach(() => {
  expect(studio.problems, "calls the local content API answered with an error, or that failed").toEqual([])
})

test("studio: opens signed in as the local editor, with FAQ entries listed in 15 languages", async () => {
  await studio.goto("structure/faqItem")
  const languages = studio.page
    .locator('[data-testid^="pane-item-"]')
    .filter({ hasText: /^(Polish|English|German|French|Spanish|Italian|Chinese|Arabic|Russian|Hindi|Bangla|Portuguese|Indonesian|Japanese|Korean)$/ })
  await expect(languages).toHaveCount(15)
  await expect(studio.page.getByText(/sign in|log in/i)).toHaveCount(0)
  await studio.page.locator('[data-testid="pane-item-German"]').click()
  await expect(studio.page.getByText("Wie lange dauert die Lieferung?")).toBeVisible()
})

/**
 * Opens `path` until `shown` holds, within PUBLISHED_WITHIN_MS. A page kept from before the publish is served
 * once more while it renders again when the server is busy (stale-while-revalidate, server/pages/html-pages.ts;
 * npm test runs the shop's browser tests beside these): a shopper who opens it again within the 10 s sees the
 * edit. One look was not enough: a run failed with the Polish question in /api/faq but not on the page it loaded.
 */
async function shownOnPage(page: Page, path: string, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path)
    await shown()
  }).toPass({ timeout: PUBLISHED_WITHIN_MS })
}

test("studio: a German FAQ answer edited and published shows on /de/faq within 10 s", async ({ page, request }) => {
  const marker = `Geänderte Antwort ${Date.now()}`
  await studio.goto("structure/faqItem;faqItem-de;faq-01-de")
  await studio.appendToRichText("answer", ` ${marker}`)
  await studio.publish()
  await expect.poll(() => faqText(request, "de"), { timeout: PUBLISHED_WITHIN_MS }).toContain(marker)

  await shownOnPage(page, "/de/faq", async () => {
    const question = page.getByRole("main").getByRole("button", { name: "Wie lange dauert die Lieferung?" })
    await question.click()
    await expect(page.locator(`[id="${await question.getAttribute("aria-controls")}"]`)).toContainText(marker, { timeout: 2_000 })
  })
})

test("studio: an unpublished edit never reaches the storefront, and discarding it restores the published text", async ({ request }) => {
  const draft = `Entwurf ${Date.now()}`
  await studio.goto("structure/faqItem;faqItem-de;faq-02-de")
  await studio.appendToRichText("answer", ` ${draft}`)
  await expect(studio.publishButton).toBeEnabled({ timeout: 15_000 })

  // Publish another entry and wait for it: once the storefront shows that, it has refreshed after the draft was saved.
  const other = `Veröffentlicht ${Date.now()}`
  const editor = await Studio.open(studio.page.context())
  await editor.goto("structure/faqItem;faqItem-de;faq-03-de")
  await editor.appendToRichText("answer", ` ${other}`)
  await editor.publish()
  await expect.poll(() => faqText(request, "de"), { timeout: PUBLISHED_WITHIN_MS }).toContain(other)
  expect(await faqText(request, "de")).not.toContain(draft)
  expect(editor.problems).toEqual([])

  await studio.page.bringToFront()
  await studio.documentAction("Discard changes", "Discard changes")
  await expect(studio.field("answer")).not.toContainText(draft)
  await expect(studio.publishButton).toBeDisabled()
  expect(await faqText(request, "de")).not.toContain(draft)
})

test("studio: a new English FAQ entry and its Polish translation show on /en/faq and /pl/faq", async ({ page, request }) => {
  const stamp = Date.now()
  const english = `Do you gift-wrap orders? (${stamp})`
  const polish = `Czy pakujecie zamówienia na prezent? (${stamp})`

  await studio.goto("structure/faqItem;faqItem-en")
  await studio.page.locator('[data-testid="action-intent-button"]').click()
  await studio.field("question").locator("input").fill(english)
  await studio.field("order").locator("input").fill("11")
  // The Studio has made the draft (its footer says so) before the answer's editor is typed into.
  await expect(studio.page.locator('[data-testid="pane-footer"]')).toContainText(/Edited/, { timeout: 15_000 })
  await studio.appendToRichText("answer", "Yes, on request, free of charge.")
  await studio.publish()

  await studio.page.locator('[data-testid="document-internationalization-menu"]').click()
  await studio.page.locator('[data-ui="Popover"]').getByRole("button", { name: "Polish" }).click()
  // The plugin copies the English entry into a new Polish draft, listed with the Polish entries.
  await studio.page.keyboard.press("Escape")
  await studio.goto("structure/faqItem;faqItem-pl")
  await studio.page.locator('[data-testid="pane-item-undefined"]', { hasText: english }).click({ timeout: 15_000 })
  await expect(studio.page.locator('[data-testid="pane-footer"]')).toContainText("pl")
  await expect(studio.field("question").locator("input")).toHaveValue(english)
  await studio.field("question").locator("input").fill(polish)
  await studio.publish()

  await expect.poll(() => faqText(request, "en"), { timeout: PUBLISHED_WITHIN_MS }).toContain(english)
  await expect.poll(() => faqText(request, "pl"), { timeout: PUBLISHED_WITHIN_MS }).toContain(polish)
  await shownOnPage(page, "/en/faq", () => expect(page.getByRole("main").getByRole("button", { name: english })).toBeVisible({ timeout: 2_000 }))
  await shownOnPage(page, "/pl/faq", () => expect(page.getByRole("main").getByRole("button", { name: polish })).toBeVisible({ timeout: 2_000 }))
})

interface UiStringsDocument {
  entries: { _key: string; key: string; text: { _key: string; language: string; value: string }[] }[]
}

/** One entry's text in one language, as the published document (UI strings, an e-mail's copy) holds it. */
async function publishedEntryText(documentId: string, key: string, language: string): Promise<{ entryKey: string; textKey: string; value: string }> {
  const entry = (await publishedDocument<UiStringsDocument>(documentId)).entries.find((candidate) => candidate.key === key)!
  const text = entry.text.find((candidate) => candidate.language === language)!
  return { entryKey: entry._key, textKey: text._key, value: text.value }
}

/**
 * An editor opens the entry `key` of a document listed as entries (UI strings, an e-mail's copy), types `value`
 * in `language` and publishes.
 */
async function publishEntryText(documentPath: string, documentId: string, key: string, language: string, value: string): Promise<void> {
  await studio.goto(documentPath)
  const before = await publishedEntryText(documentId, key, language)
  const input = studio.page.locator(`[id='entries[_key=="${before.entryKey}"].text[_key=="${before.textKey}"].value']`)
  const openEntry = () => studio.field("entries").getByText(key, { exact: true }).first().click()
  await openEntry()
  await expect(input).toHaveValue(before.value)
  // The first keystroke in a published document makes its draft, and the Studio then draws the form again: it was
  // seen to close the item's dialog at that moment, now and then taking the typed text with it. An editor opens the
  // item again and finds their text, or types it again; so does this, until the saved draft holds it.
  await expect(async () => {
    if (!(await input.isVisible())) await openEntry()
    if ((await input.inputValue({ timeout: 5_000 })) !== value) await input.fill(value)
    await studio.saved()
    await expect(input).toHaveValue(value, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await studio.page.keyboard.press("Escape")
  await studio.publish()
}

test("studio: a German UI string edited and published shows in the storefront's German header", async ({ page, request }) => {
  const label = `Start ${Date.now() % 100_000}`
  await publishEntryText("structure/uiStrings;ui-strings-nav", "ui-strings-nav", "home", "de", label)

  await expect.poll(async () => ((await (await request.get("/api/translations/de")).json()) as { nav?: { home?: string } }).nav?.home, { timeout: PUBLISHED_WITHIN_MS }).toBe(label)
  await shownOnPage(page, "/de", () => expect(page.locator(".site-header").getByRole("link", { name: label })).toBeVisible({ timeout: 2_000 }))
})

test("studio: an editor's German subject for the contact form's acknowledgement is in the next such e-mail", async ({ request }) => {
  test.setTimeout(120_000)
  const document = "email-copy-contactAcknowledgement"
  const edited = `Ihre Nachricht ist angekommen (${Date.now() % 100_000})`
  await publishEntryText(`structure/emailCopy;${document}`, document, "subject", "de", edited)
  await expect.poll(async () => (await publishedEntryText(document, "subject", "de")).value).toBe(edited)
  // Commerce reads the e-mails' copy at most every 10 s (commerce/src/lib/email-content.ts): the next e-mail after that has it.
  await new Promise((resolve) => setTimeout(resolve, 11_000))
  const visitor = `studio-${Date.now()}@example.com`
  const sent = await request.post("/api/contact", {
    data: { name: "Jonas Becker", email: visitor, subject: "Lieferzeit", message: "Wie lange dauert der Versand?", language: "de" },
  })
  expect(sent.status()).toBe(201)
  const mail = await waitForEmail(visitor, /./)
  expect(mail.subject).toBe(edited)
  expect(mail.text).toContain("24–48")
})

test("studio: history lists the document's revisions, and review changes shows what changed", async () => {
  await studio.goto("structure/faqItem;faqItem-de;faq-01-de")
  await studio.appendToRichText("answer", " Noch eine Änderung.")
  await studio.page.locator('[data-testid="change-bar__button"]').first().click()
  // The changes since the last publish, with the added words among them (rebuilt from the history's patches).
  await expect(studio.page.locator('[data-testid="review-changes-pane"]').filter({ hasText: "Latest revision" })).toContainText("Noch eine Änderung.")
  // The timeline: the earlier test's publish is one of its revisions.
  await studio.page.getByRole("tab", { name: "History" }).click()
  await expect(
    studio.page
      .getByRole("tabpanel")
      .getByText(/Published/)
      .first()
  ).toBeVisible()
  await studio.documentAction("Discard changes", "Discard changes")
})

test("studio: a message sent from the contact form is listed for editors, read-only", async ({ request }) => {
  const subject = `Gift wrapping ${Date.now()}`
  const sent = await request.post("/api/contact", { data: { name: "Ada Lovelace", email: "ada@example.com", subject, message: "Do you gift-wrap?", language: "en" } })
  expect(sent.status()).toBe(201)
  await studio.goto("structure/contactMessage")
  await studio.page.locator('[data-testid^="pane-item"]', { hasText: subject }).click({ timeout: 15_000 })
  const subjectInput = studio.field("subject").locator("input")
  await expect(subjectInput).toHaveValue(subject)
  await expect(subjectInput).toHaveAttribute("readonly", "")
  await expect(studio.publishButton).toBeDisabled()
  // Messages come from the shop's form only: the list offers no "create".
  await expect(studio.page.locator('[data-testid="action-intent-button"]')).toHaveCount(0)
})

test("studio: two tabs see each other's edits live", async ({ context }) => {
  const other = await Studio.open(context)
  await studio.goto("structure/faqItem;faqItem-fr;faq-04-fr")
  await other.goto("structure/faqItem;faqItem-fr;faq-04-fr")
  const question = `Combien coûte la livraison ? (${Date.now()})`
  await studio.field("question").locator("input").fill(question)
  await expect(other.field("question").locator("input")).toHaveValue(question, { timeout: 10_000 })
  await studio.documentAction("Discard changes", "Discard changes")
  await expect(other.field("question").locator("input")).not.toHaveValue(question, { timeout: 10_000 })
  expect(other.problems).toEqual([])
})
