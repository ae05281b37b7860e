/**
 * Behind a proxy every shopper arrives from the proxy's address: the per-address limits (10 checkout sessions,
 * 5 contact messages a minute) and the request logs must still count and name each shopper, from the address
 * the trusted proxy passes on (client-address.ts), and nobody else's header. Against the REAL commerce, its
 * Stripe stand-in and the local content API; the peer's address is app.inject's remoteAddress (and a real
 * socket on 127.0.0.1 for what only the socket shows).
 */
import assert from "node:assert/strict"
import http from "node:http"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { commerceSettings, listening, serverOverCommerce, stripeStandIn } from "../testing/test-support.js"

commerceSettings()
stripeStandIn("The per-shopper limit tests")

const PROXY = "10.0.0.1"
const trusted = { trustedProxies: [PROXY], header: "x-forwarded-for" }

/** The server behind PROXY, with the limits as shipped (10 checkout sessions, 5 contact messages a minute). */
let app: FastifyInstance
const logLines: string[] = []
before(async () => ({ app } = await serverOverCommerce({ clientAddress: trusted, withContent: true, logTo: (line) => void logLines.push(line) })))
after(() => app?.close())

const BUY_NOW = { productId: 1, quantity: 1, language: "en" }

/** A checkout attempt from `peer`, with whatever forwarding headers; `body` {} is refused (400) but counted all the same. */
const checkout = (peer: string, headers: Record<string, string>, body: object = BUY_NOW) =>
  app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    remoteAddress: peer,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  })
const buyNowForm = (peer: string, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: "/de/checkout/buy-now", remoteAddress: peer, headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, payload: "item=1" })
const contact = (peer: string, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: "/api/contact", remoteAddress: peer, headers: { "content-type": "application/json", ...headers }, payload: "{}" })

const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i))
/** Sequential, so the order of the counts is the order of the requests. */
async function inTurn(n: number, make: (i: number) => Promise<{ statusCode: number } | number>): Promise<number[]> {
  const codes: number[] = []
  for (let i = 0; i < n; i++) {
    const answer = await make(i)
    codes.push(typeof answer === "number" ? answer : answer.statusCode)
  }
  return codes
}

describe("per shopper behind a trusted proxy", () => {
  test("per shopper: two shoppers through one proxy each get their own 10 checkout sessions; buy now's form shares them", async () => {
    const [ada, bob] = ["203.0.113.1", "203.0.113.2"].map((address) => ({ "x-forwarded-for": address }))
    assert.deepEqual(
      await inTurn(10, () => checkout(PROXY, ada!)),
      times(10, () => 200),
      "Ada's ten sessions"
    )
    assert.deepEqual(
      await inTurn(10, () => checkout(PROXY, bob!)),
      times(10, () => 200),
      "Bob's ten sessions, though they came from the same proxy"
    )
    assert.equal((await buyNowForm(PROXY, ada!)).statusCode, 429, "Ada's eleventh, from the product page's form")
    assert.equal((await checkout(PROXY, bob!)).statusCode, 429, "Bob's eleventh")
    // The proxy's own requests (a health check, a request with no header) are a third party, not the shoppers.
    assert.equal((await checkout(PROXY, {}, {})).statusCode, 400)
  })

  test("per shopper: from a peer that is not a trusted proxy the header is ignored (13 addresses claimed: 400 ×10, then 429 ×3)", async () => {
    const codes = await inTurn(13, (i) => checkout("198.51.100.9", { "x-forwarded-for": `203.0.113.${100 + i}` }, {}))
    assert.deepEqual(codes, [...times(10, () => 400), 429, 429, 429])
  })

  test("per shopper: a forged left-most entry is not read: the right-most address not a trusted proxy is counted", async () => {
    const codes = await inTurn(11, (i) => checkout(PROXY, { "x-forwarded-for": `198.18.0.${i}, ${i % 2 ? PROXY : "garbage"}, 203.0.113.7` }, {}))
    assert.deepEqual(codes, [...times(10, () => 400), 429])
    // Someone else behind the same proxy is not held back by it.
    assert.equal((await checkout(PROXY, { "x-forwarded-for": "198.18.0.1, 203.0.113.8" }, {})).statusCode, 400)
  })

  test("per shopper: malformed forwarding headers (garbage, 10,000 entries, empty, …) get no 5xx and count as the proxy", async (t) => {
    const server = await serverOverCommerce({ clientAddress: trusted })
    t.after(() => server.app.close())
    const from = (header: string) =>
      server.app.inject({ method: "POST", url: "/api/checkout", remoteAddress: PROXY, headers: { "content-type": "application/json", "x-forwarded-for": header }, payload: "{}" })
    const malformed = [
      "garbage",
      Array.from({ length: 10_000 }, (_, i) => `x${i}`).join(","),
      "",
      ", ,",
      "unknown",
      "203.0.113.1 203.0.113.2",
      "[2001:db8::1",
      "1.2.3.4.5",
      "0x7f000001",
      "%%%;;\"'",
    ]
    const codes = await inTurn(malformed.length, (i) => from(malformed[i]!))
    assert.deepEqual(
      codes,
      times(10, () => 400),
      malformed.map((header, i) => `${header.slice(0, 20)}: ${codes[i]}`).join("; ")
    )
    // All ten were the proxy's: its eleventh, with no header, is one too many; a real shopper behind it is not.
    assert.equal(
      (await server.app.inject({ method: "POST", url: "/api/checkout", remoteAddress: PROXY, headers: { "content-type": "application/json" }, payload: "{}" })).statusCode,
      429
    )
    assert.equal((await from("203.0.113.9")).statusCode, 400)
  })

  test("per shopper: behind a proxy that writes Forwarded (RFC 7239), shoppers by for=; a malformed one gets no 5xx and counts as the proxy", async (t) => {
    const server = await serverOverCommerce({ clientAddress: { trustedProxies: [PROXY], header: "forwarded" } })
    t.after(() => server.app.close())
    const from = (forwarded: string | undefined) =>
      server.app.inject({
        method: "POST",
        url: "/api/checkout",
        remoteAddress: PROXY,
        headers: { "content-type": "application/json", ...(forwarded !== undefined && { forwarded }) },
        payload: "{}",
      })
    const malformed = ['for="[2001:db8::1', "garbage;;", "for=unknown", ",", "for=1.1.1.1,for=", "for=_hidden", "", "for=1.1.1.1 proto=http", "by=10.0.0.1", "=;="]
    assert.deepEqual(
      await inTurn(malformed.length, (i) => from(malformed[i])),
      times(10, () => 400)
    )
    assert.equal((await from(undefined)).statusCode, 429, "the ten were the proxy's")
    assert.deepEqual(await inTurn(11, (i) => from(`for=198.18.0.${i};proto=http, for="[2001:db8:cafe::17]:${4711 + i}"`)), [...times(10, () => 400), 429])
    assert.equal((await from("for=203.0.113.60")).statusCode, 400, "another shopper")
  })

  test("per shopper: IPv6 written with ports ([2001:db8::1]:4711) is one shopper whatever the port", async () => {
    const codes = await inTurn(11, (i) => checkout(PROXY, { "x-forwarded-for": i === 10 ? "2001:DB8:0::1" : `[2001:db8::1]:${4711 + i}` }, {}))
    assert.deepEqual(codes, [...times(10, () => 400), 429])
  })

  test("per shopper: IPv6 shoppers are counted by their /64 (one line or server has them all), in every limit", async () => {
    const line = (host: string) => ({ "x-forwarded-for": `2001:db8:a:b:${host}` })
    assert.deepEqual(await inTurn(6, (i) => contact(PROXY, line(`${i}::1`))), [400, 400, 400, 400, 400, 429], "six addresses of one /64 write five messages")
    assert.deepEqual(await inTurn(11, (i) => checkout(PROXY, line(`ffff:${i}::9`), {})), [...times(10, () => 400), 429], "…and start ten checkouts")
    assert.equal((await contact(PROXY, { "x-forwarded-for": "2001:db8:a:c::1" })).statusCode, 400, "the next /64 is someone else")
    assert.equal((await contact(PROXY, { "x-forwarded-for": "203.0.113.77" })).statusCode, 400, "IPv4 shoppers are counted by their address")
  })

  test("per shopper: the contact form's 5 messages a minute, each shopper their own; a forged header from outside changes nothing", async () => {
    const ada = { "x-forwarded-for": "198.18.5.5, 203.0.113.21" }
    const bob = { "x-forwarded-for": "203.0.113.22" }
    assert.deepEqual(await inTurn(6, () => contact(PROXY, ada)), [400, 400, 400, 400, 400, 429])
    assert.deepEqual(await inTurn(6, () => contact(PROXY, bob)), [400, 400, 400, 400, 400, 429])
    assert.deepEqual(await inTurn(6, (i) => contact("198.51.100.23", { "x-forwarded-for": `203.0.113.${30 + i}` })), [400, 400, 400, 400, 400, 429])
  })

  test("per shopper: each request's log line names the shopper, and the proxy it came through", async () => {
    const before = logLines.length
    await checkout(PROXY, { "x-forwarded-for": "198.18.9.9, 203.0.113.40" }, {})
    await checkout("198.51.100.41", { "x-forwarded-for": "203.0.113.41" }, {})
    const requests = logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string; remoteAddress: string; via?: string } })
      .filter((line) => line.msg === "incoming request")
      .map((line) => line.req)
    assert.deepEqual(
      requests.map((req) => ({ remoteAddress: req?.remoteAddress, via: req?.via })),
      [
        { remoteAddress: "203.0.113.40", via: PROXY },
        { remoteAddress: "198.51.100.41", via: undefined },
      ]
    )
  })
})

describe("per shopper over a real socket", () => {
  test("per shopper: a real proxy on 127.0.0.1: shoppers told apart; 10,000 forwarded entries are refused by Node (431), not a 5xx", async (t) => {
    const server = await serverOverCommerce({ clientAddress: { trustedProxies: ["127.0.0.1"], header: "x-forwarded-for" } })
    t.after(() => server.app.close())
    const base = new URL(await listening(server.app))
    const post = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          { host: base.hostname, port: base.port, method: "POST", path: "/api/checkout", headers: { "content-type": "application/json", ...headers }, agent: false },
          (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          }
        )
        request.on("error", reject)
        request.end("{}")
      })
    assert.deepEqual(await inTurn(11, () => post({ "x-forwarded-for": "203.0.113.50" })), [...times(10, () => 400), 429])
    assert.equal(await post({ "x-forwarded-for": "203.0.113.51" }), 400)
    assert.equal(await post({ "x-forwarded-for": Array.from({ length: 10_000 }, (_, i) => `198.18.${(i >> 8) & 255}.${i & 255}`).join(", ") }), 431)
    assert.equal(await post({ "x-forwarded-for": "203.0.113.52" }), 400, "and serves on")
  })
})
