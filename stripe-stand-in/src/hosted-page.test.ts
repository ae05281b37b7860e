import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import Stripe from "stripe"
import { type Harness, PAGE_DEFAULTS, WEBHOOK_SECRET, control, shopSession, sleep, startHarness, submitPage, waitFor } from "./test-support.js"

const verifier = new Stripe("sk_test_verifier")

describe("the hosted test payment page", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it("shows the stand-in banner, the order in the session's currency and a pre-filled form", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession({ customer_email: undefined }))
    const response = await fetch(`${h.standIn.url}/c/pay/${session.id}`)
    assert.equal(response.status, 200)
    assert.match(String(response.headers.get("content-type")), /^text\/html/)
    const html = await response.text()
    assert.match(html, /<html lang="en">/)
    assert.match(html, /Local Stripe test stand-in — test mode, no real payment/)
    assert.doesNotMatch(html, /<script|<link|src="http/)
    assert.match(html, /<td>Darjeeling tea<\/td><td class="num">2<\/td><td class="num">\$12\.50<\/td><td class="num">\$25\.00<\/td>/)
    // Product names are escaped, not markup.
    assert.match(html, /Teekanne &lt;Glas&gt; &amp; Deckel/)
    assert.match(html, /Standard shipping<div class="muted">3–5 business days<\/div><\/th><td class="num">\$4\.95<\/td>/)
    assert.match(html, /Total<\/th><td class="num">\$38\.94<\/td>/)
    for (const [id, label] of [
      ["email", "Email"],
      ["name", "Full name"],
      ["line1", "Address"],
      ["city", "City"],
      ["postal_code", "Postal code"],
      ["country", "Country"],
      ["card", "Card number"],
    ]) {
      assert.match(html, new RegExp(`<label for="${id}">${label}</label>`), label)
    }
    assert.match(html, /<input id="email" name="email" value="shopper@example\.com"/)
    assert.match(html, /<input id="name" name="name" value="Test Shopper"/)
    assert.match(html, /<input id="line1" name="line1" value="1 Test Street"/)
    assert.match(html, /<input id="city" name="city" value="Berlin"/)
    assert.match(html, /<input id="postal_code" name="postal_code" value="10115"/)
    assert.match(html, /<select id="country" name="country"[^>]*><option value="DE" selected>Germany<\/option><\/select>/)
    assert.match(html, /<input id="card" name="card" value="" [^>]*autocomplete="cc-number" placeholder="4242 4242 4242 4242"/)
    assert.match(html, /<button type="submit" name="action" value="pay">Pay<\/button>/)
    assert.match(html, /<button type="submit" name="action" value="cancel" formnovalidate>Cancel<\/button>/)
  })

  it("formats other currencies from their minor units and shows free shipping as Free", async () => {
    const session = await h.stripe.checkout.sessions.create(
      shopSession({
        currency: "jpy",
        line_items: [{ quantity: 3, price_data: { currency: "jpy", unit_amount: 1200, product_data: { name: "Sencha" } } }],
        shipping_options: [{ shipping_rate_data: { type: "fixed_amount", display_name: "Pickup", fixed_amount: { amount: 0, currency: "jpy" } } }],
        shipping_address_collection: { allowed_countries: ["JP", "DE"] },
      })
    )
    const html = await (await fetch(`${h.standIn.url}/c/pay/${session.id}`)).text()
    assert.match(html, /<td class="num">¥1,200<\/td><td class="num">¥3,600<\/td>/)
    assert.match(html, /Pickup<\/th><td class="num">Free<\/td>/)
    assert.match(html, /<option value="JP" selected>Japan<\/option><\/select>/)
  })

  it("pays: 303 to success_url with the session id, the session complete, a verified webhook", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const response = await submitPage(h.standIn, session.id, PAGE_DEFAULTS)
    assert.equal(response.status, 303)
    assert.equal(response.headers.get("location"), `http://shop.example/de/checkout/success?session=${session.id}`)

    const paid = await h.stripe.checkout.sessions.retrieve(session.id)
    assert.equal(paid.status, "complete")
    assert.equal(paid.payment_status, "paid")
    assert.equal(paid.url, null)
    const address = { line1: "Unter den Linden 1", line2: null, city: "Berlin", postal_code: "10117", state: null, country: "DE" }
    assert.equal(paid.customer_details?.email, "ada@example.com")
    assert.equal(paid.customer_details?.name, "Ada Lovelace")
    assert.equal(paid.customer_details?.phone, null)
    assert.deepEqual(paid.customer_details?.address, address)
    assert.deepEqual(paid.collected_information?.shipping_details, { name: "Ada Lovelace", address })
    assert.match(String(paid.payment_intent), /^pi_/)

    const intent = await h.stripe.paymentIntents.retrieve(paid.payment_intent as string)
    assert.equal(intent.status, "succeeded")
    assert.equal(intent.amount, session.amount_total)
    assert.equal(intent.amount_received, session.amount_total)
    assert.match(String(intent.latest_charge), /^ch_/)
    assert.deepEqual(intent.metadata, { session_id: "payses_01", cart_id: "cart_01" })

    const delivery = await waitFor(
      () => h.receiver.deliveries.find((d) => d.event.type === "checkout.session.completed" && (d.event.data.object as { id: string }).id === session.id),
      "the completed webhook"
    )
    const event = delivery.event
    assert.match(event.id, /^evt_/)
    assert.equal(event.object, "event")
    assert.equal(event.api_version, Stripe.API_VERSION)
    assert.equal(event.livemode, false)
    assert.deepEqual(event.request, { id: null, idempotency_key: null })
    const snapshot = event.data.object as Stripe.Checkout.Session
    assert.equal(snapshot.payment_status, "paid")
    assert.equal(snapshot.payment_intent, intent.id)
    assert.equal(snapshot.metadata?.session_id, "payses_01")

    // The signature covers these exact bytes with this secret: any change is refused.
    const tampered = delivery.raw.replace('"paid"', '"unpaid"')
    assert.notEqual(tampered, delivery.raw)
    assert.throws(() => verifier.webhooks.constructEvent(tampered, delivery.signature, WEBHOOK_SECRET), Stripe.errors.StripeSignatureVerificationError)
    assert.throws(() => verifier.webhooks.constructEvent(delivery.raw, delivery.signature, "whsec_someone_else"), Stripe.errors.StripeSignatureVerificationError)
    assert.equal(verifier.webhooks.constructEvent(delivery.raw, delivery.signature, WEBHOOK_SECRET).id, event.id)

    // A paid session's page sends the shopper on; paying again does not charge twice.
    const again = await fetch(`${h.standIn.url}/c/pay/${session.id}`, { redirect: "manual" })
    assert.equal(again.status, 303)
    assert.equal(again.headers.get("location"), `http://shop.example/de/checkout/success?session=${session.id}`)
    assert.equal((await submitPage(h.standIn, session.id, PAGE_DEFAULTS)).status, 303)
    assert.equal((await h.stripe.checkout.sessions.retrieve(session.id)).payment_intent, intent.id)
  })

  it("declines card 4000 0000 0000 0002 with 402, changing nothing and sending nothing", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const response = await submitPage(h.standIn, session.id, { ...PAGE_DEFAULTS, card: "4000 0000 0000 0002" })
    assert.equal(response.status, 402)
    const html = await response.text()
    assert.match(html, /role="alert"[^>]*>Your card was declined\.</)
    // What the shopper typed stays in the form.
    assert.match(html, /<input id="name" name="name" value="Ada Lovelace"/)
    const after = await h.stripe.checkout.sessions.retrieve(session.id)
    assert.equal(after.status, "open")
    assert.equal(after.payment_status, "unpaid")
    assert.equal(after.payment_intent, null)
    await sleep(100)
    const events = await h.stripe.events.list({ limit: 100 })
    assert.equal(events.data.filter((e) => (e.data.object as { id: string }).id === session.id).length, 0)
  })

  it("refuses an unknown card number and missing fields with 400 pages that name the problem", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const wrongCard = await submitPage(h.standIn, session.id, { ...PAGE_DEFAULTS, card: "1234 5678 9012 3456" })
    assert.equal(wrongCard.status, 400)
    assert.match(await wrongCard.text(), /role="alert"[^>]*>Your card number is incorrect\.</)
    for (const [field, label] of [
      ["email", "Email"],
      ["name", "Full name"],
      ["line1", "Address"],
    ]) {
      const response = await submitPage(h.standIn, session.id, { ...PAGE_DEFAULTS, [field as string]: " " })
      assert.equal(response.status, 400, field)
      assert.match(await response.text(), new RegExp(`role="alert"[^>]*>${label} is required\\.<`), field)
    }
    assert.equal((await h.stripe.checkout.sessions.retrieve(session.id)).status, "open")
  })

  it("cancels: 303 to cancel_url, the session still open", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const response = await submitPage(h.standIn, session.id, { action: "cancel" })
    assert.equal(response.status, 303)
    assert.equal(response.headers.get("location"), "http://shop.example/de/cart")
    assert.equal((await h.stripe.checkout.sessions.retrieve(session.id)).status, "open")
  })

  it("answers 404 for an unknown session and 410 for paying an expired one", async () => {
    assert.equal((await fetch(`${h.standIn.url}/c/pay/cs_test_unknown`)).status, 404)
    assert.equal((await submitPage(h.standIn, "cs_test_unknown", PAGE_DEFAULTS)).status, 404)
    const session = await h.stripe.checkout.sessions.create(shopSession())
    await h.stripe.checkout.sessions.expire(session.id)
    const response = await submitPage(h.standIn, session.id, PAGE_DEFAULTS)
    assert.equal(response.status, 410)
    assert.match(await response.text(), /This checkout session has expired\./)
    assert.equal((await h.stripe.checkout.sessions.retrieve(session.id)).payment_status, "unpaid")
  })
})

describe("the pay control (/_stand-in/checkout/sessions/:id/pay)", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it("pays with the page's defaults and answers the session and its success URL", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession({ customer_email: undefined }))
    const paid = await control<{ session: Stripe.Checkout.Session; success_url: string }>(h.standIn, `/_stand-in/checkout/sessions/${session.id}/pay`, {})
    assert.equal(paid.status, 200)
    assert.equal(paid.json.success_url, `http://shop.example/de/checkout/success?session=${session.id}`)
    assert.equal(paid.json.session.payment_status, "paid")
    assert.deepEqual(paid.json.session.customer_details?.address, {
      line1: "1 Test Street",
      line2: null,
      city: "Berlin",
      postal_code: "10115",
      state: null,
      country: "DE",
    })
    assert.equal(paid.json.session.customer_details?.email, "shopper@example.com")
    assert.equal(paid.json.session.collected_information?.shipping_details?.name, "Test Shopper")
  })

  it("answers Stripe's card_error for the declining card", async () => {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const declined = await control<{ error: { type: string; code: string; message: string } }>(h.standIn, `/_stand-in/checkout/sessions/${session.id}/pay`, {
      card: "4000000000000002",
    })
    assert.equal(declined.status, 402)
    assert.deepEqual(
      { type: declined.json.error.type, code: declined.json.error.code, message: declined.json.error.message },
      { type: "card_error", code: "card_declined", message: "Your card was declined." }
    )
    assert.equal((await h.stripe.checkout.sessions.retrieve(session.id)).status, "open")
  })
})
