/**
 * Relevance can not silently regress: the judged queries (judged-queries.json, ≥ 300 in 15 languages) over
 * the real catalogue in commerce, through GET /api/search, must keep recall@5 and the share of right first
 * results above floors a little under what bench/search-scale.ts measures (it prints both figures).
 */
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { SearchResponse } from "@shop/contracts/api"
import { commerceSettings, serverOverCommerce } from "../testing/test-support.js"
import { judgedQueries, measureRelevance } from "./relevance.js"

commerceSettings()

/** A little under recall@5 and the right first results over the judged queries, as bench/search-scale.ts measures them. */
const RECALL_AT_5_FLOOR = 0.95
const BEST_RIGHT_FLOOR = 0.93

let app: FastifyInstance
before(async () => {
  ;({ app } = await serverOverCommerce())
  // The first search starts the index and waits for it.
  assert.equal((await app.inject("/api/search?q=first&lang=en")).statusCode, 200)
})
after(() => app?.close())

test("the judged queries: at least 300, in all 15 languages, of every kind", () => {
  const queries = judgedQueries()
  assert.ok(queries.length >= 300, `${queries.length} queries`)
  assert.equal(new Set(queries.map((query) => query.lang)).size, 15)
  assert.deepEqual([...new Set(queries.map((query) => query.kind))].sort(), [
    "brand",
    "category",
    "missing-letter",
    "no-spaces",
    "prefix",
    "reordered",
    "two-typos",
    "typo",
    "unaccented",
    "words",
  ])
})

test(`search keeps recall@5 ≥ ${RECALL_AT_5_FLOOR} and the right first result ≥ ${BEST_RIGHT_FLOOR} over the judged queries`, async () => {
  const relevance = await measureRelevance(async (lang, q) => {
    const response = await app.inject(`/api/search?${new URLSearchParams({ q, lang, limit: "5" })}`)
    assert.equal(response.statusCode, 200, response.body)
    return response.json<SearchResponse>().results.map((entry) => entry.item.id)
  })
  const detail = `recall@5 ${relevance.recallAt5.toFixed(3)}, best first ${relevance.bestRight.toFixed(3)}; misses: ${JSON.stringify(relevance.misses.slice(0, 5))}`
  assert.ok(relevance.recallAt5 >= RECALL_AT_5_FLOOR, detail)
  assert.ok(relevance.bestRight >= BEST_RIGHT_FLOOR, detail)
  console.log(`# ${detail.split(";")[0]}`)
})
