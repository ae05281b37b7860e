/**
 * The local Twilio stand-in (SMS), so the shop's SMS code runs through Twilio's official client without a Twilio
 * account: POST /2010-04-01/Accounts/{sid}/Messages.json takes a message as Twilio does (form fields To, From, Body,
 * basic auth with the account's sid and token) and answers in Twilio's shape; every message is kept in an outbox,
 * GET /_stand-in/outbox (?to= one number), as the mail catcher keeps e-mails. POST /_stand-in/inbound {from, body}
 * is a shopper's reply: it goes to the shop's inbound webhook as Twilio sends one, form-encoded and signed
 * (X-Twilio-Signature with the auth token). POST /_stand-in/fail {count} makes the next sends fail (a provider outage).
 */
import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import twilio from "twilio"
import { segmentsOf } from "@shop/contracts/sms-segments"

export { segmentsOf }

export interface OutboxMessage {
  sid: string
  to: string
  from: string
  body: string
  /** Characters and segments as Twilio counts them (GSM-7: 160 a message or 153 a part; UCS-2: 70 or 67). */
  num_segments: string
  date_created: string
  status: "sent"
}

export interface TwilioStandInOptions {
  port: number
  host?: string
  accountSid: string
  authToken: string
  /** The shop's inbound webhook (Twilio's "A message comes in" URL). */
  inboundUrl?: string
  log?: (line: string) => void
}

export function assertNotProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === "production") throw new Error("The Twilio stand-in is a local test stand-in: it refuses to run with NODE_ENV=production")
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

export async function startTwilioStandIn(options: TwilioStandInOptions): Promise<{ url: string; close: () => Promise<void>; outbox: OutboxMessage[] }> {
  const outbox: OutboxMessage[] = []
  let failNext = 0
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`
  const messagesPath = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in")
      if (request.method === "POST" && url.pathname === messagesPath) {
        if (request.headers.authorization !== expectedAuth) return json(response, 401, { code: 20003, message: "Authenticate", status: 401 })
        const form = new URLSearchParams(await readBody(request))
        const to = form.get("To") ?? ""
        const body = form.get("Body") ?? ""
        if (!/^\+[1-9]\d{6,14}$/.test(to)) return json(response, 400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 })
        if (!body) return json(response, 400, { code: 21602, message: "Message body is required.", status: 400 })
        if (failNext > 0) {
          failNext--
          return json(response, 503, { code: 20503, message: "Service unavailable (the stand-in was told to fail)", status: 503 })
        }
        const message: OutboxMessage = {
          sid: `SM${randomBytes(16).toString("hex")}`,
          to,
          from: form.get("From") ?? "",
          body,
          num_segments: String(segmentsOf(body)),
          date_created: new Date().toUTCString(),
          status: "sent",
        }
        outbox.push(message)
        options.log?.(`[twilio-stand-in] SMS to ${to} (${message.num_segments} part(s)): ${body}`)
        return json(response, 201, { ...message, account_sid: options.accountSid, direction: "outbound-api", error_code: null, error_message: null })
      }
      if (request.method === "GET" && url.pathname === "/_stand-in/outbox") {
        const to = url.searchParams.get("to")
        return json(response, 200, to ? outbox.filter((message) => message.to === to) : outbox)
      }
      if (request.method === "POST" && url.pathname === "/_stand-in/fail") {
        failNext = Number((JSON.parse((await readBody(request)) || "{}") as { count?: number }).count ?? 1)
        return json(response, 200, { failNext })
      }
      if (request.method === "POST" && url.pathname === "/_stand-in/inbound") {
        if (!options.inboundUrl) return json(response, 409, { error: "No inbound webhook is set (TWILIO_INBOUND_URL)" })
        const { from, body } = JSON.parse((await readBody(request)) || "{}") as { from?: string; body?: string }
        const params = { MessageSid: `SM${randomBytes(16).toString("hex")}`, AccountSid: options.accountSid, From: from ?? "", To: "+15005550006", Body: body ?? "" }
        const signature = twilio.getExpectedTwilioSignature(options.authToken, options.inboundUrl, params)
        const delivered = await fetch(options.inboundUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
          body: new URLSearchParams(params).toString(),
        })
        return json(response, 200, { status: delivered.status, body: await delivered.text() })
      }
      if (url.pathname === "/_stand-in/health") return json(response, 200, { ok: true })
      return json(response, 404, { code: 20404, message: "The requested resource was not found", status: 404 })
    })().catch((error: unknown) => json(response, 500, { error: (error as Error).message }))
  })
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, outbox, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
