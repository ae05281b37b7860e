import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import Stripe from "stripe"
import { type Harness, control, sdkFor, shopSession, startHarness, waitFor } from "./test-support.js"

const now = () => Math.floor(Date.now() / 1000)

describe("Checkout Sessions through the official SDK", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it("creates a session in Stripe's shape and retrieves it with its line items expanded", async () => {
    const params = shopSession()
    const session = await h.stripe.checkout.sessions.create(params)
    assert.match(session.id, /^cs_test_[A-Za-z0-9]{58}$/)
    assert.equal(session.object, "checkout.session")
    assert.equal(session.amount_subtotal, 2 * 1250 + 899)
    assert.equal(session.amount_total, 2 * 1250 + 899 + 495)
    assert.equal(session.currency, "usd")
    assert.equal(session.status, "open")
    assert.equal(session.payment_status, "unpaid")
    assert.equal(session.payment_intent, null)
    assert.equal(session.customer_details, null)
    assert.equal(session.collected_information, null)
    assert.equal(session.customer_email, "ada@example.com")
    assert.equal(session.livemode, false)
    assert.equal(session.locale, "de")
    assert.equal(session.expires_at, params.expires_at)
    assert.equal(session.client_reference_id, "cart_01")
    assert.deepEqual(session.metadata, { session_id: "payses_01", cart_id: "cart_01" })
    assert.equal(session.url, `http://localhost:${new URL(h.standIn.url).port}/c/pay/${session.id}`)
    assert.equal(session.success_url, params.success_url)
    assert.deepEqual(session.shipping_address_collection, { allowed_countries: ["DE"] })
    assert.equal(session.shipping_cost?.amount_total, 495)
    assert.equal(session.shipping_cost?.amount_tax, 0)
    assert.match(String(session.shipping_cost?.shipping_rate), /^shr_/)
    assert.deepEqual(session.shipping_options, [{ shipping_amount: 495, shipping_rate: session.shipping_cost?.shipping_rate }])
    assert.deepEqual(session.total_details, { amount_discount: 0, amount_shipping: 495, amount_tax: 0 })
    assert.equal(session.line_items, undefined)

    const retrieved = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] })
    const items = retrieved.line_items
    assert.ok(items)
    assert.equal(items.object, "list")
    assert.equal(items.has_more, false)
    assert.equal(items.data.length, 2)
    const [tea, pot] = items.data
    assert.match(String(tea?.id), /^li_/)
    assert.equal(tea?.object, "item")
    assert.equal(tea?.description, "Darjeeling tea")
    assert.equal(tea?.quantity, 2)
    assert.equal(tea?.amount_subtotal, 2500)
    assert.equal(tea?.amount_total, 2500)
    assert.equal(tea?.price?.unit_amount, 1250)
    assert.equal(tea?.price?.currency, "usd")
    assert.match(String(tea?.price?.id), /^price_/)
    assert.equal(pot?.description, "Teekanne <Glas> & Deckel")
  })

  it("pages line items and lets the SDK auto-paginate them", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const page = await h.stripe.checkout.sessions.listLineItems(session.id, { limit: 1 })
    assert.equal(page.data.length, 1)
    assert.equal(page.has_more, true)
    assert.equal(page.url, `/v1/checkout/sessions/${session.id}/line_items`)
    const all = await h.stripe.checkout.sessions.listLineItems(session.id, { limit: 1 }).autoPagingToArray({ limit: 10 })
    assert.deepEqual(
      all.map((item) => item.description),
      ["Darjeeling tea", "Teekanne <Glas> & Deckel"]
    )
  })

  it("expires 24 hours after creation when expires_at is not given", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession({ expires_at: undefined }))
    assert.equal(session.expires_at - session.created, 24 * 3600)
  })

  const invalidCases: Array<[string, Partial<Stripe.Checkout.SessionCreateParams>, string]> = [
    ["success_url is missing", { success_url: undefined }, "success_url"],
    ["success_url is relative", { success_url: "/de/checkout/success" }, "success_url"],
    ["mode is missing", { mode: undefined }, "mode"],
    ["mode is subscription", { mode: "subscription" }, "mode"],
    ...[0, -1, 1.5].map((amount): [string, Partial<Stripe.Checkout.SessionCreateParams>, string] => [
      `unit_amount is ${amount}`,
      { line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: amount, product_data: { name: "Tea" } } }] },
      "line_items[0][price_data][unit_amount]",
    ]),
    ["quantity is 0", { line_items: [{ quantity: 0, price_data: { currency: "usd", unit_amount: 100, product_data: { name: "Tea" } } }] }, "line_items[0][quantity]"],
    [
      "a product has no name",
      { line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 100, product_data: { name: "" } } }] },
      "line_items[0][price_data][product_data][name]",
    ],
    [
      "a line is in another currency",
      {
        line_items: [
          { quantity: 1, price_data: { currency: "usd", unit_amount: 100, product_data: { name: "Tea" } } },
          { quantity: 1, price_data: { currency: "eur", unit_amount: 100, product_data: { name: "Pot" } } },
        ],
      },
      "line_items[1][price_data][currency]",
    ],
    [
      "shipping is in another currency",
      { shipping_options: [{ shipping_rate_data: { type: "fixed_amount", display_name: "Standard", fixed_amount: { amount: 495, currency: "eur" } } }] },
      "shipping_options[0][shipping_rate_data][fixed_amount][currency]",
    ],
    ["expires_at is 10 minutes ahead", { expires_at: now() + 600 }, "expires_at"],
    ["expires_at is 25 hours ahead", { expires_at: now() + 25 * 3600 }, "expires_at"],
    [
      "a country is lower case",
      { shipping_address_collection: { allowed_countries: ["de" as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry] } },
      "shipping_address_collection[allowed_countries][0]",
    ],
    ["customer_email is not an address", { customer_email: "ada" }, "customer_email"],
    ["a line uses a price id (not implemented)", { line_items: [{ price: "price_123", quantity: 1 }] }, "line_items[0][price]"],
  ]
  for (const [what, overrides, param] of invalidCases) {
    it(`answers 400 naming ${param} when ${what}`, async () => {
      await assert.rejects(h.stripe.checkout.sessions.create(shopSession(overrides)), (error: unknown) => {
        assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError, String(error))
        assert.equal(error.statusCode, 400)
        assert.equal(error.type, "StripeInvalidRequestError")
        assert.equal(error.param, param)
        assert.ok(error.message.length > 0)
        return true
      })
    })
  }

  it("answers 404 resource_missing for an unknown session", async () => {
    await assert.rejects(h.stripe.checkout.sessions.retrieve("cs_test_nope"), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.equal(error.statusCode, 404)
      assert.equal(error.code, "resource_missing")
      assert.match(error.message, /No such checkout\.session: 'cs_test_nope'/)
      return true
    })
  })

  it("refuses requests without a test-mode secret key", async () => {
    await assert.rejects(sdkFor(h.standIn, "sk_live_abcdefghijklmnop1234").checkout.sessions.create(shopSession()), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeAuthenticationError, String(error))
      assert.equal(error.statusCode, 401)
      assert.match(error.message, /^Invalid API Key provided: sk_live_\**1234\./)
      return true
    })
    const anonymous = await fetch(`${h.standIn.url}/v1/checkout/sessions`)
    assert.equal(anonymous.status, 401)
    const body = (await anonymous.json()) as { error: { type: string; message: string } }
    assert.equal(body.error.type, "invalid_request_error")
    assert.match(body.error.message, /You did not provide an API key/)
  })

  it("replays an idempotent create and refuses the same key with other parameters", async () => {
    const key = `idem-${Date.now()}`
    // Built once: shopSession() puts the current time in expires_at, and a different body is a different request.
    const params = shopSession({ client_reference_id: "idem" })
    const first = await h.stripe.checkout.sessions.create(params, { idempotencyKey: key })
    const again = await h.stripe.checkout.sessions.create(params, { idempotencyKey: key })
    assert.equal(again.id, first.id)
    assert.equal(again.lastResponse.headers["idempotent-replayed"], "true")
    assert.equal(first.lastResponse.headers["idempotent-replayed"], undefined)

    await assert.rejects(h.stripe.checkout.sessions.create({ ...params, client_reference_id: "other" }, { idempotencyKey: key }), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeIdempotencyError, String(error))
      assert.equal(error.statusCode, 400)
      return true
    })
    // Keys belong to one API key: another key with the same idempotency key is a new request.
    const otherAccount = await sdkFor(h.standIn, "sk_test_other").checkout.sessions.create(params, { idempotencyKey: key })
    assert.notEqual(otherAccount.id, first.id)
  })

  it("expires an open session once, with a checkout.session.expired webhook", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const expired = await h.stripe.checkout.sessions.expire(session.id)
    assert.equal(expired.status, "expired")
    assert.equal(expired.url, null)
    const delivery = await waitFor(
      () => h.receiver.deliveries.find((d) => d.event.type === "checkout.session.expired" && (d.event.data.object as { id: string }).id === session.id),
      "the expired webhook"
    )
    assert.equal((delivery.event.data.object as Stripe.Checkout.Session).status, "expired")
    await assert.rejects(h.stripe.checkout.sessions.expire(session.id), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.equal(error.statusCode, 400)
      return true
    })
    const page = await fetch(`${h.standIn.url}/c/pay/${session.id}`)
    assert.equal(page.status, 410)
    assert.match(await page.text(), /This checkout session has expired\./)
  })
})

describe("listing Checkout Sessions", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it("filters by status and payment_intent, newest first, and auto-paginates every session once", async () => {
    const created: string[] = []
    for (let i = 0; i < 5; i++) created.push((await h.stripe.checkout.sessions.create(shopSession({ client_reference_id: `cart_${i}` }))).id)
    const paid = await control<{ session: Stripe.Checkout.Session }>(h.standIn, `/_stand-in/checkout/sessions/${created[1]}/pay`, {})
    assert.equal(paid.status, 200)
    const intentId = paid.json.session.payment_intent as string
    await h.stripe.checkout.sessions.expire(created[3] as string)

    const byIntent = await h.stripe.checkout.sessions.list({ payment_intent: intentId })
    assert.deepEqual(
      byIntent.data.map((s) => s.id),
      [created[1]]
    )
    const complete = await h.stripe.checkout.sessions.list({ status: "complete" })
    assert.deepEqual(
      complete.data.map((s) => s.id),
      [created[1]]
    )
    const open = await h.stripe.checkout.sessions.list({ status: "open", limit: 2 })
    assert.deepEqual(
      open.data.map((s) => s.id),
      [created[4], created[2]]
    )
    assert.equal(open.has_more, true)

    const walked: string[] = []
    for await (const session of h.stripe.checkout.sessions.list({ limit: 2, created: { gte: now() - 60 } })) walked.push(session.id)
    assert.deepEqual(walked, [...created].reverse())

    const last = await h.stripe.checkout.sessions.list({ limit: 2, starting_after: created[1] })
    assert.deepEqual(
      last.data.map((s) => s.id),
      [created[0]]
    )
    assert.equal(last.has_more, false)
    assert.equal((await h.stripe.checkout.sessions.list({ created: { lte: now() - 3600 } })).data.length, 0)
  })

  it("expands line_items and payment_intent on listed sessions", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    await control(h.standIn, `/_stand-in/checkout/sessions/${session.id}/pay`, {})
    const [listed] = (await h.stripe.checkout.sessions.list({ limit: 1, expand: ["data.line_items", "data.payment_intent"] })).data
    assert.equal(listed?.id, session.id)
    assert.equal(listed?.line_items?.data.length, 2)
    const intent = listed?.payment_intent as Stripe.PaymentIntent
    assert.equal(intent.object, "payment_intent")
    assert.equal(intent.amount, session.amount_total)
  })

  it("counts the API calls it answered, by method and path (GET /_stand-in/requests, for the shop's tests)", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const path = `/v1/checkout/sessions/${session.id}`
    const count = async (query: string) => (await control<{ count: number }>(h.standIn, `/_stand-in/requests?${query}`)).json.count
    assert.equal(await count(`method=GET&path=${encodeURIComponent(path)}`), 0)
    for (let i = 0; i < 3; i++) await h.stripe.checkout.sessions.retrieve(session.id)
    await h.stripe.checkout.sessions.expire(session.id)
    assert.equal(await count(`method=GET&path=${encodeURIComponent(path)}`), 3)
    assert.equal(await count(`path=${encodeURIComponent(`${path}/expire`)}`), 1)
    assert.ok((await count("method=POST")) >= 2, "the create and the expire")
  })
})

describe("expiry as time passes", () => {
  it("reads an overdue session as expired and records its event once", async () => {
    let offsetMs = 0
    const h = await startHarness({ webhookUrl: undefined, clock: () => Date.now() + offsetMs })
    try {
      const session = await h.stripe.checkout.sessions.create(shopSession())
      offsetMs = (session.expires_at - now() + 5) * 1000
      assert.equal((await h.stripe.checkout.sessions.retrieve(session.id)).status, "expired")
      assert.equal((await h.stripe.checkout.sessions.retrieve(session.id)).status, "expired")
      const events = await h.stripe.events.list({ type: "checkout.session.expired" })
      assert.deepEqual(
        events.data.map((event) => (event.data.object as { id: string }).id),
        [session.id]
      )
    } finally {
      await h.close()
    }
  })
})
