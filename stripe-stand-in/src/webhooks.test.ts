import assert from "node:assert/strict"
import { createServer } from "node:net"
import type { AddressInfo } from "node:net"
import { describe, it } from "node:test"
import type Stripe from "stripe"
import { control, shopSession, sleep, startHarness, waitFor } from "./test-support.js"

interface EventSummary {
  id: string
  type: string
  delivered: boolean
  attempts: number
  last_status: number | null
}

const summaryOf = async (standIn: { url: string }, id: string) => (await control<EventSummary[]>(standIn, "/_stand-in/events")).json.find((event) => event.id === id)

/** A port nothing listens on (bound, read, released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe("webhook delivery", () => {
  it("records but does not send events while delivery is off, and delivers one on request", async () => {
    const h = await startHarness()
    try {
      const settings = await control<{ deliver_webhooks: boolean }>(h.standIn, "/_stand-in/settings", { deliver_webhooks: false })
      assert.equal(settings.status, 200)
      assert.equal(settings.json.deliver_webhooks, false)
      const session = await h.stripe.checkout.sessions.create(shopSession())
      assert.equal((await control(h.standIn, `/_stand-in/checkout/sessions/${session.id}/pay`, {})).status, 200)

      const [event] = (await h.stripe.events.list({ type: "checkout.session.completed" })).data
      assert.ok(event)
      assert.equal((event.data.object as Stripe.Checkout.Session).id, session.id)
      assert.equal(event.pending_webhooks, 0)
      await sleep(150)
      assert.equal(h.receiver.deliveries.length, 0)
      assert.deepEqual(await summaryOf(h.standIn, event.id), {
        id: event.id,
        type: "checkout.session.completed",
        delivered: false,
        attempts: 0,
        last_status: null,
        created: event.created,
        object_id: session.id,
        last_error: null,
      })

      const delivered = await control<{ status: number }>(h.standIn, `/_stand-in/events/${event.id}/deliver`, {})
      assert.deepEqual(delivered, { status: 200, json: { status: 200 } })
      assert.equal(h.receiver.deliveries.length, 1)
      assert.equal(h.receiver.deliveries[0]?.event.id, event.id)
      assert.equal((h.receiver.deliveries[0]?.event.data.object as Stripe.Checkout.Session).payment_status, "paid")
      const summary = await summaryOf(h.standIn, event.id)
      assert.equal(summary?.delivered, true)
      assert.equal(summary?.attempts, 1)
      assert.equal(summary?.last_status, 200)

      // A replay is one more delivery of the same event, with the receiver's answer passed back.
      h.receiver.answers.push(500)
      assert.deepEqual(await control(h.standIn, `/_stand-in/events/${event.id}/deliver`, {}), { status: 200, json: { status: 500 } })
      assert.equal(h.receiver.deliveries.length, 2)
      assert.equal((await h.stripe.events.retrieve(event.id)).id, event.id)
      assert.equal((await control(h.standIn, "/_stand-in/events/evt_unknown/deliver", {})).status, 404)
    } finally {
      await h.close()
    }
  })

  it("retries a failing receiver with backoff: 500, 500, then delivered on the third attempt", async () => {
    const h = await startHarness({ webhookRetryBaseMs: 30 })
    try {
      h.receiver.answers.push(500, 500)
      const session = await h.stripe.checkout.sessions.create(shopSession())
      const started = Date.now()
      await control(h.standIn, `/_stand-in/checkout/sessions/${session.id}/pay`, {})
      await waitFor(() => h.receiver.deliveries.some((d) => d.answered === 200), "a successful delivery")
      // Two waits: 30 ms, then 60 ms.
      assert.ok(Date.now() - started >= 90, `retried after ${Date.now() - started} ms`)
      assert.deepEqual(
        h.receiver.deliveries.map((d) => [d.event.type, d.answered]),
        [
          ["checkout.session.completed", 500],
          ["checkout.session.completed", 500],
          ["checkout.session.completed", 200],
        ]
      )
      const id = h.receiver.deliveries[0]?.event.id as string
      assert.ok(h.receiver.deliveries.every((d) => d.event.id === id))
      await waitFor(async () => (await summaryOf(h.standIn, id))?.delivered, "the delivery to be recorded")
      const summary = await summaryOf(h.standIn, id)
      assert.equal(summary?.attempts, 3)
      assert.equal(summary?.last_status, 200)
      const failures = h.logs.filter((line) => line.includes(id))
      assert.equal(failures.length, 2)
      assert.match(
        failures[0] as string,
        /^\[stripe-stand-in\] webhook evt_\w+ \(checkout\.session\.completed\) to http:\/\/127\.0\.0\.1:\d+\/hooks\/stripe: attempt 1\/8 failed \(HTTP 500\); retrying in 30 ms$/
      )
      assert.match(failures[1] as string, /attempt 2\/8 failed \(HTTP 500\); retrying in 60 ms$/)
    } finally {
      await h.close()
    }
  })

  it("gives up after 8 attempts when the receiver cannot be reached, logging each", async () => {
    const h = await startHarness({ webhookUrl: `http://127.0.0.1:${await closedPort()}/hooks`, webhookRetryBaseMs: 1 })
    try {
      const session = await h.stripe.checkout.sessions.create(shopSession())
      await h.stripe.checkout.sessions.expire(session.id)
      await waitFor(() => h.logs.some((line) => line.endsWith("giving up")), "the last attempt")
      const failures = h.logs.filter((line) => line.includes("checkout.session.expired"))
      assert.equal(failures.length, 8)
      assert.match(failures[7] as string, /attempt 8\/8 failed \(.+\); giving up$/)
      const [event] = (await h.stripe.events.list({ type: "checkout.session.expired" })).data
      const summary = await summaryOf(h.standIn, event?.id as string)
      assert.equal(summary?.delivered, false)
      assert.equal(summary?.attempts, 8)
      assert.equal(summary?.last_status, null)
    } finally {
      await h.close()
    }
  })

  it("only records events when no webhook URL is set, and says so when asked to deliver", async () => {
    const h = await startHarness({ webhookUrl: undefined })
    try {
      const session = await h.stripe.checkout.sessions.create(shopSession())
      await h.stripe.checkout.sessions.expire(session.id)
      const [event] = (await h.stripe.events.list({ type: "checkout.session.*" })).data
      assert.equal(event?.type, "checkout.session.expired")
      const attempt = await control<{ error: { message: string } }>(h.standIn, `/_stand-in/events/${event?.id}/deliver`, {})
      assert.equal(attempt.status, 400)
      assert.match(attempt.json.error.message, /No webhook URL is configured/)
    } finally {
      await h.close()
    }
  })
})
