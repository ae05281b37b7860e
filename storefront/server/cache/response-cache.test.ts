import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { prepareResponse, ResponseCache, type CachedResponse } from "./response-cache.js"

const keep = (ms: number) => () => ms

/** A producer that counts its calls and settles (with `outcome()`) only once `release` is called. */
function gatedProducer(outcome: () => Promise<CachedResponse>) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const producer = {
    calls: 0,
    release,
    produce: async () => {
      producer.calls++
      await gate
      return outcome()
    },
  }
  return producer
}

describe("prepareResponse", () => {
  test("serializes the payload once, with a quoted ETag that follows the content", async () => {
    const a = await prepareResponse(200, { id: 1 })
    assert.equal(a.status, 200)
    assert.deepEqual(JSON.parse(a.body.toString()), { id: 1 })
    assert.match(a.etag, /^"[A-Za-z0-9_-]+"$/)
    assert.equal((await prepareResponse(200, { id: 1 })).etag, a.etag)
    assert.notEqual((await prepareResponse(200, { id: 2 })).etag, a.etag)
  })

  test("small bodies are left uncompressed", async () => {
    const small = await prepareResponse(200, { ok: true })
    assert.equal(small.gzip, undefined)
    assert.equal(small.br, undefined)
  })

  test("large bodies carry gzip and brotli copies that decompress to the same bytes", async () => {
    const large = await prepareResponse(200, Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${i}` })))
    assert.ok(large.body.length >= 1024)
    assert.ok(large.gzip && large.br)
    assert.deepEqual(gunzipSync(large.gzip), large.body)
    assert.deepEqual(brotliDecompressSync(large.br), large.body)
  })
})

describe("ResponseCache", () => {
  test("concurrent misses for one key share a single producer call and the same object", async () => {
    const cache = new ResponseCache({ maxEntries: 10 })
    const producer = gatedProducer(() => prepareResponse(200, ["a"]))
    const waiters = Array.from({ length: 50 }, () => cache.get("k", keep(60_000), producer.produce))
    producer.release()
    const results = await Promise.all(waiters)
    assert.equal(producer.calls, 1)
    for (const result of results) assert.equal(result, results[0])
  })

  test("a stored response is served without producing again until its ttl runs out", async (t) => {
    t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 })
    const cache = new ResponseCache({ maxEntries: 10 })
    let calls = 0
    const produce = async () => prepareResponse(200, { call: ++calls })

    const first = await cache.get("k", keep(1000), produce)
    t.mock.timers.tick(999)
    assert.equal(await cache.get("k", keep(1000), produce), first)
    assert.equal(calls, 1)

    t.mock.timers.tick(1)
    const second = await cache.get("k", keep(1000), produce)
    assert.equal(calls, 2)
    assert.deepEqual(JSON.parse(second.body.toString()), { call: 2 })
  })

  test("a ttl of 0 keeps nothing", async () => {
    const cache = new ResponseCache({ maxEntries: 10 })
    let calls = 0
    const produce = async () => prepareResponse(200, { call: ++calls })
    await cache.get("k", keep(0), produce)
    await cache.get("k", keep(0), produce)
    assert.equal(calls, 2)
  })

  test("the ttl function decides per status: a 404 can be kept briefly and a 500 not at all", async (t) => {
    t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 })
    const ttl = (status: number) => (status === 200 ? 60_000 : status === 404 ? 10_000 : 0)
    const cache = new ResponseCache({ maxEntries: 10 })
    const produced: Record<string, number> = {}
    const producing = (key: string, status: number) => async () => {
      produced[key] = (produced[key] ?? 0) + 1
      return prepareResponse(status, { error: key })
    }

    await cache.get("missing", ttl, producing("missing", 404))
    await cache.get("broken", ttl, producing("broken", 500))
    t.mock.timers.tick(9_999)
    await cache.get("missing", ttl, producing("missing", 404))
    await cache.get("broken", ttl, producing("broken", 500))
    assert.deepEqual(produced, { missing: 1, broken: 2 })

    t.mock.timers.tick(1)
    await cache.get("missing", ttl, producing("missing", 404))
    assert.equal(produced.missing, 2)
  })

  test("a producer error reaches every waiter, is not cached, and the next call retries", async () => {
    const cache = new ResponseCache({ maxEntries: 10 })
    const failure = new Error("commerce is down")
    const failing = gatedProducer(() => Promise.reject(failure))
    const waiters = Array.from({ length: 5 }, () => cache.get("k", keep(60_000), failing.produce))
    failing.release()
    const outcomes = await Promise.allSettled(waiters)
    assert.equal(failing.calls, 1)
    for (const outcome of outcomes) assert.deepEqual(outcome, { status: "rejected", reason: failure })

    const ok = await prepareResponse(200, ["back"])
    assert.equal(await cache.get("k", keep(60_000), async () => ok), ok)
  })

  test("holds at most maxEntries responses, dropping the least recently stored first", async () => {
    const cache = new ResponseCache({ maxEntries: 3 })
    const produced: string[] = []
    const get = (key: string) =>
      cache.get(key, keep(60_000), async () => {
        produced.push(key)
        return prepareResponse(200, key)
      })

    for (const key of ["a", "b", "c", "d"]) await get(key) // "d" pushes "a" out
    for (const key of ["b", "c", "d"]) await get(key) // still cached
    assert.deepEqual(produced, ["a", "b", "c", "d"])

    await get("a") // produced again, and now "b" is the oldest
    await get("b")
    assert.deepEqual(produced, ["a", "b", "c", "d", "a", "b"])
  })
})
