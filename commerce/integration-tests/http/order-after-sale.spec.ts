/**
 * After the sale (issue 20), as a merchandiser works in the admin: the shipped, refund and cancellation e-mails
 * in the shopper's language, once each; the order page the e-mails link to and the admin's list of an order's
 * e-mails; the shopper cancels from the order page within 2 hours, with a code e-mailed for it (a leaked link,
 * issue 53), and renews a leaked link; the orders that must leave today (issue 54).
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { withoutIsolates } from "@shop/contracts/bidi"
import { generateCatalogue } from "@shop/seed"
import { emailsTo, waitForEmails } from "../support/mail-catcher"
import { fromMigratedTemplate } from "../support/migrated-template"
import { merchandiserKit, orderServices, orderTestKit, written } from "../support/orders"
import { orderToken } from "../../src/lib/order-links"
import { maskEmail } from "../../src/lib/checkout-orders"
import { ordersToDispatchToday } from "../../src/lib/dispatch-list"
import { nextDispatch, type DispatchRules } from "@shop/contracts/dispatch"

jest.setTimeout(180 * 1000)

orderServices()

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { headers, buy, codeFor, orderMetadataOf, orderStateOf, backdateCode } = orderTestKit({ api, getContainer }, __filename)

    describe("after the sale, as a merchandiser works in the admin", () => {
      const { admin, adminPost, orderItems, ship } = merchandiserKit({ api, getContainer })

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
    })
  },
})
