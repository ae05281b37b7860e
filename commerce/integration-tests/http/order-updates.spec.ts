/**
 * After the sale (issues 54 and 20), the shopper's updates and returns: delivery updates by SMS through Twilio's
 * client and the local stand-in (consent at checkout, STOP and START, the order page's switch); find your order
 * (the address ordered with and the order's number e-mail the link again); returns from the order page within
 * 30 days of delivery, received and refunded in the admin, with an e-mail each.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { withoutIsolates } from "@shop/contracts/bidi"
import { emailsTo, waitForEmails } from "../support/mail-catcher"
import { until } from "../support/until"
import { failNextSms, smsTo, TWILIO_AUTH_TOKEN, TWILIO_INBOUND_URL } from "../support/twilio-stand-in"
import twilio from "twilio"
import { fromMigratedTemplate } from "../support/migrated-template"
import { merchandiserKit, orderServices, orderTestKit } from "../support/orders"
import { orderToken } from "../../src/lib/order-links"
import type { EmailState } from "../../src/lib/email-delivery"
import { retryEmails } from "../../src/jobs/retry-emails"
import { emailFoundOrderLink, ORDER_LINK_FOUND_TEMPLATE } from "../../src/lib/order-lookup"
import { sendOrderSms } from "../../src/lib/order-sms"
import arabic from "../../src/emails/copy/ar.json"
import { FIND_ORDER_EMAILS_PER_DAY } from "@shop/contracts/api"
import { LOCAL_STOREFRONT_SECRET, STOREFRONT_SECRET_HEADER } from "@shop/contracts/commerce-api"

jest.setTimeout(180 * 1000)

orderServices({ sms: true })

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { headers, buy, codeFor, orderMetadataOf, emailsOfOrder } = orderTestKit({ api, getContainer }, __filename)

    describe("after the sale, as a merchandiser works in the admin", () => {
      const { admin, adminPost, orderItems, ship } = merchandiserKit({ api, getContainer })

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
  },
})
