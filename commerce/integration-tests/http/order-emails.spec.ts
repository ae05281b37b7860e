/**
 * After the sale (issue 20): the order confirmation goes out through Medusa's Notification Module and the SMTP
 * provider to a real mail catcher, in the language the shopper checked out in, once per order however often
 * the payment's webhook arrives.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { isolate, withoutIsolates } from "@shop/contracts/bidi"
import { generateCatalogue, importCatalogueIntoCommerce } from "@shop/seed"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { emailsTo, pauseMailCatcher, type CaughtEmail, startMailCatcher, stopMailCatcher, waitForEmails } from "../support/mail-catcher"
import { eventFor, pay, signed, startStandIn, stopStandIn } from "../support/stripe-stand-in"
import { until } from "../support/until"
import { failNextSms, smsTo, startTwilioStandIn, stopTwilioStandIn, TWILIO_AUTH_TOKEN, TWILIO_INBOUND_URL } from "../support/twilio-stand-in"
import twilio from "twilio"
import { adminHeaders } from "../support/admin"
import { fromMigratedTemplate } from "../support/migrated-template"
import { orderIdOfToken, orderToken } from "../../src/lib/order-links"
import { emailState, MAX_ATTEMPTS, updateNotification, type DeliveryData, type EmailState, type NotificationRecord } from "../../src/lib/email-delivery"
import { sendOrderEmail } from "../../src/lib/order-emails"
import { parcelOf } from "../../src/lib/shipments"
import { maskEmail } from "../../src/lib/checkout-orders"
import { retryEmails } from "../../src/jobs/retry-emails"
import { emailFoundOrderLink, ORDER_LINK_FOUND_TEMPLATE } from "../../src/lib/order-lookup"
import { sendOrderSms } from "../../src/lib/order-sms"
import { ordersToDispatchToday } from "../../src/lib/dispatch-list"
import { nextDispatch, type DispatchRules } from "@shop/contracts/dispatch"
import arabic from "../../src/emails/copy/ar.json"
import { FIND_ORDER_EMAILS_PER_DAY } from "@shop/contracts/api"
import { LOCAL_STOREFRONT_SECRET, STOREFRONT_SECRET_HEADER } from "@shop/contracts/commerce-api"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"
import { LANGUAGES } from "@shop/contracts/languages"

jest.setTimeout(180 * 1000)

const WEBHOOK = "/hooks/payment/stripe-checkout_stripe-checkout"
const ITEMS = [280, 284]

beforeAll(async () => {
  await Promise.all([startStandIn(), startMailCatcher(), startTwilioStandIn()])
})
afterAll(async () => {
  await Promise.all([stopStandIn(), stopMailCatcher(), stopTwilioStandIn()])
})

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let shopper = 0

    beforeAll(async () => {
      await importCatalogueIntoCommerce(
        getContainer(),
        catalogueOf((p) => ITEMS.includes(p.item_id)),
        () => {}
      )
      headers = await storefrontHeaders(getContainer())
    })

    const deliverPaid = async (sessionId: string) => {
      const { payload, signature } = signed(await eventFor(sessionId, "checkout.session.completed"))
      return api.post(WEBHOOK, payload, { headers: { "content-type": "application/json", "stripe-signature": signature }, validateStatus: () => true })
    }

    /** The currency a shopper of `language` pays in, the one its pages show first. */
    const currencyOf = (language: string) => LANGUAGES.find((l) => l.code === language)!.currency
    /** An amount in `currency` as the e-mails of `language` write it. */
    const written = (amount: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount)

    /** A checkout in `language` and its currency, paid by a new shopper; resolves once Medusa has the order. */
    const buy = async (language: string, lines: { item_id: number; quantity: number }[], details: Record<string, string> = {}, request: Record<string, unknown> = {}) => {
      const email = `shopper${++shopper}-${language}@example.com`
      const started = await api.post(
        "/store/checkout-sessions",
        { lines, language, country: "DE", currency: currencyOf(language), origin: { kind: "cart" }, ...request },
        { headers, validateStatus: () => true }
      )
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

    /**
     * Asks for a one-time code for `action` on the page of `token` (the shopper's "E-mail me a code") and reads it
     * from the e-mail that brings it, as the shopper does; the e-mails to `email` before it are `before`.
     */
    const codeFor = async (token: string, email: string, action: "cancel" | "return") => {
      const before = (await emailsTo(email)).length
      const asked = await api.post(`/store/order-pages/${token}/code`, { action }, { headers, validateStatus: () => true })
      expect([asked.status, asked.data.message]).toEqual([202, undefined])
      const mail = (await waitForEmails(email, before + 1))[before]!
      return /(\d{6})/.exec(withoutIsolates(mail.subject))![1]!
    }

    const orderMetadataOf = async (orderId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["metadata"], filters: { id: orderId } })
      return (data[0] as { metadata: Record<string, unknown> | null }).metadata
    }
    const orderStateOf = async (orderId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["status"], filters: { id: orderId } })
      return data[0] as { status: string }
    }
    /** The order's last code sent a minute earlier than it was (the resend limit's clock, moved in the test database). */
    const backdateCode = async (orderId: string) => {
      await getContainer()
        .resolve(ContainerRegistrationKeys.PG_CONNECTION)
        .raw(`UPDATE "order" SET metadata = jsonb_set(metadata, '{order_code}', '{"sent_at": "2000-01-01T00:00:00.000Z"}'::jsonb) WHERE id = ?`, [orderId])
    }

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

    const emailsOfOrder = async (orderId: string) => (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })) as NotificationRecord[]
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

    describe("after the sale, as a merchandiser works in the admin", () => {
      let admin: { authorization: string }
      beforeAll(async () => {
        admin = await adminHeaders(api, getContainer())
      })
      const adminPost = (path: string, body: unknown = {}) => api.post(path, body, { headers: admin, validateStatus: () => true })
      const orderItems = async (orderId: string) => {
        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["total", "items.id", "items.quantity", "payment_collections.payments.id"], filters: { id: orderId } })
        const order = data[0] as unknown as { items: { id: string; quantity: number }[]; payment_collections: { payments: { id: string }[] }[] }
        return { items: order.items.map((item) => ({ id: item.id, quantity: Number(item.quantity) })), paymentId: order.payment_collections[0]!.payments[0]!.id }
      }
      /** Fulfils the whole order and marks it shipped with `labels`, as "Create fulfillment" and "Mark as shipped" do. */
      const ship = async (orderId: string, labels: object[], notify = true) => {
        const { items } = await orderItems(orderId)
        const fulfilled = await adminPost(`/admin/orders/${orderId}/fulfillments?fields=id,*fulfillments`, { items, no_notification: !notify })
        expect([fulfilled.status, fulfilled.status === 200 ? "" : JSON.stringify(fulfilled.data)]).toEqual([200, ""])
        const fulfillment = (fulfilled.data.order.fulfillments as { id: string }[]).at(-1)!
        const shipped = await adminPost(`/admin/orders/${orderId}/fulfillments/${fulfillment.id}/shipments`, { items, labels, no_notification: !notify })
        expect([shipped.status, shipped.status === 200 ? "" : JSON.stringify(shipped.data)]).toEqual([200, ""])
        return fulfillment.id
      }

      it("marked shipped with a DHL tracking number: the German shopper gets carrier, number and link, once", async () => {
        const bought = await buy("de", [{ item_id: 284, quantity: 1 }])
        await waitForEmails(bought.email, 1)
        await ship(bought.order.id, [
          { tracking_number: "JJD0099912345", tracking_url: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD0099912345", label_url: "#" },
        ])
        const [, shipped, ...more] = await waitForEmails(bought.email, 2)
        expect(more).toHaveLength(0)
        expect(withoutIsolates(shipped!.subject)).toBe(`Ihre Bestellung ${bought.order.display_id} ist unterwegs`)
        for (const part of [shipped!.html, shipped!.text].map(withoutIsolates)) {
          expect(part).toContain("Versanddienstleister: DHL")
          expect(part).toContain("JJD0099912345")
        }
        expect(shipped!.html).toContain('href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD0099912345"')
        expect(shipped!.html).toContain("Sendung verfolgen")
        expect(shipped!.html).toContain(`https://shop.test/de/order/${orderToken(bought.order.id)}`)
      })

      it("a tracking number without a link (the admin sends '#' for an empty field): the number, no link; 'notify the customer' off sends nothing", async () => {
        const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
        await waitForEmails(bought.email, 1)
        await ship(bought.order.id, [{ tracking_number: "1Z999AA10123456784", tracking_url: "#", label_url: "#" }])
        const [, shipped] = await waitForEmails(bought.email, 2)
        expect(shipped!.html).toContain("1Z999AA10123456784")
        expect(shipped!.html).not.toContain("Track your parcel")
        expect(shipped!.html).not.toContain('href="#"')
        const quiet = await buy("en", [{ item_id: 280, quantity: 1 }])
        await waitForEmails(quiet.email, 1)
        await ship(quiet.order.id, [{ tracking_number: "794644790132", tracking_url: "https://www.fedex.com/fedextrack/?trknbr=794644790132", label_url: "#" }], false)
        await new Promise((r) => setTimeout(r, 2000))
        expect(await emailsTo(quiet.email)).toHaveLength(1)
      })

      it("a refund: the shopper is told the amount, in their language", async () => {
        const bought = await buy("fr", [{ item_id: 284, quantity: 2 }])
        await waitForEmails(bought.email, 1)
        const { paymentId } = await orderItems(bought.order.id)
        expect((await adminPost(`/admin/payments/${paymentId}/refund`, { amount: 18.99 })).status).toBe(200)
        const [, refunded, ...more] = await waitForEmails(bought.email, 2)
        expect(more).toHaveLength(0)
        expect(withoutIsolates(refunded!.subject)).toBe(`Remboursement de votre commande ${bought.order.display_id}`)
        expect(withoutIsolates(refunded!.text)).toContain(`Nous avons remboursé ${written(18.99, "EUR", "fr-FR")}`)
      })

      it("the order page (the e-mails' link): the order, then its shipment and refund as they happen; per shopper, never cached", async () => {
        const bought = await buy("de", [{ item_id: 284, quantity: 2 }])
        const [mail] = await waitForEmails(bought.email, 1)
        const token = /\/de\/order\/([A-Za-z0-9_-]+)/.exec(mail!.html)![1]!
        const page = async () => {
          const res = await api.get(`/store/order-pages/${token}`, { headers, validateStatus: () => true })
          expect(res.status).toBe(200)
          expect(res.headers["cache-control"]).toBe("private, no-store")
          return res.data
        }
        const placed = await page()
        expect(placed.order).toMatchObject({ order_number: bought.order.display_id, email: maskEmail(bought.email), token })
        expect(placed.order.email).toMatch(/^sh\*{3,}@example\.com$/)
        expect(JSON.stringify(placed)).not.toContain(bought.email)
        expect(placed.order.lines[0].name).toBe(generateCatalogue().products.find((p) => p.item_id === 284)!.text["de-DE"].title)
        expect(placed.events.map((event: { kind: string }) => event.kind)).toEqual(["placed"])
        await ship(bought.order.id, [{ tracking_number: "JJD0099912345", tracking_url: "https://www.dhl.de/track?piececode=JJD0099912345", label_url: "#" }])
        const { paymentId } = await orderItems(bought.order.id)
        expect((await adminPost(`/admin/payments/${paymentId}/refund`, { amount: 18.99 })).status).toBe(200)
        const later = await page()
        expect(later.events.map((event: { kind: string }) => event.kind)).toEqual(["placed", "shipped", "refunded"])
        expect(later.events[1].parcels).toEqual([{ carrier: "DHL", tracking_number: "JJD0099912345", tracking_url: "https://www.dhl.de/track?piececode=JJD0099912345" }])
        expect(later.events[2].amount).toBe(18.99)
      })

      it("the order page: a forged token is 404 (as for a gone order), what is no token at all is 400", async () => {
        const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
        const token = orderToken(bought.order.id)
        const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA")
        expect((await api.get(`/store/order-pages/${forged}`, { headers, validateStatus: () => true })).status).toBe(404)
        const other = orderToken(bought.order.id.slice(0, -1) + (bought.order.id.endsWith("A") ? "B" : "A"))
        expect((await api.get(`/store/order-pages/${other}`, { headers, validateStatus: () => true })).status).toBe(404)
        for (const bad of ["abc", token + "x", token.replace(/^./, "!")]) {
          const res = await api.get(`/store/order-pages/${encodeURIComponent(bad)}`, { headers, validateStatus: () => true })
          expect([bad, res.status]).toEqual([bad, 400])
          expect(res.data.message).toMatch(/not an order link/)
        }
      })

      it("the admin's order page lists the order's e-mails and their state; only for signed-in users", async () => {
        const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
        await waitForEmails(bought.email, 1)
        await ship(bought.order.id, [{ tracking_number: "1Z9", tracking_url: "https://www.ups.com/track?tracknum=1Z9", label_url: "#" }])
        await waitForEmails(bought.email, 2)
        const res = await api.get(`/admin/orders/${bought.order.id}/emails`, { headers: admin, validateStatus: () => true })
        expect(res.status).toBe(200)
        expect(
          res.data.emails.map((email: { template: string; status: string; attempts: number; to: string }) => [email.template, email.status, email.attempts, email.to])
        ).toEqual([
          ["order-confirmation", "success", 1, bought.email],
          ["order-shipped", "success", 1, bought.email],
        ])
        expect((await api.get(`/admin/orders/${bought.order.id}/emails`, { validateStatus: () => true })).status).toBe(401)
        for (const missing of ["order_01NOSUCHORDER0000000000000", "not-an-id", "%27%3B--"]) {
          const res = await api.get(`/admin/orders/${missing}/emails`, { headers: admin, validateStatus: () => true })
          expect([missing, res.status, res.data.message]).toEqual([missing, 404, expect.stringMatching(/not found/)])
        }
      })

      it("a cancelled order: the shopper is told, and that the refund is on its way", async () => {
        const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
        await waitForEmails(bought.email, 1)
        const cancelled = await adminPost(`/admin/orders/${bought.order.id}/cancel`)
        expect(cancelled.status).toBe(200)
        // Medusa refunds what was captured as part of the cancellation, without a refund event: the
        // cancellation's own words tell the shopper the refund is on its way.
        const [, notice, ...more] = await waitForEmails(bought.email, 2)
        expect(more).toHaveLength(0)
        expect(withoutIsolates(notice!.subject)).toBe(`Your order ${bought.order.display_id} has been cancelled`)
        expect(notice!.text).toContain("the refund is on its way to your card")
      })

      describe("the shopper cancels from the order page (within 2 hours, nothing shipped)", () => {
        const cancel = (token: string, code = "000000") => api.post(`/store/order-pages/${token}/cancel`, { code }, { headers, validateStatus: () => true })
        const orderState = async (orderId: string) => {
          const { data } = await getContainer()
            .resolve(ContainerRegistrationKeys.QUERY)
            .graph({ entity: "order", fields: ["status", "total", "payment_collections.payments.amount", "payment_collections.payments.refunds.amount"], filters: { id: orderId } })
          const order = data[0] as unknown as { status: string; total: number; payment_collections: { payments: { amount: number; refunds: { amount: number }[] }[] }[] }
          const payments = order.payment_collections.flatMap((collection) => collection.payments)
          return {
            status: order.status,
            paid: payments.reduce((sum, p) => sum + Number(p.amount), 0),
            refunded: payments.flatMap((p) => p.refunds).reduce((sum, r) => sum + Number(r.amount), 0),
          }
        }

        it("cancels through Medusa's flow: refunded in full, one cancellation e-mail, the page shows it; a second try, at once or later, is 409", async () => {
          const bought = await buy("de", [{ item_id: 284, quantity: 2 }])
          await waitForEmails(bought.email, 1)
          const token = orderToken(bought.order.id)
          const before = (await api.get(`/store/order-pages/${token}`, { headers })).data
          expect(Date.parse(before.cancellable_until) - Date.now()).toBeGreaterThan(119 * 60_000)
          const code = await codeFor(token, bought.email, "cancel")
          // Two at once (a double tap, two tabs): they take turns on the order, so only the first cancels.
          const both = await Promise.all([cancel(token, code), cancel(token, code)])
          expect(both.map((res) => res.status).sort()).toEqual([200, 409])
          const cancelled = both.find((res) => res.status === 200)!
          expect(both.find((res) => res.status === 409)!.data.message).toBe("This order is already cancelled.")
          expect([cancelled.status, cancelled.headers["cache-control"]]).toEqual([200, "private, no-store"])
          expect(cancelled.data.events.map((event: { kind: string }) => event.kind)).toContain("cancelled")
          expect(cancelled.data.cancellable_until).toBeNull()
          const state = await orderState(bought.order.id)
          expect(state.status).toBe("canceled")
          expect(state.refunded).toBeCloseTo(state.paid, 2)
          expect(state.paid).toBeCloseTo(Number(bought.order.total), 2)
          const again = await Promise.all([cancel(token, code), cancel(token, code)])
          expect(again.map((res) => [res.status, res.data.message])).toEqual([
            [409, "This order is already cancelled."],
            [409, "This order is already cancelled."],
          ])
          const [, codeMail, notice, ...more] = await waitForEmails(bought.email, 3)
          await new Promise((r) => setTimeout(r, 1500))
          expect([...more, ...(await emailsTo(bought.email)).slice(3)]).toHaveLength(0)
          expect(withoutIsolates(codeMail!.subject)).toBe(`${code} ist Ihr Code für die Bestellung ${bought.order.display_id}`)
          expect(withoutIsolates(codeMail!.text)).toContain("um die Bestellung zu stornieren")
          expect(withoutIsolates(notice!.subject)).toBe(`Ihre Bestellung ${bought.order.display_id} wurde storniert`)
        })

        it("refuses with 409 once the order is shipped or 2 hours old, and changes nothing; the page offers no cancel", async () => {
          const shipped = await buy("en", [{ item_id: 280, quantity: 1 }])
          await waitForEmails(shipped.email, 1)
          await ship(shipped.order.id, [{ tracking_number: "JJD1", tracking_url: "https://www.dhl.de/track?piececode=JJD1", label_url: "#" }])
          const late = await buy("en", [{ item_id: 280, quantity: 1 }])
          // The window closes with the order's own date, moved back in the test database (not the clock).
          await getContainer()
            .resolve(ContainerRegistrationKeys.PG_CONNECTION)
            .raw(`UPDATE "order" SET created_at = created_at - interval '2 hours 1 minute' WHERE id = ?`, [late.order.id])
          for (const [bought, reason] of [
            [shipped, /already being shipped/],
            [late, /within 2 hours/],
          ] as const) {
            const token = orderToken(bought.order.id)
            expect((await api.get(`/store/order-pages/${token}`, { headers })).data.cancellable_until).toBeNull()
            const refused = await cancel(token)
            expect([refused.status, refused.data.message]).toEqual([409, expect.stringMatching(reason)])
            expect(await orderState(bought.order.id)).toMatchObject({ status: "pending", refunded: 0 })
          }
        })

        it("a forged token is 404 and what is no token at all is 400: nothing is cancelled", async () => {
          const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
          const token = orderToken(bought.order.id)
          const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA")
          expect((await cancel(forged)).status).toBe(404)
          expect((await cancel("abc")).status).toBe(400)
          // No code, or what is no code: 400 before anything is looked up.
          for (const body of [{}, { code: "12345" }, { code: "abcdef" }, { code: "123456", extra: 1 }]) {
            const res = await api.post(`/store/order-pages/${token}/cancel`, body, { headers, validateStatus: () => true })
            expect([body, res.status]).toEqual([body, 400])
          }
          expect((await orderState(bought.order.id)).status).toBe("pending")
        })
      })
      describe("a leaked link (issue 53): it shows the order, but changes need a code from the order's e-mail, and it can be renewed", () => {
        const post = (path: string, body: unknown = {}) => api.post(path, body, { headers, validateStatus: () => true })

        it("a cancellation needs the code e-mailed for it: a wrong one 403, the fifth wrong one ends it (410), as a used one; one code a minute (429); none for what cannot be done (409)", async () => {
          const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
          await waitForEmails(bought.email, 1)
          const token = orderToken(bought.order.id)
          const cancel = (code: string) => post(`/store/order-pages/${token}/cancel`, { code })
          // Nothing shipped: no code is sent for a return that cannot be made.
          expect((await post(`/store/order-pages/${token}/code`, { action: "return" })).status).toBe(409)
          expect((await post(`/store/order-pages/${token}/code`, { action: "refund" })).status).toBe(400)
          const first = await codeFor(token, bought.email, "cancel")
          expect((await post(`/store/order-pages/${token}/code`, { action: "cancel" })).status).toBe(429)
          const wrong = first === "111111" ? "222222" : "111111"
          expect([(await cancel(wrong)).status, (await cancel(wrong)).status, (await cancel(wrong)).status, (await cancel(wrong)).status]).toEqual([403, 403, 403, 403])
          expect((await cancel(wrong)).status).toBe(410)
          expect((await cancel(first)).status).toBe(410)
          expect((await orderStateOf(bought.order.id)).status).toBe("pending")

          // A minute later (the last code's time moved back in the test database), a new code cancels, once.
          await backdateCode(bought.order.id)
          const code = await codeFor(token, bought.email, "cancel")
          expect((await cancel(code)).status).toBe(200)
          expect((await orderStateOf(bought.order.id)).status).toBe("canceled")
          const mails = await waitForEmails(bought.email, 4)
          expect(mails.map((mail) => withoutIsolates(mail.subject))).toEqual([
            `Your order ${bought.order.display_id} is confirmed`,
            `${first} is your code for order ${bought.order.display_id}`,
            `${code} is your code for order ${bought.order.display_id}`,
            `Your order ${bought.order.display_id} has been cancelled`,
          ])
          // The order's metadata, as the admin shows it, holds no code.
          expect(JSON.stringify((await orderMetadataOf(bought.order.id)) ?? {})).not.toContain(code)
        })

        it("the shopper renews the link: the old one opens nothing, the new one (e-mailed) opens the page; the confirmation page no longer hands out a link; the admin can renew too", async () => {
          const bought = await buy("de", [{ item_id: 280, quantity: 1 }])
          await waitForEmails(bought.email, 1)
          const old = orderToken(bought.order.id)
          const renewed = await post(`/store/order-pages/${old}/link`)
          expect([renewed.status, renewed.data]).toEqual([202, { sent_to: maskEmail(bought.email) }])
          const [, mail] = await waitForEmails(bought.email, 2)
          expect(withoutIsolates(mail!.subject)).toBe(`Ein neuer Link zu Ihrer Bestellung ${bought.order.display_id}`)
          const fresh = /https:\/\/shop\.test\/de\/order\/([A-Za-z0-9_-]+)/.exec(mail!.html)![1]!
          expect(fresh).not.toBe(old)
          for (const path of [`/store/order-pages/${old}`]) expect((await api.get(path, { headers, validateStatus: () => true })).status).toBe(404)
          for (const path of [`/store/order-pages/${old}/link`, `/store/order-pages/${old}/code`]) expect((await post(path, { action: "cancel" })).status).toBe(404)
          expect((await post(`/store/order-pages/${old}/cancel`, { code: "123456" })).status).toBe(404)
          const page = await api.get(`/store/order-pages/${fresh}`, { headers, validateStatus: () => true })
          expect([page.status, page.data.order.token]).toEqual([200, fresh])
          // The checkout session id stays in the browser's history: its confirmation hands out no link any more.
          const confirmation = await api.get(`/store/checkout-sessions/${bought.sessionId}/order`, { headers, validateStatus: () => true })
          expect([confirmation.status, confirmation.data.order.token]).toEqual([200, null])

          // A merchandiser renews it from the admin (a shopper wrote that theirs leaked): the shopper's new link dies too.
          expect((await api.post(`/admin/orders/${bought.order.id}/order-link`, {}, { validateStatus: () => true })).status).toBe(401)
          const byAdmin = await api.post(`/admin/orders/${bought.order.id}/order-link`, {}, { headers: admin, validateStatus: () => true })
          expect([byAdmin.status, byAdmin.data]).toEqual([202, { sent_to: maskEmail(bought.email) }])
          expect((await api.post(`/admin/orders/order_01NOSUCHORDER0000000000000/order-link`, {}, { headers: admin, validateStatus: () => true })).status).toBe(404)
          const [, , third] = await waitForEmails(bought.email, 3)
          const newest = /https:\/\/shop\.test\/de\/order\/([A-Za-z0-9_-]+)/.exec(third!.html)![1]!
          expect((await api.get(`/store/order-pages/${fresh}`, { headers, validateStatus: () => true })).status).toBe(404)
          expect((await api.get(`/store/order-pages/${newest}`, { headers, validateStatus: () => true })).status).toBe(200)
        })
      })

      it("the orders that must leave today (issue 54): paid and not shipped, by their dispatch day; late ones stay listed; shipped ones leave the list", async () => {
        const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["created_at"], filters: { id: bought.order.id } })
        const placed = new Date((data[0] as { created_at: string }).created_at)
        const day = (offset: number) => new Date(placed.getTime() + offset * 24 * 60 * 60_000)
        const listed = async (rules: DispatchRules, now: Date) =>
          (await ordersToDispatchToday(getContainer(), rules, now)).orders.filter((order) => order.id === bought.order.id).map((order) => order.dispatch_date)
        const everyDay: DispatchRules = { cutoff: "23:59", timeZone: "UTC", businessDays: [1, 2, 3, 4, 5, 6, 7], holidays: [] }
        const placedDay = placed.toISOString().slice(0, 10)
        // Paid before the cut-off (unless the test ran in the day's last minute): it leaves the day it was paid.
        const dispatchDay = nextDispatch(placed, everyDay).date
        expect(await listed(everyDay, placed)).toEqual(dispatchDay === placedDay ? [placedDay] : [])
        // Paid after the day's cut-off: tomorrow's, not on today's list.
        const afterCutoff: DispatchRules = { ...everyDay, cutoff: "00:00" }
        expect(await listed(afterCutoff, placed)).toEqual([])
        expect(await listed(afterCutoff, day(1))).toEqual([nextDispatch(placed, afterCutoff).date])
        // The day it was paid is a holiday: no dispatch today, so the list is the next dispatch day's, which holds it;
        // the day after that it is late, and still listed.
        const holiday: DispatchRules = { ...everyDay, holidays: [placedDay] }
        const next = nextDispatch(placed, holiday).date
        expect((await ordersToDispatchToday(getContainer(), holiday, placed)).dispatch_day).toBe(next)
        expect(await listed(holiday, placed)).toEqual([next])
        expect(await listed(holiday, day(2))).toEqual([next])
        // Shipped: gone from the list.
        await ship(bought.order.id, [{ tracking_number: "DISPATCH1", tracking_url: "#", label_url: "#" }], false)
        expect(await listed(holiday, day(2))).toEqual([])
        // The route asks the CMS for the rules: with none to be had it says so (503), and only merchandisers may ask.
        expect((await api.get("/admin/dispatch-today", { validateStatus: () => true })).status).toBe(401)
        const unavailable = await api.get("/admin/dispatch-today", { headers: admin, validateStatus: () => true })
        expect([unavailable.status, unavailable.data.message]).toEqual([503, expect.stringMatching(/cannot be listed/)])
      })

      describe("delivery updates by SMS (issue 54), through Twilio's client and the local stand-in", () => {
        /** A reply to the shop's SMS as Twilio posts it, signed with the account's token (or not). */
        const reply = (from: string, body: string, signed = true) => {
          const params = { From: from, Body: body, To: "+15005550006", MessageSid: `SM${Date.now()}` }
          const signature = signed ? twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, TWILIO_INBOUND_URL, params) : "forged"
          return api.post("/hooks/sms/inbound", new URLSearchParams(params).toString(), {
            headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
            validateStatus: () => true,
          })
        }
        let mobile = 20_000_000
        /** A German mobile number no other test uses, as a shopper types it, and in E.164. */
        const nextMobile = () => {
          const digits = String(++mobile).padStart(8, "0")
          return { typed: `0151 ${digits}`, e164: `+49151${digits}` }
        }

        it("a number and consent at checkout: kept in E.164; shipped, the German SMS names the carrier and tracking link, once; a failed send is retried", async () => {
          const phone = nextMobile()
          const bought = await buy("de", [{ item_id: 280, quantity: 1 }], {}, { sms: { phone: phone.typed, consent: true } })
          expect((await orderMetadataOf(bought.order.id))?.sms).toEqual({ phone: phone.e164, consented_at: expect.any(String) })
          await failNextSms(1)
          const fulfillmentId = await ship(bought.order.id, [{ tracking_number: "JJD0099", tracking_url: "https://www.dhl.de/verfolgen?piececode=JJD0099", label_url: "#" }])
          await until(
            "the failed SMS recorded",
            async () => (await emailsOfOrder(bought.order.id)).some((n) => n.channel === "sms" && n.status === NotificationStatus.FAILURE) || undefined
          )
          expect(await smsTo(phone.e164)).toEqual([])
          // The shipped e-mail out first: the retry below looks minutes ahead, when one still sending would count as dead.
          await until(
            "the shipped e-mail sent",
            async () => (await emailsOfOrder(bought.order.id)).some((n) => n.template === "order-shipped" && n.status === NotificationStatus.SUCCESS) || undefined
          )
          expect(await retryEmails(getContainer(), Date.now() + 5 * 60_000)).toEqual([`order-shipped-sms:${fulfillmentId}`])
          const [sms, ...more] = await smsTo(phone.e164)
          expect(more).toEqual([])
          expect(sms!.body).toBe(
            `Orbita: Bestellung ${bought.order.display_id} ist mit DHL unterwegs. Verfolgen: https://www.dhl.de/verfolgen?piececode=JJD0099 Ihre Bestellung: https://shop.test/de/order/${orderToken(bought.order.id)} Antworten Sie STOP, um diese SMS abzubestellen.`
          )
          expect(Number(sms!.num_segments)).toBeLessThanOrEqual(3)
          // Merchandisers see it on the order, beside the e-mails: sent, to the number, after one failed attempt.
          const listed = await api.get(`/admin/orders/${bought.order.id}/emails`, { headers: admin })
          expect((listed.data.emails as EmailState[]).filter((row) => row.template === "order-shipped-sms")).toEqual([
            expect.objectContaining({ to: phone.e164, status: "success", attempts: 2 }),
          ])
          // The same event again sends nothing more.
          await getContainer()
            .resolve(Modules.EVENT_BUS)
            .emit({ name: "shipment.created", data: { id: fulfillmentId } })
          await new Promise((resolve) => setTimeout(resolve, 500))
          expect(await smsTo(phone.e164)).toHaveLength(1)
        })

        it("STOP, signed by Twilio, ends every later SMS to the number (the cancellation sends none); a forged reply is 403 and changes nothing; START again", async () => {
          const phone = nextMobile()
          const bought = await buy("en", [{ item_id: 280, quantity: 1 }], {}, { sms: { phone: `+49 151 ${phone.typed.slice(5)}`, consent: true } })
          expect((await reply(phone.e164, "STOP", false)).status).toBe(403)
          expect((await orderMetadataOf(bought.order.id))?.sms).not.toHaveProperty("stopped_at")
          const stopped = await reply(phone.e164, " stop ")
          expect([stopped.status, stopped.data]).toEqual([200, "<Response/>"])
          expect((await orderMetadataOf(bought.order.id))?.sms).toHaveProperty("stopped_at")
          expect(await sendOrderSms(getContainer(), bought.order.id, "order-cancelled-sms", `order-cancelled-sms:${bought.order.id}`)).toBe(false)
          expect(await smsTo(phone.e164)).toEqual([])
          expect((await reply(phone.e164, "START")).status).toBe(200)
          expect(await sendOrderSms(getContainer(), bought.order.id, "order-cancelled-sms", `order-cancelled-sms:${bought.order.id}`)).toBe(true)
          expect((await smsTo(phone.e164)).map((sms) => sms.body)).toEqual([
            expect.stringMatching(new RegExp(`^Orbita: order ${bought.order.display_id} is cancelled; the full refund is on its way\\. https://shop\\.test/en/order/`)),
          ])
        })

        it("the order page shows the number masked and turns this order's SMS off (none sent) and on again; 409 for an order without a number, 400 for what is no switch", async () => {
          const phone = nextMobile()
          const bought = await buy("de", [{ item_id: 280, quantity: 1 }], {}, { sms: { phone: phone.typed, consent: true } })
          const token = orderToken(bought.order.id)
          const setSms = (on: unknown, orderLink = token) => api.post(`/store/order-pages/${orderLink}/sms`, { on }, { headers, validateStatus: () => true })
          expect((await api.get(`/store/order-pages/${token}`, { headers })).data.sms).toEqual({ phone: `+49 ••• ${phone.e164.slice(-3)}`, on: true })
          const off = await setSms(false)
          expect([off.status, off.data.sms]).toEqual([200, { phone: `+49 ••• ${phone.e164.slice(-3)}`, on: false }])
          expect(await sendOrderSms(getContainer(), bought.order.id, "order-cancelled-sms", `order-cancelled-sms:${bought.order.id}`)).toBe(false)
          expect(await smsTo(phone.e164)).toEqual([])
          // Off twice keeps the moment it was first turned off.
          const stoppedAt = (await orderMetadataOf(bought.order.id))?.sms
          expect((await setSms(false)).status).toBe(200)
          expect((await orderMetadataOf(bought.order.id))?.sms).toEqual(stoppedAt)
          expect((await setSms(true)).data.sms.on).toBe(true)
          expect(await sendOrderSms(getContainer(), bought.order.id, "order-cancelled-sms", `order-cancelled-sms:${bought.order.id}`)).toBe(true)
          expect(await smsTo(phone.e164)).toHaveLength(1)
          for (const bad of ["no", null, 1]) expect((await setSms(bad)).status).toBe(400)
          const without = await buy("de", [{ item_id: 280, quantity: 1 }])
          const none = await setSms(false, orderToken(without.order.id))
          expect([none.status, none.data.message]).toEqual([409, "This order has no mobile number for SMS updates"])
          expect((await api.get(`/store/order-pages/${orderToken(without.order.id)}`, { headers })).data.sms).toBeNull()
        })

        it("no consent, no SMS; a number that is no mobile number, or consent not given, is 400 at checkout", async () => {
          const bought = await buy("de", [{ item_id: 280, quantity: 1 }])
          expect(await sendOrderSms(getContainer(), bought.order.id, "order-shipped-sms", `order-shipped-sms:none:${bought.order.id}`)).toBe(false)
          for (const sms of [{ phone: "030 1234567", consent: true }, { phone: "12", consent: true }, { phone: "0151 23456789", consent: false }, { phone: "0151 23456789" }]) {
            const refused = await api.post(
              "/store/checkout-sessions",
              { lines: [{ item_id: 280, quantity: 1 }], language: "de", country: "DE", currency: "USD", origin: { kind: "cart" }, sms },
              { headers, validateStatus: () => true }
            )
            expect([refused.status, refused.data.type]).toEqual([400, "invalid_data"])
          }
        })
      })

      describe("find your order (issue 54): the address ordered with and the order's number e-mail the link again", () => {
        const lookup = (body: unknown, secret: string | null = LOCAL_STOREFRONT_SECRET) =>
          api.post("/store/order-lookups", body, { headers: secret === null ? headers : { ...headers, [STOREFRONT_SECRET_HEADER]: secret }, validateStatus: () => true })
        const foundEmailsTo = async (email: string) =>
          (
            await getContainer()
              .resolve(Modules.NOTIFICATION)
              .listNotifications({ to: email, template: ORDER_LINK_FOUND_TEMPLATE } as never)
          ).length

        it("matching: the link as it is now, in the asker's language (Arabic for a German order), to the order's address; the answer is the same when nothing matches", async () => {
          const bought = await buy("de", [{ item_id: 280, quantity: 1 }])
          await waitForEmails(bought.email, 1)
          const number = String(bought.order.display_id)
          // Nothing matches: another order's number, another address, a number no order has. Same answer, nothing sent.
          const other = await buy("de", [{ item_id: 284, quantity: 1 }])
          for (const body of [
            { email: bought.email, number: String(other.order.display_id), language: "ar" as const },
            { email: `not-${bought.email}`, number, language: "ar" as const },
            { email: bought.email, number: "999999999", language: "ar" as const },
          ]) {
            const answer = await lookup(body)
            expect([answer.status, answer.data]).toEqual([202, { accepted: true }])
            expect(await emailFoundOrderLink(getContainer(), { ...body, number: Number(body.number) })).toBe("no-match")
          }
          const matched = await lookup({ email: bought.email.toUpperCase(), number, language: "ar" })
          expect([matched.status, matched.data]).toEqual([202, { accepted: true }])
          const [, mail] = await waitForEmails(bought.email, 2)
          expect(withoutIsolates(mail!.subject)).toBe(arabic.orderLinkFound.subject.replace("{{number}}", number))
          expect(mail!.html).toContain('dir="rtl"')
          expect(mail!.html).toContain(`https://shop.test/ar/order/${orderToken(bought.order.id)}`)
          // The unmatched asks sent nothing: the one e-mail is the matched one's (and the other order's confirmation only).
          expect(await foundEmailsTo(bought.email)).toBe(1)
          expect((await emailsTo(other.email)).length).toBe(1)
        })

        it(`at most ${FIND_ORDER_EMAILS_PER_DAY} a day to one address; only the storefront may ask; malformed input is 400`, async () => {
          const bought = await buy("en", [{ item_id: 280, quantity: 1 }])
          await waitForEmails(bought.email, 1)
          const ask = { email: bought.email, number: String(bought.order.display_id), language: "en" as const }
          expect((await lookup(ask)).status).toBe(202)
          await waitForEmails(bought.email, 2)
          // The route answers before the work is done; what each later ask came to is the lookup's own answer.
          const outcomes = []
          for (let i = 1; i < FIND_ORDER_EMAILS_PER_DAY + 2; i++) outcomes.push(await emailFoundOrderLink(getContainer(), { ...ask, number: bought.order.display_id }))
          expect(outcomes).toEqual([...Array(FIND_ORDER_EMAILS_PER_DAY - 1).fill("sent"), "limit", "limit"])
          expect(await foundEmailsTo(bought.email)).toBe(FIND_ORDER_EMAILS_PER_DAY)
          // A day later the address may have the link again.
          expect(await emailFoundOrderLink(getContainer(), { ...ask, number: bought.order.display_id }, Date.now() + 24 * 60 * 60_000 + 1)).toBe("sent")

          for (const secret of [null, "not-the-secret"]) expect((await lookup(ask, secret)).status).toBe(401)
          for (const body of [{ ...ask, email: "nobody" }, { ...ask, number: "12a" }, { ...ask, number: "" }, { ...ask, language: "xx" }, { ...ask, extra: 1 }, {}]) {
            const answer = await lookup(body)
            expect([answer.status, answer.data.type]).toEqual([400, "invalid_data"])
          }
        })
      })

      describe("the shopper returns from the order page (within 30 days of delivery)", () => {
        const page = async (token: string) => (await api.get(`/store/order-pages/${token}`, { headers })).data
        const requestReturn = (token: string, body: unknown) => api.post(`/store/order-pages/${token}/returns`, body, { headers, validateStatus: () => true })
        const returnsOf = async (orderId: string) => {
          const { data } = await getContainer()
            .resolve(ContainerRegistrationKeys.QUERY)
            .graph({
              entity: "return",
              fields: ["id", "status", "display_id", "items.item_id", "items.quantity", "items.note", "items.reason.value", "shipping_methods.amount"],
              filters: { order_id: orderId },
            })
          return data as unknown as {
            id: string
            status: string
            display_id: number
            items: { item_id: string; quantity: number; note: string | null; reason: { value: string } }[]
            shipping_methods: { amount: number }[]
          }[]
        }
        /** Bought in `language`, confirmed, fulfilled and marked shipped, as a merchandiser does in the admin. */
        const shippedOrder = async (language: string, lines: { item_id: number; quantity: number }[]) => {
          const bought = await buy(language, lines)
          await waitForEmails(bought.email, 1)
          await ship(bought.order.id, [{ tracking_number: "JJD7", tracking_url: "https://www.dhl.de/track?piececode=JJD7", label_url: "#" }])
          await waitForEmails(bought.email, 2)
          return { ...bought, token: orderToken(bought.order.id), items: (await orderItems(bought.order.id)).items }
        }

        it("a damaged item: a Medusa return (requested) with reason and note, free shipping; the German e-mail says what, where and by when, once; the page shows it", async () => {
          const bought = await shippedOrder("de", [
            { item_id: 284, quantity: 2 },
            { item_id: 280, quantity: 1 },
          ])
          const before = await page(bought.token)
          expect(before.cancellable_until).toBeNull()
          expect(before.returnable.lines.map((line: { quantity: number }) => line.quantity).sort()).toEqual([1, 2])
          // 30 days after delivery: shipped today, delivered within the zone's longest time (Germany: 2 business days).
          const days = (Date.parse(before.returnable.until) - Date.now()) / 86_400_000
          expect(days).toBeGreaterThan(31.9)
          expect(days).toBeLessThan(34.1)
          const twoOf = before.returnable.lines.find((line: { quantity: number }) => line.quantity === 2)
          const code = await codeFor(bought.token, bought.email, "return")
          const res = await requestReturn(bought.token, { lines: [{ line_id: twoOf.line_id, quantity: 1 }], reason: "damaged", note: "The box was crushed", code })
          expect([res.status, res.status === 200 ? "" : res.data.message]).toEqual([200, ""])
          expect(res.data.events.map((event: { kind: string }) => event.kind)).toEqual(["placed", "shipped", "return_requested"])
          expect(res.data.events[2]).toMatchObject({ items: [{ name: twoOf.name, quantity: 1 }] })
          expect(res.data.returnable.lines.find((line: { line_id: string }) => line.line_id === twoOf.line_id).quantity).toBe(1)
          const [made, ...more] = await returnsOf(bought.order.id)
          expect(more).toHaveLength(0)
          expect(made).toMatchObject({ status: "requested", items: [{ item_id: twoOf.line_id, quantity: 1, note: "The box was crushed", reason: { value: "damaged" } }] })
          expect(made!.shipping_methods.map((method) => Number(method.amount))).toEqual([0])
          const [, , , mail, ...extra] = await waitForEmails(bought.email, 4)
          await new Promise((r) => setTimeout(r, 1000))
          expect([...extra, ...(await emailsTo(bought.email)).slice(4)]).toHaveLength(0)
          expect(withoutIsolates(mail!.subject)).toBe(`Ihre Rücksendung ${made!.id.slice(-7)} zur Bestellung ${bought.order.display_id}`)
          expect(withoutIsolates(mail!.text)).toContain(`1 × ${twoOf.name}`)
          // The warehouse and its country in German, the postcode before the city as Poland writes it.
          expect(withoutIsolates(mail!.text)).toMatch(/Europäisches Lager\s+ul\. Magazynowa 1\s+61-001 Poznań\s+Polen\s/)
          expect(mail!.text).toMatch(/kostenlos|übernehmen wir/)
          const sendBy = new Intl.DateTimeFormat("de", { dateStyle: "long", timeZone: "Europe/Warsaw" }).format(new Date(Date.now() + 14 * 86_400_000))
          expect(mail!.text).toContain(sendBy)
        })

        it("an order paid in euros has its return shipping in euros: the zone's 7.05 USD at the rate, 5.99 EUR", async () => {
          const bought = await shippedOrder("de", [{ item_id: 280, quantity: 1 }])
          const { order, returnable } = await page(bought.token)
          expect(order.currency).toBe("eur")
          expect(returnable.shipping_amount).toBe(5.99)
        })

        it("changed my mind: return shipping at the zone's price; received in the admin, then refunded: an e-mail each, once; the page tells the story", async () => {
          const bought = await shippedOrder("en", [{ item_id: 280, quantity: 1 }])
          const before = await page(bought.token)
          expect(before.order.total).toBeCloseTo(Number(bought.order.total), 2)
          const { returnable } = before
          expect(returnable.shipping_amount).toBeGreaterThan(0)
          const code = await codeFor(bought.token, bought.email, "return")
          const res = await requestReturn(bought.token, { lines: [{ line_id: returnable.lines[0].line_id, quantity: 1 }], reason: "changed_mind", code })
          expect(res.status).toBe(200)
          expect(res.data.returnable).toBeNull()
          const [made] = await returnsOf(bought.order.id)
          expect(made!.shipping_methods.map((method) => Number(method.amount))).toEqual([returnable.shipping_amount])
          const [, , , requested] = await waitForEmails(bought.email, 4)
          expect(withoutIsolates(requested!.text)).toContain(`Return shipping costs $${returnable.shipping_amount.toFixed(2)}, which we take off your refund.`)

          // The admin's "Receive items": begin, the items, confirm.
          expect((await adminPost(`/admin/returns/${made!.id}/receive`, {})).status).toBe(200)
          expect((await adminPost(`/admin/returns/${made!.id}/receive-items`, { items: [{ id: returnable.lines[0].line_id, quantity: 1 }] })).status).toBe(200)
          expect((await adminPost(`/admin/returns/${made!.id}/receive/confirm`, {})).status).toBe(200)
          const [, , , , received] = await waitForEmails(bought.email, 5)
          expect(withoutIsolates(received!.subject)).toBe(`We have received your return ${made!.id.slice(-7)}`)
          const { paymentId } = await orderItems(bought.order.id)
          expect((await adminPost(`/admin/payments/${paymentId}/refund`, { amount: 10 })).status).toBe(200)
          const [, , , , , refunded, ...more] = await waitForEmails(bought.email, 6)
          await new Promise((r) => setTimeout(r, 1000))
          expect([...more, ...(await emailsTo(bought.email)).slice(6)]).toHaveLength(0)
          expect(withoutIsolates(refunded!.subject)).toBe(`Refund for your order ${bought.order.display_id}`)
          const story = await page(bought.token)
          expect(story.events.map((event: { kind: string }) => event.kind)).toEqual(["placed", "shipped", "return_requested", "return_received", "refunded"])
          expect(story.returnable).toBeNull()
          // The page's summary is the sale as it was: Medusa's totals after a return would show the line at 0 and
          // the return's shipping as the order's.
          expect(story.order).toEqual(before.order)
          expect(story.events.find((event: { kind: string }) => event.kind === "return_received").return_number).toBe(made!.id.slice(-7))
          // Received items are not returnable again (Medusa counts them back as available).
          expect((await requestReturn(bought.token, { lines: [{ line_id: returnable.lines[0].line_id, quantity: 1 }], reason: "defective", code })).status).toBe(409)
        })

        it("refuses, and creates nothing: not shipped, cancelled, too many, a second request for the same items, a line of another order, 'other' without a note, after the window, a forged token", async () => {
          const bought = await shippedOrder("en", [{ item_id: 284, quantity: 2 }])
          const other = await shippedOrder("en", [{ item_id: 280, quantity: 1 }])
          const lineId = bought.items[0]!.id
          const notShipped = await buy("en", [{ item_id: 280, quantity: 1 }])
          const cancelled = await buy("en", [{ item_id: 280, quantity: 1 }])
          await waitForEmails(cancelled.email, 1)
          const cancelCode = await codeFor(orderToken(cancelled.order.id), cancelled.email, "cancel")
          expect((await api.post(`/store/order-pages/${orderToken(cancelled.order.id)}/cancel`, { code: cancelCode }, { headers, validateStatus: () => true })).status).toBe(200)
          const notShippedLine = (await orderItems(notShipped.order.id)).items[0]!.id
          const cases: [string, string, unknown, number, RegExp][] = [
            ["not shipped", orderToken(notShipped.order.id), { lines: [{ line_id: notShippedLine, quantity: 1 }], reason: "changed_mind" }, 409, /has been shipped yet/],
            ["cancelled", orderToken(cancelled.order.id), { lines: [{ line_id: notShippedLine, quantity: 1 }], reason: "changed_mind" }, 409, /cancelled/],
            ["too many", bought.token, { lines: [{ line_id: lineId, quantity: 3 }], reason: "changed_mind" }, 400, /Only 2 of .+ can still be returned/],
            ["another order's line", bought.token, { lines: [{ line_id: other.items[0]!.id, quantity: 1 }], reason: "changed_mind" }, 400, /not a line of this order/],
            ["other without a note", bought.token, { lines: [{ line_id: lineId, quantity: 1 }], reason: "other" }, 400, /note/],
            ["an unknown reason", bought.token, { lines: [{ line_id: lineId, quantity: 1 }], reason: "bored" }, 400, /reason/],
            ["no lines", bought.token, { lines: [], reason: "changed_mind" }, 400, /at least one/],
            ["a price from the browser", bought.token, { lines: [{ line_id: lineId, quantity: 1 }], reason: "changed_mind", refund_amount: 1000 }, 400, /refund_amount/],
            ["a forged token", orderToken(bought.order.id).slice(0, -2) + "AA", { lines: [{ line_id: lineId, quantity: 1 }], reason: "changed_mind" }, 404, /No order/],
          ]
          // Every rule is checked before the code (a refused request spends no code): any code will do here.
          for (const [name, token, body, status, message] of cases) {
            const res = await requestReturn(token, { ...(body as object), code: "000000" })
            expect([name, res.status, res.data.message]).toEqual([name, status, expect.stringMatching(message)])
          }
          expect(await returnsOf(bought.order.id)).toHaveLength(0)

          // The same request twice at once: one return, the other told nothing is left (requests for one order take turns).
          const code = await codeFor(bought.token, bought.email, "return")
          const both = await Promise.all([0, 1].map(() => requestReturn(bought.token, { lines: [{ line_id: lineId, quantity: 2 }], reason: "defective", code })))
          expect(both.map((res) => res.status).sort()).toEqual([200, 409])
          expect(both.find((res) => res.status === 409)!.data.message).toMatch(/already been sent back or is on its way/)
          expect(await returnsOf(bought.order.id)).toHaveLength(1)

          // The window closes with the shipment's own date, moved back in the test database (not the clock).
          await getContainer()
            .resolve(ContainerRegistrationKeys.PG_CONNECTION)
            .raw(`UPDATE fulfillment SET shipped_at = shipped_at - interval '34 days' WHERE id IN (SELECT fulfillment_id FROM order_fulfillment WHERE order_id = ?)`, [
              other.order.id,
            ])
          expect((await page(other.token)).returnable).toBeNull()
          const late = await requestReturn(other.token, { lines: [{ line_id: other.items[0]!.id, quantity: 1 }], reason: "defective", code: "000000" })
          expect([late.status, late.data.message]).toEqual([409, expect.stringMatching(/within 30 days of delivery/)])
          expect(await returnsOf(other.order.id)).toHaveLength(0)
        })
      })
    })

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
  },
})
