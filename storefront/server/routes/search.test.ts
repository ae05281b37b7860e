/**
 * GET /api/search against the REAL commerce (MEDUSA_URL, MEDUSA_PUBLISHABLE_KEY): the seeded catalogue,
 * searched by the storefront's search thread (server/search) in the shopper's language: the only search.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { CatalogueCard, CatalogueEntry, SearchResponse } from "@shop/contracts/api"
import { assertApiError, assertCatalogueCard, commerceSettings, healthDetails, serverOverCommerce, type CountingCatalogue } from "../testing/test-support.js"

commerceSettings() // fails the whole file, with one clear message, when commerce is not configured

/** A first search, which starts the search thread (a server without the preload builds its indexes then) and waits for its indexes. */
async function searchReady(server: FastifyInstance) {
  assert.equal((await server.inject("/api/search?q=first&lang=en")).statusCode, 200)
  assert.equal((await healthDetails<{ search: { ready: boolean } }>(server)).search.ready, true)
}
const answeredByThread = async (server: FastifyInstance) => (await healthDetails<{ search: { answered: number } }>(server)).search.answered

let app: FastifyInstance
before(async () => {
  ;({ app } = await serverOverCommerce())
  await searchReady(app)
})
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

const ids = (entries: CatalogueCard[]) => entries.map((entry) => entry.item.id)
const nameIn = (entry: CatalogueCard, language: string) => entry.translations.find((t) => t.language_code === language)!.name

describe("search: matching", () => {
  test("search: 'watch' in English finds watches first, each well-formed", async () => {
    const body = await search("q=watch&lang=en&limit=100")
    assert.ok(body.total > 0)
    assert.equal(body.results.length, Math.min(100, body.total))
    for (const entry of body.results) assertCatalogueCard(entry)
    // Every kind of watch is a watch (the synonyms' "watch" names the three watch types): a wristwatch or smartwatch may come first.
    assert.match(nameIn(body.results[0]!, "en"), /watch|chronograph/i, "a watch comes first")
  })

  test("search: a German word from a German name is found in German, not in Japanese", async () => {
    // Product 3 (the spec's sample watch): a word of its German name that its other names lack.
    const product = (await app.inject("/api/products/3")).json<CatalogueEntry>()
    const germanName = nameIn(product, "de")
    const word = germanName
      .split(/[^\p{L}]+/u)
      .find((w) => w.length >= 5 && !product.translations.some((t) => t.language_code !== "de" && t.name.toLowerCase().includes(w.toLowerCase())))
    assert.ok(word, `a German-only word in "${germanName}"`)
    assert.ok(ids((await search(`q=${encodeURIComponent(word)}&lang=de&limit=100`)).results).includes(3), `"${word}" finds product 3 in German`)
    assert.ok(!ids((await search(`q=${encodeURIComponent(word)}&lang=ja&limit=100`)).results).includes(3), `"${word}" does not find product 3 in Japanese`)
  })

  test("search: every word in any order, without accents, with a typo, the last one half typed (issue 21's examples)", async () => {
    const german = await search(`q=${encodeURIComponent("Kopfhörer schwarz")}&lang=de&limit=100`)
    assert.ok(german.total > 0)
    for (const entry of german.results.slice(0, 10)) assert.match(nameIn(entry, "de"), /Kopfhörer.*Schwarz/i)
    assert.deepEqual(ids((await search(`q=${encodeURIComponent("schwarz Kopfhörer")}&lang=de&limit=100`)).results), ids(german.results), "any order")
    const unaccented = await search("q=kopfhorer&lang=de&limit=100")
    assert.deepEqual(unaccented, await search(`q=${encodeURIComponent("Kopfhörer")}&lang=de&limit=100`), "no umlaut, as typed on many keyboards")
    const smartWatch = await search("q=smart%20watch&lang=en")
    assert.ok(smartWatch.total > 0 && /smartwatch/i.test(nameIn(smartWatch.results[0]!, "en")), "two words the catalogue writes as one")
    const typo = await search("q=headphnes&lang=en")
    assert.ok(typo.total > 0 && /headphones/i.test(nameIn(typo.results[0]!, "en")), "one letter missing")
    const polish = await search("q=czarny%20smartfon&lang=pl&limit=100")
    assert.ok(polish.total > 0 && /smartfon.*czarny/i.test(nameIn(polish.results[0]!, "pl")))
    assert.deepEqual(ids((await search("q=smartfon%20czarny&lang=pl&limit=100")).results), ids(polish.results))
    const typing = await search("q=smartf&lang=pl")
    assert.ok(typing.total > 0 && /smartfon/i.test(nameIn(typing.results[0]!, "pl")), "results while typing")
  })

  test("search: matching ignores case", async () => {
    assert.deepEqual(await search("q=WATCH&lang=en"), await search("q=watch&lang=en"))
  })

  test("search: lang defaults to Polish, category to all, limit to 24", async () => {
    const implicit = await search("q=smartfon")
    assert.deepEqual(implicit, await search("q=smartfon&lang=pl&category=all&limit=24&offset=0"))
    assert.equal(implicit.results.length, Math.min(24, implicit.total))
  })

  test("search: the category filter narrows; each category's count is what its filter finds, and they add up to all", async () => {
    const all = await search("q=black&lang=en&limit=1")
    assert.ok(all.categories)
    assert.equal(all.categories.all, all.total)
    let sum = 0
    for (const category of ["electronics", "accessories", "luxury"] as const) {
      const part = await search(`q=black&lang=en&category=${category}&limit=100`)
      assert.equal(part.total, all.categories[category], category)
      assert.deepEqual(part.categories, all.categories, "the counts do not depend on the filter")
      sum += part.total
    }
    assert.ok(all.categories.electronics > 0 && all.categories.accessories > 0)
    assert.equal(sum, all.total)
  })

  test("search: a nonsense query finds nothing; a misspelling that finds nothing suggests a close spelling that does", async () => {
    const nothing = await search("q=qqxzzyq&lang=de")
    assert.deepEqual({ total: nothing.total, results: nothing.results, suggestion: nothing.suggestion }, { total: 0, results: [], suggestion: undefined })
    const misspelt = await search("q=smartfon%20czrany&lang=pl")
    assert.equal(misspelt.total, 0)
    assert.equal(misspelt.suggestion, "smartfon czarny")
    assert.ok((await search(`q=${encodeURIComponent(misspelt.suggestion!)}&lang=pl`)).total > 0)
  })

  test("search: total counts every match while results are one page, pages following the ranking", async () => {
    const whole = await search("q=black&lang=en&limit=20")
    const first = await search("q=black&lang=en&limit=5&offset=0")
    const second = await search("q=black&lang=en&limit=5&offset=5")
    assert.ok(first.total > 10)
    assert.equal(second.total, first.total)
    assert.deepEqual([...ids(first.results), ...ids(second.results)], ids(whole.results).slice(0, 10))
    assert.deepEqual((await search(`q=black&lang=en&offset=${first.total}`)).results, [])
  })
})

describe("search: caching", () => {
  test("search: a repeated search is answered from memory; another language, category, page or text is searched", async (t) => {
    const fresh = await serverOverCommerce()
    t.after(() => fresh.app.close())
    await searchReady(fresh.app)
    const burst = await Promise.all(Array.from({ length: 8 }, () => fresh.app.inject("/api/search?q=watch&lang=en")))
    for (const response of burst) assert.equal(response.body, burst[0]!.body)
    assert.equal(await answeredByThread(fresh.app), 2, "the first search and the burst's one")
    await search("q=watch&lang=en", fresh.app)
    assert.equal(await answeredByThread(fresh.app), 2, "served from memory")
    for (const query of ["q=watch&lang=de", "q=watch&lang=en&category=luxury", "q=watch&lang=en&offset=24", "q=watches&lang=en"]) {
      await search(query, fresh.app)
    }
    assert.equal(await answeredByThread(fresh.app), 6, "language, category, page and text are part of the cache key")
    // Only canonical pages are stored: another limit or offset is cut from them; case and spacing do not matter.
    const five = await search("q=watch&lang=en&limit=5&offset=3", fresh.app)
    const page = await search("q=watch&lang=en", fresh.app)
    assert.deepEqual(five.results, page.results.slice(3, 8))
    assert.equal(five.total, page.total)
    assert.deepEqual(await search("q=%20WATCH%20&lang=en", fresh.app), page)
    assert.equal(await answeredByThread(fresh.app), 6, "answered from the stored page")
    const cached = await fresh.app.inject("/api/search?q=watch&lang=en")
    assert.match(String(cached.headers["cache-control"]), /max-age=\d+/)
    assert.equal((await fresh.app.inject({ url: "/api/search?q=watch&lang=en", headers: { "if-none-match": String(cached.headers.etag) } })).statusCode, 304)
  })

  test("search: a search asked before the indexes are built waits for them: no other engine answers", async (t) => {
    const fresh = await serverOverCommerce()
    t.after(() => fresh.app.close())
    assert.equal((await healthDetails<{ search: { ready: boolean } }>(fresh.app)).search.ready, false)
    const early = await search("q=watch&lang=en", fresh.app)
    assert.ok(early.total > 0)
    assert.equal(await answeredByThread(fresh.app), 1, "answered by the index")
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
      // Words (the SQL's "or", "1") may match products; characters that are no words find nothing.
      if (!/watch|OR/.test(q)) assert.equal(body.total, 0, "no product holds these characters")
    })
  }
})
