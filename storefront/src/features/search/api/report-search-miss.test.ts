/** The app's reports of searches that found nothing: once per query and language per page session, only when nothing is found in any category. */
import assert from "node:assert/strict"
import { afterEach, beforeEach, describe, it } from "node:test"
import type { SearchResponse } from "@shop/contracts/api"
import { foundNothing, reportSearchMiss, SEARCH_MISSES_URL } from "./report-search-miss"

const realFetch = globalThis.fetch
let sent: { url: string; init: RequestInit }[] = []
beforeEach(() => {
  sent = []
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return new Response(null, { status: 204 })
  }) as typeof fetch
})
afterEach(() => {
  globalThis.fetch = realFetch
})

const answer = (total: number, all: number): SearchResponse => ({ total, results: [], categories: { all, electronics: 0, accessories: 0, luxury: all } })

describe("reporting searches that found nothing", () => {
  it("search misses: one report per query and language per page session, whatever its case or spacing", () => {
    assert.equal(reportSearchMiss({ q: "Handy Hülle", lang: "de" }), true)
    assert.equal(reportSearchMiss({ q: "handy   hülle", lang: "de" }), false)
    assert.equal(reportSearchMiss({ q: "HANDY HÜLLE", lang: "de" }), false)
    assert.equal(reportSearchMiss({ q: "Handy Hülle", lang: "fr" }), true)
    assert.deepEqual(
      sent.map(({ url, init }) => [url, init.method, init.keepalive, JSON.parse(String(init.body))]),
      [
        [SEARCH_MISSES_URL, "POST", true, { q: "Handy Hülle", lang: "de" }],
        [SEARCH_MISSES_URL, "POST", true, { q: "Handy Hülle", lang: "fr" }],
      ]
    )
  })

  it("search misses: a report that fails is no error for the shopper", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch")
    }) as typeof fetch
    assert.equal(reportSearchMiss({ q: "offline", lang: "en" }), true)
    await new Promise((resolve) => setImmediate(resolve))
  })

  it("search misses: nothing found means nothing in any category, not an empty category or page", () => {
    assert.equal(foundNothing(answer(0, 0)), true)
    assert.equal(foundNothing(answer(0, 3)), false, "a category filter that empties the results")
    assert.equal(foundNothing(answer(3, 3)), false)
    assert.equal(foundNothing({ total: 0, results: [] }), true)
  })
})
