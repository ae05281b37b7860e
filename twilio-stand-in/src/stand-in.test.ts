import assert from "node:assert/strict"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { after, test } from "node:test"
import twilio from "twilio"
import { segmentsOf, startTwilioStandIn } from "./index.js"

const SID = "AC_stand_in_test"
const TOKEN = "stand_in_test_token"

test("segments: GSM-7 takes 160 in one part and 153 a part after; the extension table counts twice; anything else is UCS-2 (70, then 67)", () => {
  assert.equal(segmentsOf("a".repeat(160)), 1)
  assert.equal(segmentsOf("a".repeat(161)), 2)
  assert.equal(segmentsOf("€".repeat(80)), 1)
  assert.equal(segmentsOf("€".repeat(81)), 2)
  assert.equal(segmentsOf("ą".repeat(70)), 1)
  assert.equal(segmentsOf("ą".repeat(71)), 2)
  assert.equal(segmentsOf("ą".repeat(135)), 3)
})

test("messages: Twilio's official client sends through it; the outbox keeps them; a wrong token is 401; a failure on request is 503", async () => {
  // The shop's inbound webhook: what a reply brings, and whether its signature is Twilio's.
  const received: { valid: boolean; body: string | null }[] = []
  const hook = createServer((request, response) => {
    let text = ""
    request.on("data", (chunk: Buffer) => (text += chunk.toString()))
    request.on("end", () => {
      const params = Object.fromEntries(new URLSearchParams(text))
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/sms`
      received.push({ valid: twilio.validateRequest(TOKEN, String(request.headers["x-twilio-signature"]), url, params), body: params.Body ?? null })
      response.end("<Response/>")
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve))
  const standIn = await startTwilioStandIn({ port: 0, accountSid: SID, authToken: TOKEN, inboundUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/sms` })
  after(async () => {
    await standIn.close()
    hook.close()
  })
  // The client's requests go to the stand-in instead of api.twilio.com.
  const toStandIn = (secret: string) => {
    const client = twilio(SID, secret)
    const base = client.httpClient
    const request = base.request.bind(base)
    base.request = (options) => request({ ...options, uri: options.uri.replace("https://api.twilio.com", standIn.url) })
    return client
  }
  const sent = await toStandIn(TOKEN).messages.create({ to: "+4915112345678", from: "Orbita", body: "Ihre Bestellung 1042 ist unterwegs." })
  assert.match(sent.sid, /^SM[0-9a-f]{32}$/)
  assert.equal(sent.numSegments, "1")
  const outbox = (await (await fetch(`${standIn.url}/_stand-in/outbox?to=%2B4915112345678`)).json()) as { body: string }[]
  assert.deepEqual(
    outbox.map((message) => message.body),
    ["Ihre Bestellung 1042 ist unterwegs."]
  )
  await assert.rejects(toStandIn("wrong").messages.create({ to: "+4915112345678", from: "Orbita", body: "x" }), (error: { status?: number }) => error.status === 401)
  await fetch(`${standIn.url}/_stand-in/fail`, { method: "POST", body: JSON.stringify({ count: 1 }) })
  await assert.rejects(toStandIn(TOKEN).messages.create({ to: "+4915112345678", from: "Orbita", body: "x" }), (error: { status?: number }) => error.status === 503)

  const reply = await fetch(`${standIn.url}/_stand-in/inbound`, { method: "POST", body: JSON.stringify({ from: "+4915112345678", body: "STOP" }) })
  assert.equal(reply.status, 200)
  assert.deepEqual(received, [{ valid: true, body: "STOP" }])
})
