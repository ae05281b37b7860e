/**
 * After the sale (issue 20): the order confirmation goes out through Medusa's Notification Module and the SMTP
 * provider to a real mail catcher, in the language the shopper checked out in, once per order however often
 * the payment's webhook arrives; with SMTP down it is kept as failed and sent again, once, when SMTP is back, and
 * an address the server refuses is never retried. The merchandiser's side after the sale is in
 * order-after-sale.spec.ts; SMS updates, find your order and returns in order-updates.spec.ts.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { isolate, withoutIsolates } from "@shop/contracts/bidi"
import { generateCatalogue } from "@shop/seed"
import { emailsTo, pauseMailCatcher, type CaughtEmail, startMailCatcher, waitForEmails } from "../support/mail-catcher"
import { until } from "../support/until"
import { fromMigratedTemplate } from "../support/migrated-template"
import { orderServices, orderTestKit, written } from "../support/orders"
import { orderIdOfToken, orderToken } from "../../src/lib/order-links"
import { emailState, MAX_ATTEMPTS, updateNotification, type DeliveryData, type NotificationRecord } from "../../src/lib/email-delivery"
import { sendOrderEmail } from "../../src/lib/order-emails"
import { parcelOf } from "../../src/lib/shipments"
import { retryEmails } from "../../src/jobs/retry-emails"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"

jest.setTimeout(180 * 1000)

orderServices()

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { deliverPaid, buy, emailsOfOrder } = orderTestKit({ api, getContainer }, __filename)

    // These two first: the token test waits for nothing after its purchase, and as a file's last test its order's
    // subscribers were still at work when Medusa shut down, which then waited a minute for a database connection.
    it("parcels: the carrier named from the tracking page's address; only http(s) links kept", () => {
      expect(parcelOf({ tracking_number: "1Z9", tracking_url: "https://www.ups.com/track?tracknum=1Z9" })).toEqual({
        carrier: "UPS",
        trackingNumber: "1Z9",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z9",
      })
      expect(parcelOf({ tracking_number: "JJD1", tracking_url: "https://nolp.dhl.de/nextt-online-public/set_identcodes.do?idc=JJD1" })!.carrier).toBe("DHL")
      expect(parcelOf({ tracking_number: "9", tracking_url: "https://track.inpost.pl/9" })!.carrier).toBe("track.inpost.pl")
      expect(parcelOf({ tracking_number: "X1", tracking_url: "javascript:alert(1)" })).toEqual({ carrier: undefined, trackingNumber: "X1", trackingUrl: undefined })
      expect(parcelOf({ tracking_number: " ", tracking_url: "#" })).toBeUndefined()
    })

    it("order page tokens: a changed character, another length or alphabet is no token", async () => {
      const { order } = await buy("en", [{ item_id: 280, quantity: 1 }])
      const token = orderToken(order.id)
      expect(orderIdOfToken(token)).toBe(order.id)
      const flip = (at: number) => token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1)
      expect(orderIdOfToken(flip(5))).toBeUndefined()
      expect(orderIdOfToken(flip(40))).toBeUndefined()
      expect(orderIdOfToken(flip(47))).toBeUndefined()
      expect(orderIdOfToken(token.slice(0, -1))).toBeUndefined()
      expect(orderIdOfToken(token + "A")).toBeUndefined()
      expect(orderIdOfToken(token.replace(/^./, "!"))).toBeUndefined()
      expect(orderIdOfToken(orderToken(order.id, { ORDER_LINK_SECRET: "another secret of the right length…" }))).toBeUndefined()
    })

    it("confirms a German order in German: number, lines, shipping, total as charged, ship-to, and a working link to its page", async () => {
      const { email, order } = await buy("de", [
        { item_id: 284, quantity: 2 },
        { item_id: 280, quantity: 1 },
      ])
      const [mail, ...more] = await waitForEmails(email, 1)
      if (process.env.SHOW_EMAIL) console.log(mail!.text)
      expect(more).toHaveLength(0)
      expect(withoutIsolates(mail!.subject)).toBe(`Ihre Bestellung ${order.display_id} ist bestätigt`)
      expect(mail!.from[0]!.address).toBe("orders@shop.test")
      const catalogue = generateCatalogue().products
      const german = (id: number) => catalogue.find((p) => p.item_id === id)!.text["de-DE"].title
      // The values set into the copy are isolated from it (U+2068 … U+2069): compared here for what they say.
      for (const part of [mail!.html, mail!.text].map(withoutIsolates)) {
        expect(part).toContain("Vielen Dank für Ihre Bestellung")
        expect(part).toContain(`${german(284)} × 2`)
        expect(part).toContain(`${german(280)} × 1`)
        // What was charged, in EUR (a German shopper's currency) as German writes it: 2 × 18.99 USD at the rate, and the order's own total.
        expect(part).toContain(written(2 * pricesOf(18.99, SPEC_RATES).EUR, "EUR", "de-DE"))
        expect(part).toContain("Versand (mit Sendungsverfolgung, 1–2 Werktage)")
        expect(part).toContain(written(Number(order.total), "EUR", "de-DE"))
        expect(part).toContain("Unter den Linden 1")
        expect(part).toContain("10117 Berlin")
        expect(part).toContain("Deutschland")
      }
      expect(mail!.html).toMatch(/<html[^>]* lang="de"/)
      expect(mail!.html).toMatch(/<html[^>]* dir="ltr"/)
      const link = /https:\/\/shop\.test\/de\/order\/([A-Za-z0-9_-]+)/.exec(mail!.html)
      expect(link).not.toBeNull()
      expect(mail!.text).toContain(link![0])
      expect(orderIdOfToken(link![1]!)).toBe(order.id)
    })

    it("sends one confirmation however often and however concurrently the payment's webhook arrives", async () => {
      const { email, sessionId, order } = await buy("en", [{ item_id: 284, quantity: 1 }])
      const again = await Promise.all(Array.from({ length: 10 }, () => deliverPaid(sessionId)))
      expect(again.every((response) => response.status === 200)).toBe(true)
      await new Promise((r) => setTimeout(r, 2000))
      const mails = await waitForEmails(email, 1)
      expect(mails.map((mail) => withoutIsolates(mail.subject))).toEqual([`Your order ${order.display_id} is confirmed`])
      const notifications = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: order.id })
      expect(notifications.map((n) => [n.template, n.status])).toEqual([["order-confirmation", "success"]])
    })

    it("sends one confirmation when the order's event is delivered again, also at the same time (an event bus retrying)", async () => {
      const { email, order } = await buy("fr", [{ item_id: 280, quantity: 1 }])
      await waitForEmails(email, 1)
      const events = getContainer().resolve(Modules.EVENT_BUS)
      await Promise.all(Array.from({ length: 5 }, () => events.emit({ name: "order.placed", data: { id: order.id } })))
      await new Promise((r) => setTimeout(r, 3000))
      const mails = await waitForEmails(email, 1)
      expect(mails.map((mail) => withoutIsolates(mail.subject))).toEqual([`Votre commande ${order.display_id} est confirmée`])
    })

    it("writes an Arabic confirmation right to left, the order's number isolated from the subject's Arabic", async () => {
      const { email, order } = await buy("ar", [{ item_id: 280, quantity: 1 }])
      const [mail] = await waitForEmails(email, 1)
      expect(mail!.subject).toBe(`تم تأكيد طلبك ${isolate(order.display_id)}`)
      expect(mail!.html).toMatch(/<html[^>]* lang="ar"/)
      expect(mail!.html).toMatch(/<html[^>]* dir="rtl"/)
      expect(mail!.html).toContain("https://shop.test/ar/order/")
    })

    it("shows markup the shopper typed as text, never as markup", async () => {
      const { email } = await buy("en", [{ item_id: 280, quantity: 1 }], { name: `<script>alert("x")</script> <b>Bold</b>`, line1: `<img src=x onerror=alert(1)>` })
      const [mail] = await waitForEmails(email, 1)
      expect(mail!.html).not.toMatch(/<script|<img src=x|<b>Bold/)
      expect(mail!.html).toContain("&lt;script&gt;")
      expect(mail!.text).toContain(`<img src=x onerror=alert(1)>`)
    })

    const minutes = (n: number) => n * 60_000
    /** A purchase while the SMTP server is down: the order, and its confirmation's failed notification (SMTP is back after). */
    const buyWhileSmtpDown = async (language: string, lines: { item_id: number; quantity: number }[]) => {
      await pauseMailCatcher()
      try {
        const bought = await buy(language, lines)
        // Recorded: the module marks the send failed before our delivery code adds the error and the next attempt.
        const recorded = (n: NotificationRecord) => n.status === "failure" && (n.data as Partial<DeliveryData> | null)?.last_error !== undefined
        const failed = await until("the failed send, recorded", async () => (await emailsOfOrder(bought.order.id)).find(recorded))
        return { ...bought, failed }
      } finally {
        await startMailCatcher()
      }
    }

    it("SMTP down: the order is still made, the confirmation is kept as failed and goes out once SMTP is back", async () => {
      const { failed, ...bought } = await buyWhileSmtpDown("de", [{ item_id: 284, quantity: 1 }])
      const data = failed.data as DeliveryData
      expect(data.attempts).toBe(1)
      expect(data.last_error).toMatch(/\[transient\]/)
      expect(Date.parse(data.next_attempt_at!)).toBeGreaterThan(Date.now())
      // What the admin's order page shows of it.
      expect(emailState(failed)).toMatchObject({ template: "order-confirmation", status: "failure", attempts: 1, gave_up: false, next_attempt_at: data.next_attempt_at })
      expect(emailState(failed).last_error).toMatch(/\[transient\]/)
      // Before the backoff is over, the retry job leaves it (SMTP is back: it would go out if sent).
      expect(await retryEmails(getContainer())).toEqual([])
      const sent = await retryEmails(getContainer(), Date.now() + minutes(2))
      expect(sent).toContain(`order-confirmation:${bought.order.id}`)
      const mails = await waitForEmails(bought.email, 1)
      expect(mails.map((mail) => withoutIsolates(mail.subject))).toEqual([`Ihre Bestellung ${bought.order.display_id} ist bestätigt`])
      const [record, ...others] = await emailsOfOrder(bought.order.id)
      expect(others).toHaveLength(0)
      expect(record!.status).toBe("success")
      expect((record!.data as DeliveryData).attempts).toBe(2)
      // Sent: later runs of the job leave it alone.
      expect(await retryEmails(getContainer(), Date.now() + minutes(30))).not.toContain(`order-confirmation:${bought.order.id}`)
      expect(await emailsTo(bought.email)).toHaveLength(1)
    })

    it("a send whose process died mid-way (pending for minutes) is sent again, once", async () => {
      const { failed, ...bought } = await buyWhileSmtpDown("en", [{ item_id: 280, quantity: 1 }])
      // As if the worker had been killed between taking the key and sending.
      await updateNotification(getContainer(), { id: failed.id, status: NotificationStatus.PENDING, data: { attempts: 1 } })
      expect(await retryEmails(getContainer(), Date.now() + minutes(1))).toEqual([])
      expect(await retryEmails(getContainer(), Date.now() + minutes(6))).toEqual([`order-confirmation:${bought.order.id}`])
      expect(await waitForEmails(bought.email, 1)).toHaveLength(1)
      expect((await emailsOfOrder(bought.order.id))[0]!.status).toBe("success")
    })

    it("a send whose process died after the server took it is sent again as the same message (one Message-ID), so the mailbox keeps one", async () => {
      const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
      const [first] = await waitForEmails(bought.email, 1)
      const notification = (await emailsOfOrder(bought.order.id)).find((n) => n.idempotency_key === `order-confirmation:${bought.order.id}`)
      // As if the worker had been killed between the server's "250 OK" and the module recording the success.
      await updateNotification(getContainer(), { id: notification!.id, status: NotificationStatus.PENDING })
      expect(await retryEmails(getContainer(), Date.now() + minutes(6))).toEqual([`order-confirmation:${bought.order.id}`])
      const messageId = (mail: CaughtEmail) => mail.headers["message-id"]
      const copies = await waitForEmails(bought.email, 2)
      expect(copies.map(messageId)).toEqual([messageId(first!), messageId(first!)])
      expect(messageId(first!)).toMatch(/^<[0-9a-f]{32}\.order-confirmation@shop\.test>$/)
      // Another order's confirmation is another message.
      const other = await buy("en", [{ item_id: 280, quantity: 1 }])
      expect(messageId((await waitForEmails(other.email, 1))[0]!)).not.toBe(messageId(first!))
    })

    it("an address the SMTP server refuses: logged, kept as failed, never retried; the order is untouched", async () => {
      const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
      await waitForEmails(bought.email, 1)
      await getContainer().resolve(Modules.ORDER).updateOrders(bought.order.id, { email: "refused@@example.com" })
      expect(await sendOrderEmail(getContainer(), bought.order.id, "order-confirmation", `test-refused:${bought.order.id}`)).toBe(false)
      const refused = (await emailsOfOrder(bought.order.id)).find((n) => n.idempotency_key === `test-refused:${bought.order.id}`)!
      expect(refused.status).toBe("failure")
      expect(refused.data).toMatchObject({ attempts: 1, gave_up: true })
      expect(emailState(refused)).toMatchObject({ status: "failure", gave_up: true, next_attempt_at: null })
      expect((refused.data as DeliveryData).last_error).toMatch(/\[permanent\] 501/)
      expect(await retryEmails(getContainer(), Date.now() + minutes(120))).not.toContain(`test-refused:${bought.order.id}`)
      const after = (await emailsOfOrder(bought.order.id)).find((n) => n.idempotency_key === `test-refused:${bought.order.id}`)!
      expect((after.data as DeliveryData).attempts).toBe(1)
      expect(MAX_ATTEMPTS).toBeGreaterThan(1)
      const [order] = (
        await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["id", "status"], filters: { id: bought.order.id } })
      ).data
      expect(order!.status).toBe("pending")
    })
  },
})
