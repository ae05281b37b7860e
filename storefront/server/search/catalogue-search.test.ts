/**
 * The search over the catalogue's documents (catalogue-search.ts) with a stand-in for commerce's
 * search-documents route: built by page, updated by ids after a change, category counts, the filter, pages
 * and the did-you-mean spelling. The route itself runs against real commerce in commerce's search.spec.ts.
 */
import assert from "node:assert/strict"
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, test } from "node:test"
import type { SearchResponse } from "@shop/contracts/api"
import type { SearchDocument } from "@shop/contracts/commerce-api"
import { createCatalogueSearch, type CatalogueSearchRequest } from "./catalogue-search.js"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"

const document = (id: number, category: string, names: { pl: string; en: string; de: string }, tags: string[] = []): SearchDocument => ({
  entry: {
    item: { id, ident: `p-${id}`, image_url: null, best_usd_price: 10, prices: pricesOf(10, SPEC_RATES), stock: { status: "in_stock", max_quantity: 5 }, bestseller: false },
    translations: Object.entries(names).map(([language_code, name]) => ({ language_code, name, description: "", tags: JSON.stringify(tags) })),
  },
  categories: [category],
  type: null,
  set_prices: {},
})

function standInCommerce(products: SearchDocument[]) {
  const asked: string[] = []
  return {
    asked,
    products,
    /** The change log: which products changed at each version after the first (version 1: the catalogue as given). */
    log: "log-1",
    changed: [] as number[][],
    async changes(since?: number) {
      const version = 1 + this.changed.length
      const item_ids = since === undefined || since < 1 ? null : this.changed.slice(since - 1).flat()
      return { version, log: this.log, item_ids }
    },
    async searchDocuments(request: { limit: number; offset: number } | { ids: number[] }) {
      if ("ids" in request) {
        asked.push(`ids=${request.ids.join(",")}`)
        return { documents: this.products.filter((p) => request.ids.includes(p.entry.item.id)) }
      }
      asked.push(`offset=${request.offset}`)
      return { documents: this.products.slice(request.offset, request.offset + request.limit), count: this.products.length }
    },
  }
}

/** The answer's JSON, parsed. */
const answerOf = (search: { search: (request: CatalogueSearchRequest) => Uint8Array | undefined }, request: CatalogueSearchRequest) => {
  const json = search.search(request)
  return json === undefined ? undefined : (JSON.parse(Buffer.from(json).toString()) as SearchResponse)
}

const request = (q: string, more: Partial<CatalogueSearchRequest> = {}): CatalogueSearchRequest => ({ q, category: "all", locale: "de-DE", limit: 24, offset: 0, ...more })
const ids = (answer: { results: { item: { id: number } }[] } | undefined) => answer?.results.map((entry) => entry.item.id)

describe("catalogue search", () => {
  const catalogue = () =>
    standInCommerce([
      ...Array.from({ length: 150 }, (_, i) => document(i + 1, "electronics", { pl: `Słuchawki ${i + 1}`, en: `Headphones ${i + 1}`, de: `Kopfhörer ${i + 1}` })),
      document(151, "luxury", { pl: "Zegarek złoty", en: "Gold watch", de: "Uhr, Gold" }),
      document(152, "accessories", { pl: "Pasek", en: "Strap", de: "Armband" }, ["Uhr"]),
    ])

  test("built page by page; answers with the categories' counts, the filter and the page asked for", async () => {
    const commerce = catalogue()
    const search = createCatalogueSearch({ source: commerce })
    assert.equal(answerOf(search, request("Uhr")), undefined, "nothing before the build")
    await search.start()
    assert.deepEqual(commerce.asked, ["offset=0", "offset=100"])
    const watch = answerOf(search, request("uhr"))!
    assert.deepEqual(ids(watch), [151, 152], "the name before the tag")
    assert.deepEqual(watch.categories, { all: 2, electronics: 0, accessories: 1, luxury: 1 })
    assert.deepEqual(ids(answerOf(search, request("uhr", { category: "accessories" }))), [152])
    assert.equal(answerOf(search, request("uhr", { category: "accessories" }))!.total, 1)
    const headphones = answerOf(search, request("Kopfhorer", { limit: 10, offset: 140 }))!
    assert.equal(headphones.total, 150)
    assert.deepEqual(ids(headphones), [141, 142, 143, 144, 145, 146, 147, 148, 149, 150])
    assert.deepEqual(ids(answerOf(search, request("Słuchawki", { locale: "pl-PL", limit: 1 }))), [1], "in Polish")
    assert.deepEqual(ids(answerOf(search, request("luxus"))), [151], "the category's name in the language")
    assert.deepEqual(ids(answerOf(search, request("luxury"))), [151], "and in English")
    assert.deepEqual(ids(answerOf(search, request("gold watch"))), [151], "the English name in German")
  })

  test("no results: a close spelling that has some", async () => {
    const search = createCatalogueSearch({ source: catalogue() })
    await search.start()
    const answer = answerOf(search, request("Armbnd Uhrr"))!
    assert.equal(answer.total, 0)
    assert.equal(answer.suggestion, "armband uhr")
    assert.equal(answerOf(search, request("zzzzzz"))!.suggestion, undefined)
  })

  test("commerce away at start: the build is tried again, and a change arriving meanwhile does not load everything twice", async () => {
    const commerce = catalogue()
    const up = commerce.searchDocuments.bind(commerce)
    let away = true
    commerce.searchDocuments = async (request) => {
      if (away) throw new Error("connection refused")
      // A slow commerce: the retry comes due while the change's load is still reading.
      await new Promise((resolve) => setTimeout(resolve, 250))
      return up(request)
    }
    const search = createCatalogueSearch({ source: commerce, firstRetryMs: 300 })
    await search.start()
    assert.equal(answerOf(search, request("uhr")), undefined, "no index while commerce is away")
    away = false
    // The change log answers again before the retry is due: everything may have changed.
    search.changed(null)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    assert.deepEqual(ids(answerOf(search, request("uhr"))), [151, 152])
    assert.deepEqual(commerce.asked, ["offset=0", "offset=100"], "one full load, not the change's and the retry's")
  })

  test("a change: the changed products are read by id, an unpublished one leaves, and the answers' users are told", async () => {
    const commerce = catalogue()
    let rebuilt = 0
    const search = createCatalogueSearch({ source: commerce, onRebuilt: () => rebuilt++ })
    await search.start()
    commerce.asked.length = 0
    commerce.products = commerce.products.filter((p) => p.entry.item.id !== 152)
    commerce.products[150] = document(151, "luxury", { pl: "Zegarek", en: "Watch", de: "Taschenuhr" })
    search.changed([151])
    search.changed([152])
    await new Promise((resolve) => setTimeout(resolve, 400))
    assert.deepEqual(commerce.asked, ["ids=151,152"], "changes close together are read in one call")
    assert.equal(rebuilt, 2, "told after the build and after the change")
    assert.deepEqual(ids(answerOf(search, request("taschenuhr"))), [151])
    assert.deepEqual(ids(answerOf(search, request("armband"))), [], "the unpublished product is gone")
  })

  test("a currency rate change: every card re-priced at the new rates without reading commerce again, a price set by hand kept", async () => {
    const commerce = catalogue()
    commerce.products[150] = { ...commerce.products[150]!, set_prices: { EUR: 7.77 } }
    let rebuilt = 0
    const search = createCatalogueSearch({ source: commerce, onRebuilt: () => rebuilt++ })
    await search.start()
    commerce.asked.length = 0
    const rates = { ...SPEC_RATES, EUR: 0.9, JPY: 150 }
    await search.repriced(rates)
    assert.deepEqual(commerce.asked, [], "nothing read again")
    assert.equal(rebuilt, 2, "the answers' users told")
    const prices = (q: string) => answerOf(search, request(q))!.results[0]!.item.prices
    assert.deepEqual(prices("Kopfhorer 7"), pricesOf(10, rates), "at the new rates")
    assert.deepEqual(prices("Uhr, Gold"), pricesOf(10, rates, { EUR: 7.77 }), "the euro price set by hand wins")
    assert.equal(prices("Uhr, Gold").JPY, 1500)
  })

  test("a change arriving while an earlier one is being merged is merged after it; searches meanwhile answer from the indexes not merged yet as before", async () => {
    const commerce = catalogue()
    const search = createCatalogueSearch({ source: commerce })
    await search.start()
    const up = commerce.searchDocuments.bind(commerce)
    const changeRead = new Promise<void>((resolve) => {
      commerce.searchDocuments = async (request) => {
        const answer = await up(request)
        if ("ids" in request) resolve()
        return answer
      }
    })
    commerce.products[150] = document(151, "luxury", { pl: "Zegarek kieszonkowy", en: "Pocket watch", de: "Taschenuhr" })
    search.changed([151])
    await changeRead
    const found = (q: string, locale: string) => ids(answerOf(search, request(q, { locale })))
    // The languages are merged one after another, the searches waiting answered in between: turn by turn
    // until Polish has the change and German (third) not yet.
    for (let turns = 0; !(found("kieszonkowy", "pl-PL")?.length && !found("taschenuhr", "de-DE")?.length); turns++) {
      assert.ok(turns < 1000, "the merge seen under way")
      await new Promise((resolve) => setImmediate(resolve))
    }
    assert.deepEqual(found("uhr", "de-DE"), [151, 152], "German, not merged yet, answers as before")
    commerce.products[151] = document(152, "accessories", { pl: "Pasek skórzany", en: "Leather strap", de: "Lederarmband" }, ["Uhr"])
    search.changed([152])
    await new Promise((resolve) => setTimeout(resolve, 600))
    assert.deepEqual(found("taschenuhr", "de-DE"), [151], "the first change, in every language")
    assert.deepEqual(found("pocket watch", "en-US"), [151])
    assert.deepEqual(found("lederarmband", "de-DE"), [152], "the change that arrived during its merge")
    assert.deepEqual(found("skórzany", "pl-PL"), [152])
    assert.deepEqual(commerce.asked.slice(-2), ["ids=151", "ids=152"])
  })

  describe("snapshots on disk (a restart reads them instead of every product)", () => {
    const folders: string[] = []
    const folder = () => {
      const made = mkdtempSync(path.join(tmpdir(), "search-snapshots-"))
      folders.push(made)
      return made
    }
    test.after(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })))

    /** A first instance: built from every product, then its snapshot written. */
    async function firstInstance(dir: string) {
      const commerce = catalogue()
      const first = createCatalogueSearch({ source: commerce })
      await first.start(dir)
      await first.snapshotWritten()
      assert.deepEqual(commerce.asked, ["offset=0", "offset=100"])
      return commerce
    }

    test("a restart reads the snapshot and merges only what changed since; searches answer as before, the change included", async () => {
      const dir = folder()
      const commerce = await firstInstance(dir)
      commerce.products = commerce.products.map((product) =>
        product.entry.item.id === 152
          ? document(152, "accessories", { pl: "Pasek", en: "Strap", de: "Lederarmband" }, ["Uhr"])
          : product.entry.item.id === 1
            ? document(1, "electronics", { pl: "Słuchawki 1", en: "Headphones 1", de: "Kopfhörer Studio" })
            : product
      )
      commerce.changed.push([152], [1])
      commerce.asked.length = 0
      const restarted = createCatalogueSearch({ source: commerce })
      await restarted.start(dir)
      assert.deepEqual(commerce.asked, ["ids=152,1"], "no page of the whole catalogue read: only the changed products")
      assert.deepEqual(ids(answerOf(restarted, request("uhr"))), [151, 152])
      assert.deepEqual(ids(answerOf(restarted, request("lederarmband"))), [152], "the change since the snapshot")
      assert.deepEqual(ids(answerOf(restarted, request("studio"))), [1])
      assert.equal(answerOf(restarted, request("Kopfhorer"))!.total, 150)
      assert.equal(answerOf(restarted, request("Armband", { locale: "de-DE" }))!.total, 0, "the old name gone")
      assert.deepEqual(ids(answerOf(restarted, request("Słuchawki", { locale: "pl-PL", limit: 1 }))), [1], "every language's index")
      assert.deepEqual(restarted.usage().products, 152)
    })

    test("another database's snapshot, or one whose version the log no longer holds, is not used: built from every product", async () => {
      const dir = folder()
      const commerce = await firstInstance(dir)
      commerce.log = "log-2"
      commerce.asked.length = 0
      const other = createCatalogueSearch({ source: commerce })
      await other.start(dir)
      await other.snapshotWritten()
      assert.deepEqual(commerce.asked, ["offset=0", "offset=100"], "another log")
      // The log no longer reaches back to the snapshot's version (everything counts as changed).
      commerce.changes = async () => ({ version: 9, log: "log-2", item_ids: null })
      commerce.asked.length = 0
      await createCatalogueSearch({ source: commerce }).start(dir)
      assert.deepEqual(commerce.asked, ["offset=0", "offset=100"], "a version past the log")
    })

    test("a snapshot that cannot be read is said, and the index built from every product", async () => {
      const dir = folder()
      const commerce = await firstInstance(dir)
      const [snapshot] = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
      writeFileSync(path.join(dir, snapshot!.name, "de-DE.bin"), "not an index")
      const lines: string[] = []
      commerce.asked.length = 0
      const restarted = createCatalogueSearch({ source: commerce, log: (line) => lines.push(line) })
      await restarted.start(dir)
      assert.deepEqual(commerce.asked, ["offset=0", "offset=100"])
      assert.match(lines.join("\n"), /the snapshot could not be read, building from commerce/)
      assert.deepEqual(ids(answerOf(restarted, request("uhr"))), [151, 152])
    })
  })
})
