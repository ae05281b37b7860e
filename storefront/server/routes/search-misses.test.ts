/**
 * POST /api/search/misses against the REAL commerce (MEDUSA_URL, MEDUSA_PUBLISHABLE_KEY): a search that finds
 * nothing, reported by the browser, is checked with the shop's own search (the seeded catalogue) and reaches
 * commerce's POST /store/search-misses in one batch; a query that finds products is never counted, and bad
 * bodies are 400. Commerce's client is wrapped to record what it sent and what commerce answered.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { SEARCH_MISS_REPORTS_PER_MINUTE, type SearchResponse } from "@shop/contracts/api"
import { SEARCH_MISS_MIN_REPORTERS, type SearchMissBatch, type SearchMissBatchResult } from "@shop/contracts/commerce-api"
import { buildServer } from "../app.js"
import { createCommerceCatalogue } from "../commerce/catalogue-client.js"
import { createCommerceCheckout } from "../commerce/checkout-client.js"
import { createCommerceSearchMisses, type SearchMissSink } from "../commerce/search-misses-client.js"
import { assertApiError, commerceSettings, healthDetails, publicDir, TEST_HEALTH_TOKEN } from "../testing/test-support.js"

const commerce = commerceSettings() // fails the whole file, with one clear message, when commerce is not configured

/** Commerce's real client, recording each batch it sent and commerce's answer. */
function recordingCommerce() {
  const real = createCommerceSearchMisses(commerce)
  const sent: { batch: SearchMissBatch; answer: SearchMissBatchResult }[] = []
  const sink: SearchMissSink = {
    async send(batch) {
      const answer = await real.send(batch)
      sent.push({ batch: structuredClone(batch), answer })
      return answer
    },
  }
  return { sink, sent }
}

/** A server whose counted misses go to commerce only when it closes (no timer: what a test sees is what it sent). */
async function serverWithMisses(sink: SearchMissSink): Promise<FastifyInstance> {
  return buildServer({
    catalogue: createCommerceCatalogue(commerce),
    checkout: createCommerceCheckout(commerce),
    searchMisses: sink,
    searchMissesBatchMs: 0,
    publicDir,
    catalogueChangesPollMs: 0,
    healthToken: TEST_HEALTH_TOKEN,
  })
}

const report = (app: FastifyInstance, body: unknown, remoteAddress = "203.0.113.10") =>
  app.inject({
    method: "POST",
    url: "/api/search/misses",
    remoteAddress,
    headers: { "content-type": "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  })
const search = async (app: FastifyInstance, q: string, lang: string) => (await app.inject(`/api/search?${new URLSearchParams({ q, lang })}`)).json<SearchResponse>()
const waiting = async (app: FastifyInstance) => (await healthDetails<{ searchMisses: { waiting: number } }>(app)).searchMisses.waiting

/** Letters no product's text holds, new on every run (commerce keeps the days' counts between runs). */
const nonsense = `Qzxv Wqkj ${Date.now().toString(36)}`
const today = () => new Date().toISOString().slice(0, 10)

describe("search misses: what shoppers did not find", () => {
  let app: FastifyInstance
  let recording: ReturnType<typeof recordingCommerce>
  before(async () => {
    recording = recordingCommerce()
    app = await serverWithMisses(recording.sink)
  })
  after(() => app?.close())

  test("search misses: a query that finds nothing is counted, folded, and reaches commerce in one batch when the server closes", async () => {
    const own = recordingCommerce()
    const server = await serverWithMisses(own.sink)
    try {
      assert.equal((await search(server, nonsense, "de")).total, 0, `"${nonsense}" finds nothing in German`)
      // The same search reported by three shoppers, typed three ways (one wrapped in a bidi override).
      const typed = [nonsense, nonsense.toLowerCase(), `  \u202E${nonsense.toUpperCase().replace(" ", "   ")}\u202C `]
      for (const [index, q] of typed.entries()) {
        const answer = await report(server, { q, lang: "de" }, `203.0.113.${11 + index}`)
        assert.equal(answer.statusCode, 204, answer.body)
        assert.equal(answer.body, "")
      }
      assert.equal(await waiting(server), 1)
      assert.deepEqual(own.sent, [], "nothing is sent before the batch's turn")
    } finally {
      await server.close()
    }
    assert.deepEqual(own.sent, [{ batch: { misses: [{ day: today(), language: "de", query: nonsense.toLowerCase(), count: 3 }] }, answer: { counted: 1, dropped: 0 } }])
  })

  test(`search misses: one address counts once per query and day, and a query counts only once ${SEARCH_MISS_MIN_REPORTERS} addresses reported it`, async () => {
    const own = recordingCommerce()
    const server = await serverWithMisses(own.sink)
    const junk = `${nonsense} junk`
    try {
      // One address: the same query again and again, and many queries (the rate limit's worth in a minute).
      for (let i = 0; i < 10; i++) assert.equal((await report(server, { q: junk, lang: "en" }, "203.0.113.60")).statusCode, 204)
      for (let i = 0; i < 15; i++) assert.equal((await report(server, { q: `${junk} ${i}`, lang: "en" }, "203.0.113.60")).statusCode, 204)
      assert.equal(await waiting(server), 0, "one address puts nothing in front of merchandisers")
      // Other shoppers report the same query: it counts once there are enough of them, one per address.
      for (let i = 1; i < SEARCH_MISS_MIN_REPORTERS; i++) await report(server, { q: junk, lang: "en" }, `203.0.113.${60 + i}`)
      await report(server, { q: junk, lang: "en" }, "203.0.113.61")
      assert.equal(await waiting(server), 1)
    } finally {
      await server.close()
    }
    assert.deepEqual(
      own.sent.map(({ batch }) => batch.misses),
      [[{ day: today(), language: "en", query: junk.toLowerCase(), count: SEARCH_MISS_MIN_REPORTERS }]]
    )
  })

  test("search misses: a query that finds products is not counted, however often it is reported", async () => {
    assert.ok((await search(app, "watch", "en")).total > 0, "'watch' finds products in English")
    for (const [index, q] of ["watch", "WATCH ", "Watch", "watch"].entries()) assert.equal((await report(app, { q, lang: "en" }, `203.0.113.${20 + index}`)).statusCode, 204)
    assert.equal(await waiting(app), 0)
  })

  test("search misses: a query that may be someone's e-mail address (also spelled out), phone number (in any digits) or street address is not counted, though it finds nothing", async () => {
    const personal = ["anna.kowalska@example.com", "+48 601 234 567", "＋４９ １５１ ２３４５ ６７８９", "٠١٥١٢٣٤٥٦٧٨", "john dot doe at gmail dot com", "ul. Długa 7"]
    for (const q of personal) {
      assert.equal((await search(app, q, "pl")).total, 0, `"${q}" finds nothing`)
      // Reported by enough addresses that anything else would count.
      for (let i = 0; i < SEARCH_MISS_MIN_REPORTERS; i++) assert.equal((await report(app, { q, lang: "pl" }, `203.0.113.${40 + i}`)).statusCode, 204)
    }
    assert.equal(await waiting(app), 0)
  })

  test("search misses: bad bodies are 400 {error} and count nothing", async () => {
    const bad: unknown[] = [
      {},
      { q: nonsense },
      { lang: "de" },
      { q: "   ", lang: "de" },
      { q: "x".repeat(101), lang: "de" },
      { q: nonsense, lang: "xx" },
      { q: "tab\there", lang: "de" },
      { q: 42, lang: "de" },
      { q: [nonsense], lang: "de" },
      { q: nonsense, lang: "de", email: "shopper@example.com" },
      [{ q: nonsense, lang: "de" }],
      "not json",
    ]
    for (const [index, body] of bad.entries()) {
      const answer = await report(app, body, `198.51.100.${index + 1}`)
      assertApiError(answer, 400)
    }
    assert.equal(await waiting(app), 0)
  })

  test(`search misses: one address may report ${SEARCH_MISS_REPORTS_PER_MINUTE} a minute; the next is 429`, async () => {
    const codes: number[] = []
    for (let i = 0; i <= SEARCH_MISS_REPORTS_PER_MINUTE; i++) codes.push((await report(app, { q: "watch", lang: "en" }, "203.0.113.30")).statusCode)
    assert.deepEqual(codes, [...Array.from({ length: SEARCH_MISS_REPORTS_PER_MINUTE }, () => 204), 429])
    assert.equal((await report(app, { q: "watch", lang: "en" }, "203.0.113.31")).statusCode, 204, "another shopper is not held back")
  })
})
