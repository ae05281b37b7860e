// client.listen() against the server-sent event stream: welcome, appear/update/disappear, results, no leaks.
import assert from "node:assert/strict"
import { after, afterEach, before, describe, it } from "node:test"
import type { ListenEvent, MutationEvent } from "@sanity/client"
import { type Harness, startHarness, waitFor } from "./test-support.js"

describe("listen through @sanity/client", () => {
  let h: Harness
  const open: { stop: () => void }[] = []
  before(async () => {
    h = await startHarness()
  })
  // A failed assertion must not leave its stream open for the next test to trip over.
  afterEach(() => {
    for (const listener of open.splice(0)) listener.stop()
  })
  after(() => h.close())

  /** Subscribes and waits for the welcome event, so no later mutation can be missed. */
  async function listen(client: Harness["editor"], query: string, params: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    const events: ListenEvent<Record<string, unknown>>[] = []
    const errors: unknown[] = []
    const subscription = client.listen(query, params, { events: ["welcome", "mutation"], ...options }).subscribe({
      next: (event) => events.push(event),
      error: (error: unknown) => errors.push(error),
    })
    await waitFor(() => events.some((event) => event.type === "welcome") || errors.length > 0, "the welcome event")
    assert.deepEqual(errors, [])
    const mutations = () => events.filter((event): event is MutationEvent => event.type === "mutation")
    const listener = { events, mutations, stop: () => subscription.unsubscribe() }
    open.push(listener)
    return listener
  }

  it("welcome first, then appear / update / disappear with the resulting document", async () => {
    const listener = await listen(h.editor, "*[_type == 'product' && price < $max]", { max: 100 })
    assert.equal(listener.events[0]?.type, "welcome")
    assert.match(String((listener.events[0] as { listenerName?: string }).listenerName), /\S/)

    const created = await h.editor.create({ _id: "p1", _type: "product", price: 50 })
    await h.editor.patch("p1").set({ price: 60 }).commit()
    await h.editor.patch("p1").set({ price: 500 }).commit() // no longer matches
    await h.editor.patch("p1").set({ price: 70 }).commit() // matches again
    await h.editor.delete("p1")
    await h.editor.create({ _id: "other", _type: "page" }) // never matches

    const events = await waitFor(() => listener.mutations().length >= 5 && listener.mutations(), "five mutation events")
    assert.deepEqual(
      events.map((event) => [event.documentId, event.transition, event.result?.price]),
      [
        ["p1", "appear", 50],
        ["p1", "update", 60],
        ["p1", "disappear", 500],
        ["p1", "appear", 70],
        ["p1", "disappear", undefined],
      ]
    )
    const [first, second] = events
    assert.equal(first?.resultRev, created._rev)
    assert.equal(first?.previousRev, undefined)
    assert.equal(second?.previousRev, created._rev)
    assert.equal(first?.transactionId, created._rev)
    assert.equal(first?.eventId, `${first?.transactionId}#p1`)
    assert.equal(first?.visibility, "query")
    assert.equal(first?.transactionTotalEvents, 1)
    assert.equal(first?.transactionCurrentEvent, 0)
    assert.deepEqual(first?.mutations, [{ create: { _id: "p1", _type: "product", price: 50 } }])
    // A deletion still names its transaction as resultRev and the deleted revision as previousRev: the Studio
    // chains a document's events by them, and without it never sees the deletion (a discarded draft stayed).
    const [, , , fourth, deletion] = events
    assert.equal(deletion?.resultRev, deletion?.transactionId)
    assert.equal(deletion?.previousRev, fourth?.resultRev)
  })

  it("one transaction over several documents: its events share the transactionId and count up", async () => {
    const listener = await listen(h.editor, "*[_type == 'faq']")
    const result = await h.editor.transaction().create({ _id: "faq-a", _type: "faq" }).create({ _id: "page-x", _type: "page" }).create({ _id: "faq-b", _type: "faq" }).commit()
    const events = await waitFor(() => listener.mutations().length >= 2 && listener.mutations(), "two events")
    assert.deepEqual(
      events.map((event) => [event.documentId, event.transactionId, event.transactionCurrentEvent, event.transactionTotalEvents]),
      [
        ["faq-a", result.transactionId, 0, 2],
        ["faq-b", result.transactionId, 1, 2],
      ]
    )
  })

  it("includePreviousRevision and effectFormat mendoza add previous and whole-document effects", async () => {
    const listener = await listen(h.editor, "*[_id == 'doc-e']", {}, { includePreviousRevision: true, effectFormat: "mendoza" })
    await h.editor.create({ _id: "doc-e", _type: "page", v: 1 })
    const updated = await h.editor.patch("doc-e").set({ v: 2 }).commit()
    await h.editor.delete("doc-e")
    const [created, update, deleted] = await waitFor(() => listener.mutations().length >= 3 && listener.mutations(), "three events")
    assert.deepEqual(update?.result, updated)
    assert.equal(update?.previous?.v, 1)
    assert.deepEqual(update?.effects?.apply, [0, updated])
    assert.equal((update?.effects?.revert as [number, { v: number }])[1].v, 1)
    assert.equal(created?.previous, null)
    assert.deepEqual(created?.effects?.revert, [0, null])
    assert.deepEqual(deleted?.effects?.apply, [0, null])
  })

  it("a client without token hears nothing about drafts or documents under a path; an editor does", async () => {
    const anonymous = await listen(h.anonymous, "*[_type == 'post']")
    const editor = await listen(h.editor, "*[_type == 'post']")
    await h.editor.create({ _id: "drafts.post-1", _type: "post" })
    await h.editor.create({ _id: "private.post-2", _type: "post" })
    await h.editor.create({ _id: "post-1", _type: "post" })
    await waitFor(() => editor.mutations().length >= 3, "the editor's three events")
    await waitFor(() => anonymous.mutations().length >= 1, "the public event")
    assert.deepEqual(
      editor.mutations().map((event) => event.documentId),
      ["drafts.post-1", "private.post-2", "post-1"]
    )
    assert.deepEqual(
      anonymous.mutations().map((event) => event.documentId),
      ["post-1"]
    )
  })

  it("a stream that the client closes is let go: no listener is left behind", async () => {
    await waitFor(() => h.api.openListeners === 0 && h.api.dataset.listenerCount === 0, "earlier listeners to be gone")
    const listeners = await Promise.all([listen(h.editor, "*"), listen(h.anonymous, "*")])
    assert.equal(h.api.openListeners, 2)
    assert.equal(h.api.dataset.listenerCount, 2)
    for (const listener of listeners) listener.stop()
    await waitFor(() => h.api.openListeners === 0 && h.api.dataset.listenerCount === 0, "the server to drop both listeners")
  })
})
