// Queries and document reads through @sanity/client: params, GET vs POST, perspectives, drafts, errors.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { type Harness, TOKEN, rejection, startHarness } from "./test-support.js"

describe("query and doc endpoints through @sanity/client", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
    await h.editor
      .transaction()
      .create({ _id: "shoe", _type: "product", title: "Trail shoe", price: 120 })
      .create({ _id: "hat", _type: "product", title: "Sun hat", price: 25 })
      .create({ _id: "drafts.hat", _type: "product", title: "Sun hat (new wording)", price: 25 })
      .create({ _id: "drafts.scarf", _type: "product", title: "Scarf, not yet published", price: 40 })
      .create({ _id: "faq-1", _type: "faqItem", question: "Shipping?" })
      .create({ _id: "contact.3f1c9a2e-5b7d-4e0a-9c11-2d4b6f8e0a1c", _type: "contactMessage", email: "visitor@example.com" })
      .commit()
  })
  after(() => h.close())

  it("fetch: GET with $params answers the result", async () => {
    const titles = await h.editor.fetch<string[]>("*[_type == $type && price > $min] | order(price desc).title", { type: "product", min: 20 })
    assert.deepEqual(titles, ["Trail shoe", "Sun hat"])
    const last = h.requests.filter((line) => line.includes("/data/query/")).at(-1)
    assert.match(last ?? "", /^GET \/v2025-02-19\/data\/query\/production\?query=.*&%24type=%22product%22&%24min=20/)
  })

  it("fetch: a query too long for a URL goes as POST {query, params} and still answers", async () => {
    const padding = "x".repeat(12_000)
    const count = await h.editor.fetch<number>("count(*[_type == $type && title != $padding])", { type: "product", padding })
    assert.equal(count, 2)
    assert.ok(
      h.requests.some((line) => line.startsWith("POST /v2025-02-19/data/query/production")),
      "the client switched to POST"
    )
  })

  it("fetch with filterResponse: false returns {result, ms, query}", async () => {
    const response = await h.editor.fetch("count(*[_type == 'faqItem'])", {}, { filterResponse: false })
    assert.equal(response.result, 1)
    assert.equal(typeof response.ms, "number")
    assert.equal(response.query, "count(*[_type == 'faqItem'])")
  })

  it("drafts: invisible to the default published perspective and to a client without token", async () => {
    const ids = (await h.editor.fetch<string[]>("*[_type == 'product']._id")).sort()
    assert.deepEqual(ids, ["hat", "shoe"])
    assert.deepEqual((await h.anonymous.fetch<string[]>("*[_type == 'product']._id")).sort(), ["hat", "shoe"])
    // An old API version defaults to raw, which still hides drafts from anonymous callers.
    assert.deepEqual((await h.client({ apiVersion: "2021-10-21" }).fetch<string[]>("*[_type == 'product']._id")).sort(), ["hat", "shoe"])
  })

  it("drafts: visible with perspective raw (side by side) and previewDrafts/drafts (overlaid)", async () => {
    const raw = await h.editor.fetch<string[]>("*[_type == 'product']._id", {}, { perspective: "raw" })
    assert.deepEqual(raw.sort(), ["drafts.hat", "drafts.scarf", "hat", "shoe"])
    assert.deepEqual((await h.client({ token: TOKEN, apiVersion: "2021-10-21" }).fetch<string[]>("*[_type == 'product']._id")).sort(), raw.sort())

    for (const perspective of ["previewDrafts", "drafts"] as const) {
      const docs = await h.editor.fetch<{ _id: string; _originalId: string; title: string }[]>(
        "*[_type == 'product'] | order(_id asc){_id, _originalId, title}",
        {},
        { perspective }
      )
      assert.deepEqual(docs, [
        { _id: "hat", _originalId: "drafts.hat", title: "Sun hat (new wording)" },
        { _id: "scarf", _originalId: "drafts.scarf", title: "Scarf, not yet published" },
        { _id: "shoe", _originalId: "shoe", title: "Trail shoe" },
      ])
    }
  })

  it("drafts: a perspective other than published without token answers 401", async () => {
    const error = await rejection(h.anonymous.fetch("*", {}, { perspective: "raw" }))
    assert.equal(error.statusCode, 401)
    assert.match(error.message, /Unauthorized - .*perspective/)
  })

  it("a wrong token answers 401, even for public reads", async () => {
    const error = await rejection(h.client({ token: "not-the-token" }).fetch("count(*)"))
    assert.equal(error.statusCode, 401)
    assert.match(error.message, /Session not found/)
  })

  it("a GROQ syntax error is a 400 queryParseError the client prints with a code frame", async () => {
    const error = await rejection(h.editor.fetch("*[_type == 'product' && ]"))
    assert.equal(error.statusCode, 400)
    assert.match(error.message, /GROQ query parse error/)
    assert.match(error.message, /\*\[_type == 'product' && \]/)
    assert.match(error.message, /\^/)
    assert.equal((error.details as { type?: string }).type, "queryParseError")
  })

  it("a parameter the query uses but the request lacks is a 400 queryParseError", async () => {
    const error = await rejection(h.editor.fetch("*[_type == $type]"))
    assert.equal(error.statusCode, 400)
    assert.match(error.message, /param \$type referenced, but not provided/)
  })

  it("getDocument / getDocuments read by id; missing ones are null", async () => {
    const shoe = await h.anonymous.getDocument("shoe")
    assert.equal(shoe?.title, "Trail shoe")
    assert.equal(typeof shoe?._rev, "string")
    assert.equal(await h.anonymous.getDocument("nope"), undefined)
    const docs = await h.editor.getDocuments(["hat", "nope", "drafts.hat"])
    assert.deepEqual(
      docs.map((doc) => doc?._id ?? null),
      ["hat", null, "drafts.hat"]
    )
  })

  it("doc endpoint: drafts are omitted for a client without token, with reason permission", async () => {
    assert.equal(await h.anonymous.getDocument("drafts.hat"), undefined)
    const response = await fetch(`${h.url}/v2025-02-19/data/doc/production/shoe,drafts.hat,nope`)
    assert.deepEqual(await response.json().then((body: { omitted: unknown }) => body.omitted), [
      { id: "drafts.hat", reason: "permission" },
      { id: "nope", reason: "existence" },
    ])
  })

  it("a published document under a path (contact.<uuid>) is read with a token only, as in Sanity: not by query, doc, raw or listen", async () => {
    const id = "contact.3f1c9a2e-5b7d-4e0a-9c11-2d4b6f8e0a1c"
    assert.deepEqual(await h.editor.fetch<string[]>("*[_type == 'contactMessage']._id"), [id], "the token holder reads it in the published perspective")
    assert.deepEqual(await h.anonymous.fetch<string[]>("*[_type == 'contactMessage']._id"), [])
    assert.deepEqual(await h.anonymous.fetch<string[]>("*[_id in path('contact.**')].email"), [])
    assert.deepEqual(await h.client({ apiVersion: "2021-10-21" }).fetch<string[]>("*[_type == 'contactMessage']._id"), [], "raw, the old default, hides it too")
    assert.equal(await h.anonymous.getDocument(id), undefined)
    const response = await fetch(`${h.url}/v2025-02-19/data/doc/production/${id}`)
    assert.deepEqual(((await response.json()) as { omitted: unknown }).omitted, [{ id, reason: "permission" }])
  })
})
