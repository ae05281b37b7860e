/**
 * After the sale (issue 20): the order confirmation goes out through Medusa's Notification Module and the SMTP
 * provider to a real mail catcher, in the language the shopper checked out in, once per order however often
 * the payment's webhook arrives.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateCatalogue, importCatalogueIntoCommerce } from "@shop/seed"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { emailsTo, pauseMailCatcher, startMailCatcher, stopMailCatcher, waitForEmails } from "../support/mail-catcher"
import { eventsFor, pay, signed, startStandIn, stopStandIn } from "../support/stripe-stand-in"
import { until } from "../support/until"
import { orderIdOfToken, orderToken } from "../../src/lib/order-links"
import { MAX_ATTEMPTS, type DeliveryData, type NotificationRecord } from "../../src/lib/email-delivery"
import { sendOrderEmail } from "../../src/lib/order-emails"
import { retryEmails } from "../../src/jobs/retry-emails"

jest.setTimeout(180 * 1000)

const WEBHOOK = "/hooks/payment/stripe-checkout_stripe-checkout"
const ITEMS = [280, 284]


beforeAll(async () => {
  await Promise.all([startStandIn(), startMailCatcher()])
})
afterAll(async () => {
  await Promise.all([stopStandIn(), stopMailCatcher()])
})

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let shopper = 0

    beforeAll(async () => {
      await importCatalogueIntoCommerce(getContainer(), catalogueOf((p) => ITEMS.includes(p.item_id)), () => {})
      headers = await storefrontHeaders(getContainer())
    })

    const deliverPaid = async (sessionId: string) => {
      const [event] = await eventsFor(sessionId, "checkout.session.completed")
      const { payload, signature } = signed(event!)
      return api.post(WEBHOOK, payload, { headers: { "content-type": "application/json", "stripe-signature": signature }, validateStatus: () => true })
    }

    /** A checkout in `language`, paid by a new shopper; resolves once Medusa has the order. */
    const buy = async (language: string, lines: { item_id: number; quantity: number }[], details: Record<string, string> = {}) => {
      const email = `shopper${++shopper}-${language}@example.com`
      const started = await api.post("/store/checkout-sessions", { lines, language, country: "DE", origin: { kind: "cart" } }, { headers, validateStatus: () => true })
      expect(started.status).toBe(201)
      const { checkout_session_id, cart_id } = started.data as { checkout_session_id: string; cart_id: string }
      await pay(checkout_session_id, { email, name: "Anna Schmidt", line1: "Unter den Linden 1", city: "Berlin", postal_code: "10117", ...details })
      expect((await deliverPaid(checkout_session_id)).status).toBe(200)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const orderId = await until("the order", async () => {
        const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id } })
        return (data[0] as { order_id: string } | undefined)?.order_id
      })
      const { data } = await query.graph({ entity: "order", fields: ["id", "display_id", "total", "item_total", "shipping_total"], filters: { id: orderId } })
      return { email, sessionId: checkout_session_id, order: data[0] as unknown as { id: string; display_id: number; total: number; item_total: number; shipping_total: number } }
    }

    it("confirms a German order in German: number, lines, shipping, total as charged, ship-to, and a working link to its page", async () => {
      const { email, order } = await buy("de", [
        { item_id: 284, quantity: 2 },
        { item_id: 280, quantity: 1 },
      ])
      const [mail, ...more] = await waitForEmails(email, 1)
      if (process.env.SHOW_EMAIL) console.log(mail!.text)
      expect(more).toHaveLength(0)
      expect(mail!.subject).toBe(`Ihre Bestellung ${order.display_id} ist bestätigt`)
      expect(mail!.from[0]!.address).toBe("orders@shop.test")
      const catalogue = generateCatalogue().products
      const german = (id: number) => catalogue.find((p) => p.item_id === id)!.text["de-DE"].title
      for (const part of [mail!.html, mail!.text]) {
        expect(part).toContain("Vielen Dank für Ihre Bestellung")
        expect(part).toContain(`${german(284)} × 2`)
        expect(part).toContain(`${german(280)} × 1`)
        // German separators, the symbol of what was charged (USD): 2 × 18.99 and the order's own total.
        expect(part).toContain("$37,98")
        expect(part).toContain("Versand (mit Sendungsverfolgung, 1–2 Werktage)")
        expect(part).toContain(`$${Number(order.total).toFixed(2).replace(".", ",")}`)
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
      expect(mails.map((mail) => mail.subject)).toEqual([`Your order ${order.display_id} is confirmed`])
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
      expect(mails.map((mail) => mail.subject)).toEqual([`Votre commande ${order.display_id} est confirmée`])
    })

    it("writes an Arabic confirmation right to left", async () => {
      const { email, order } = await buy("ar", [{ item_id: 280, quantity: 1 }])
      const [mail] = await waitForEmails(email, 1)
      expect(mail!.subject).toBe(`تم تأكيد طلبك ${order.display_id}`)
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

    const emailsOfOrder = async (orderId: string) =>
      (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })) as NotificationRecord[]
    const minutes = (n: number) => n * 60_000

    it("SMTP down: the order is still made, the confirmation is kept as failed and goes out once SMTP is back", async () => {
      await pauseMailCatcher()
      let bought: Awaited<ReturnType<typeof buy>>
      try {
        bought = await buy("de", [{ item_id: 284, quantity: 1 }])
        const failed = await until("the failed send", async () => (await emailsOfOrder(bought.order.id)).find((n) => n.status === "failure"))
        const data = failed!.data as DeliveryData
        expect(data.attempts).toBe(1)
        expect(data.last_error).toMatch(/\[transient\]/)
        expect(Date.parse(data.next_attempt_at!)).toBeGreaterThan(Date.now())
        // Before the backoff is over, the retry job leaves it.
        expect(await retryEmails(getContainer())).toEqual([])
      } finally {
        await startMailCatcher()
      }
      const sent = await retryEmails(getContainer(), Date.now() + minutes(2))
      expect(sent).toContain(`order-confirmation:${bought.order.id}`)
      const mails = await waitForEmails(bought.email, 1)
      expect(mails.map((mail) => mail.subject)).toEqual([`Ihre Bestellung ${bought.order.display_id} ist bestätigt`])
      const [record, ...others] = await emailsOfOrder(bought.order.id)
      expect(others).toHaveLength(0)
      expect(record!.status).toBe("success")
      expect((record!.data as DeliveryData).attempts).toBe(2)
      // Sent: later runs of the job leave it alone.
      expect(await retryEmails(getContainer(), Date.now() + minutes(30))).not.toContain(`order-confirmation:${bought.order.id}`)
      expect(await emailsTo(bought.email)).toHaveLength(1)
    })

    it("a send whose process died mid-way (pending for minutes) is sent again, once", async () => {
      await pauseMailCatcher()
      let bought: Awaited<ReturnType<typeof buy>>
      try {
        bought = await buy("en", [{ item_id: 280, quantity: 1 }])
        const record = await until("the failed send", async () => (await emailsOfOrder(bought.order.id)).find((n) => n.status === "failure"))
        // As if the worker had been killed between taking the key and sending.
        const updater = getContainer().resolve(Modules.NOTIFICATION) as unknown as { updateNotifications(data: object): Promise<unknown> }
        await updater.updateNotifications({ id: record!.id, status: "pending", data: { attempts: 1 } })
      } finally {
        await startMailCatcher()
      }
      expect(await retryEmails(getContainer(), Date.now() + minutes(1))).toEqual([])
      expect(await retryEmails(getContainer(), Date.now() + minutes(6))).toEqual([`order-confirmation:${bought.order.id}`])
      expect(await waitForEmails(bought.email, 1)).toHaveLength(1)
      expect((await emailsOfOrder(bought.order.id))[0]!.status).toBe("success")
    })

    it("an address the SMTP server refuses: logged, kept as failed, never retried; the order is untouched", async () => {
      const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
      await waitForEmails(bought.email, 1)
      await getContainer().resolve(Modules.ORDER).updateOrders(bought.order.id, { email: "refused@@example.com" })
      expect(await sendOrderEmail(getContainer(), bought.order.id, "order-confirmation", `test-refused:${bought.order.id}`)).toBe(false)
      const refused = (await emailsOfOrder(bought.order.id)).find((n) => n.idempotency_key === `test-refused:${bought.order.id}`)!
      expect(refused.status).toBe("failure")
      expect(refused.data).toMatchObject({ attempts: 1, gave_up: true })
      expect((refused.data as DeliveryData).last_error).toMatch(/\[permanent\] 501/)
      expect(await retryEmails(getContainer(), Date.now() + minutes(120))).not.toContain(`test-refused:${bought.order.id}`)
      const after = (await emailsOfOrder(bought.order.id)).find((n) => n.idempotency_key === `test-refused:${bought.order.id}`)!
      expect((after.data as DeliveryData).attempts).toBe(1)
      expect(MAX_ATTEMPTS).toBeGreaterThan(1)
      const [order] = (await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id", "status"], filters: { id: bought.order.id } })).data
      expect(order!.status).toBe("pending")
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
  },
})
