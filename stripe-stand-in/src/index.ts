import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { expireOverdueSessions } from "./checkout-sessions.js"
import type { StandInContext } from "./context.js"
import { recordEvent } from "./events.js"
import { createRequestListener } from "./server.js"
import { Store } from "./store.js"
import { WebhookSender } from "./webhooks.js"

export { BANNER } from "./hosted-page.js"
export { CARD_DECLINED, CARD_SUCCEEDS } from "./checkout-payment.js"

export interface StripeStandInOptions {
  /** 0 = a random free port. */
  port: number
  /** Default 127.0.0.1. */
  host?: string
  /** Base URL used in `session.url` (default http://localhost:<actual port>). */
  publicUrl?: string
  /** Where events are POSTed; when unset, events are recorded but not delivered. */
  webhookUrl?: string
  /** whsec_… used to sign deliveries. */
  webhookSecret: string
  /** Optional JSON file: state survives a restart (written after each change, atomically). */
  dataFile?: string
  log?: (line: string) => void
  /** For tests: delay before the 2nd delivery attempt, doubled for each later one (default 500 ms, 8 attempts in all). */
  webhookRetryBaseMs?: number
  /** For tests: the clock, in milliseconds since the epoch (default Date.now). */
  clock?: () => number
}

export interface RunningStripeStandIn {
  url: string
  close(): Promise<void>
}

const WEBHOOK_ATTEMPTS = 8
const WEBHOOK_TIMEOUT_MS = 15_000
const EXPIRY_SWEEP_MS = 30_000

/** The stand-in takes no money and trusts every test card: it must never be what a production shop talks to. */
export function assertNotProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === "production") {
    throw new Error(
      "The local Stripe test stand-in refuses to start with NODE_ENV=production: it is a test double that takes no real payments. In production, set STRIPE_SECRET_KEY and use Stripe."
    )
  }
}

function checkOptions(options: StripeStandInOptions): void {
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65_535) {
    throw new Error(`stripe-stand-in: port must be an integer from 0 to 65535, not ${String(options.port)}`)
  }
  if (typeof options.webhookSecret !== "string" || !options.webhookSecret.trim()) {
    throw new Error("stripe-stand-in: webhookSecret (whsec_…) is required: deliveries are signed with it")
  }
  for (const [name, value] of [
    ["webhookUrl", options.webhookUrl],
    ["publicUrl", options.publicUrl],
  ] as const) {
    if (!value) continue
    let protocol: string | undefined
    try {
      protocol = new URL(value).protocol
    } catch {
      protocol = undefined
    }
    if (protocol !== "http:" && protocol !== "https:") throw new Error(`stripe-stand-in: ${name} must be an absolute http(s) URL, not ${value}`)
  }
}

/** How clients reach a server bound to `host` (a wildcard bind is reached over loopback). */
function reachableHost(host: string): string {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1"
  if (host === "::") return "[::1]"
  return host.includes(":") ? `[${host}]` : host
}

/**
 * Starts the local Stripe test stand-in: Stripe's API for Checkout Sessions, payment intents, refunds and
 * events under /v1, the hosted test payment page under /c/pay/:id, and test controls under /_stand-in/.
 */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<RunningStripeStandIn> {
  assertNotProduction()
  checkOptions(options)
  const log = options.log ?? ((line: string) => console.log(line))
  const host = options.host ?? "127.0.0.1"
  const store = await Store.open(options.dataFile, log)
  const webhooks = new WebhookSender({
    url: options.webhookUrl || undefined,
    secret: options.webhookSecret.trim(),
    retryBaseMs: options.webhookRetryBaseMs ?? 500,
    maxAttempts: WEBHOOK_ATTEMPTS,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    log,
    onChange: () => {
      store.changed()
      void store.persist()
    },
  })
  let publicUrl = ""
  const context: StandInContext = {
    store,
    nowMs: options.clock ?? Date.now,
    publicUrl: () => publicUrl,
    log,
    emit(type, object) {
      const deliver = webhooks.url !== undefined && store.settings.deliver_webhooks
      const record = recordEvent(context, type, object, deliver)
      // After the current request has finished its work: delivery never holds up the answer or the redirect.
      if (deliver) setImmediate(() => webhooks.deliverInBackground(record))
      return record
    },
  }

  const server = createServer(createRequestListener({ context, webhooks }))
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, host, () => {
      server.off("error", reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${reachableHost(host)}:${port}`
  publicUrl = (options.publicUrl || `http://localhost:${port}`).replace(/\/+$/, "")

  // Deliveries cut short by the last shutdown carry on where they stopped.
  if (webhooks.url) {
    for (const record of store.eventsNewestFirst().reverse()) {
      if (record.delivery.retrying && !record.delivery.delivered) webhooks.deliverInBackground(record, record.delivery.attempts + 1)
    }
  }
  expireOverdueSessions(context)
  const sweep = setInterval(() => {
    expireOverdueSessions(context)
    void store.persist()
  }, EXPIRY_SWEEP_MS)
  sweep.unref()
  await store.persist()

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      clearInterval(sweep)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await webhooks.close()
      await closed
      await store.persist()
    })()
    return closing
  }
  return { url, close }
}
