// Writes through @sanity/client: create, createOrReplace, createIfNotExists, patch, delete, transactions, errors.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { type Harness, rejection, startHarness } from "./test-support.js"

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe("mutations through @sanity/client", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it("create: answers the new document with _rev, _createdAt and _updatedAt", async () => {
    const doc = await h.editor.create({ _id: "page-about", _type: "page", title: "About us" })
    assert.equal(doc._id, "page-about")
    assert.equal(doc.title, "About us")
    assert.match(doc._rev, /^[A-Za-z0-9]{22}$/)
    assert.match(doc._createdAt, ISO)
    assert.match(doc._updatedAt, ISO)
    assert.deepEqual(await h.editor.getDocument("page-about"), doc)
  })

  it("create: generates the id when _id is missing, or completes one ending in '.'", async () => {
    const plain = await h.editor.create({ _type: "page", title: "no id" })
    assert.match(plain._id, /^[A-Za-z0-9]{22}$/)
    const draft = await h.editor.create({ _id: "drafts.", _type: "page", title: "draft, id to be made" })
    assert.match(draft._id, /^drafts\.[A-Za-z0-9]{22}$/)
    assert.equal((await h.editor.getDocument(draft._id))?.title, "draft, id to be made")
  })

  it("create: an existing id is a 409 mutationError naming the document", async () => {
    await h.editor.create({ _id: "taken", _type: "page" })
    const error = await rejection(h.editor.create({ _id: "taken", _type: "page", title: "second" }))
    assert.equal(error.statusCode, 409)
    assert.match(error.message, /Document by ID "taken" already exists/)
    assert.equal((error.details as { type: string }).type, "mutationError")
  })

  it("createOrReplace replaces the whole document and keeps _createdAt; createIfNotExists leaves an existing one alone", async () => {
    const first = await h.editor.createOrReplace({ _id: "settings", _type: "settings", a: 1, b: 2 })
    const replaced = await h.editor.createOrReplace({ _id: "settings", _type: "settings", a: 10 })
    assert.equal(replaced.a, 10)
    assert.equal("b" in replaced, false)
    assert.equal(replaced._createdAt, first._createdAt)
    assert.notEqual(replaced._rev, first._rev)

    const kept = await h.editor.createIfNotExists({ _id: "settings", _type: "settings", a: 99 })
    assert.equal(kept.a, 10)
    assert.equal(kept._rev, replaced._rev)
    const made = await h.editor.createIfNotExists({ _id: "settings-2", _type: "settings", a: 99 })
    assert.equal(made.a, 99)
  })

  it("patch: set, setIfMissing, unset, inc, dec, insert and diffMatchPatch", async () => {
    await h.editor.create({ _id: "product-1", _type: "product", title: "Lamp", stock: 10, sold: 5, tags: ["a", "c"], note: "remove me", text: "hello world" })
    const patched = await h.editor
      .patch("product-1")
      .set({ title: "Desk lamp", "dimensions.height": 40 })
      .setIfMissing({ title: "ignored", colour: "black" })
      .unset(["note"])
      .inc({ stock: 5 })
      .dec({ sold: 2 })
      .insert("after", "tags[0]", ["b"])
      .diffMatchPatch({ text: "@@ -1,11 +1,11 @@\n hello \n-world\n+there\n" })
      .commit()
    assert.equal(patched.title, "Desk lamp")
    assert.deepEqual(patched.dimensions, { height: 40 })
    assert.equal(patched.colour, "black")
    assert.equal("note" in patched, false)
    assert.equal(patched.stock, 15)
    assert.equal(patched.sold, 3)
    assert.deepEqual(patched.tags, ["a", "b", "c"])
    assert.equal(patched.text, "hello there")
    assert.deepEqual(await h.editor.getDocument("product-1"), patched)
  })

  it("patch with ifRevisionID: applies on the current revision, 409 on a stale one", async () => {
    const doc = await h.editor.create({ _id: "counter", _type: "counter", n: 0 })
    const next = await h.editor.patch("counter").ifRevisionId(doc._rev).set({ n: 1 }).commit()
    assert.equal(next.n, 1)
    const error = await rejection(h.editor.patch("counter").ifRevisionId(doc._rev).set({ n: 2 }).commit())
    assert.equal(error.statusCode, 409)
    assert.match(error.message, /unexpected revision ID/)
    assert.equal((await h.editor.getDocument("counter"))?.n, 1)
  })

  it("patch of a missing document is a 404 mutationError", async () => {
    const error = await rejection(h.editor.patch("does-not-exist").set({ a: 1 }).commit())
    assert.equal(error.statusCode, 404)
    assert.match(error.message, /"does-not-exist".*does not exist/)
  })

  it("patch and delete by query touch every matching document", async () => {
    await h.editor
      .transaction()
      .create({ _id: "old-1", _type: "banner", season: "winter" })
      .create({ _id: "old-2", _type: "banner", season: "winter" })
      .create({ _id: "new-1", _type: "banner", season: "summer" })
      .commit()
    const patched = await h.editor.mutate([{ patch: { query: "*[_type == 'banner' && season == $s]", params: { s: "winter" }, set: { hidden: true } } }], {
      returnDocuments: false,
    })
    assert.deepEqual(patched.results.map((result) => result.id).sort(), ["old-1", "old-2"])
    const deleted = await h.editor.delete({ query: "*[_type == 'banner' && hidden == true]" })
    assert.deepEqual(deleted.results.map((result) => [result.id, result.operation]).sort(), [
      ["old-1", "delete"],
      ["old-2", "delete"],
    ])
    assert.deepEqual(await h.editor.fetch("*[_type == 'banner']._id"), ["new-1"])
  })

  it("delete by id answers the id and removes the document", async () => {
    await h.editor.create({ _id: "temp", _type: "page" })
    const result = await h.editor.delete("temp")
    assert.deepEqual(result.documentIds, ["temp"])
    assert.deepEqual(
      result.results.map((r) => [r.id, r.operation]),
      [["temp", "delete"]]
    )
    assert.equal(await h.editor.getDocument("temp"), undefined)
  })

  it("transaction: several mutations commit together under one transactionId", async () => {
    const result = await h.editor
      .transaction()
      .create({ _id: "tx-a", _type: "page", n: 1 })
      .createOrReplace({ _id: "tx-b", _type: "page", n: 2 })
      .patch("tx-a", (patch) => patch.inc({ n: 10 }))
      .commit({ transactionId: "my-transaction-1" })
    assert.equal(result.transactionId, "my-transaction-1")
    assert.deepEqual(
      result.results.map((r) => [r.id, r.operation]),
      [
        ["tx-a", "create"],
        ["tx-b", "create"],
      ]
    )
    const [a, b] = await h.editor.getDocuments(["tx-a", "tx-b"])
    assert.equal(a?.n, 11)
    assert.equal(a?._rev, "my-transaction-1")
    assert.equal(b?._rev, "my-transaction-1")
  })

  it("transaction: all-or-nothing, a failing mutation leaves nothing applied", async () => {
    const existing = await h.editor.create({ _id: "tx-existing", _type: "page", n: 1 })
    const error = await rejection(
      h.editor
        .transaction()
        .create({ _id: "tx-new", _type: "page" })
        .patch("tx-existing", (patch) => patch.unset(["not-there"]))
        .patch("tx-existing", (patch) => patch.set({ n: 2 }))
        .create({ _id: "tx-existing", _type: "page" })
        .commit()
    )
    assert.equal(error.statusCode, 409)
    assert.equal(await h.editor.getDocument("tx-new"), undefined)
    assert.deepEqual(await h.editor.getDocument("tx-existing"), existing)
  })

  it("dryRun answers what would happen and changes nothing", async () => {
    const result = await h.editor.create({ _id: "dry", _type: "page" }, { dryRun: true, returnDocuments: false })
    assert.deepEqual(result.results, [{ id: "dry", operation: "create" }])
    assert.equal(await h.editor.getDocument("dry"), undefined)
  })

  it("writes need the token: 401 without one, and nothing is written", async () => {
    const error = await rejection(h.anonymous.create({ _id: "sneaky", _type: "page" }))
    assert.equal(error.statusCode, 401)
    assert.match(error.message, /Unauthorized - Writes need a token/)
    assert.equal(await h.editor.getDocument("sneaky"), undefined)
  })

  it("drafts are separate documents: a draft and its published document coexist", async () => {
    await h.editor.create({ _id: "article", _type: "article", title: "Published" })
    await h.editor.create({ _id: "drafts.article", _type: "article", title: "Draft" })
    assert.equal((await h.editor.getDocument("article"))?.title, "Published")
    assert.equal((await h.editor.getDocument("drafts.article"))?.title, "Draft")
    assert.equal(await h.editor.fetch("*[_id == 'article'][0].title"), "Published")
  })
})
