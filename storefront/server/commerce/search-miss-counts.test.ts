/** The searches that found nothing, as this instance counts them and hands them to commerce (no commerce needed: a recording sink). */
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { SEARCH_MISS_BATCH_MAX, type SearchMissBatch, type SearchMissBatchResult } from "@shop/contracts/commerce-api"
import { CommerceUnavailableError } from "./catalogue-client.js"
import { createSearchMissCounts } from "./search-miss-counts.js"
import { SearchMissBatchRejectedError, type SearchMissSink } from "./search-misses-client.js"

/** A sink that records each batch and answers what `answer` says (commerce taking it, by default). */
function recordingSink(answer: (batch: SearchMissBatch) => Promise<SearchMissBatchResult> = async () => ({ counted: 1, dropped: 0 })) {
  const batches: SearchMissBatch["misses"][] = []
  const sink: SearchMissSink = {
    async send(batch) {
      batches.push(structuredClone(batch.misses))
      return answer(batch)
    },
  }
  return { sink, batches }
}
const sorted = (misses: SearchMissBatch["misses"]) => [...misses].sort((a, b) => `${a.language}${a.query}`.localeCompare(`${b.language}${b.query}`))
const at = (iso: string) => () => new Date(iso)

describe("search misses: counted in memory, sent to commerce in batches", () => {
  test("search misses: a burst is one batch, one entry per folded query, language and UTC day", async () => {
    const { sink, batches } = recordingSink()
    let now = "2026-03-01T23:59:59Z"
    const counts = createSearchMissCounts({ sink, intervalMs: 0, log: () => {}, now: () => new Date(now) })
    counts.count("Handy Hülle", "de", 1)
    counts.count("  handy   hülle ", "de", 1)
    counts.count("HANDY HÜLLE", "fr", 1)
    now = "2026-03-02T00:00:01Z"
    counts.count("handy hülle", "de", 1)
    assert.deepEqual(counts.stats(), { waiting: 3, dropped: 0 })
    await counts.flush()
    assert.equal(batches.length, 1)
    assert.deepEqual(sorted(batches[0]!), [
      { day: "2026-03-01", language: "de", query: "handy hülle", count: 2 },
      { day: "2026-03-02", language: "de", query: "handy hülle", count: 1 },
      { day: "2026-03-01", language: "fr", query: "handy hülle", count: 1 },
    ])
    await counts.flush()
    assert.equal(batches.length, 1, "nothing new, nothing sent")
  })

  test(`search misses: at most ${SEARCH_MISS_BATCH_MAX} different queries wait; past them a new one is dropped and those waiting still count`, async () => {
    const { sink, batches } = recordingSink()
    const counts = createSearchMissCounts({ sink, intervalMs: 0, log: () => {}, now: at("2026-03-01T12:00:00Z") })
    for (let i = 0; i < SEARCH_MISS_BATCH_MAX + 10; i++) counts.count(`query ${i}`, "en", 1)
    counts.count("query 0", "en", 1)
    assert.deepEqual(counts.stats(), { waiting: SEARCH_MISS_BATCH_MAX, dropped: 10 })
    await counts.close()
    assert.equal(batches[0]!.length, SEARCH_MISS_BATCH_MAX)
    assert.equal(batches[0]!.find((miss) => miss.query === "query 0")?.count, 2)
    assert.equal(counts.stats().waiting, 0)
  })

  test("search misses: a batch commerce did not take goes with the next one; a batch it refuses as malformed is dropped", async () => {
    let answer: "down" | "refuse" | "take" = "down"
    const lines: string[] = []
    const { sink, batches } = recordingSink(async (batch) => {
      if (answer === "down") throw new CommerceUnavailableError("commerce did not take the search misses: connect ECONNREFUSED")
      if (answer === "refuse") throw new SearchMissBatchRejectedError("commerce refused a batch of search misses: bad")
      return { counted: batch.misses.length, dropped: 0 }
    })
    const counts = createSearchMissCounts({ sink, intervalMs: 0, log: (line) => lines.push(line), now: at("2026-03-01T12:00:00Z") })
    counts.count("kopfhörer", "de", 1)
    await counts.flush()
    assert.match(lines.at(-1)!, /ECONNREFUSED; 1 entries wait for the next turn/)
    counts.count("kopfhörer", "de", 1)
    counts.count("ladekabel", "de", 1)
    answer = "take"
    await counts.flush()
    assert.deepEqual(sorted(batches.at(-1)!), [
      { day: "2026-03-01", language: "de", query: "kopfhörer", count: 2 },
      { day: "2026-03-01", language: "de", query: "ladekabel", count: 1 },
    ])
    answer = "refuse"
    counts.count("uhr", "de", 1)
    await counts.flush()
    assert.equal(counts.stats().waiting, 0, "a refused batch is not sent again")
    assert.match(lines.at(-1)!, /refused.*dropped/)
  })

  test("search misses: waiting for commerce is bounded too, and days commerce no longer keeps are let go", async () => {
    let now = "2026-03-01T12:00:00Z"
    const { sink } = recordingSink(async () => {
      throw new CommerceUnavailableError("down")
    })
    const counts = createSearchMissCounts({ sink, intervalMs: 0, log: () => {}, now: () => new Date(now) })
    counts.count("old", "en", 1)
    now = "2026-03-31T12:00:00Z"
    for (let i = 0; i < SEARCH_MISS_BATCH_MAX - 1; i++) counts.count(`query ${i}`, "en", 1)
    assert.deepEqual(counts.stats(), { waiting: SEARCH_MISS_BATCH_MAX, dropped: 0 })
    await counts.flush()
    // 1 March is 31 days back, a day commerce no longer keeps: let go. The rest wait, within the same bound.
    assert.deepEqual(counts.stats(), { waiting: SEARCH_MISS_BATCH_MAX - 1, dropped: 1 })
    counts.count("one more", "en", 1)
    counts.count("and another", "en", 1)
    assert.deepEqual(counts.stats(), { waiting: SEARCH_MISS_BATCH_MAX, dropped: 2 })
  })

  test("search misses: the timer sends what was counted every interval, one batch at a time", async () => {
    let release!: () => void
    const { sink, batches } = recordingSink(() => new Promise((resolve) => (release = () => resolve({ counted: 1, dropped: 0 }))))
    const counts = createSearchMissCounts({ sink, intervalMs: 20, log: () => {}, now: at("2026-03-01T12:00:00Z") })
    const ticks = () => new Promise((resolve) => setTimeout(resolve, 60))
    counts.count("first", "en", 1)
    await ticks()
    assert.equal(batches.length, 1, "the first batch is on its way")
    counts.count("second", "en", 1)
    await ticks()
    assert.equal(batches.length, 1, "the next batch waits for the one on its way")
    release()
    await ticks()
    assert.equal(batches.length, 2)
    release()
    await counts.close()
    assert.deepEqual(
      batches.map((batch) => batch.map((miss) => miss.query)),
      [["first"], ["second"]]
    )
  })
})
