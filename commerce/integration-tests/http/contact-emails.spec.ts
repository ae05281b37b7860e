/**
 * The contact form's e-mails (issue 20) and the e-mails' copy as editors keep it in the CMS: a message the
 * storefront stored in the (real, local) content API goes to the support inbox with Reply-To the visitor, and
 * the visitor gets an acknowledgement in their language; each once, whatever is sent twice; only messages the
 * CMS holds; nothing a visitor types becomes a header or markup. The acknowledgement quotes nothing the visitor
 * typed and goes to one mailbox at most 3 times a day (issue 37: the form is no way to mail anyone anything).
 * Editors' copy and company details show in the next e-mail; with the CMS down the bundled copy stands in.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { withoutIsolates } from "@shop/contracts/bidi"
import { importCatalogueIntoCommerce } from "@shop/seed"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { contentClient, pauseContentApi, startContentApi, stopContentApi } from "../support/content-api"
import { caughtEmails, emailsTo, onlyHeader, pauseMailCatcher, rawHeaders, startMailCatcher, stopMailCatcher, waitForEmails, type CaughtEmail } from "../support/mail-catcher"
import { until } from "../support/until"
import { fromMigratedTemplate } from "../support/migrated-template"
import type { DeliveryData, NotificationRecord } from "../../src/lib/email-delivery"
import { emailContent, forgetEmailContent } from "../../src/lib/email-content"
import { retryEmails } from "../../src/jobs/retry-emails"
import { sweepContactEmails } from "../../src/jobs/sweep-contact-emails"

jest.setTimeout(120 * 1000)

const SUPPORT = "support@shop.test"

beforeAll(async () => {
  await Promise.all([startContentApi(), startMailCatcher()])
})
afterAll(async () => {
  await Promise.all([stopContentApi(), stopMailCatcher()])
})

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let visitor = 0
    const cms = contentClient()

    beforeAll(async () => {
      // The store and its publishable key, as the seed makes them (one product is enough here).
      await importCatalogueIntoCommerce(
        getContainer(),
        catalogueOf((p) => p.item_id === 280),
        () => {}
      )
      headers = await storefrontHeaders(getContainer())
    })
    beforeEach(() => forgetEmailContent())

    /** A message as the storefront stores it (POST /api/contact), `minutesAgo` old. */
    const storeMessage = async (fields: Partial<Record<"name" | "email" | "subject" | "message" | "language", string>> = {}, minutesAgo = 0) => {
      const email = fields.email ?? `visitor${++visitor}-${Date.now()}@example.com`
      const receivedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString()
      const stored = await cms.create({
        _type: "contactMessage",
        name: "Anna Schmidt",
        subject: `Parcel ${visitor}`,
        message: "Wo ist mein Paket?\nBestellung 1042.",
        language: "de",
        receivedAt,
        ...fields,
        email,
      })
      return { id: stored._id, email }
    }
    const notify = (id: unknown) => api.post("/store/contact-messages", { id }, { headers, validateStatus: () => true })
    const supportMailsAbout = async (subject: string) => (await emailsTo(SUPPORT)).filter((mail) => mail.subject.includes(subject))
    const notificationsOf = async (id: string) => (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: id })) as NotificationRecord[]
    /** Tells commerce of message `id` while the SMTP server is down; returns once both its sends failed (the catcher back, empty). */
    const notifyWhileSmtpDown = async (id: string) => {
      await pauseMailCatcher()
      try {
        expect((await notify(id)).status).toBe(202)
        await until(
          "both failed sends",
          async () => (await notificationsOf(id)).filter((n) => n.status === "failure" && (n.data as { last_error?: string } | null)?.last_error !== undefined).length === 2
        )
      } finally {
        await startMailCatcher()
      }
    }

    it("sends the message to the support inbox, Reply-To the visitor, and acknowledges it to the visitor in German with the 24–48 hours", async () => {
      const { id, email } = await storeMessage({ subject: "Paket nicht angekommen" })
      const response = await notify(id)
      expect(response.status).toBe(202)

      const [acknowledgement, ...more] = await waitForEmails(email, 1)
      expect(more).toHaveLength(0)
      expect(acknowledgement!.subject).toBe("Wir haben Ihre Nachricht erhalten")
      expect(acknowledgement!.html).toMatch(/<html[^>]* lang="de"/)
      // The values set into the copy are isolated from it (U+2068 … U+2069): compared here for what they say.
      for (const part of [acknowledgement!.html, acknowledgement!.text].map(withoutIsolates)) {
        expect(part).toContain("innerhalb von 24–48 Stunden")
      }

      const toSupport = await until("the message in the support inbox", async () => (await supportMailsAbout("Paket nicht angekommen"))[0])
      expect(withoutIsolates(toSupport.subject)).toBe("Contact form: Paket nicht angekommen")
      expect(onlyHeader(await rawHeaders(toSupport.id), "Reply-To")).toBe(`Anna Schmidt <${email}>`)
      expect(withoutIsolates(toSupport.text)).toContain(`Anna Schmidt <${email}>`)
      expect(toSupport.text).toContain("German (de)")
      expect(toSupport.text).toContain("Bestellung 1042.")
      expect((await notificationsOf(id)).map((n) => [n.template, n.status]).sort()).toEqual([
        ["contact-acknowledgement", "success"],
        ["contact-support", "success"],
      ])
    })

    it("sends each e-mail once however often and however concurrently commerce is told of the message", async () => {
      const { id, email } = await storeMessage({ subject: "Twice told" })
      const responses = await Promise.all(Array.from({ length: 10 }, () => notify(id)))
      expect(responses.every((response) => response.status === 202)).toBe(true)
      await waitForEmails(email, 1)
      await new Promise((r) => setTimeout(r, 2000))
      expect(await emailsTo(email)).toHaveLength(1)
      expect(await supportMailsAbout("Twice told")).toHaveLength(1)
    })

    it("mails only messages the CMS holds: an unknown id is 404, what is no id is 400, and nothing is sent", async () => {
      const before = (await caughtEmails()).length
      expect((await notify("contactMessage-does-not-exist")).status).toBe(404)
      for (const bad of ['*[_type == "contactMessage"]', "", 42, "a".repeat(200), "../x"]) {
        const response = await notify(bad)
        expect(response.status).toBe(400)
        expect(response.data.message).toMatch(/id/)
      }
      const extra = await api.post("/store/contact-messages", { id: "abc", to: "victim@example.com" }, { headers, validateStatus: () => true })
      expect(extra.status).toBe(400)
      await new Promise((r) => setTimeout(r, 1000))
      expect((await caughtEmails()).length).toBe(before)
    })

    it("what a visitor typed never becomes a header or markup: line breaks in name and subject, HTML and script in any field", async () => {
      // The storefront refuses line breaks in name and subject (contracts' contactMessageBody); a message in the
      // CMS with them anyway must still give one Subject and one Reply-To, and no header of the sender's making.
      const { id, email } = await storeMessage({
        name: "Eve\r\nBcc: victim@example.com\r\nX-Injected: yes",
        subject: "Hello\r\nBcc: victim@example.com",
        message: `<script>alert("x")</script><img src=x onerror=alert(1)> <b>bold</b>`,
        language: "en",
      })
      expect((await notify(id)).status).toBe(202)
      const [acknowledgement] = await waitForEmails(email, 1)
      const toSupport = await until("the message in the support inbox", async () => (await supportMailsAbout("Hello Bcc: victim@example.com"))[0])
      for (const mail of [acknowledgement!, toSupport] as CaughtEmail[]) {
        const lines = await rawHeaders(mail.id)
        expect(lines.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([])
        onlyHeader(lines, "Subject")
        expect(mail.html).not.toMatch(/<script|<img src=x|<b>bold/)
      }
      expect(toSupport.html).toContain("&lt;script&gt;")
      expect(acknowledgement!.html).not.toMatch(/script|onerror|bold/)
      expect(withoutIsolates(toSupport.subject)).toBe("Contact form: Hello Bcc: victim@example.com")
      expect(onlyHeader(await rawHeaders(toSupport.id), "Reply-To")).toBe(`"Eve Bcc: victim@example.com X-Injected: yes" <${email}>`)
      expect(await emailsTo("victim@example.com")).toHaveLength(0)
    })

    it("a message whose notice to commerce was lost is sent by the sweep, once", async () => {
      const { id, email } = await storeMessage({ subject: "Lost notice" }, 5)
      const fresh = await storeMessage({ subject: "Fresh notice" })
      const sent = await sweepContactEmails(getContainer())
      expect(sent).toEqual(expect.arrayContaining([`contact-support:${id}`, `contact-acknowledgement:${id}`]))
      // Younger than the grace period: the storefront's own notice is still on its way.
      expect(sent.some((key) => key.endsWith(fresh.id))).toBe(false)
      await waitForEmails(email, 1)
      expect(await sweepContactEmails(getContainer())).not.toEqual(expect.arrayContaining([`contact-acknowledgement:${id}`]))
      await new Promise((r) => setTimeout(r, 1000))
      expect(await emailsTo(email)).toHaveLength(1)
      expect(await supportMailsAbout("Lost notice")).toHaveLength(1)
    })

    it("SMTP down: the contact e-mails are kept as failed and go out with the retry job once it is back", async () => {
      const { id, email } = await storeMessage({ subject: "While SMTP is down" })
      await notifyWhileSmtpDown(id)
      const failed = await notificationsOf(id)
      // At least once each: on a slow run the scheduled retry job may already have tried one again (still down).
      expect(failed.map((n) => [n.status, (n.data as DeliveryData).attempts >= 1])).toEqual([
        ["failure", true],
        ["failure", true],
      ])
      const sent = await retryEmails(getContainer(), Date.now() + 2 * 60_000)
      expect(sent).toEqual(expect.arrayContaining([`contact-support:${id}`, `contact-acknowledgement:${id}`]))
      expect(await waitForEmails(email, 1)).toHaveLength(1)
      expect(await supportMailsAbout("While SMTP is down")).toHaveLength(1)
      expect((await notificationsOf(id)).map((n) => n.status)).toEqual(["success", "success"])
    })

    it("the acknowledgement quotes nothing the visitor typed: not the name, the subject or the message, only the shop's own words", async () => {
      const typed = { name: "Zorblax Quimby", subject: "Invoice QX-7731 overdue", message: "Pay now at https://pay.evil.example/qx7731 or lose your account." }
      const { id, email } = await storeMessage({ ...typed, language: "en" })
      expect((await notify(id)).status).toBe(202)
      const [acknowledgement] = await waitForEmails(email, 1)
      expect(acknowledgement!.subject).toBe("We have received your message")
      for (const part of [acknowledgement!.subject, acknowledgement!.html, acknowledgement!.text]) {
        for (const text of [typed.name, "Zorblax", typed.subject, "QX-7731", typed.message, "evil.example"]) expect(part).not.toContain(text)
      }
      expect(withoutIsolates(acknowledgement!.text)).toContain("will reply within 24–48 hours")
      // Support still gets every word (Reply-To the visitor): that is what it is for.
      const toSupport = await until("the message in the support inbox", async () => (await supportMailsAbout(typed.subject))[0])
      for (const text of Object.values(typed)) expect(toSupport.text).toContain(text)
    })

    describe("at most 3 acknowledgements a day to one mailbox", () => {
      /** Every spelling of the mailbox `local@example.com` (any case, any +tag) the catcher has mail for. */
      const mailsToMailbox = async (local: string) =>
        (await caughtEmails()).filter((mail) => mail.to.some(({ address }) => new RegExp(`^${local}(\\+[^@]*)?@example\\.com$`, "i").test(address)))
      /** Mail to exactly `address`, in any case. */
      const mailsTo = async (address: string) => (await caughtEmails()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
      /** Stores and announces a message from `email`; waits for its support copy, and for its acknowledgement when `acknowledged`. */
      const sendMessage = async (email: string, subject: string, acknowledged: boolean) => {
        const before = (await mailsTo(email)).length
        const { id } = await storeMessage({ email, subject, language: "en" })
        expect((await notify(id)).status).toBe(202)
        await until(`"${subject}" in the support inbox`, async () => (await supportMailsAbout(subject))[0])
        if (acknowledged) await until(`the acknowledgement of "${subject}"`, async () => (await mailsTo(email)).length > before)
        return id
      }

      it("the 4th message in a day to the same mailbox (other case, other +tag) reaches support but gets no acknowledgement, then or later; another address still gets one", async () => {
        const local = `limit${++visitor}-${Date.now()}`
        const spellings = [`${local}@example.com`, `${local.toUpperCase()}@Example.com`, `${local}+shop@example.com`, `${local.toUpperCase()}+Other@EXAMPLE.COM`]
        const acknowledged: string[] = []
        for (const [index, email] of spellings.slice(0, 3).entries()) acknowledged.push(await sendMessage(email, `Limit ${local} ${index + 1}`, true))
        const fourth = await sendMessage(spellings[3]!, `Limit ${local} 4`, false)
        await sendMessage(`other-${local}@example.com`, `Limit ${local} other`, true)
        await new Promise((r) => setTimeout(r, 1000))
        expect(await mailsToMailbox(local)).toHaveLength(3)
        expect((await notificationsOf(fourth)).map((n) => [n.template, n.status])).toEqual([["contact-support", "success"]])

        // A day later (the three acknowledgements older than 24 hours) the mailbox is acknowledged again, but the
        // sweep (run as if minutes later, when the 4th is its to check) never sends the 4th's: withheld, not lost.
        const notifications = getContainer().resolve(Modules.NOTIFICATION)
        const earlier = await notifications.listNotifications({ resource_id: acknowledged, template: "contact-acknowledgement" })
        expect(earlier).toHaveLength(3)
        const dayOld = new Date(Date.now() - 25 * 3600_000)
        await (notifications as unknown as { updateNotifications(data: object[]): Promise<unknown> }).updateNotifications(earlier.map(({ id }) => ({ id, created_at: dayOld })))
        expect(await sweepContactEmails(getContainer(), Date.now() + 5 * 60_000)).not.toContain(`contact-acknowledgement:${fourth}`)
        await sendMessage(spellings[2]!, `Limit ${local} 5`, true)
        await new Promise((r) => setTimeout(r, 1000))
        expect(await mailsToMailbox(local)).toHaveLength(4)
      })

      it("a retried acknowledgement counts once: the 3rd, sent again after SMTP was down, is one of the 3", async () => {
        const local = `retried${++visitor}-${Date.now()}`
        await sendMessage(`${local}@example.com`, `Retried ${local} 1`, true)
        await sendMessage(`${local}+b@example.com`, `Retried ${local} 2`, true)
        const { id: third } = await storeMessage({ email: `${local}+c@example.com`, subject: `Retried ${local} 3`, language: "en" })
        await notifyWhileSmtpDown(third)
        expect(await retryEmails(getContainer(), Date.now() + 2 * 60_000)).toEqual(expect.arrayContaining([`contact-acknowledgement:${third}`]))
        await until("the retried acknowledgement", async () => (await mailsTo(`${local}+c@example.com`)).length === 1)
        // The catcher came back empty: what it holds now is the retried 3rd and whatever the 4th gets.
        await sendMessage(`${local}+d@example.com`, `Retried ${local} 4`, false)
        await new Promise((r) => setTimeout(r, 2000))
        expect((await mailsToMailbox(local)).map((mail) => mail.to[0]!.address.toLowerCase())).toEqual([`${local}+c@example.com`])
      })
    })

    it("an editor's copy and the company details from the CMS show in the next e-mail", async () => {
      const document = "email-copy-contactAcknowledgement"
      const original = await cms.getDocument(document)
      const settings = await cms.getDocument("siteSettings")
      try {
        const entries = (original!.entries as { key: string; text: { language: string; value: string }[] }[]).map((entry) =>
          entry.key === "subject" ? { ...entry, text: entry.text.map((t) => (t.language === "de" ? { ...t, value: "Danke, Ihre Nachricht ist da" } : t)) } : entry
        )
        await cms.patch(document).set({ entries }).commit()
        await cms.patch("siteSettings").set({ companyName: "Orbita Trading Ltd (edited)" }).commit()
        forgetEmailContent()
        const { id, email } = await storeMessage({ subject: "Edited copy" })
        expect((await notify(id)).status).toBe(202)
        const [mail] = await waitForEmails(email, 1)
        expect(mail!.subject).toBe("Danke, Ihre Nachricht ist da")
        // Keys the editor left alone keep their German text; the footer signs with the CMS's company name.
        expect(withoutIsolates(mail!.text)).toContain("innerhalb von 24–48 Stunden")
        expect(mail!.text).toContain("Orbita Trading Ltd (edited)")
        const address = settings!.address as Record<string, string>
        expect(mail!.text).toContain(address.street)
        // The footer writes a London address as the UK does, and the country in German.
        expect(withoutIsolates(mail!.text)).toContain(`${address.city} ${address.postcode}, Vereinigtes Königreich`)
        expect(mail!.text).toContain(settings!.email as string)
      } finally {
        await cms.createOrReplace(original as never)
        await cms.createOrReplace(settings as never)
      }
    })

    it("with the CMS down, e-mails are written with the copy read last, and with the bundled copy when none was read", async () => {
      forgetEmailContent()
      const read = await emailContent("de")
      expect(read.company.name).toBe("Orbita Trading Ltd")
      await pauseContentApi()
      try {
        forgetEmailContent({ keepLastRead: true })
        expect((await emailContent("de")).company.name).toBe("Orbita Trading Ltd")
        forgetEmailContent()
        const bundled = await emailContent("de")
        expect(bundled.copy.contactAcknowledgement.subject).toBe("Wir haben Ihre Nachricht erhalten")
        expect(bundled.company).toEqual({ name: "Orbita", email: SUPPORT })
      } finally {
        await startContentApi()
      }
    })
  },
})
