import assert from "node:assert/strict"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { after, before, beforeEach, describe, test } from "node:test"
import { brotliDecompressSync } from "node:zlib"
import { FastLane } from "./fast-lane.js"
import { cachedReply } from "./send-cached.js"
import { prepareResponse, type CachedResponse } from "./response-cache.js"

const large = await prepareResponse(200, Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${i}` })))
const SLOW = "answered by the slow path"

describe("fast lane", () => {
  let lane: FastLane
  let server: http.Server
  let base: string
  /** What the remembered lookup returns right now (undefined: the cache has nothing fresh). */
  let current: CachedResponse | undefined

  before(async () => {
    server = http.createServer((request, response) => lane.serve(request, response, "request-7") || response.writeHead(200, { "x-path": "slow" }).end(SLOW))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  after(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    lane = new FastLane({ "x-frame-test": "given" })
    current = large
  })

  const get = (url: string, init?: RequestInit) => fetch(base + url, init)
  const rememberProducts = () => lane.remember("/api/products?limit=24&offset=0", () => current, "public, max-age=0, must-revalidate")

  test("a URL nobody remembered goes the slow way", async () => {
    const response = await get("/api/products?limit=24&offset=0")
    assert.equal(await response.text(), SLOW)
    assert.equal(lane.served, 0)
  })

  test("a remembered URL is answered with the cache's bytes, ETag, Cache-Control, Vary, the headers it is given and the request id", async () => {
    rememberProducts()
    const response = await get("/api/products?limit=24&offset=0", { headers: { "accept-encoding": "identity" } })
    assert.equal(response.status, 200)
    assert.equal(response.headers.get("x-path"), null)
    assert.equal(response.headers.get("etag"), large.etag)
    assert.equal(response.headers.get("cache-control"), "public, max-age=0, must-revalidate")
    assert.equal(response.headers.get("vary"), "Accept-Encoding")
    assert.equal(response.headers.get("x-frame-test"), "given")
    assert.equal(response.headers.get("x-request-id"), "request-7")
    assert.match(response.headers.get("content-type")!, /^application\/json/)
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), large.body)
    assert.equal(lane.served, 1)
  })

  test("compression and If-None-Match follow the same rule as Fastify's replies", async () => {
    rememberProducts()
    const br = await new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/api/products?limit=24&offset=0`, { headers: { "accept-encoding": "br" } }, resolve))
    const chunks: Buffer[] = []
    for await (const chunk of br) chunks.push(chunk as Buffer)
    assert.equal(br.headers["content-encoding"], "br")
    assert.deepEqual(brotliDecompressSync(Buffer.concat(chunks)), large.body)

    const revalidated = await get("/api/products?limit=24&offset=0", { headers: { "if-none-match": large.etag } })
    assert.equal(revalidated.status, 304)
    assert.equal(await revalidated.text(), "")
  })

  test("br and gzip replies, made once per answer, carry what a reply made for the request would, and each request's own id", async () => {
    let ids = 0
    const counting = http.createServer((request, response) => void lane.serve(request, response, `request-${++ids}`))
    await new Promise<void>((resolve) => counting.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(counting.address() as AddressInfo).port}/api/products?limit=24&offset=0`
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) =>
        http.get(url, { headers: { "accept-encoding": encoding } }, async (response) => {
          const chunks: Buffer[] = []
          for await (const chunk of response) chunks.push(chunk as Buffer)
          resolve({ headers: response.headers, body: Buffer.concat(chunks) })
        })
      )
    try {
      rememberProducts()
      for (const encoding of ["br", "br", "gzip", "br"] as const) {
        const { headers, body } = await raw(encoding)
        const expected = cachedReply({ "accept-encoding": encoding }, large, "public, max-age=0, must-revalidate")
        for (const [name, value] of Object.entries(expected.headers)) assert.equal(headers[name], String(value), name)
        assert.equal(headers["x-frame-test"], "given")
        assert.equal(headers["content-length"], String(expected.body!.length))
        assert.equal(headers["x-request-id"], `request-${ids}`)
        assert.deepEqual(body, expected.body)
      }
      assert.equal(ids, 4)
    } finally {
      await new Promise<void>((resolve) => counting.close(() => resolve()))
    }
  })

  test("while the cache has nothing fresh (stale, evicted), the request goes the slow way; then the lane resumes", async () => {
    rememberProducts()
    current = undefined
    assert.equal(await (await get("/api/products?limit=24&offset=0")).text(), SLOW)
    current = large
    assert.equal((await get("/api/products?limit=24&offset=0")).headers.get("etag"), large.etag)
  })

  test("the lane serves what the cache holds now, not what it held when the URL was remembered", async () => {
    rememberProducts()
    const changed = await prepareResponse(200, [{ id: 1, name: "renamed" }])
    current = changed
    const response = await get("/api/products?limit=24&offset=0")
    assert.equal(response.headers.get("etag"), changed.etag)
    assert.deepEqual(await response.json(), [{ id: 1, name: "renamed" }])
  })

  test("only GET: HEAD and POST go the slow way", async () => {
    rememberProducts()
    assert.equal((await get("/api/products?limit=24&offset=0", { method: "HEAD" })).headers.get("x-path"), "slow")
    assert.equal((await get("/api/products?limit=24&offset=0", { method: "POST", body: "{}" })).headers.get("x-path"), "slow")
    assert.equal(lane.served, 0)
  })

  test("URLs whose answer is not cached, and overlong URLs, are not remembered", () => {
    lane.remember("/api/products?limit=7&offset=3", () => undefined, "no-store")
    lane.remember("/api/products?limit=7&offset=3", undefined, "no-store")
    lane.remember(`/api/search?q=${"x".repeat(600)}`, () => large, "no-store")
    assert.equal(lane.size, 0)
  })

  test("its memory is bounded: 100,000 distinct URLs keep only the most recent that fit", () => {
    for (let i = 0; i < 100_000; i++) lane.remember(`/api/search?q=${"w".repeat(100)}${i}&lang=en`, () => large, "no-store")
    assert.ok(lane.size > 1000, `still remembers many: ${lane.size}`)
    assert.ok(lane.size < 100_000, `but not all: ${lane.size}`)
  })

  test("a stand-in answer (a page's shell while its render waits) goes out private, no-store whatever the lane was taught", async () => {
    rememberProducts()
    current = { ...large, deferred: true }
    const response = await get("/api/products?limit=24&offset=0")
    assert.equal(response.headers.get("cache-control"), "private, no-store")
    assert.equal(lane.servedDeferred, 1)
  })

  test("a URL whose lookup finds nothing any more is taught the new lookup; one that still finds its answer keeps it", async () => {
    let old: CachedResponse | undefined = large
    lane.remember("/de/product/7", () => old, "public")
    const renamed = await prepareResponse(200, { name: "renamed" })
    lane.remember("/de/product/7", () => renamed, "public")
    assert.equal((await get("/de/product/7")).headers.get("etag"), large.etag, "the first lookup still finds its answer")
    old = undefined
    lane.remember("/de/product/7", () => renamed, "public")
    assert.equal((await get("/de/product/7")).headers.get("etag"), renamed.etag)
  })

  test("after close() everything goes the slow way", async () => {
    rememberProducts()
    lane.close()
    assert.equal((await get("/api/products?limit=24&offset=0")).headers.get("x-path"), "slow")
  })
})
