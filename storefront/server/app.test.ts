/**
 * The storefront server as a whole, against the REAL commerce (MEDUSA_URL, MEDUSA_PUBLISHABLE_KEY): HTTP
 * caching and compression, failures, static files. The catalogue's contract is in routes/catalogue.test.ts.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import type { FastifyInstance } from "fastify"
import { assertApiError, commerceSettings, healthDetails, serverOverCommerce, silentServer, TEST_HEALTH_TOKEN } from "./testing/test-support.js"

commerceSettings() // fails the whole file, with one clear message, when commerce is not configured

let app: FastifyInstance
before(async () => ({ app } = await serverOverCommerce()))
after(() => app?.close())

const PAGE = "/api/products?limit=24&offset=0"

describe("server: HTTP caching", () => {
  test("server: catalogue responses carry Cache-Control and an ETag", async () => {
    for (const url of [PAGE, "/api/products/1"]) {
      const response = await app.inject(url)
      assert.equal(response.statusCode, 200)
      assert.match(String(response.headers["cache-control"]), /max-age=\d+/)
      assert.match(String(response.headers.etag), /^"[^"]+"$/)
    }
  })

  test("server: a request with the current ETag in If-None-Match gets an empty 304", async () => {
    for (const url of [PAGE, "/api/products/1"]) {
      const { headers } = await app.inject(url)
      const revalidated = await app.inject({ url, headers: { "if-none-match": String(headers.etag) } })
      assert.equal(revalidated.statusCode, 304)
      assert.equal(revalidated.rawPayload.length, 0)
      assert.equal(revalidated.headers.etag, headers.etag)
    }
  })

  test("server: an outdated ETag gets the full body", async () => {
    const response = await app.inject({ url: PAGE, headers: { "if-none-match": '"outdated"' } })
    assert.equal(response.statusCode, 200)
    assert.equal(response.json<unknown[]>().length, 24)
  })

  test("server: a missing product and random picks are not stored by browsers", async () => {
    assert.equal((await app.inject("/api/products/987654321")).headers["cache-control"], "private, no-store")
    assert.equal((await app.inject("/api/random-products")).headers["cache-control"], "no-store")
  })
})

describe("server: compression", () => {
  let plain: Buffer
  before(async () => {
    plain = (await app.inject(PAGE)).rawPayload
  })

  test("server: without Accept-Encoding the body is plain JSON", async () => {
    const response = await app.inject(PAGE)
    assert.equal(response.headers["content-encoding"], undefined)
    assert.match(String(response.headers["content-type"]), /^application\/json/)
    assert.equal(response.json<unknown[]>().length, 24)
  })

  test("server: Accept-Encoding br gets a brotli body that decompresses to the same JSON", async () => {
    const response = await app.inject({ url: PAGE, headers: { "accept-encoding": "br" } })
    assert.equal(response.headers["content-encoding"], "br")
    assert.equal(response.headers.vary, "Accept-Encoding")
    assert.ok(response.rawPayload.length < plain.length)
    assert.deepEqual(brotliDecompressSync(response.rawPayload), plain)
  })

  test("server: Accept-Encoding gzip gets a gzip body that decompresses to the same JSON", async () => {
    const response = await app.inject({ url: PAGE, headers: { "accept-encoding": "gzip" } })
    assert.equal(response.headers["content-encoding"], "gzip")
    assert.ok(response.rawPayload.length < plain.length)
    assert.deepEqual(gunzipSync(response.rawPayload), plain)
  })

  test("server: brotli refused with q=0 falls back to gzip", async () => {
    const response = await app.inject({ url: PAGE, headers: { "accept-encoding": "br;q=0, gzip" } })
    assert.equal(response.headers["content-encoding"], "gzip")
  })
})

describe("server: failures", () => {
  test("server: commerce unreachable is a 503 JSON error without internals, and is not cached", async (t) => {
    const down = await serverOverCommerce({ baseUrl: "http://127.0.0.1:1" })
    t.after(() => down.app.close())
    for (const url of [PAGE, PAGE, "/api/products/1", "/api/random-products"]) {
      const response = await down.app.inject(url)
      assertApiError(response, 503)
      assert.doesNotMatch(response.body, /\bat \S+ \(|ECONNREFUSED|127\.0\.0\.1|fetch failed|stack/i)
    }
    assert.deepEqual(down.catalogue.calls, { page: 2, random: 1, item: 1 }, "each failed request asked again")
  })

  test("server: commerce that never answers is a 503 once the commerce timeout runs out", { timeout: 10_000 }, async (t) => {
    const silent = await silentServer()
    const hung = await serverOverCommerce({ baseUrl: silent.url, timeoutMs: 300 })
    t.after(async () => {
      await hung.app.close()
      await silent.close()
    })
    const started = Date.now()
    assertApiError(await hung.app.inject(PAGE), 503)
    assert.ok(Date.now() - started < 5_000, "the shopper is not kept waiting for the socket's own timeout")
  })

  test("server: an unknown /api path is a 404 JSON error", async () => {
    assertApiError(await app.inject("/api/nope"), 404)
  })

  test("server: a missing static file is a 404 JSON error", async () => {
    assertApiError(await app.inject("/images/products/no-such-image.svg"), 404)
  })
})

describe("server: static files and health", () => {
  test("server: product images are served as SVG", async () => {
    const response = await app.inject("/images/products/smartphone-black.svg")
    assert.equal(response.statusCode, 200)
    assert.match(String(response.headers["content-type"]), /^image\/svg\+xml/)
    assert.match(response.body, /<svg[\s>]/)
  })

  test("server: /health answers everyone a bare ok, and the operator's token the cache's counts and memory", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${TEST_HEALTH_TOKEN}`, TEST_HEALTH_TOKEN]) {
      const response = await app.inject({ url: "/health", headers: authorization ? { authorization } : {} })
      assert.equal(response.statusCode, 200)
      assert.deepEqual(response.json(), { ok: true }, `${authorization ?? "no token"}: nothing but the status`)
    }
    const health = await healthDetails<{ ok: boolean; cache: { entries: number; bytes: number; quickAnswers: number }; memory: { rss: number } }>(app)
    assert.equal(health.ok, true)
    assert.ok(Number.isInteger(health.cache.entries) && Number.isInteger(health.cache.quickAnswers))
    assert.ok(health.memory.rss > 0)
  })
})
