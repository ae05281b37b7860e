/**
 * Shared by the *.test.ts files: the stand-in driven through the official SDK, as the shop drives it, and a
 * webhook receiver that checks every delivery with the SDK's own `constructEvent`.
 */
import { type IncomingMessage, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import Stripe from "stripe"
import { type RunningStripeStandIn, type StripeStandInOptions, startStripeStandIn } from "./index.js"

export const WEBHOOK_SECRET = "whsec_stand_in_tests"

export interface Delivery {
  raw: string
  signature: string
  event: Stripe.Event
  answered: number
}

export interface Receiver {
  url: string
  /** Deliveries whose signature verified, in arrival order, with the status the receiver answered. */
  deliveries: Delivery[]
  /** Requests whose signature did not verify. */
  rejected: string[]
  /** Statuses to answer with, one per delivery, before answering 200. */
  answers: number[]
  close(): Promise<void>
}

const verifier = new Stripe("sk_test_verifier")

async function readRaw(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks).toString("utf8")
}

export async function startReceiver(secret = WEBHOOK_SECRET): Promise<Receiver> {
  const receiver: Omit<Receiver, "url" | "close"> = { deliveries: [], rejected: [], answers: [] }
  const server = createServer((request, response) => {
    void readRaw(request).then(
      (raw) => {
        const signature = String(request.headers["stripe-signature"] ?? "")
        let event: Stripe.Event
        try {
          event = verifier.webhooks.constructEvent(raw, signature, secret)
        } catch (error) {
          receiver.rejected.push((error as Error).message)
          response.writeHead(400).end()
          return
        }
        const answered = receiver.answers.shift() ?? 200
        receiver.deliveries.push({ raw, signature, event, answered })
        response.writeHead(answered, { "content-type": "application/json" }).end('{"received":true}')
      },
      () => response.destroy()
    ) // the sender hung up mid-request: nothing to record or answer
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...receiver,
    url: `http://127.0.0.1:${port}/hooks/stripe`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export interface Harness {
  standIn: RunningStripeStandIn
  stripe: Stripe
  receiver: Receiver
  logs: string[]
  close(): Promise<void>
}

export function sdkFor(standIn: RunningStripeStandIn, key = "sk_test_123"): Stripe {
  return new Stripe(key, { host: "127.0.0.1", port: Number(new URL(standIn.url).port), protocol: "http", maxNetworkRetries: 0, telemetry: false })
}

export async function startHarness(options: Partial<StripeStandInOptions> = {}): Promise<Harness> {
  const receiver = await startReceiver()
  const logs: string[] = []
  const standIn = await startStripeStandIn({
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    webhookRetryBaseMs: 20,
    log: (line) => logs.push(line),
    ...options,
  })
  return {
    standIn,
    stripe: sdkFor(standIn),
    receiver,
    logs,
    close: async () => {
      await standIn.close()
      await receiver.close()
    },
  }
}

/** A session like the shop's (see commerce/src/modules/stripe-checkout/session-params.ts). */
export function shopSession(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    currency: "usd",
    line_items: [
      { quantity: 2, price_data: { currency: "usd", unit_amount: 1250, product_data: { name: "Darjeeling tea", images: ["https://images.example/tea.jpg"] } } },
      { quantity: 1, price_data: { currency: "usd", unit_amount: 899, product_data: { name: "Teekanne <Glas> & Deckel" } } },
    ],
    shipping_options: [
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: "Standard shipping",
          fixed_amount: { amount: 495, currency: "usd" },
          delivery_estimate: { minimum: { unit: "business_day", value: 3 }, maximum: { unit: "business_day", value: 5 } },
        },
      },
    ],
    shipping_address_collection: { allowed_countries: ["DE"] },
    customer_email: "ada@example.com",
    locale: "de",
    success_url: "http://shop.example/de/checkout/success?session={CHECKOUT_SESSION_ID}",
    cancel_url: "http://shop.example/de/cart",
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    client_reference_id: "cart_01",
    metadata: { session_id: "payses_01", cart_id: "cart_01" },
    payment_intent_data: { metadata: { session_id: "payses_01", cart_id: "cart_01" } },
    ...overrides,
  }
}

/** Submits the hosted page's form as a browser would (without following the redirect). */
export function submitPage(standIn: RunningStripeStandIn, sessionId: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${standIn.url}/c/pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  })
}

export const PAGE_DEFAULTS = {
  action: "pay",
  email: "ada@example.com",
  name: "Ada Lovelace",
  line1: "Unter den Linden 1",
  city: "Berlin",
  postal_code: "10117",
  country: "DE",
  card: "4242 4242 4242 4242",
}

/** A stand-in control call; answers the status and the parsed JSON. */
export async function control<T = unknown>(standIn: Pick<RunningStripeStandIn, "url">, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${standIn.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as T }
}

/** Polls until `check` returns something truthy (webhooks arrive in the background). */
export async function waitFor<T>(check: () => T | undefined | null | false | Promise<T | undefined | null | false>, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
