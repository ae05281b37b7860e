/**
 * Search synonyms are the editors': a group an editor publishes in the CMS's German "Search synonyms" document
 * reaches /api/search without a deploy or a restart (the server follows the CMS's changes and hands the
 * synonyms to its search thread), and taking it out again takes it out of search. The edit is made through
 * the CMS's API, as the Studio makes it, and put back afterwards.
 * Run by `npm test` after the read-only suites, since it edits the shared test shop's content.
 */
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { SearchResponse } from "@shop/contracts/api"
import type { SearchSynonymGroup } from "@shop/contracts/content"
import { sanityClient } from "../../content/content-source.js"
import { serverOverCommerce } from "../test-support.js"

/** A word no product has, in no group: it finds nothing until an editor makes it a synonym. */
const NEW_WORD = "Quasselkasten"
const DOCUMENT = "search-synonyms-de"
const GIVE_UP_MS = 20_000

const apiHost = process.env.SANITY_API_HOST
const token = process.env.SANITY_TOKEN
if (!apiHost || !token) throw new Error("This test edits content in the local content API: set SANITY_API_HOST and SANITY_TOKEN (npm test does)")
const cms = sanityClient({ dataset: "production", apiHost, token })

let app: FastifyInstance
let seeded: SearchSynonymGroup[]

before(async () => {
  ;({ app } = await serverOverCommerce({ withContent: true }))
  seeded = (await cms.getDocument<{ groups: SearchSynonymGroup[] }>(DOCUMENT))!.groups
})

after(async () => {
  await cms.patch(DOCUMENT).set({ groups: seeded }).commit()
  await app?.close()
})

const search = async (q: string, lang = "de") => (await app.inject(`/api/search?${new URLSearchParams({ q, lang, limit: "5" })}`)).json<SearchResponse>()

/** Asks until the answer passes `check` (a published edit reached search); fails after GIVE_UP_MS. */
async function until(q: string, check: (answer: SearchResponse) => boolean, what: string): Promise<SearchResponse> {
  const deadline = Date.now() + GIVE_UP_MS
  for (;;) {
    const answer = await search(q)
    if (check(answer)) return answer
    if (Date.now() > deadline) assert.fail(`${what}: ${JSON.stringify(answer).slice(0, 300)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test("a synonym group an editor publishes finds its product type in search; taken out, it finds nothing again", async () => {
  assert.equal((await search(NEW_WORD)).total, 0, "the new word finds nothing before the edit")

  await cms
    .patch(DOCUMENT)
    .setIfMissing({ groups: [] })
    .append("groups", [{ _key: "test-new-word", _type: "synonymGroup", words: [NEW_WORD], productTypes: ["smartphone"] }])
    .commit()
  await until(NEW_WORD, (answer) => answer.total > 0, "the published synonym never reached search")
  // The document is German: other languages' search does not know the word.
  assert.equal((await search(NEW_WORD, "en")).total, 0)

  await cms.patch(DOCUMENT).set({ groups: seeded }).commit()
  await until(NEW_WORD, (answer) => answer.total === 0, "the synonym taken out still finds products")
})
