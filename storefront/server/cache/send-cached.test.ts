import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import Fastify from "fastify"
import { compactResponse, prepareResponse, responseBytes, type CachedResponse } from "./prepared-response.js"
import { cachedReply, pickEncoding, sendCached } from "./send-cached.js"

const large = await prepareResponse(
  200,
  Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${i}` }))
)
const small = await prepareResponse(200, { ok: true })
const gzipOnly: CachedResponse = { ...large, br: undefined }

describe("pickEncoding", () => {
  const cases: Array<[header: string | undefined, cached: CachedResponse, expected: "br" | "gzip" | undefined]> = [
    ["gzip, deflate, br", large, "br"],
    ["br;q=0, gzip", large, "gzip"],
    ["br;q=0.0, gzip;q=0.5", large, "gzip"],
    ["gzip;q=0, br;q=0", large, undefined],
    ["*", large, "br"],
    ["br;q=0, *", large, "gzip"],
    ["gzip;q=0, *;q=0.1", large, "br"],
    ["identity", large, undefined],
    ["identity, *;q=0", large, undefined],
    ["GZip", large, "gzip"],
    ["", large, undefined],
    [undefined, large, undefined],
    ["br, gzip", gzipOnly, "gzip"],
    ["br", gzipOnly, undefined],
    ["gzip, br", small, undefined],
  ]
  for (const [header, cached, expected] of cases) {
    const body = cached === small ? "a small body" : cached === gzipOnly ? "a body with only gzip" : "a large body"
    test(`Accept-Encoding ${JSON.stringify(header)} on ${body} → ${expected ?? "identity"}`, () => {
      assert.equal(pickEncoding(header, cached), expected)
    })
  }
})

describe("sendCached", () => {
  const app = Fastify()
  const responses: Record<string, CachedResponse> = { large, small }
  app.get<{ Params: { name: string } }>("/:name", async (request, reply) => {
    const cached = request.params.name === "missing" ? await prepareResponse(404, { error: "missing" }) : responses[request.params.name]
    return sendCached(request, reply, cached!, "public, max-age=60")
  })
  before(() => app.ready())
  after(() => app.close())

  test("sends the prepared bytes as JSON with ETag, Cache-Control and Vary", async () => {
    const response = await app.inject("/small")
    assert.equal(response.statusCode, 200)
    assert.match(String(response.headers["content-type"]), /^application\/json/)
    assert.equal(response.headers.etag, small.etag)
    assert.equal(response.headers["cache-control"], "public, max-age=60")
    assert.equal(response.headers.vary, "Accept-Encoding")
    assert.equal(response.headers["content-encoding"], undefined)
    assert.deepEqual(response.rawPayload, small.body)
  })

  test("a matching If-None-Match gets an empty 304; a stale one gets the body", async () => {
    const fresh = await app.inject({ url: "/large", headers: { "if-none-match": large.etag } })
    assert.equal(fresh.statusCode, 304)
    assert.equal(fresh.rawPayload.length, 0)
    assert.equal(fresh.headers.etag, large.etag)

    const stale = await app.inject({ url: "/large", headers: { "if-none-match": small.etag } })
    assert.equal(stale.statusCode, 200)
    assert.deepEqual(stale.rawPayload, large.body)
  })

  test("an error response is never turned into a 304", async () => {
    const missing = await prepareResponse(404, { error: "missing" })
    const response = await app.inject({ url: "/missing", headers: { "if-none-match": missing.etag } })
    assert.equal(response.statusCode, 404)
    assert.deepEqual(response.json(), { error: "missing" })
  })

  test("brotli and gzip bodies decompress to the prepared JSON", async () => {
    const br = await app.inject({ url: "/large", headers: { "accept-encoding": "br" } })
    assert.equal(br.headers["content-encoding"], "br")
    assert.deepEqual(brotliDecompressSync(br.rawPayload), large.body)

    const gz = await app.inject({ url: "/large", headers: { "accept-encoding": "gzip" } })
    assert.equal(gz.headers["content-encoding"], "gzip")
    assert.deepEqual(gunzipSync(gz.rawPayload), large.body)
  })
})

describe("compact answers (kept as brotli only)", () => {
  const compact = () => compactResponse({ ...large, tags: ["product:1", "html"] })

  test("hold brotli only, and cost a fraction of the full answer", () => {
    const kept = compact()
    assert.equal(kept.body, undefined)
    assert.equal(kept.gzip, undefined)
    assert.ok(responseBytes(kept) * 3 < responseBytes(large), `${responseBytes(kept)} vs ${responseBytes(large)} bytes`)
  })

  test("brotli clients get the kept bytes; gzip is made once on first ask; identity is decoded", () => {
    const kept = compact()
    const br = cachedReply({ "accept-encoding": "br, gzip" }, kept, "public")
    assert.equal(br.body, kept.br)
    const gz = cachedReply({ "accept-encoding": "gzip" }, kept, "public")
    assert.equal(gz.headers["content-encoding"], "gzip")
    assert.deepEqual(gunzipSync(gz.body!), large.body)
    assert.equal(cachedReply({ "accept-encoding": "gzip" }, kept, "public").body, gz.body, "the gzip copy is kept once made")
    const plain = cachedReply({}, kept, "public")
    assert.equal(plain.headers["content-encoding"], undefined)
    assert.deepEqual(plain.body, large.body)
    assert.equal(br.headers["surrogate-key"], "product:1 html")
  })
})
