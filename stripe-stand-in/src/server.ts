import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import Stripe from "stripe"
import { type PaymentDetails, defaultDetails, payCheckoutSession } from "./checkout-payment.js"
import { createCheckoutSession, expireCheckoutSession, findSession, listCheckoutSessions, listLineItems, retrieveCheckoutSession } from "./checkout-sessions.js"
import type { StandInContext } from "./context.js"
import { ApiError, type StripeErrorBody, invalid } from "./errors.js"
import { eventSummaries, findEvent, listEvents, retrieveEvent } from "./events.js"
import { decodeForm } from "./form.js"
import { BANNER, type PageResponse, showPaymentPage, submitPaymentPage } from "./hosted-page.js"
import { newId } from "./ids.js"
import { Params } from "./params.js"
import { cancelPaymentIntent, capturePaymentIntent, retrieveCharge, retrievePaymentIntent } from "./payment-intents.js"
import { createRefund, listRefunds, retrieveRefund } from "./refunds.js"
import { RequestLog } from "./request-log.js"
import type { WebhookSender } from "./webhooks.js"

const MAX_BODY_BYTES = 1024 * 1024

type Method = "GET" | "POST"
type Handler = (context: StandInContext, ids: string[], params: Params) => unknown

interface Route {
  method: Method
  pattern: RegExp
  handler: Handler
}

const ID = "([^/]+)"
const route = (method: Method, path: string, handler: Handler): Route => ({ method, pattern: new RegExp(`^${path.replaceAll(":id", ID)}$`), handler })
const first = (ids: string[]) => ids[0] as string

/** The part of Stripe's API the shop uses. */
const API: Route[] = [
  route("POST", "/v1/checkout/sessions", (c, _ids, p) => createCheckoutSession(c, p)),
  route("GET", "/v1/checkout/sessions", (c, _ids, p) => listCheckoutSessions(c, p)),
  route("GET", "/v1/checkout/sessions/:id", (c, ids, p) => retrieveCheckoutSession(c, first(ids), p)),
  route("GET", "/v1/checkout/sessions/:id/line_items", (c, ids, p) => listLineItems(c, first(ids), p)),
  route("POST", "/v1/checkout/sessions/:id/expire", (c, ids, p) => expireCheckoutSession(c, first(ids), p)),
  route("GET", "/v1/payment_intents/:id", (c, ids, p) => retrievePaymentIntent(c, first(ids), p)),
  route("POST", "/v1/payment_intents/:id/cancel", (c, ids, p) => cancelPaymentIntent(c, first(ids), p)),
  route("POST", "/v1/payment_intents/:id/capture", (c, ids, p) => capturePaymentIntent(c, first(ids), p)),
  route("GET", "/v1/charges/:id", (c, ids, p) => retrieveCharge(c, first(ids), p)),
  route("POST", "/v1/refunds", (c, _ids, p) => createRefund(c, p)),
  route("GET", "/v1/refunds", (c, _ids, p) => listRefunds(c, p)),
  route("GET", "/v1/refunds/:id", (c, ids, p) => retrieveRefund(c, first(ids), p)),
  route("GET", "/v1/events", (c, _ids, p) => listEvents(c, p)),
  route("GET", "/v1/events/:id", (c, ids, p) => retrieveEvent(c, first(ids), p)),
]

interface Reply {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export interface ServerDependencies {
  context: StandInContext
  webhooks: WebhookSender
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString("utf8")
}

/** A malformed escape in an id is kept as typed; the lookup then answers "No such …". */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

function matchRoute(routes: Route[], method: string, path: string): { route: Route; ids: string[] } | undefined {
  for (const candidate of routes) {
    if (candidate.method !== method) continue
    const match = candidate.pattern.exec(path)
    if (match) return { route: candidate, ids: match.slice(1).map(decodePathPart) }
  }
  return undefined
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  response.writeHead(status, { "content-length": String(Buffer.byteLength(body)), ...headers })
  response.end(body)
}

const sendJson = (response: ServerResponse, reply: Reply) =>
  send(response, reply.status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...reply.headers }, `${JSON.stringify(reply.body, null, 2)}\n`)

function sendPage(response: ServerResponse, page: PageResponse): void {
  if ("location" in page) {
    send(response, page.status, { location: page.location, "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" }, `See ${page.location}\n`)
    return
  }
  send(
    response,
    page.status,
    {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      // Inline styles only; the form may post here and be redirected to the shop's success or cancel URL.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    },
    page.html
  )
}

const errorReply = (error: ApiError): Reply => ({ status: error.status, body: error.toBody() })

const unauthorized = (message: string): Reply => ({
  status: 401,
  body: { error: { type: "invalid_request_error", message } } satisfies StripeErrorBody,
  headers: { "www-authenticate": 'Bearer realm="Stripe"' },
})

/** The API key of a request: Bearer, as the SDK sends it, or Basic (`curl -u sk_test_…:`). */
function apiKeyOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization?.trim()
  if (!header) return undefined
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)
  if (bearer) return bearer[1]
  const basic = /^Basic\s+(\S+)$/i.exec(header)
  if (basic)
    return Buffer.from(basic[1] as string, "base64")
      .toString("utf8")
      .split(":")[0]
  return header
}

const maskKey = (key: string) => (key.length <= 12 ? `${key.slice(0, 3)}***` : `${key.slice(0, 8)}${"*".repeat(Math.min(key.length - 12, 24))}${key.slice(-4)}`)

function authenticate(request: IncomingMessage): { key: string } | Reply {
  const key = apiKeyOf(request)
  if (!key) {
    return unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
    )
  }
  if (/^sk_test_\S+$/.test(key)) return { key }
  const why = key.startsWith("sk_live_") ? " The local Stripe test stand-in is test mode only: it accepts sk_test_… keys, never live keys." : ""
  return unauthorized(`Invalid API Key provided: ${maskKey(key)}.${why}`)
}

const fingerprint = (method: string, path: string, body: string) => createHash("sha256").update(`${method} ${path}\n${body}`).digest("hex")

async function handleApi(deps: ServerDependencies, request: IncomingMessage, url: URL): Promise<Reply> {
  const { context } = deps
  const method = request.method ?? "GET"
  const auth = authenticate(request)
  if (!("key" in auth)) return auth
  const requestId = newId("req_", 14)
  const headers: Record<string, string> = { "request-id": requestId, "stripe-version": String(request.headers["stripe-version"] ?? Stripe.API_VERSION) }
  const matched = matchRoute(API, method, url.pathname)
  if (!matched) {
    return {
      status: 404,
      headers,
      body: {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe test stand-in implements only the Checkout, PaymentIntent, Charge, Refund and Event calls this project makes.`,
        },
      },
    }
  }
  const body = method === "POST" ? await readBody(request) : ""
  const idempotencyKey = method === "POST" ? request.headers["idempotency-key"]?.toString() : undefined
  let storeKey: string | undefined
  let bodyFingerprint = ""
  if (idempotencyKey !== undefined) {
    headers["idempotency-key"] = idempotencyKey
    if (idempotencyKey.length > 255) return { ...errorReply(invalid("Idempotency-Key must be at most 255 characters long.")), headers }
    // Keys are per API key, as with Stripe; the file stores a hash, not the key.
    storeKey = `${createHash("sha256").update(auth.key).digest("hex").slice(0, 16)}:${idempotencyKey}`
    bodyFingerprint = fingerprint(method, url.pathname, body)
    const previous = context.store.idempotent(storeKey, context.nowMs())
    if (previous) {
      if (previous.fingerprint !== bodyFingerprint) {
        const error = new ApiError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`
        )
        return { ...errorReply(error), headers }
      }
      return {
        status: previous.status,
        body: JSON.parse(previous.body) as unknown,
        headers: { ...headers, "idempotent-replayed": "true", "original-request": previous.requestId },
      }
    }
  }
  let reply: Reply
  try {
    const params = new Params(decodeForm(method === "POST" ? body : url.search.slice(1)))
    reply = { status: 200, body: matched.route.handler(context, matched.ids, params), headers }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    reply = { ...errorReply(error), headers }
  }
  // As with Stripe, a request that failed validation is not remembered: fixing the parameters and retrying with the same key works.
  if (storeKey && reply.status < 300) {
    context.store.rememberIdempotent(storeKey, {
      fingerprint: bodyFingerprint,
      status: reply.status,
      body: JSON.stringify(reply.body),
      requestId,
      createdMs: context.nowMs(),
    })
    context.store.changed()
  }
  return reply
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(request)).trim()
  if (!text) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalid("The body is not valid JSON.")
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw invalid("The body must be a JSON object.")
  return value as Record<string, unknown>
}

const DETAIL_KEYS = ["email", "name", "line1", "city", "postal_code", "country", "card"] as const

/** `/_stand-in/…`: controls for tests and benchmarks, not part of Stripe's API. */
async function handleControl(deps: ServerDependencies, requests: RequestLog, request: IncomingMessage, url: URL): Promise<Reply> {
  const { context, webhooks } = deps
  const path = url.pathname
  const method = request.method ?? "GET"
  const { store } = context
  // HEAD too: container health checks (wget --spider) probe with it.
  if ((method === "GET" || method === "HEAD") && path === "/_stand-in/health") return { status: 200, body: { ok: true } }
  if (path === "/_stand-in/settings" && (method === "GET" || method === "POST")) {
    if (method === "POST") {
      const body = await readJson(request)
      for (const key of Object.keys(body)) if (key !== "deliver_webhooks") throw invalid(`Unknown setting: ${key}`, key)
      if ("deliver_webhooks" in body) {
        if (typeof body.deliver_webhooks !== "boolean") throw invalid("deliver_webhooks must be true or false.", "deliver_webhooks")
        store.settings = { ...store.settings, deliver_webhooks: body.deliver_webhooks }
        store.changed()
        context.log(`[stripe-stand-in] webhook delivery ${body.deliver_webhooks ? "on" : "off (events are recorded, not sent)"}`)
      }
    }
    return { status: 200, body: { ...store.settings, webhook_url: webhooks.url ?? null } }
  }
  if (method === "GET" && path === "/_stand-in/events") return { status: 200, body: eventSummaries(context) }
  if (method === "GET" && path === "/_stand-in/requests") {
    const filter = { method: url.searchParams.get("method") ?? undefined, path: url.searchParams.get("path") ?? undefined }
    return { status: 200, body: { count: requests.count(filter) } }
  }
  if (method === "GET" && path === "/_stand-in/refunds") return { status: 200, body: store.refundsNewestFirst().map((record) => structuredClone(record.refund)) }
  const deliver = /^\/_stand-in\/events\/([^/]+)\/deliver$/.exec(path)
  if (method === "POST" && deliver) {
    const record = findEvent(context, decodePathPart(deliver[1] as string))
    if (!webhooks.url) throw invalid("No webhook URL is configured (STRIPE_WEBHOOK_URL / webhookUrl), so there is nowhere to deliver to.")
    const result = await webhooks.attempt(record)
    return result.status === null ? { status: 502, body: { status: null, error: result.error } } : { status: 200, body: { status: result.status } }
  }
  const pay = /^\/_stand-in\/checkout\/sessions\/([^/]+)\/pay$/.exec(path)
  if (method === "POST" && pay) {
    const id = decodePathPart(pay[1] as string)
    const body = await readJson(request)
    const given: PaymentDetails = {}
    for (const [key, value] of Object.entries(body)) {
      if (!(DETAIL_KEYS as readonly string[]).includes(key)) throw invalid(`Unknown field: ${key} (expected ${DETAIL_KEYS.join(", ")})`, key)
      if (typeof value !== "string") throw invalid(`${key} must be a string.`, key)
      given[key as (typeof DETAIL_KEYS)[number]] = value
    }
    const record = findSession(context, id)
    if (!record) return errorReply(new ApiError(404, "invalid_request_error", `No such checkout.session: '${id}'`, { param: "session", code: "resource_missing" }))
    const outcome = payCheckoutSession(context, id, { ...defaultDetails(record.session), ...given })
    switch (outcome.kind) {
      case "paid":
      case "already_paid":
        return { status: 200, body: { session: outcome.session, success_url: outcome.successUrl } }
      case "declined":
        return errorReply(new ApiError(402, "card_error", outcome.message, { code: "card_declined", decline_code: "generic_decline" }))
      case "invalid":
        return outcome.field === "card"
          ? errorReply(new ApiError(402, "card_error", outcome.message, { code: "incorrect_number", param: "card" }))
          : errorReply(invalid(outcome.message, outcome.field))
      case "expired":
        return errorReply(new ApiError(410, "invalid_request_error", outcome.message, { code: "checkout_session_expired" }))
      case "not_found":
        return errorReply(new ApiError(404, "invalid_request_error", outcome.message, { code: "resource_missing" }))
    }
  }
  return { status: 404, body: { error: { type: "invalid_request_error", message: `Unknown stand-in control: ${method} ${path}` } } }
}

const HOME = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local Stripe test stand-in</title></head>
<body><h1>${BANNER}</h1><p>This server answers the Stripe API calls of this project for local runs and tests. It takes no real payments.</p>
<p>Hosted payment pages live at <code>/c/pay/&lt;checkout session id&gt;</code>; controls at <code>/_stand-in/…</code>.</p></body></html>
`

/** The request listener: Stripe's API under /v1, the hosted page under /c/pay, the stand-in's controls under /_stand-in. */
export function createRequestListener(deps: ServerDependencies) {
  const { context } = deps
  const requests = new RequestLog()
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://stand-in.invalid")
    const path = url.pathname
    const method = request.method ?? "GET"
    try {
      if (path.startsWith("/v1/")) {
        requests.record(method, path)
        const reply = await handleApi(deps, request, url)
        await context.store.persist()
        sendJson(response, reply)
        return
      }
      if (path.startsWith("/_stand-in/")) {
        let reply: Reply
        try {
          reply = await handleControl(deps, requests, request, url)
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          reply = errorReply(error)
        }
        await context.store.persist()
        sendJson(response, reply)
        return
      }
      const page = /^\/c\/pay\/([^/]+)$/.exec(path)
      if (page && (method === "GET" || method === "POST")) {
        const id = decodePathPart(page[1] as string)
        const result = method === "GET" ? showPaymentPage(context, id) : submitPaymentPage(context, id, decodeForm(await readBody(request)))
        await context.store.persist()
        sendPage(response, result)
        return
      }
      if (path === "/" && method === "GET") {
        send(response, 200, { "content-type": "text/html; charset=utf-8" }, HOME)
        return
      }
      sendJson(response, { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } })
    } catch (error) {
      // A client that hung up mid-request needs no answer (and is no fault of the stand-in's).
      if (response.headersSent || request.destroyed) {
        response.destroy()
        return
      }
      if (error instanceof BodyTooLarge) {
        sendJson(response, { status: 413, body: { error: { type: "invalid_request_error", message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` } } })
        return
      }
      if (error instanceof ApiError) {
        // Only form decoding on the hosted page gets here (the API and controls answer their own errors).
        sendPage(response, { status: error.status, html: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Error</title><p>${BANNER}</p><p>Bad request.</p></html>` })
        return
      }
      context.log(`[stripe-stand-in] internal error on ${method} ${path}: ${(error as Error).stack ?? String(error)}`)
      sendJson(response, { status: 500, body: { error: { type: "api_error", message: "The local Stripe test stand-in failed on this request; see its log." } } })
    }
  }
  return (request: IncomingMessage, response: ServerResponse) => {
    void handle(request, response)
  }
}
