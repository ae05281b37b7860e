/**
 * GET /api/search against the REAL commerce (MEDUSA_URL, MEDUSA_PUBLISHABLE_KEY): the seeded catalogue,
 * searched by commerce's /store/catalogue/search in the shopper's language.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { CatalogueEntry, SearchResponse } from "@shop/contracts/api"
import { assertApiError, assertCatalogueEntry, commerceSettings, serverOverCommerce, type CountingCatalogue } from "../test-support.js"

commerceSettings() // fails the whole file, with one clear message, when commerce is not configured

let app: FastifyInstance
before(async () => ({ app } = await serverOverCommerce()))
after(() => app?.close())

async function search(query: string, server: FastifyInstance = app): Promise<SearchResponse> {
  const url = `/api/search?${query}`
  const response = await server.inject(url)
  assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`)
  const body = response.json<SearchResponse>()
  assert.ok(Number.isSafeInteger(body.total) && body.total >= 0, "total is a count")
  assert.ok(Array.isArray(body.results) && body.results.length <= body.total)
  return body
}

const ids = (entries: CatalogueEntry[]) => entries.map((entry) => entry.item.id)

/** The entry's name and tags in one language, lowercased: what a match in that language looks at. */
function textIn(entry: CatalogueEntry, language: string): string {
  const translation = entry.translations.find((t) => t.language_code === language)
  assert.ok(translation, `item ${entry.item.id} has a ${language} translation`)
  return [translation.name, ...(JSON.parse(translation.tags) as string[])].join("\n").toLowerCase()
}

/** Every result holds the query in its name or tags in the searched language (no category is named so). */
function assertAllMatch(body: SearchResponse, q: string, language: string) {
  for (const entry of body.results) {
    assert.ok(textIn(entry, language).includes(q.toLowerCase()), `item ${entry.item.id} matches "${q}" in ${language}`)
  }
}

describe("search: matching", () => {
  test("search: 'watch' in English finds watches, each well-formed and matching in English", async () => {
    const body = await search("q=watch&lang=en&limit=100")
    assert.ok(body.total > 0)
    assert.equal(body.results.length, Math.min(100, body.total))
    for (const entry of body.results) assertCatalogueEntry(entry)
    assertAllMatch(body, "watch", "en")
    const ascending = ids(body.results)
    assert.deepEqual(ascending, ascending.slice().sort((a, b) => a - b), "results are in item id order")
  })

  test("search: a German word from a German name is found in German, not in Japanese", async () => {
    // Product 3 (the spec's sample watch): a word of its German name that its English name lacks.
    const product = (await app.inject("/api/products/3")).json<CatalogueEntry>()
    const germanName = product.translations.find((t) => t.language_code === "de")!.name
    const word = germanName.split(/[^\p{L}]+/u).find((w) => w.length >= 5 && !textIn(product, "en").includes(w.toLowerCase()))
    assert.ok(word, `a German-only word in "${germanName}"`)

    const german = await search(`q=${encodeURIComponent(word)}&lang=de&limit=100`)
    assert.ok(ids(german.results).includes(3), `"${word}" finds product 3 in German`)
    assertAllMatch(german, word, "de")

    const japanese = await search(`q=${encodeURIComponent(word)}&lang=ja&limit=100`)
    assert.ok(!ids(japanese.results).includes(3), `"${word}" does not find product 3 in Japanese`)
    assertAllMatch(japanese, word, "ja")
  })

  test("search: matching ignores case", async () => {
    const lower = await search("q=watch&lang=en")
    const upper = await search("q=WATCH&lang=en")
    assert.equal(upper.total, lower.total)
    assert.deepEqual(ids(upper.results), ids(lower.results))
  })

  test("search: lang defaults to Polish, category to all, limit to 24", async () => {
    const implicit = await search("q=a")
    assert.deepEqual(implicit, await search("q=a&lang=pl&category=all&limit=24&offset=0"))
    assert.equal(implicit.results.length, Math.min(24, implicit.total))
  })

  test("search: the category filter narrows; the three categories add up to all", async () => {
    const all = await search("q=e&lang=en&limit=1")
    const parts = await Promise.all(["electronics", "accessories", "luxury"].map((c) => search(`q=e&lang=en&category=${c}&limit=1`)))
    for (const part of parts) assert.ok(part.total > 0 && part.total < all.total)
    assert.equal(parts.reduce((sum, part) => sum + part.total, 0), all.total)
  })

  test("search: a nonsense query finds nothing", async () => {
    assert.deepEqual(await search("q=qqxzzyq-nothing&lang=de"), { total: 0, results: [] })
  })

  test("search: total counts every match while results are one page", async () => {
    const first = await search("q=e&lang=en&limit=5&offset=0")
    const second = await search("q=e&lang=en&limit=5&offset=5")
    assert.ok(first.total > 10)
    assert.equal(second.total, first.total)
    assert.equal(first.results.length, 5)
    assert.equal(second.results.length, 5)
    assert.ok(Math.max(...ids(first.results)) < Math.min(...ids(second.results)), "pages follow each other")
    assert.deepEqual((await search(`q=e&lang=en&offset=${first.total}`)).results, [])
  })
})

describe("search: caching", () => {
  test("search: a repeated search is answered from memory; another language, category, page or text asks commerce", async (t) => {
    const fresh = await serverOverCommerce()
    t.after(() => fresh.app.close())
    const burst = await Promise.all(Array.from({ length: 8 }, () => fresh.app.inject("/api/search?q=watch&lang=en")))
    for (const response of burst) assert.equal(response.body, burst[0]!.body)
    assert.equal(fresh.catalogue.searches, 1)
    await search("q=watch&lang=en", fresh.app)
    assert.equal(fresh.catalogue.searches, 1, "served from memory")
    for (const query of ["q=watch&lang=de", "q=watch&lang=en&category=luxury", "q=watch&lang=en&offset=24", "q=watches&lang=en"]) {
      await search(query, fresh.app)
    }
    assert.equal(fresh.catalogue.searches, 5, "language, category, page and text are part of the cache key")
    // Only canonical pages are stored: another limit or offset is cut from them; case and spacing do not matter.
    const five = await search("q=watch&lang=en&limit=5&offset=3", fresh.app)
    const page = await search("q=watch&lang=en", fresh.app)
    assert.deepEqual(five.results, page.results.slice(3, 8))
    assert.equal(five.total, page.total)
    assert.deepEqual(await search("q=%20WATCH%20&lang=en", fresh.app), page)
    assert.equal(fresh.catalogue.searches, 5, "answered from the stored page")
    const cached = await fresh.app.inject("/api/search?q=watch&lang=en")
    assert.match(String(cached.headers["cache-control"]), /max-age=\d+/)
    assert.equal((await fresh.app.inject({ url: "/api/search?q=watch&lang=en", headers: { "if-none-match": String(cached.headers.etag) } })).statusCode, 304)
  })
})

describe("search: malformed input", () => {
  let counted: { app: FastifyInstance; catalogue: CountingCatalogue }
  before(async () => (counted = await serverOverCommerce()))
  after(() => counted?.app.close())

  const malformed = [
    "/api/search",
    "/api/search?q=",
    "/api/search?q=%20%20%20",
    `/api/search?q=${"a".repeat(101)}`,
    "/api/search?q=a&q=b",
    "/api/search?q[]=a",
    "/api/search?q[a]=b",
    "/api/search?q=a%00b",
    "/api/search?q=%1Fa",
    "/api/search?q=a&category=toys",
    "/api/search?q=a&category=",
    "/api/search?q=a&category=all&category=luxury",
    "/api/search?q=a&lang=xx",
    "/api/search?q=a&lang=de-DE",
    "/api/search?q=a&lang=PL",
    "/api/search?q=a&lang=",
    "/api/search?q=a&lang[]=de",
    "/api/search?q=a&limit=0",
    "/api/search?q=a&limit=101",
    "/api/search?q=a&limit=abc",
    "/api/search?q=a&limit=1.5",
    "/api/search?q=a&offset=-1",
    "/api/search?q=a&offset=1e3",
    "/api/search?q=a&offset=99999999999999",
    "/api/search?q=a&locale=de-DE",
    "/api/search?q=a&sort=price",
    "/api/search?__proto__[q]=a",
  ]
  for (const url of malformed) {
    test(`search: ${url.slice(0, 80)} is a 400 with a JSON error`, async () => {
      const response = await counted.app.inject(url)
      assert.ok(response.statusCode < 500, `never 5xx for a client's mistake: ${response.statusCode} ${response.body}`)
      assertApiError(response, 400)
    })
  }

  test("search: malformed input never reaches commerce", () => {
    assert.equal(counted.catalogue.total, 0)
  })

  // Odd but valid queries: searched literally, never an error.
  const odd = ["%", "_", "%25", "\\", "'%20OR%201%3D1%20--", "%FF", "%E0%A4%A", "%F0%9F%98%80", encodeURIComponent("ß∑漢字"), "a".repeat(100), "%20watch%20"]
  for (const q of odd) {
    test(`search: q=${q.slice(0, 40)} is searched literally`, async () => {
      const response = await app.inject(`/api/search?q=${q}&lang=en`)
      assert.equal(response.statusCode, 200, response.body)
      const body = response.json<SearchResponse>()
      assert.ok(body.total >= 0 && body.results.length <= body.total)
      if (!q.includes("watch")) assert.equal(body.total, 0, "no product name holds these characters")
    })
  }
})
