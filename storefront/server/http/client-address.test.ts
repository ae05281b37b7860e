/**
 * The shopper's address behind proxies (client-address.ts), on requests made up here: which header is read,
 * from whom, how far along a chain, and what a malformed one comes to. The limits that count by it are
 * tested over the real server in per-shopper-limits.test.ts.
 */
import assert from "node:assert/strict"
import type { IncomingMessage } from "node:http"
import { describe, test } from "node:test"
import { clientAddressResolver, normaliseAddress, TRUST_NOTHING, trustedProxyProblem, type ClientAddressSettings } from "./client-address.js"

const request = (peer: string | undefined, headers: Record<string, string> = {}) => ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage

/** The address `settings` gives a request from `peer` with `headers` (a fresh request each time: nothing kept). */
const clientOf = (settings: ClientAddressSettings, peer: string | undefined, headers: Record<string, string> = {}) => clientAddressResolver(settings)(request(peer, headers))

const BEHIND_VARNISH: ClientAddressSettings = { trustedProxies: ["10.0.0.1"], header: "x-forwarded-for" }
const BEHIND_TWO: ClientAddressSettings = { trustedProxies: ["10.0.0.0/24", "2001:db8:ffff::/48"], header: "x-forwarded-for" }

describe("client address: X-Forwarded-For", () => {
  test("client address: trusting nothing (the default), every header is ignored: the TCP peer", () => {
    assert.equal(clientOf(TRUST_NOTHING, "198.51.100.9", { "x-forwarded-for": "203.0.113.1", forwarded: "for=203.0.113.2", "cf-connecting-ip": "203.0.113.3" }), "198.51.100.9")
  })

  test("client address: from a trusted proxy, the address it appended", () => {
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "203.0.113.1" }), "203.0.113.1")
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "203.0.113.2" }), "203.0.113.2")
  })

  test("client address: from a peer that is not a trusted proxy, the header is ignored", () => {
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.2", { "x-forwarded-for": "203.0.113.1" }), "10.0.0.2")
    assert.equal(clientOf(BEHIND_VARNISH, "203.0.113.50", { "x-forwarded-for": "10.0.0.1" }), "203.0.113.50")
  })

  test("client address: a forged left-most entry is never read: the right-most untrusted address counts", () => {
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "1.2.3.4, 203.0.113.7" }), "203.0.113.7")
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "garbage, 10.0.0.1, 203.0.113.7" }), "203.0.113.7")
    // The shopper claims to be the trusted proxy itself: still the address the proxy saw.
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "10.0.0.1, 203.0.113.7" }), "203.0.113.7")
  })

  test("client address: through several trusted proxies (CIDR ranges), the first hop that is not one", () => {
    // CDN edge (untrusted, so the shopper it saw is what it wrote) → load balancer 10.0.0.5 → Varnish 10.0.0.1.
    assert.equal(clientOf(BEHIND_TWO, "10.0.0.1", { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.5" }), "203.0.113.9")
    assert.equal(clientOf(BEHIND_TWO, "10.0.0.1", { "x-forwarded-for": "2001:db8::7, 2001:db8:ffff::1" }), "2001:db8::7")
    // Every hop trusted: the farthest one.
    assert.equal(clientOf(BEHIND_TWO, "10.0.0.1", { "x-forwarded-for": "10.0.0.9, 10.0.0.5" }), "10.0.0.9")
  })

  test("client address: a malformed hop ends the walk at the last trusted proxy (garbage, empty, lists, names)", () => {
    for (const header of [
      "garbage",
      "",
      " ",
      ",",
      ", ,",
      "203.0.113.1,",
      "unknown",
      "1.2.3.4.5",
      "127.1",
      "0x7f000001",
      "203.0.113.1 203.0.113.2",
      "[2001:db8::1",
      "2001:db8::1]:80",
      "::ffff:nope",
      "\u0000",
      "a".repeat(5000),
    ]) {
      assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": header }), "10.0.0.1", JSON.stringify(header.slice(0, 40)))
    }
    assert.equal(clientOf(BEHIND_TWO, "10.0.0.1", { "x-forwarded-for": "203.0.113.1, nonsense, 10.0.0.5" }), "10.0.0.5")
  })

  test("client address: 10,000 entries: the forged ones never read, a chain of trusted ones walked only so far", () => {
    const forged = Array.from({ length: 9_999 }, (_, i) => `198.18.${(i >> 8) & 255}.${i & 255}`)
    const started = performance.now()
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": [...forged, "203.0.113.4"].join(", ") }), "203.0.113.4")
    assert.equal(clientOf(BEHIND_TWO, "10.0.0.1", { "x-forwarded-for": Array.from({ length: 10_000 }, () => "10.0.0.7").join(",") }), "10.0.0.7")
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "x,".repeat(10_000) }), "10.0.0.1")
    // Past 20 trusted hops the walk stops at the 20th: a longer chain is a header passed on unchecked.
    assert.equal(clientOf(BEHIND_TWO, "10.0.0.1", { "x-forwarded-for": ["203.0.113.1", ...Array.from({ length: 30 }, (_, i) => `10.0.0.${i + 10}`)].join(",") }), "10.0.0.20")
    assert.ok(performance.now() - started < 200, `${Math.round(performance.now() - started)} ms`)
  })

  test("client address: one shopper is one address: ports dropped, IPv6 in short form, IPv4-mapped as IPv4", () => {
    for (const written of ["[2001:db8::1]:4711", "[2001:db8::1]:4712", "[2001:db8::1]", "2001:DB8:0:0::1", "2001:db8:0000::0001"]) {
      assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": written }), "2001:db8::1", written)
    }
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "203.0.113.1:80" }), "203.0.113.1")
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { "x-forwarded-for": "::ffff:203.0.113.1" }), "203.0.113.1")
    // A server listening on :: sees IPv4 peers mapped: the proxy is still trusted, a shopper still counted as IPv4.
    assert.equal(clientOf(BEHIND_VARNISH, "::ffff:10.0.0.1", { "x-forwarded-for": "203.0.113.1" }), "203.0.113.1")
    assert.equal(clientOf(TRUST_NOTHING, "::ffff:198.51.100.9"), "198.51.100.9")
    assert.equal(clientOf(TRUST_NOTHING, undefined), "unknown")
    assert.equal(normaliseAddress("999.1.1.1"), undefined)
  })
})

describe("client address: other headers", () => {
  const FORWARDED: ClientAddressSettings = { trustedProxies: ["10.0.0.1"], header: "forwarded" }

  test("client address: Forwarded (RFC 7239): for= of each element, right to left, ports and quotes dropped", () => {
    assert.equal(clientOf(FORWARDED, "10.0.0.1", { forwarded: "for=203.0.113.43;proto=https;by=10.0.0.1" }), "203.0.113.43")
    assert.equal(clientOf(FORWARDED, "10.0.0.1", { forwarded: 'for="[2001:db8:cafe::17]:4711"' }), "2001:db8:cafe::17")
    assert.equal(clientOf(FORWARDED, "10.0.0.1", { forwarded: "for=1.2.3.4, for=203.0.113.43" }), "203.0.113.43")
    assert.equal(clientOf(FORWARDED, "10.0.0.1", { forwarded: 'for=1.2.3.4;proto=http, for="203.0.113.43:4711";proto=https' }), "203.0.113.43")
  })

  test("client address: Forwarded that is not RFC 7239, or names no address, counts as the proxy", () => {
    for (const header of [
      "garbage",
      "for=",
      "for=unknown",
      "for=_hidden",
      "by=203.0.113.1",
      'for="203.0.113.1',
      "for=203.0.113.1;;",
      "for=1.2.3.4 for=5.6.7.8",
      "for=" + "1.1.1.1,for=".repeat(10_000),
    ]) {
      assert.equal(clientOf(FORWARDED, "10.0.0.1", { forwarded: header }), "10.0.0.1", header.slice(0, 40))
    }
  })

  test("client address: only the chosen header is read: a proxy that writes X-Forwarded-For passes a forged Forwarded on", () => {
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { forwarded: "for=1.2.3.4", "x-forwarded-for": "203.0.113.7" }), "203.0.113.7")
    assert.equal(clientOf(BEHIND_VARNISH, "10.0.0.1", { forwarded: "for=1.2.3.4" }), "10.0.0.1")
    assert.equal(clientOf(FORWARDED, "10.0.0.1", { forwarded: "for=203.0.113.7", "x-forwarded-for": "1.2.3.4" }), "203.0.113.7")
    assert.equal(clientOf(FORWARDED, "10.0.0.1", { "x-forwarded-for": "1.2.3.4" }), "10.0.0.1")
  })

  test("client address: a CDN's one-address header (CF-Connecting-IP), from a trusted peer only, one address only", () => {
    const cloudflare: ClientAddressSettings = { trustedProxies: ["173.245.48.0/20"], header: "cf-connecting-ip" }
    assert.equal(clientOf(cloudflare, "173.245.48.10", { "cf-connecting-ip": "2001:db8::5", "x-forwarded-for": "1.2.3.4" }), "2001:db8::5")
    assert.equal(clientOf(cloudflare, "198.51.100.9", { "cf-connecting-ip": "2001:db8::5" }), "198.51.100.9")
    assert.equal(clientOf(cloudflare, "173.245.48.10", { "cf-connecting-ip": "1.2.3.4, 2001:db8::5" }), "173.245.48.10")
    assert.equal(clientOf(cloudflare, "173.245.48.10"), "173.245.48.10")
  })
})

test("client address: TRUSTED_PROXIES entries: addresses, CIDR ranges, netmasks and proxy-addr's names; anything else named", () => {
  for (const entry of ["10.0.0.1", "10.0.0.0/8", "192.168.0.0/255.255.0.0", "2001:db8::/32", "::1", "loopback", "linklocal", "uniquelocal"])
    assert.equal(trustedProxyProblem(entry), undefined, entry)
  for (const entry of ["varnish", "10.0.0.300", "10.0.0.0/33", "0.0.0.0/0", "::/0", "127.1", "10.0.0.0/abc", ""])
    assert.match(trustedProxyProblem(entry) ?? "", /is not an IP address/, entry)
})
