import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { setTimeout as sleep } from "node:timers/promises"
import { AnswerCache } from "./answer-cache.js"
import { prepareResponse, type CachedResponse } from "./prepared-response.js"

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

/** An answer whose payload is `value`, made from the data under `tags`. */
const answer = async (value: unknown, tags: string[] = [], extra: Partial<CachedResponse> = {}): Promise<CachedResponse> => ({
  ...(await prepareResponse(200, value)),
  tags,
  ...extra,
})
const cacheFor = (defaultFreshMs: number, extra: Partial<ConstructorParameters<typeof AnswerCache>[0]> = {}) => new AnswerCache({ maxBytes: 1 << 20, defaultFreshMs, ...extra })

describe("AnswerCache", () => {
  test("concurrent misses for one key share a single producer call", async () => {
    const cache = cacheFor(60_000)
    const producer = gatedProducer(() => answer({ id: 1 }))
    const waiting = Array.from({ length: 5 }, () => cache.get("a", producer.produce))
    producer.release()
    const answers = await Promise.all(waiting)
    assert.equal(producer.calls, 1)
    for (const each of answers) assert.equal(each, answers[0])
  })

  test("a fresh answer is served without producing; past its freshness a stale one is served at once while one refresh runs", async () => {
    const cache = cacheFor(30)
    let version = 0
    let calls = 0
    const produce = async () => (calls++, answer({ version: ++version }))
    await cache.get("a", produce)
    assert.equal((await cache.get("a", produce)).value, (await cache.get("a", produce)).value)
    assert.equal(calls, 1)
    await sleep(40)
    const stale = await cache.get("a", produce)
    assert.deepEqual(stale.value, { version: 1 })
    assert.equal(stale.stale, true)
    await sleep(10)
    assert.deepEqual((await cache.get("a", produce)).value, { version: 2 }, "the refresh's answer replaced it")
    assert.equal(calls, 2)
  })

  test("invalidating a tag makes stale exactly the answers made from it (a family by its prefix), and tells onInvalidate", async () => {
    const told: string[][] = []
    const cache = cacheFor(60_000, { onInvalidate: (patterns) => void told.push([...patterns]) })
    await cache.get("/product/1", () => answer(1, ["product:1"]))
    await cache.get("/product/2", () => answer(2, ["product:2"]))
    await cache.get("/page", () => answer("page", ["list:page:0", "product:1", "product:2"]))
    await cache.get("/faq", () => answer("faq", ["cms:faq:de"]))
    assert.equal(cache.invalidate(["product:1"]), 2)
    const again = (key: string) => cache.get(key, () => answer("new"))
    assert.equal((await again("/product/1")).stale, true)
    assert.equal((await again("/page")).stale, true)
    assert.equal((await again("/product/2")).stale, undefined)
    assert.equal(cache.invalidate(["product:*"]), 1, "only product:2's answer was still fresh")
    assert.equal((await again("/faq")).stale, undefined)
    assert.deepEqual(told, [["product:1"], ["product:*"]])
  })

  test("an answer made while its data is invalidated is kept, but stale", async () => {
    const cache = cacheFor(60_000)
    const producer = gatedProducer(() => answer("made from the old data", ["product:1"]))
    const making = cache.get("a", producer.produce)
    cache.invalidate(["product:1"])
    producer.release()
    await making
    assert.equal((await cache.get("a", () => answer("new", ["product:1"]))).stale, true)
  })

  test("freshMs 0 keeps nothing; a 404 kept briefly is made again, never served stale", async () => {
    const cache = cacheFor(60_000)
    let calls = 0
    const once = () => (calls++, answer("for one request", [], { freshMs: 0 }))
    await cache.get("a", once)
    await cache.get("a", once)
    assert.equal(calls, 2)
    const missing = async (): Promise<CachedResponse> => ({ ...(await prepareResponse(404, { error: "gone" })), tags: ["product:9"], freshMs: 20 })
    await cache.get("b", missing)
    await sleep(30)
    let made = 0
    const found = await cache.get("b", () => (made++, answer("found", ["product:9"])))
    assert.equal(found.status, 200)
    assert.equal(made, 1)
  })

  test("a producer error reaches every waiter, is not kept, and the next call tries again", async () => {
    const cache = cacheFor(60_000)
    const producer = gatedProducer(async () => {
      throw new Error("commerce is away")
    })
    const waiting = [cache.get("a", producer.produce), cache.get("a", producer.produce)]
    producer.release()
    for (const each of waiting) await assert.rejects(each, /commerce is away/)
    assert.equal((await cache.get("a", () => answer("back"))).value, "back")
  })

  test("a failed refresh keeps the stale answer, is reported, and is not tried again for a while", async () => {
    const errors: string[] = []
    const cache = cacheFor(60_000, { onRefreshError: (key) => void errors.push(key) })
    await cache.get("a", () => answer("good", ["t"]))
    cache.invalidate(["t"])
    let tries = 0
    const failing = async (): Promise<CachedResponse> => {
      tries++
      throw new Error("away")
    }
    assert.equal((await cache.get("a", failing, { refresh: "now" })).value, "good")
    await sleep(5)
    assert.equal((await cache.get("a", failing, { refresh: "now" })).value, "good")
    await sleep(5)
    assert.equal(tries, 1, "the second request did not try again at once")
    assert.deepEqual(errors, ["a"])
  })

  test("stale: wait waits for the refresh, and falls back to the stale answer when it fails", async () => {
    const cache = cacheFor(60_000)
    await cache.get("a", () => answer("old", ["t"]))
    cache.invalidate(["t"])
    assert.equal((await cache.get("a", () => answer("new", ["t"]), { stale: "wait" })).value, "new")
    cache.invalidate(["t"])
    const stale = await cache.get("a", async () => Promise.reject(new Error("away")), { stale: "wait" })
    assert.equal(stale.value, "new")
    assert.equal(stale.stale, true)
  })

  test("stays within its byte budget, dropping the least recently used first, and forgets their tags", async () => {
    const cache = new AnswerCache({ maxBytes: 40_000, defaultFreshMs: 60_000 })
    const big = (i: number) => answer("x".repeat(5_000) + i, [`tag:${i}`])
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, () => big(i))
    assert.ok(cache.bytes <= 40_000, `${cache.bytes} bytes`)
    assert.equal(cache.stored("k0"), undefined, "the oldest went first")
    assert.ok(cache.stored("k19"))
    assert.equal(cache.invalidate(["tag:0"]), 0)
  })

  test("keepSmaller keeps a smaller brotli of the same answer (its etag), counted at its size, still under its tags", async () => {
    const cache = cacheFor(60_000)
    const page = { ...(await answer("p".repeat(20_000), ["product:1"])), br: Buffer.alloc(3_000, 1), etag: '"page-1"' }
    await cache.get("/de/product/1", async () => page)
    const before = cache.bytes
    cache.keepSmaller("/de/product/1", '"page-0"', Buffer.alloc(1_000, 2))
    assert.equal(cache.stored("/de/product/1")!.br!.length, 3_000, "another version of the page: not swapped")
    cache.keepSmaller("/de/product/1", '"page-1"', Buffer.alloc(4_000, 2))
    assert.equal(cache.stored("/de/product/1")!.br!.length, 3_000, "not smaller: not swapped")
    cache.keepSmaller("/de/product/1", '"page-1"', Buffer.alloc(1_000, 2))
    assert.equal(cache.stored("/de/product/1")!.br!.length, 1_000)
    assert.equal(before - cache.bytes, 2_000, "the budget counts the smaller bytes")
    assert.equal(cache.invalidate(["product:1"]), 1, "still found under its tags")
  })

  test("paced refreshes run at most four at a time; the rest wait their turn", async () => {
    const cache = cacheFor(60_000)
    for (let i = 0; i < 8; i++) await cache.get(`k${i}`, () => answer(i, ["all"]))
    cache.invalidate(["all"])
    let running = 0
    let most = 0
    const slow = async () => {
      most = Math.max(most, ++running)
      await sleep(10)
      running--
      return answer("new", ["all"])
    }
    for (let i = 0; i < 8; i++) await cache.get(`k${i}`, slow)
    while (cache.stored("k7")?.value !== "new") await sleep(5)
    assert.equal(most, 4)
  })

  test("a refresh of an answer a change made stale goes before waiting refreshes of answers whose freshness ran out", async () => {
    const cache = cacheFor(20)
    for (let i = 0; i < 8; i++) await cache.get(`expired${i}`, () => answer(i, ["catalogue"]))
    await cache.get("faq", () => answer("old", ["faq"]), {})
    await sleep(30)
    const order: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const remade = (key: string, tags: string[]) => async () => {
      order.push(key)
      await gate
      return answer("new", tags)
    }
    // Eight answers past their freshness: four refreshes run, four wait; then an edit makes the FAQ stale.
    for (let i = 0; i < 8; i++) await cache.get(`expired${i}`, remade(`expired${i}`, ["catalogue"]))
    cache.invalidate(["faq"])
    await cache.get("faq", remade("faq", ["faq"]))
    await sleep(5)
    release()
    while (order.length < 9) await sleep(5)
    assert.deepEqual(order.slice(0, 5), ["expired0", "expired1", "expired2", "expired3", "faq"], "the changed answer's refresh took the first free turn")
  })

  test("fresh(url) finds the fresh 200 answer a request for that URL was answered with, until it goes stale", async () => {
    const cache = cacheFor(60_000)
    const kept = await cache.get("/api/products/1", () => answer({ id: 1 }, ["product:1"]))
    assert.equal(cache.fresh("/api/products/1?x"), undefined, "not answered by this URL yet")
    cache.alias("/api/products/1?x", kept.key!, "public")
    assert.deepEqual(cache.fresh("/api/products/1?x")?.response.value, kept.value)
    assert.equal(cache.fresh("/api/products/1?x")?.cacheControl, "public")
    cache.invalidate(["product:1"])
    assert.equal(cache.fresh("/api/products/1?x"), undefined, "stale, and no refresh under way: the route starts one")
  })

  test("fresh(url) serves a stale answer as stale while its refresh is under way, and the new one once made", async () => {
    const cache = cacheFor(60_000)
    const kept = await cache.get("/api/products/1", () => answer({ id: 1 }, ["product:1"]))
    cache.alias("/api/products/1?x", kept.key!, "public")
    cache.invalidate(["product:1"])
    let finish = () => {}
    const made = new Promise<void>((resolve) => (finish = resolve))
    const served = await cache.get(
      "/api/products/1",
      async () => {
        await made
        return answer({ id: 1, name: "new" }, ["product:1"])
      },
      { refresh: "now" }
    )
    assert.equal(served.stale, true, "the route served the stale answer and started its refresh")
    const meanwhile = cache.fresh("/api/products/1?x")
    assert.deepEqual(meanwhile?.response.value, { id: 1 })
    assert.equal(meanwhile?.response.stale, true)
    assert.match(meanwhile?.cacheControl ?? "", /s-maxage=1\b/, "shared caches keep a stale answer briefly")
    finish()
    while (cache.making("/api/products/1")) await sleep(1)
    assert.deepEqual(cache.fresh("/api/products/1?x")?.response.value, { id: 1, name: "new" })
    assert.equal(cache.fresh("/api/products/1?x")?.cacheControl, "public")
  })

  test("remake makes an answer again now; only when it came out different is what was made from it stale", async () => {
    const cache = cacheFor(60_000)
    const strings = (lang: string, text: string) => () => answer({ text }, [`cms:translations:${lang}`])
    await cache.get("/api/translations/de", strings("de", "Korb"))
    await cache.get("/api/translations/fr", strings("fr", "Panier"))
    await cache.get("/de/page", () => answer("de page", ["cms:translations:de"]))
    await cache.get("/fr/page", () => answer("fr page", ["cms:translations:fr"]))
    assert.equal(await cache.remake("/api/translations/fr", strings("fr", "Panier")), false, "the same French strings")
    assert.equal(await cache.remake("/api/translations/de", strings("de", "Warenkorb")), true, "new German strings")
    const again = (key: string) => cache.get(key, () => answer("new"))
    assert.equal((await again("/de/page")).stale, true, "the German page is stale")
    assert.equal((await again("/fr/page")).stale, undefined, "the French page is not")
    assert.deepEqual((await again("/api/translations/de")).value, { text: "Warenkorb" }, "the remade answer is kept fresh")
  })

  test("remake compares with what it last made even once the cache has dropped it (a site larger than the cache)", async () => {
    const cache = new AnswerCache({ maxBytes: 4096, defaultFreshMs: 60_000 })
    const rates = (price: number) => () => answer({ price }, ["data:rates"])
    assert.equal(await cache.remake("data:rates", rates(5)), true, "never made before: a change")
    await cache.get("/de/product/1", () => answer("page", ["shipping:de"]))
    for (let i = 0; i < 50; i++) await cache.get(`/filler/${i}`, () => answer("x".repeat(500)))
    assert.equal(cache.stored("data:rates"), undefined, "the rates were dropped to make room")
    assert.equal(await cache.remake("data:rates", rates(5)), false, "the same rates: no change")
    assert.equal(await cache.remake("data:rates", rates(6)), true, "new rates")
  })

  test("an answer with variants serves one of them each time", async () => {
    const cache = cacheFor(60_000)
    const variants = await Promise.all([1, 2, 3].map((i) => answer(i)))
    const picked = new Set<unknown>()
    for (let i = 0; i < 60; i++) picked.add((await cache.get("r", async () => ({ ...variants[0]!, variants }))).value)
    assert.deepEqual([...picked].sort(), [1, 2, 3])
  })
})
