/**
 * The search thread (search-threads.ts): it builds its indexes from what the server hands it, answers
 * searches with a SearchResponse's JSON, and a thread that dies is replaced and builds them again (searches
 * meanwhile wait for them: there is no other search). Its synonyms are read at its start and again when told
 * they may have changed; a read that fails keeps the ones it has, in a replacing thread too.
 */
import assert from "node:assert/strict"
import { after, test } from "node:test"
import type { SearchResponse } from "@shop/contracts/api"
import type { SearchDocument } from "@shop/contracts/commerce-api"
import type { SearchSynonyms } from "@shop/contracts/content"
import { startSearchThread } from "./search-threads.js"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"

const product = (id: number, name: string, type: string): SearchDocument => ({
  entry: {
    item: { id, ident: `p-${id}`, image_url: null, best_usd_price: 10, prices: pricesOf(10, SPEC_RATES), stock: { status: "in_stock", max_quantity: 5 }, bestseller: false },
    translations: [{ language_code: "en", name, description: "", tags: "[]" }],
  },
  categories: ["electronics"],
  type,
  set_prices: {},
})
let reads = 0
/** What the CMS answers for the synonyms: its groups, or an error (the CMS away). */
let cmsSynonyms: SearchSynonyms | Error = { en: [{ words: ["cellphone"], productTypes: ["smartphone"] }] }
const thread = await startSearchThread({
  source: {
    async searchDocuments(request) {
      reads++
      return "ids" in request
        ? { documents: [] }
        : { documents: request.offset === 0 ? [product(1, "Thread Watch", "watch"), product(2, "Thread Phone", "smartphone")] : [], count: 2 }
    },
  },
  synonyms: async () => {
    if (cmsSynonyms instanceof Error) throw cmsSynonyms
    return cmsSynonyms
  },
  log: () => {},
})
after(() => thread.close())

const search = async (q: string) => {
  const json = await thread.search({ q, category: "all", locale: "en-US", limit: 24, offset: 0 })
  return JSON.parse(json.toString()) as SearchResponse
}

test("builds its indexes from the server's documents and answers in JSON; a thread that dies is replaced and builds again, searches waiting for it", async () => {
  await thread.built()
  assert.deepEqual(
    (await search("watch")).results.map((entry) => entry.item.id),
    [1]
  )
  assert.equal(thread.usage().ready, true)
  const readsBefore = reads
  const dead = thread.thread()
  await dead.terminate()
  // Searched while the new thread builds its indexes: answered once they are built.
  assert.deepEqual(
    (await search("phone")).results.map((entry) => entry.item.id),
    [2]
  )
  assert.notEqual(thread.thread(), dead, "a new thread took the dead one's place")
  assert.ok(reads > readsBefore, "the new thread read the documents again")
})

test("synonyms: read at the start, read again when they may have changed, and kept while the CMS is away (in a replacing thread too)", async () => {
  await thread.built()
  const ids = async (q: string) => (await search(q)).results.map((entry) => entry.item.id)
  assert.deepEqual(await ids("cellphone"), [2])
  assert.deepEqual(await ids("wristwatch"), [])
  cmsSynonyms = { en: [{ words: ["wristwatch"], productTypes: ["watch"] }] }
  await thread.synonymsChanged()
  assert.deepEqual(await ids("wristwatch"), [1])
  assert.deepEqual(await ids("cellphone"), [])
  cmsSynonyms = new Error("the CMS is away")
  await thread.synonymsChanged()
  assert.deepEqual(await ids("wristwatch"), [1], "kept while the CMS is away")
  await thread.thread().terminate()
  assert.deepEqual(await ids("wristwatch"), [1], "a replacing thread has them too")
})
