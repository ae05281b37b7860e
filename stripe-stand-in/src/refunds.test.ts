import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import Stripe from "stripe"
import { type Harness, control, shopSession, startHarness, waitFor } from "./test-support.js"

describe("payment intents and refunds", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  async function paidIntent(): Promise<Stripe.PaymentIntent> {
    const session = await h.stripe.checkout.sessions.create(shopSession())
    const paid = await control<{ session: Stripe.Checkout.Session }>(h.standIn, `/_stand-in/checkout/sessions/${session.id}/pay`, {})
    assert.equal(paid.status, 200)
    return h.stripe.paymentIntents.retrieve(paid.json.session.payment_intent as string)
  }

  it("refuses to cancel or capture a succeeded intent, as Stripe does", async () => {
    const intent = await paidIntent()
    await assert.rejects(h.stripe.paymentIntents.cancel(intent.id), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.equal(error.statusCode, 400)
      assert.equal(error.code, "payment_intent_unexpected_state")
      assert.match(error.message, /You cannot cancel this PaymentIntent because it has a status of succeeded/)
      return true
    })
    await assert.rejects(h.stripe.paymentIntents.capture(intent.id), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.match(error.message, /^This PaymentIntent could not be captured because it has a status of succeeded\./)
      return true
    })
    await assert.rejects(h.stripe.paymentIntents.retrieve("pi_unknown"), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.equal(error.statusCode, 404)
      assert.equal(error.code, "resource_missing")
      return true
    })
  })

  it("refunds in parts, refuses more than remains, then refuses a fully refunded charge", async () => {
    const intent = await paidIntent()
    const total = intent.amount
    const partial = await h.stripe.refunds.create({ payment_intent: intent.id, amount: 1000, reason: "requested_by_customer", metadata: { why: "test" } })
    assert.match(partial.id, /^re_/)
    assert.equal(partial.object, "refund")
    assert.equal(partial.amount, 1000)
    assert.equal(partial.currency, "usd")
    assert.equal(partial.payment_intent, intent.id)
    assert.equal(partial.charge, intent.latest_charge)
    assert.equal(partial.status, "succeeded")
    assert.equal(partial.reason, "requested_by_customer")
    assert.deepEqual(partial.metadata, { why: "test" })

    await assert.rejects(h.stripe.refunds.create({ payment_intent: intent.id, amount: total }), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.equal(error.code, "amount_too_large")
      assert.equal(error.param, "amount")
      return true
    })
    // Without an amount, what remains is refunded.
    const rest = await h.stripe.refunds.create({ payment_intent: intent.id })
    assert.equal(rest.amount, total - 1000)
    await assert.rejects(h.stripe.refunds.create({ payment_intent: intent.id, amount: 1 }), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.equal(error.code, "charge_already_refunded")
      return true
    })

    assert.equal((await h.stripe.refunds.retrieve(partial.id)).amount, 1000)
    const listed = await h.stripe.refunds.list({ payment_intent: intent.id })
    assert.deepEqual(
      listed.data.map((refund) => refund.id),
      [rest.id, partial.id]
    )
    const charge = await h.stripe.charges.retrieve(intent.latest_charge as string)
    assert.equal(charge.amount_refunded, total)
    assert.equal(charge.refunded, true)

    const recorded = await control<Stripe.Refund[]>(h.standIn, "/_stand-in/refunds")
    assert.deepEqual(
      recorded.json.slice(0, 2).map((refund) => refund.id),
      [rest.id, partial.id]
    )

    const refundedEvents = await waitFor(() => {
      const found = h.receiver.deliveries.filter((d) => d.event.type === "charge.refunded" && (d.event.data.object as Stripe.Charge).payment_intent === intent.id)
      return found.length === 2 && found
    }, "two charge.refunded webhooks")
    assert.deepEqual(
      refundedEvents.map((d) => (d.event.data.object as Stripe.Charge).amount_refunded).sort((a, b) => a - b),
      [1000, total]
    )
  })

  it("answers 404 for a refund of an unknown intent", async () => {
    await assert.rejects(h.stripe.refunds.create({ payment_intent: "pi_unknown" }), (error: unknown) => {
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError)
      assert.equal(error.statusCode, 404)
      assert.equal(error.param, "payment_intent")
      return true
    })
  })
})
