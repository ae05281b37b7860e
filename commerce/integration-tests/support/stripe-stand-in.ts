import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import Stripe from "stripe"
import { workerPort } from "./child-process"

/**
 * The local Stripe test stand-in (stripe-stand-in/) as a child process for one test file, with webhook delivery
 * off: tests fetch the events it recorded and post them to Medusa themselves (replays, races, bad signatures).
 */
export const STAND_IN_PORT = Number(process.env.STRIPE_STAND_IN_TEST_PORT ?? workerPort(12_311))
export const STAND_IN_URL = `http://127.0.0.1:${STAND_IN_PORT}`
export const WEBHOOK_SECRET = "whsec_integration_tests"

// Read by commerce's medusa-config.ts when the test runner boots Medusa in this process.
process.env.STRIPE_API_URL = STAND_IN_URL
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
process.env.PAYMENT_WEBHOOK_DELAY_MS = "0"
delete process.env.STRIPE_SECRET_KEY

export const stripe = new Stripe("sk_test_integration", {
  host: "127.0.0.1",
  port: STAND_IN_PORT,
  protocol: "http",
  maxNetworkRetries: 0,
  telemetry: false,
})

let child: ChildProcess | undefined

export async function startStandIn(): Promise<void> {
  const root = path.resolve(__dirname, "../../..")
  child = spawn(process.execPath, ["--import", "tsx", path.join(root, "stripe-stand-in/src/main.ts")], {
    env: { ...process.env, NODE_ENV: "test", STRIPE_STAND_IN_PORT: String(STAND_IN_PORT), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_WEBHOOK_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${STAND_IN_URL}/_stand-in/health`)).ok) {
        await standIn("/_stand-in/settings", { deliver_webhooks: false })
        return
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error("the Stripe stand-in did not start")
}

export async function stopStandIn(): Promise<void> {
  child?.kill("SIGTERM")
}

/** A stand-in control call (not Stripe's API). */
export async function standIn<T = any>(pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${STAND_IN_URL}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json()
  if (!response.ok) throw Object.assign(new Error(`${pathname}: ${response.status} ${JSON.stringify(json)}`), { status: response.status, body: json })
  return json as T
}

/** Pays a session as a shopper would on the stand-in's page (defaults: test e-mail, Berlin address, card 4242…). */
export const pay = (sessionId: string, details: Record<string, string> = {}) =>
  standIn<{ session: Stripe.Checkout.Session; success_url: string }>(`/_stand-in/checkout/sessions/${sessionId}/pay`, details)

/** The first event of `type` the stand-in recorded for a session; throws when there is none. */
export async function eventFor(sessionId: string, type: string): Promise<Stripe.Event> {
  const list = await stripe.events.list({ limit: 100, type })
  // The list is newest first.
  const event = list.data.filter((event) => (event.data.object as { id?: string }).id === sessionId).at(-1)
  if (!event) throw new Error(`the stand-in recorded no ${type} event for ${sessionId}`)
  return event
}

/** The exact bytes and a valid signature header for posting an event to Medusa's webhook route. */
export function signed(event: Stripe.Event, secret = WEBHOOK_SECRET): { payload: string; signature: string } {
  const payload = JSON.stringify(event)
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}
