import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateCatalogue, importCatalogueIntoCommerce } from "@shop/seed"
import { catalogueOf, storefrontHeaders } from "../support/catalogue"
import { eventFor, pay, signed, standIn, startStandIn, stopStandIn, stripe } from "../support/stripe-stand-in"
import { until } from "../support/until"
import { adminHeaders } from "../support/admin"
import { fromMigratedTemplate } from "../support/migrated-template"
import { sweepPaidCheckoutSessions } from "../../src/jobs/sweep-paid-checkout-sessions"
import { SESSION_STATUS_TTL_MS } from "../../src/lib/checkout-session-status"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"

jest.setTimeout(180 * 1000)

const WEBHOOK = "/hooks/payment/stripe-checkout_stripe-checkout"
/** 1: three variants from 899.99; 2: 299.99; 284: two variants, the cheaper 18.99; 280: 36.99. */
const ITEMS = [1, 2, 3, 280, 284]
/** 5.99 EUR charged in USD at the spec's 0.85, and 100 EUR of items in USD. */
const GERMANY_USD = 7.05
const FREE_FROM_USD = 117.65

beforeAll(startStandIn)
afterAll(stopStandIn)

medusaIntegrationTestRunner({
  ...fromMigratedTemplate(__filename),
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>

    beforeAll(async () => {
      await importCatalogueIntoCommerce(
        getContainer(),
        catalogueOf((p) => ITEMS.includes(p.item_id)),
        () => {}
      )
      headers = await storefrontHeaders(getContainer())
    })

    const post = (path: string, body: unknown) => api.post(path, body, { headers, validateStatus: () => true })
    const get = (path: string) => api.get(path, { headers, validateStatus: () => true })

    const startCheckout = async (lines: { item_id: number; quantity: number }[], extra: Record<string, unknown> = {}) => {
      const [only, ...more] = lines
      const res = await post("/store/checkout-sessions", {
        lines,
        language: "de",
        country: "DE",
        currency: "USD",
        origin: only && more.length === 0 ? { kind: "product", item_id: only.item_id } : { kind: "cart" },
        ...extra,
      })
      if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.data)}`)
      return res.data as { url: string; checkout_session_id: string; cart_id: string; payment_session_id: string }
    }

    const postEvent = (payload: string, signature: string) =>
      api.post(WEBHOOK, payload, { headers: { "content-type": "application/json", "stripe-signature": signature }, validateStatus: () => true })

    const deliver = async (sessionId: string, type = "checkout.session.completed") => {
      const { payload, signature } = signed(await eventFor(sessionId, type))
      return postEvent(payload, signature)
    }

    /** Orders of a cart, with what the admin shows of them. */
    const ordersOfCart = async (cartId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      if (!links.length) return []
      const { data } = await query.graph({
        entity: "order",
        fields: [
          "id",
          "email",
          "total",
          "currency_code",
          "shipping_address.*",
          "items.quantity",
          "items.unit_price",
          "items.variant_id",
          "shipping_methods.name",
          "shipping_methods.amount",
          "payment_collections.payments.id",
          "payment_collections.payments.data",
          "payment_collections.payments.captured_at",
          "payment_collections.payments.captures.id",
          "payment_collections.payments.refunds.amount",
        ],
        filters: { id: links.map((l: any) => l.order_id) },
      })
      return data as any[]
    }

    const paymentsOf = (order: any) => order.payment_collections.flatMap((c: any) => c.payments)

    describe("POST /store/checkout-sessions", () => {
      it("prices the session from Medusa: the cheapest variant, German names, Germany's rate, limited to DE", async () => {
        const started = await startCheckout([{ item_id: 284, quantity: 2 }])
        expect(started.url).toMatch(/^http:\/\/localhost:\d+\/c\/pay\/cs_test_/)
        const session = await stripe.checkout.sessions.retrieve(started.checkout_session_id, { expand: ["line_items"] })
        expect(session.line_items?.data).toHaveLength(1)
        const line = session.line_items!.data[0]!
        expect(line.quantity).toBe(2)
        expect(line.price!.unit_amount).toBe(1899)
        const german = generateCatalogue().products.find((p) => p.item_id === 284)!.text["de-DE"].title
        expect(line.description).toBe(german)
        expect(session.shipping_cost!.amount_total).toBe(Math.round(GERMANY_USD * 100))
        expect(session.amount_total).toBe(2 * 1899 + Math.round(GERMANY_USD * 100))
        expect(session.currency).toBe("usd")
        expect(session.locale).toBe("de")
        expect(session.shipping_address_collection!.allowed_countries).toEqual(["DE"])
        expect(session.metadata!.session_id).toBe(started.payment_session_id)
        expect(session.success_url).toMatch(/\/de\/checkout\/success\?session_id=\{CHECKOUT_SESSION_ID\}&from=product&product=284$/)
        expect(session.cancel_url).toMatch(/\/de\/checkout\/cancel\?from=product&product=284$/)
        expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 30 * 60 - 5)
      })

      it("ships free from 100 EUR of items (117.65 USD), decided by Medusa's price rule", async () => {
        const below = await stripe.checkout.sessions.retrieve((await startCheckout([{ item_id: 280, quantity: 3 }])).checkout_session_id)
        expect(below.amount_subtotal).toBe(3 * 3699) // 110.97 USD: below the threshold
        expect(below.shipping_cost!.amount_total).toBe(705)
        const above = await stripe.checkout.sessions.retrieve((await startCheckout([{ item_id: 280, quantity: 4 }])).checkout_session_id)
        expect(above.amount_subtotal).toBe(4 * 3699) // 147.96 USD
        expect(above.shipping_cost!.amount_total).toBe(0)
      })

      it("charges the table's rate of the ship-to country (UK 9.99 EUR, US 19.99 EUR)", async () => {
        const uk = await stripe.checkout.sessions.retrieve((await startCheckout([{ item_id: 284, quantity: 1 }], { country: "gb" })).checkout_session_id)
        expect(uk.shipping_cost!.amount_total).toBe(1175)
        expect(uk.shipping_address_collection!.allowed_countries).toEqual(["GB"])
        const us = await stripe.checkout.sessions.retrieve((await startCheckout([{ item_id: 284, quantity: 1 }], { country: "us" })).checkout_session_id)
        expect(us.shipping_cost!.amount_total).toBe(2352)
      })

      it.each([
        ["an unknown product", { lines: [{ item_id: 987654, quantity: 1 }] }, 404],
        ["quantity 0", { lines: [{ item_id: 1, quantity: 0 }] }, 400],
        ["quantity 6", { lines: [{ item_id: 1, quantity: 6 }] }, 400],
        ["quantity 1.5", { lines: [{ item_id: 1, quantity: 1.5 }] }, 400],
        [
          "a product listed twice",
          {
            lines: [
              { item_id: 1, quantity: 1 },
              { item_id: 1, quantity: 1 },
            ],
          },
          400,
        ],
        ["a country not shipped to", { country: "aq" }, 400],
        ["an unknown language", { language: "xx" }, 400],
        ["a price from the client", { unit_price: 1 }, 400],
        ["a currency the shop does not charge in", { currency: "CNY" }, 400],
        ["no currency", { currency: undefined }, 400],
      ])("refuses %s", async (_what, change, status) => {
        const res = await post("/store/checkout-sessions", {
          lines: [{ item_id: 1, quantity: 1 }],
          language: "de",
          country: "de",
          currency: "EUR",
          origin: { kind: "cart" },
          ...change,
        })
        expect(res.status).toBe(status)
        expect(typeof res.data.message).toBe("string")
      })
    })

    describe("in the shopper's currency (issue 55)", () => {
      /** The catalogue's price of an item in every currency, as the product page shows it. */
      const pricesOfItem = async (itemId: number) => (await get(`/store/catalogue/${itemId}`)).data.entry.item.prices as Record<string, number>
      const germany = pricesOf(GERMANY_USD, SPEC_RATES)

      it.each([
        ["EUR", 100],
        ["GBP", 100],
        ["PLN", 100],
        ["CAD", 100],
        ["JPY", 1],
      ] as const)("charges %s: each line, the shipping and the total as the catalogue and the shipping table show them", async (currency, minorPerUnit) => {
        const started = await startCheckout([{ item_id: 284, quantity: 2 }], { currency })
        const session = await stripe.checkout.sessions.retrieve(started.checkout_session_id, { expand: ["line_items"] })
        const unit = (await pricesOfItem(284))[currency]!
        expect(session.currency).toBe(currency.toLowerCase())
        expect(session.line_items!.data[0]!.price!.unit_amount).toBe(Math.round(unit * minorPerUnit))
        expect(session.shipping_cost!.amount_total).toBe(Math.round(germany[currency] * minorPerUnit))
        expect(session.amount_total).toBe(Math.round((2 * unit + germany[currency]) * minorPerUnit))
        const cart = await getContainer().resolve(Modules.CART).retrieveCart(started.cart_id)
        expect(cart.currency_code).toBe(currency.toLowerCase())
      })

      it("ships free from the threshold in the cart's currency (100 EUR)", async () => {
        const eur = (await pricesOfItem(280)).EUR!
        expect(3 * eur).toBeLessThan(100)
        expect(4 * eur).toBeGreaterThanOrEqual(100)
        const below = await stripe.checkout.sessions.retrieve((await startCheckout([{ item_id: 280, quantity: 3 }], { currency: "EUR" })).checkout_session_id)
        expect(below.shipping_cost!.amount_total).toBe(599)
        const above = await stripe.checkout.sessions.retrieve((await startCheckout([{ item_id: 280, quantity: 4 }], { currency: "EUR" })).checkout_session_id)
        expect(above.shipping_cost!.amount_total).toBe(0)
      })

      it("a paid EUR checkout is an EUR order of the same total", async () => {
        const started = await startCheckout([{ item_id: 284, quantity: 1 }], { currency: "EUR" })
        const session = await stripe.checkout.sessions.retrieve(started.checkout_session_id)
        await pay(started.checkout_session_id)
        await get(`/store/checkout-sessions/${started.checkout_session_id}/order`)
        const [order] = await ordersOfCart(started.cart_id)
        expect(order.currency_code).toBe("eur")
        expect(Math.round(Number(order.total) * 100)).toBe(session.amount_total)
        expect(Number(order.items[0].unit_price)).toBe((await pricesOfItem(284)).EUR)
      })
    })

    describe("the webhook path", () => {
      it("a wrong signature gets 400 and creates nothing", async () => {
        const started = await startCheckout([{ item_id: 2, quantity: 1 }])
        await pay(started.checkout_session_id)
        const event = await eventFor(started.checkout_session_id, "checkout.session.completed")
        const { payload } = signed(event)
        expect((await postEvent(payload, signed(event, "whsec_wrong").signature)).status).toBe(400)
        expect((await postEvent(payload.replace('"paid"', '"unpaid"'), signed(event).signature)).status).toBe(400)
        expect((await postEvent(payload, "t=1,v1=deadbeef")).status).toBe(400)
        await new Promise((r) => setTimeout(r, 500))
        expect(await ordersOfCart(started.cart_id)).toEqual([])
        const cart = await getContainer().resolve(Modules.CART).retrieveCart(started.cart_id)
        expect(cart.email ?? null).toBeNull()
      })

      it("checkout.session.completed makes one order with the e-mail, address, items, shipping and a captured payment", async () => {
        const started = await startCheckout([{ item_id: 284, quantity: 2 }])
        await pay(started.checkout_session_id, { email: "ada@example.com", name: "Ada Lovelace", line1: "Unter den Linden 1", city: "Berlin", postal_code: "10117" })
        expect((await deliver(started.checkout_session_id)).status).toBe(200)
        const [order] = await until("the order", async () => (await ordersOfCart(started.cart_id))[0] && ordersOfCart(started.cart_id))
        expect(order.email).toBe("ada@example.com")
        expect(order.shipping_address).toMatchObject({
          first_name: "Ada",
          last_name: "Lovelace",
          address_1: "Unter den Linden 1",
          city: "Berlin",
          postal_code: "10117",
          country_code: "de",
        })
        expect(order.items.map((i: any) => [Number(i.quantity), Number(i.unit_price)])).toEqual([[2, 18.99]])
        expect(order.shipping_methods.map((m: any) => Number(m.amount))).toEqual([GERMANY_USD])
        expect(order.currency_code).toBe("usd")
        expect(Number(order.total)).toBeCloseTo(2 * 18.99 + GERMANY_USD, 2)
        const [payment] = paymentsOf(order)
        expect(payment.captured_at).toBeTruthy()
        expect(payment.captures).toHaveLength(1)
        expect(payment.data.checkout_session_id).toBe(started.checkout_session_id)
        expect(payment.data.payment_intent_id).toMatch(/^pi_/)
      })

      it("the same event 10 times, then 10 at once, racing the confirmation lookup: one order, one capture", async () => {
        const started = await startCheckout([
          { item_id: 2, quantity: 1 },
          { item_id: 280, quantity: 1 },
        ])
        await pay(started.checkout_session_id)
        const event = await eventFor(started.checkout_session_id, "checkout.session.completed")
        const concurrent = Array.from({ length: 10 }, () => {
          const { payload, signature } = signed(event)
          return postEvent(payload, signature)
        })
        const lookups = Array.from({ length: 3 }, () => get(`/store/checkout-sessions/${started.checkout_session_id}/order`))
        const answers = await Promise.all([...concurrent, ...lookups])
        expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200))
        for (let i = 0; i < 10; i++) {
          const { payload, signature } = signed(event)
          expect((await postEvent(payload, signature)).status).toBe(200)
        }
        await until("the order", async () => (await ordersOfCart(started.cart_id)).length > 0)
        await new Promise((r) => setTimeout(r, 1500)) // let every queued webhook run
        const orders = await ordersOfCart(started.cart_id)
        expect(orders).toHaveLength(1)
        const payments = paymentsOf(orders[0])
        expect(payments).toHaveLength(1)
        expect(payments[0].captures).toHaveLength(1)
      })

      it("the provider maps signed events as Medusa's payment subscriber reads them, and refuses bad signatures", async () => {
        const started = await startCheckout([{ item_id: 2, quantity: 1 }])
        await pay(started.checkout_session_id)
        const payments = getContainer().resolve(Modules.PAYMENT)
        const actionOf = ({ payload, signature }: { payload: string; signature: string }) =>
          payments.getWebhookActionAndData({
            provider: "stripe-checkout_stripe-checkout",
            payload: { data: JSON.parse(payload), rawData: Buffer.from(payload), headers: { "stripe-signature": signature } },
          })
        const completed = await eventFor(started.checkout_session_id, "checkout.session.completed")
        // 299.99 USD ships free (over 117.65).
        expect(await actionOf(signed(completed))).toEqual({ action: "captured", data: { session_id: started.payment_session_id, amount: 299.99 } })
        await expect(actionOf(signed(completed, "whsec_wrong"))).rejects.toThrow(/signature/i)
        const other = await startCheckout([{ item_id: 3, quantity: 1 }])
        await stripe.checkout.sessions.expire(other.checkout_session_id)
        const expired = await eventFor(other.checkout_session_id, "checkout.session.expired")
        expect((await actionOf(signed(expired))).action).toBe("canceled")
      })

      it("an expired session leaves no order, and its lookup says so", async () => {
        const started = await startCheckout([{ item_id: 2, quantity: 1 }])
        await stripe.checkout.sessions.expire(started.checkout_session_id)
        expect((await deliver(started.checkout_session_id, "checkout.session.expired")).status).toBe(200)
        await new Promise((r) => setTimeout(r, 500))
        expect(await ordersOfCart(started.cart_id)).toEqual([])
        expect((await get(`/store/checkout-sessions/${started.checkout_session_id}/order`)).status).toBe(410)
      })
    })

    describe("a lost webhook still becomes an order", () => {
      it("by the confirmation page's lookup: 202 before payment, 200 with the order after", async () => {
        const started = await startCheckout([{ item_id: 280, quantity: 1 }])
        const before = await get(`/store/checkout-sessions/${started.checkout_session_id}/order`)
        expect(before.status).toBe(202)
        expect(before.data).toEqual({ status: "pending" })
        await pay(started.checkout_session_id, { email: "grace@example.com" })
        // Stripe's "open" from the first lookup answers for up to SESSION_STATUS_TTL_MS; then the order.
        const after = await until("the order", async () => {
          const answer = await get(`/store/checkout-sessions/${started.checkout_session_id}/order`)
          return answer.status !== 202 && answer
        })
        expect(after.status).toBe(200)
        expect(after.data.order.email).toBe("gr***@example.com")
        expect(after.data.order.total).toBeCloseTo(36.99 + GERMANY_USD, 2)
        expect(after.data.order.lines).toHaveLength(1)
        const [order] = await ordersOfCart(started.cart_id)
        expect(order.email).toBe("grace@example.com")
        expect(order.shipping_address.city).toBe("Berlin")
      })

      it("by the scheduled sweep", async () => {
        const started = await startCheckout([{ item_id: 3, quantity: 1 }])
        await pay(started.checkout_session_id)
        expect(await ordersOfCart(started.cart_id)).toEqual([])
        const created = await sweepPaidCheckoutSessions(getContainer())
        expect(created).toHaveLength(1)
        expect(await ordersOfCart(started.cart_id)).toHaveLength(1)
        expect(await sweepPaidCheckoutSessions(getContainer())).toEqual([])
      })

      it("the lookup of a session this shop did not make is 404", async () => {
        expect((await get("/store/checkout-sessions/cs_test_unknownsession123/order")).status).toBe(404)
        expect((await get("/store/checkout-sessions/not-a-session/order")).status).toBe(400)
      })
    })

    describe("the lookup spares Stripe's rate limit", () => {
      it("30 lookups of an unpaid session, 20 of them at once, ask Stripe once; after SESSION_STATUS_TTL_MS it is asked again", async () => {
        const started = await startCheckout([{ item_id: 280, quantity: 1 }])
        const lookup = () => get(`/store/checkout-sessions/${started.checkout_session_id}/order`)
        const path = encodeURIComponent(`/v1/checkout/sessions/${started.checkout_session_id}`)
        const retrieves = async () => (await standIn<{ count: number }>(`/_stand-in/requests?method=GET&path=${path}`)).count
        const before = await retrieves()
        const burst = await Promise.all(Array.from({ length: 20 }, lookup))
        expect(burst.map((answer) => answer.status)).toEqual(Array(20).fill(202))
        for (let i = 0; i < 10; i++) expect((await lookup()).status).toBe(202)
        expect((await retrieves()) - before).toBe(1)
        await new Promise((r) => setTimeout(r, SESSION_STATUS_TTL_MS + 200))
        expect((await lookup()).status).toBe(202)
        expect((await retrieves()) - before).toBe(2)
      })
    })

    describe("refunds", () => {
      it("a refund issued through the admin API reaches Stripe and the order shows it", async () => {
        const started = await startCheckout([{ item_id: 2, quantity: 1 }])
        await pay(started.checkout_session_id)
        await get(`/store/checkout-sessions/${started.checkout_session_id}/order`)
        const [order] = await ordersOfCart(started.cart_id)
        const [payment] = paymentsOf(order)

        const admin = await adminHeaders(api, getContainer())

        const res = await api.post(`/admin/payments/${payment.id}/refund`, { amount: 50 }, { headers: admin, validateStatus: () => true })
        expect(res.status).toBe(200)
        const refunds = await standIn<any[]>("/_stand-in/refunds")
        const refund = refunds.find((r) => r.payment_intent === payment.data.payment_intent_id)
        expect(refund).toMatchObject({ amount: 5000, currency: "usd", status: "succeeded" })
        const [after] = await ordersOfCart(started.cart_id)
        expect(paymentsOf(after)[0].refunds.map((r: any) => Number(r.amount))).toEqual([50])
      })
    })

    describe("GET /store/shipping-rates", () => {
      it("serves the seeded table: Germany 7.05 USD in 1-2 days, free from 117.65 USD, about 200 countries", async () => {
        const res = await get("/store/shipping-rates")
        expect(res.status).toBe(200)
        const rates = res.data.rates as any[]
        expect(rates.length).toBeGreaterThan(180)
        expect(rates.find((r) => r.country === "DE")).toEqual({
          country: "DE",
          zone: "europe",
          days: [1, 2],
          usd: GERMANY_USD,
          free_from_usd: FREE_FROM_USD,
          prices: pricesOf(GERMANY_USD, SPEC_RATES),
          free_from: pricesOf(FREE_FROM_USD, SPEC_RATES),
        })
        expect(rates.find((r) => r.country === "DE").prices.EUR).toBe(5.99)
        expect(rates.find((r) => r.country === "DE").free_from.EUR).toBe(100)
        expect(rates.find((r) => r.country === "RS").zone).toBe("europe")
        expect(rates.find((r) => r.country === "US")).toMatchObject({ zone: "worldwide", days: [7, 10], usd: 23.52 })
      })

      it("serves the free-shipping threshold a merchandiser set in the admin, not the seed's", async () => {
        const admin = await adminHeaders(api, getContainer())
        const germanyOption = async () => {
          const { data } = await api.get("/admin/shipping-options?fields=id,*service_zone.geo_zones,*prices,*prices.price_rules&limit=500", { headers: admin })
          return data.shipping_options.find((option: any) => option.service_zone.geo_zones.some((zone: any) => zone.country_code === "de"))
        }
        /**
         * Sets the option's free price to apply from `usd` of items, as the admin's conditional prices do; its other
         * price as it is. Each names its currency: without it Medusa stores a price's rules garbled.
         */
        const setFreeFrom = async (usd: number) => {
          const option = await germanyOption()
          const prices = option.prices.map((price: any) =>
            Number(price.amount) === 0 && price.price_rules.length
              ? { id: price.id, currency_code: price.currency_code, amount: 0, rules: [{ attribute: "item_total", operator: "gte", value: usd }] }
              : { id: price.id, currency_code: price.currency_code, amount: price.amount }
          )
          return api.post(`/admin/shipping-options/${option.id}`, { prices }, { headers: admin })
        }
        const germanyRate = async () => ((await get("/store/shipping-rates")).data.rates as any[]).find((r) => r.country === "DE")
        expect((await setFreeFrom(141.18)).status).toBe(200)
        try {
          expect(await germanyRate()).toMatchObject({ usd: GERMANY_USD, free_from_usd: 141.18 })
        } finally {
          await setFreeFrom(FREE_FROM_USD)
        }
        expect((await germanyRate()).free_from_usd).toBe(FREE_FROM_USD)
      })
    })
  },
})
