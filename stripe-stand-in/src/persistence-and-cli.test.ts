import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import type Stripe from "stripe"
import { startStripeStandIn } from "./index.js"
import { WEBHOOK_SECRET, control, sdkFor, shopSession, startHarness, startReceiver, waitFor } from "./test-support.js"

let dir: string
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "stripe-stand-in-"))
})
after(() => rm(dir, { recursive: true, force: true }))

describe("persistence (dataFile)", () => {
  it("keeps sessions, payments, refunds, events and idempotency keys across a restart", async () => {
    const dataFile = path.join(dir, "nested", "state.json")
    const first = await startHarness({ dataFile, webhookUrl: undefined })
    const params = shopSession()
    const session = await first.stripe.checkout.sessions.create(params, { idempotencyKey: "persisted-key" })
    const paid = await control<{ session: Stripe.Checkout.Session }>(first.standIn, `/_stand-in/checkout/sessions/${session.id}/pay`, {})
    const intentId = paid.json.session.payment_intent as string
    const refund = await first.stripe.refunds.create({ payment_intent: intentId, amount: 500 })
    await control(first.standIn, "/_stand-in/settings", { deliver_webhooks: false })
    await first.close()

    const saved = JSON.parse(await readFile(dataFile, "utf8")) as { format: string }
    assert.equal(saved.format, "stripe-stand-in/1")
    assert.deepEqual(await readdir(path.dirname(dataFile)), ["state.json"])

    const second = await startHarness({ dataFile, webhookUrl: undefined })
    try {
      const restored = await second.stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] })
      assert.equal(restored.status, "complete")
      assert.equal(restored.payment_intent, intentId)
      assert.equal(restored.line_items?.data.length, 2)
      assert.equal((await second.stripe.paymentIntents.retrieve(intentId)).amount, session.amount_total)
      assert.equal((await second.stripe.refunds.retrieve(refund.id)).amount, 500)
      const types = (await second.stripe.events.list()).data.map((event) => event.type)
      assert.deepEqual(types, ["refund.created", "charge.refunded", "checkout.session.completed"])
      const replay = await second.stripe.checkout.sessions.create(params, { idempotencyKey: "persisted-key" })
      assert.equal(replay.id, session.id)
      assert.equal((await control<{ deliver_webhooks: boolean }>(second.standIn, "/_stand-in/settings")).json.deliver_webhooks, false)
      // New objects do not collide with restored ones in list order.
      const newer = await second.stripe.checkout.sessions.create(shopSession())
      assert.deepEqual(
        (await second.stripe.checkout.sessions.list({ limit: 2 })).data.map((s) => s.id),
        [newer.id, session.id]
      )
    } finally {
      await second.close()
    }
  })

  it("resumes a delivery that was still being retried when it stopped", async () => {
    const dataFile = path.join(dir, "resume.json")
    const receiver = await startReceiver()
    try {
      receiver.answers.push(503)
      const first = await startStripeStandIn({ port: 0, dataFile, webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, webhookRetryBaseMs: 60_000, log: () => {} })
      const stripe = sdkFor(first)
      const session = await stripe.checkout.sessions.create(shopSession())
      await stripe.checkout.sessions.expire(session.id)
      await waitFor(() => receiver.deliveries.length === 1, "the first, failing attempt")
      await first.close()

      const second = await startStripeStandIn({ port: 0, dataFile, webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, log: () => {} })
      try {
        await waitFor(() => receiver.deliveries.length === 2, "the resumed attempt")
        assert.deepEqual(
          receiver.deliveries.map((d) => d.answered),
          [503, 200]
        )
        assert.equal(receiver.deliveries[1]?.event.id, receiver.deliveries[0]?.event.id)
      } finally {
        await second.close()
      }
    } finally {
      await receiver.close()
    }
  })

  it("refuses to start from a file that is not its own, instead of overwriting it", async () => {
    const dataFile = path.join(dir, "foreign.json")
    await writeFile(dataFile, '{"orders": []}')
    await assert.rejects(startStripeStandIn({ port: 0, dataFile, webhookSecret: WEBHOOK_SECRET, log: () => {} }), /not a Stripe stand-in data file/)
    assert.equal(await readFile(dataFile, "utf8"), '{"orders": []}')
  })
})

describe("NODE_ENV=production", () => {
  it("makes startStripeStandIn refuse, naming the reason", async () => {
    const before = process.env.NODE_ENV
    process.env.NODE_ENV = "production"
    try {
      await assert.rejects(startStripeStandIn({ port: 0, webhookSecret: WEBHOOK_SECRET }), /refuses to start with NODE_ENV=production/)
    } finally {
      if (before === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = before
    }
  })
})

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url))

function runMain(env: Record<string, string>): { done: Promise<{ code: number | null; stdout: string; stderr: string }>; firstLine: Promise<string>; kill(): void } {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let stdout = ""
  let stderr = ""
  let resolveLine: (line: string) => void = () => {}
  const firstLine = new Promise<string>((resolve) => (resolveLine = resolve))
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString()
    const newline = stdout.indexOf("\n")
    if (newline >= 0) resolveLine(stdout.slice(0, newline))
  })
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })))
  return { done, firstLine, kill: () => child.kill("SIGTERM") }
}

describe("the CLI (src/main.ts)", () => {
  it("prints one line with its URL, serves, and stops on SIGTERM", async () => {
    const run = runMain({ STRIPE_STAND_IN_PORT: "0", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_WEBHOOK_URL: "" })
    const line = await run.firstLine
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]
    assert.ok(url, line)
    assert.match(line, /Local Stripe test stand-in \(test mode, no real payment\)/)
    assert.deepEqual(await (await fetch(`${url}/_stand-in/health`)).json(), { ok: true })
    run.kill()
    const { code } = await run.done
    assert.equal(code, 0)
  })

  it("exits with the reason under NODE_ENV=production", async () => {
    const { code, stderr } = await runMain({ NODE_ENV: "production", STRIPE_STAND_IN_PORT: "0", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).done
    assert.equal(code, 1)
    assert.match(stderr, /refuses to start with NODE_ENV=production/)
  })

  it("exits when STRIPE_WEBHOOK_SECRET is missing", async () => {
    const { code, stderr } = await runMain({ STRIPE_STAND_IN_PORT: "0" }).done
    assert.equal(code, 1)
    assert.match(stderr, /STRIPE_WEBHOOK_SECRET is required/)
  })
})
