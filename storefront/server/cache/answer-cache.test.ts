import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { prepareResponse, ResponseCache, responseBytes, type CachedResponse } from "./prepared-response.js"


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

/** A cache keeping 200s for `ms`, 404s for 10 s and nothing else. */
const cacheFor = (ms: number, extra: Partial<ConstructorParameters<typeof ResponseCache>[0]> = {}) =>
  new ResponseCache({ maxBytes: 1 << 20, freshMs: (status) => (status === 200 ? ms : status === 404 ? 10_000 : 0), ...extra })

/** Lets background work (a refresh started by get) settle. */
/** Lets background refreshes finish: each starts a turn of the event loop after it is asked for. */
const settle = async () => {
  for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve))
}

describe("ResponseCache", () => {
  test("concurrent misses for one key share a single producer call and the same object", async () => {
    const cache = cacheFor(60_000)
    const producer = gatedProducer(() => prepareResponse(200, ["a"]))
    const waiters = Array.from({ length: 50 }, () => cache.get("k", producer.produce))
    producer.release()
    const results = await Promise.all(waiters)
    assert.equal(producer.calls, 1)
    for (const result of results) assert.equal(result, results[0])
  })

  test("fresh answers are served without producing; a stale one is served at once while one refresh runs", async (t) => {
    t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 })
    const cache = cacheFor(1000)
    let calls = 0
    const produce = async () => prepareResponse(200, { call: ++calls })

    // Freshness is spread ±10% (answers cached together do not expire together): fresh up to 900 ms, stale after 1100.
    const first = await cache.get("k", produce)
    t.mock.timers.tick(899)
    assert.equal(await cache.get("k", produce), first)
    assert.equal(calls, 1)

    t.mock.timers.tick(202)
    // Stale: the old answer comes back without waiting, twice, marked stale, and only one refresh is started.
    assert.deepEqual(await cache.get("k", produce), { ...first, stale: true })
    assert.deepEqual(await cache.get("k", produce), { ...first, stale: true })
    await settle()
    assert.equal(calls, 2)
    assert.deepEqual((await cache.get("k", produce)).value, { call: 2 })
  })

  test("markStale makes every stored answer stale: served once more, then replaced by the refresh", async () => {
    const cache = cacheFor(60_000)
    let version = 1
    const produce = async () => prepareResponse(200, { version })
    await cache.get("a", produce)
    version = 2
    assert.deepEqual((await cache.get("a", produce)).value, { version: 1 }, "still fresh before markStale")
    cache.markStale()
    assert.deepEqual((await cache.get("a", produce)).value, { version: 1 }, "stale answer served without waiting")
    await settle()
    assert.deepEqual((await cache.get("a", produce)).value, { version: 2 })
  })

  test("an answer produced across markStale is kept but counts as stale", async () => {
    const cache = cacheFor(60_000)
    let version = 1
    const slow = gatedProducer(async () => prepareResponse(200, { version }))
    const pending = cache.get("a", slow.produce)
    cache.markStale() // the catalogue changed while commerce was answering
    slow.release()
    assert.deepEqual((await pending).value, { version: 1 })
    version = 2
    await cache.get("a", async () => prepareResponse(200, { version }))
    await settle()
    assert.deepEqual((await cache.get("a", async () => prepareResponse(200, { version: 3 }))).value, { version: 2 })
  })

  test("a ttl of 0 keeps nothing", async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20, freshMs: () => 0 })
    let calls = 0
    const produce = async () => prepareResponse(200, { call: ++calls })
    await cache.get("k", produce)
    await cache.get("k", produce)
    assert.equal(calls, 2)
    assert.equal(cache.entries, 0)
  })

  test("a 404 is kept briefly and then waited for (never served stale); a 500 is not kept", async (t) => {
    t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 })
    const cache = cacheFor(60_000)
    const produced: Record<string, number> = {}
    const producing = (key: string, status: number) => async () => {
      produced[key] = (produced[key] ?? 0) + 1
      return prepareResponse(status, { error: key, call: produced[key] })
    }

    await cache.get("missing", producing("missing", 404))
    await cache.get("broken", producing("broken", 500))
    t.mock.timers.tick(8_999)
    await cache.get("missing", producing("missing", 404))
    await cache.get("broken", producing("broken", 500))
    assert.deepEqual(produced, { missing: 1, broken: 2 })

    t.mock.timers.tick(2_002)
    assert.deepEqual((await cache.get("missing", producing("missing", 404))).value, { error: "missing", call: 2 })
  })

  test("a producer error reaches every waiter, is not cached, and the next call retries", async () => {
    const cache = cacheFor(60_000)
    const failure = new Error("commerce is down")
    const failing = gatedProducer(() => Promise.reject(failure))
    const waiters = Array.from({ length: 5 }, () => cache.get("k", failing.produce))
    failing.release()
    const outcomes = await Promise.allSettled(waiters)
    assert.equal(failing.calls, 1)
    for (const outcome of outcomes) assert.deepEqual(outcome, { status: "rejected", reason: failure })

    const ok = await prepareResponse(200, ["back"])
    assert.equal(await cache.get("k", async () => ok), ok)
  })

  test("a failing background refresh keeps serving the stale answer and reports the error", async () => {
    const errors: string[] = []
    const cache = cacheFor(60_000, { onRefreshError: (key, error) => errors.push(`${key}: ${(error as Error).message}`) })
    const good = await cache.get("k", async () => prepareResponse(200, ["good"]))
    cache.markStale()
    assert.deepEqual(await cache.get("k", () => Promise.reject(new Error("down"))), { ...good, stale: true })
    await settle()
    assert.deepEqual(errors, ["k: down"])
    assert.deepEqual(await cache.get("k", () => Promise.reject(new Error("down again"))), { ...good, stale: true })
  })

  test("stays within its byte budget, dropping the least recently used answers first", async () => {
    const one = await prepareResponse(200, "x".repeat(900))
    const budget = 5 * responseBytes(one) + 200
    const cache = new ResponseCache({ maxBytes: budget, freshMs: () => 60_000 })
    const produced: string[] = []
    const get = (key: string) =>
      cache.get(key, async () => {
        produced.push(key)
        return prepareResponse(200, "x".repeat(900))
      })

    for (const key of ["a", "b", "c", "d", "e"]) await get(key)
    await get("a") // used: now the most recent
    await get("f") // over budget: "b", the least recently used, goes
    assert.ok(cache.bytes <= budget, `${cache.bytes} bytes > ${budget}`)
    assert.equal(cache.has("b"), false)
    assert.equal(cache.has("a"), true)
    await get("b")
    assert.deepEqual(produced, ["a", "b", "c", "d", "e", "f", "b"])

    for (let i = 0; i < 1000; i++) await get(`crafted-${i}`)
    assert.ok(cache.bytes <= budget, "a thousand distinct keys do not grow it past its budget")
  })
})

test("ResponseCache: refreshAll produces every stored answer again in the background", async () => {
  const cache = cacheFor(60_000)
  let version = 1
  for (const key of ["a", "b"]) await cache.get(key, async () => prepareResponse(200, { key, version }))
  version = 2
  cache.refreshAll()
  await settle()
  const never = () => Promise.reject(new Error("not asked: the refreshed answers are fresh"))
  assert.deepEqual((await cache.get("a", never)).value, { key: "a", version: 2 })
  assert.deepEqual((await cache.get("b", never)).value, { key: "b", version: 2 })
})

test("ResponseCache: refreshes made without I/O still let the event loop turn between them (requests are read meanwhile)", async () => {
  const cache = cacheFor(60_000)
  const answers = new Map<string, CachedResponse>()
  for (let i = 0; i < 20; i++) {
    const answer = await prepareResponse(200, { i })
    answers.set(`k${i}`, answer)
    await cache.get(`k${i}`, async () => answer)
  }
  let produced = 0
  let producedAtNextTurn: number | undefined
  for (const key of answers.keys()) cache.refresh(key, async () => (produced++, answers.get(key)!))
  setImmediate(() => (producedAtNextTurn = produced))
  await settle()
  assert.equal(produced, 20)
  assert.ok(producedAtNextTurn !== undefined && producedAtNextTurn < 20, `the loop turned after ${producedAtNextTurn} of 20`)
})

test("ResponseCache: background refreshes run at most four at a time, the rest wait their turn", async () => {
  const cache = cacheFor(60_000)
  for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => prepareResponse(200, i))
  cache.markStale()
  let running = 0
  let most = 0
  const gates: (() => void)[] = []
  const slow = async () => {
    running++
    most = Math.max(most, running)
    await new Promise<void>((resolve) => gates.push(resolve))
    running--
    return prepareResponse(200, "new")
  }
  for (let i = 0; i < 10; i++) await cache.get(`k${i}`, slow) // each serves its stale answer and queues a refresh
  await settle()
  assert.equal(most, 4)
  while (gates.length) {
    gates.shift()!()
    await settle()
  }
  assert.equal(most, 4, "never more than four, also while the queue drains")
  assert.deepEqual((await cache.get("k9", slow)).value, "new")
})

test("ResponseCache: a refresh asked for while one is under way runs again after it (the one under way may hold the old data)", async () => {
  const cache = cacheFor(60_000)
  let version = 1
  await cache.get("k", async () => prepareResponse(200, { version }))
  const slow = gatedProducer(async () => prepareResponse(200, { version: 1 })) // asked before the change: old data
  cache.refresh("k", slow.produce)
  await settle()
  version = 2 // the change lands while that refresh is under way, and asks for another
  cache.refresh("k", async () => prepareResponse(200, { version }))
  slow.release()
  await settle()
  await settle()
  assert.deepEqual((await cache.get("k", async () => prepareResponse(200, { version: 0 }))).value, { version: 2 })
})
