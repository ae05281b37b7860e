// What Sanity Studio needs from the local content API beyond /data: document actions, history, its
// project and settings calls, and the HTTPS/HTTP2 host that serves the built Studio signed in.
import assert from "node:assert/strict"
import { existsSync } from "node:fs"
import { mkdtemp, readFile, writeFile } from "node:fs/promises"
import { connect } from "node:http2"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after, before, describe, it } from "node:test"
import { loadOrCreateCertificate } from "./certificate.js"
import { FEEDBACK_COOKIE, FEEDBACK_FILE_LIMIT } from "./studio-api.js"
import { type Harness, TOKEN, makeDataDir, startHarness } from "./test-support.js"

const V = "/v2025-02-19"

describe("content API for Sanity Studio", () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
    await h.editor.createOrReplace({ _id: "faq-1", _type: "faqItem", language: "en", question: "Published question" })
  })
  after(() => h.close())

  /** `token: null` sends none. */
  async function call(method: string, path: string, body?: unknown, token: string | null = TOKEN) {
    const response = await fetch(h.url + path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> & unknown[] }
  }
  const actions = (list: unknown[], transactionId?: string) => call("POST", `${V}/data/actions/production`, { actions: list, transactionId })

  it("edit makes the draft from the published document; publish copies the newest draft and removes it", async () => {
    const edited = await actions(
      [{ actionType: "sanity.action.document.edit", draftId: "drafts.faq-1", publishedId: "faq-1", patch: { set: { question: "Draft question" } } }],
      "tx-edit"
    )
    assert.equal(edited.status, 200, edited.text)
    assert.equal(edited.json().transactionId, "tx-edit")
    const draft = await h.editor.getDocument("drafts.faq-1")
    assert.equal(draft?.question, "Draft question")
    assert.equal(draft?.language, "en", "the rest of the published document came along")
    assert.equal(draft?._rev, "tx-edit")
    assert.equal((await h.anonymous.fetch(`*[_id == "faq-1"][0].question`)) as string, "Published question", "a draft is not published")

    const published = await h.editor.getDocument("faq-1")
    const stale = await actions([{ actionType: "sanity.action.document.publish", draftId: "drafts.faq-1", publishedId: "faq-1", ifPublishedRevisionId: "not-the-revision" }])
    assert.equal(stale.status, 409, "someone else published since")
    const publish = await actions([{ actionType: "sanity.action.document.publish", draftId: "drafts.faq-1", publishedId: "faq-1", ifPublishedRevisionId: published?._rev }])
    assert.equal(publish.status, 200, publish.text)
    assert.equal((await h.anonymous.fetch(`*[_id == "faq-1"][0].question`)) as string, "Draft question")
    assert.equal(await h.editor.getDocument("drafts.faq-1"), undefined)
  })

  it("discard removes the draft (404 when there is none); unpublish keeps the content as a draft", async () => {
    await actions([{ actionType: "sanity.action.document.edit", draftId: "drafts.faq-1", publishedId: "faq-1", patch: { set: { question: "To be discarded" } } }])
    assert.equal((await actions([{ actionType: "sanity.action.document.discard", draftId: "drafts.faq-1" }])).status, 200)
    assert.equal(await h.editor.getDocument("drafts.faq-1"), undefined)
    assert.equal((await actions([{ actionType: "sanity.action.document.discard", draftId: "drafts.faq-1" }])).status, 404)

    assert.equal((await actions([{ actionType: "sanity.action.document.unpublish", draftId: "drafts.faq-1", publishedId: "faq-1" }])).status, 200)
    assert.equal(await h.editor.getDocument("faq-1"), undefined)
    assert.equal((await h.editor.getDocument("drafts.faq-1"))?.question, "Draft question")
    assert.equal((await actions([{ actionType: "sanity.action.document.publish", draftId: "drafts.faq-1", publishedId: "faq-1" }])).status, 200)
  })

  it("delete removes the published document with its drafts; a never-published draft goes with version.discard", async () => {
    await h.editor.createOrReplace({ _id: "faq-2", _type: "faqItem", question: "Two" })
    await actions([{ actionType: "sanity.action.document.edit", draftId: "drafts.faq-2", publishedId: "faq-2", patch: { set: { question: "Two, edited" } } }])
    assert.equal((await actions([{ actionType: "sanity.action.document.delete", publishedId: "faq-2", includeDrafts: ["drafts.faq-2"] }])).status, 200)
    assert.deepEqual(await h.editor.getDocuments(["faq-2", "drafts.faq-2"]), [null, null])

    await actions([{ actionType: "sanity.action.document.create", publishedId: "faq-3", attributes: { _id: "drafts.faq-3", _type: "faqItem" }, ifExists: "fail" }])
    assert.equal(
      (await actions([{ actionType: "sanity.action.document.create", publishedId: "faq-3", attributes: { _id: "drafts.faq-3", _type: "faqItem" }, ifExists: "fail" }])).status,
      409
    )
    assert.equal((await actions([{ actionType: "sanity.action.document.version.discard", versionId: "drafts.faq-3" }])).status, 200)
    assert.equal(await h.editor.getDocument("drafts.faq-3"), undefined)
  })

  it("actions are checked: unknown types, ids in the wrong place and a missing token are refused", async () => {
    assert.equal((await actions([{ actionType: "sanity.action.document.explode", draftId: "drafts.faq-1" }])).status, 400)
    assert.equal((await actions([{ actionType: "sanity.action.document.publish", draftId: "faq-1", publishedId: "faq-1" }])).status, 400)
    assert.equal((await actions([])).status, 400)
    assert.equal((await call("POST", `${V}/data/actions/production`, { actions: [{ actionType: "sanity.action.document.discard", draftId: "drafts.x" }] }, null)).status, 401)
  })

  it("history: the document's transactions as NDJSON with whole-document effects, and the document at a revision", async () => {
    const response = await call(
      "GET",
      `${V}/data/history/production/transactions/faq-1,drafts.faq-1?effectFormat=mendoza&excludeContent=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50`
    )
    assert.equal(response.status, 200)
    const rows = response.text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: string; author: string; effects: Record<string, { apply: unknown[]; revert: unknown[] }> })
    assert.equal(rows[0]?.id, (await h.editor.getDocument("faq-1"))?._rev, "newest first: the current revision is the latest transaction")
    const created = rows.at(-1)!
    assert.deepEqual(created.effects["faq-1"]?.revert, [0, null], "the first one created it")
    assert.equal(created.author, "local-editor")
    const discarded = rows.find(
      (row) => (row.effects["drafts.faq-1"]?.apply as unknown[])?.[1] === null && JSON.stringify(row.effects["drafts.faq-1"]?.revert).includes("To be discarded")
    )
    assert.ok(discarded, "the discard is a transaction whose revert brings the discarded draft back")

    const first = await call("GET", `${V}/data/history/production/documents/faq-1?revision=${created.id}`)
    assert.equal((first.json().documents as { question: string }[])[0]?.question, "Published question")
    assert.equal((await call("GET", `${V}/data/history/production/documents/faq-1`)).status, 400, "a revision or time is needed")
    assert.equal((await call("GET", `${V}/data/history/production/transactions/faq-%E0%A4`)).status, 400, "a malformed id is the client's mistake")
  })

  it("the Studio's project calls: the editor, an ACL granting everything, settings kept, other projects 404", async () => {
    assert.equal((await call("GET", "/v2026-05-04/users/me")).json().id, "local-editor")
    assert.equal((await call("GET", "/v2026-05-04/users/me", undefined, null)).status, 401)
    const acl = await call("GET", "/v2021-06-07/projects/local/datasets/production/acl")
    assert.deepEqual((acl.json() as unknown as { permissions: string[] }[])[0]?.permissions.sort(), ["create", "editHistory", "history", "read", "update"])
    assert.equal((await call("GET", "/v2021-12-15/projects/elsewhere")).status, 404)

    const put = await call("PUT", `${V}/users/me/keyvalue`, [{ key: "studio.search.recent.production", value: { recent: ["faq"] } }])
    assert.deepEqual(put.json(), [{ key: "studio.search.recent.production", value: { recent: ["faq"] } }])
    await h.restart()
    const got = await call("GET", `${V}/users/me/keyvalue/studio.search.recent.production,unknown.key`)
    assert.deepEqual(got.json(), [
      { key: "studio.search.recent.production", value: { recent: ["faq"] } },
      { key: "unknown.key", value: null },
    ])
    assert.equal((await call("PUT", `${V}/users/me/keyvalue`, { key: "not-an-array" })).status, 400)
  })
})

describe("the Studio's feedback tunnel (Give feedback in the help menu)", () => {
  let h: Harness
  before(async () => (h = await startHarness()))
  after(() => h.close())

  const feedbackFile = () => join(h.dataDir, "editor-feedback.ndjson")
  const envelope = (message: string) =>
    [JSON.stringify({ dsn: "https://key@sentry.example/1" }), JSON.stringify({ type: "feedback" }), JSON.stringify({ contexts: { feedback: { message } } })].join("\n")
  /** Posted as Sanity's feedback client does: no token, this origin's cookies only. */
  const post = (body: string, cookie?: string) =>
    fetch(`${h.url}/vX/intake/feedback`, { method: "POST", headers: cookie ? { cookie } : {}, body }).then(async (r) => ({ status: r.status, text: await r.text() }))
  const kept = async () => (existsSync(feedbackFile()) ? (await readFile(feedbackFile(), "utf8")).trim().split("\n").filter(Boolean).length : 0)

  it("takes feedback only with the editor's cookie or token, in bounds, and does not keep the Studio's check that the tunnel answers", async () => {
    assert.equal((await post(envelope("anonymous"))).status, 401)
    assert.equal((await post(envelope("wrong"), `${FEEDBACK_COOKIE}=not-the-token`)).status, 401)
    assert.equal(await kept(), 0, "nothing kept from anyone but the editor")

    const editor = `other=1; ${FEEDBACK_COOKIE}=${encodeURIComponent(TOKEN)}`
    assert.equal((await post(envelope("The FAQ list needs a filter"), editor)).status, 200)
    assert.equal((await post(JSON.stringify({ dsn: "https://key@sentry.example/1", sent_at: new Date().toISOString() }) + "\n", editor)).status, 200)
    assert.equal(await kept(), 1, "the availability check is answered, not kept")
    assert.match(await readFile(feedbackFile(), "utf8"), /The FAQ list needs a filter/)

    assert.equal((await post(envelope("x".repeat(70 * 1024)), editor)).status, 413)
    await writeFile(feedbackFile(), "x".repeat(FEEDBACK_FILE_LIMIT))
    const full = await post(envelope("one too many"), editor)
    assert.equal(full.status, 507, full.text)
    assert.match(full.text, /read and empty/)
  })
})

describe("the Studio's HTTPS host", () => {
  /** The content API's Studio host over HTTP/2 + TLS, serving the Studio build in `studioDir`. */
  async function studioHost(studioDir: string) {
    const h = await startHarness()
    const tls = await loadOrCreateCertificate(await makeDataDir())
    const { port } = await h.api.listenForStudio({ port: 0, tls, studio: { dir: studioDir, signIn: { projectId: "local", token: TOKEN } } })
    const session = connect(`https://127.0.0.1:${port}`, { ca: tls.cert, servername: "local.localhost" })
    const get = (path: string) =>
      new Promise<{ status: number; body: string; setCookie: string[] }>((resolve, reject) => {
        const stream = session.request({ ":path": path, host: `local.localhost:${port}` })
        let body = ""
        let status = 0
        let setCookie: string[] = []
        stream.on("response", (headers) => {
          status = Number(headers[":status"])
          setCookie = headers["set-cookie"] ?? []
        })
        stream.on("data", (chunk: Buffer) => (body += chunk.toString()))
        stream.on("end", () => resolve({ status, body, setCookie }))
        stream.on("error", reject)
      })
    return {
      get,
      async close() {
        session.close()
        await h.close()
      },
    }
  }
  const STUDIO_PAGE = `<!DOCTYPE html><html><head><style>src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2");</style><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script></head><body></body></html>`

  it("speaks HTTP/2 over TLS, serves the Studio signed in and offline, and the API on the same host", async () => {
    const studioDir = await mkdtemp(join(tmpdir(), "studio-"))
    await writeFile(join(studioDir, "index.html"), STUDIO_PAGE)
    const { get, close } = await studioHost(studioDir)
    try {
      const page = await get("/structure/faqItem")
      assert.equal(page.status, 200)
      assert.match(page.body, /localStorage\.setItem\("__studio_auth_token_local"/, "the page signs the Studio in")
      assert.ok(page.body.includes(TOKEN))
      assert.deepEqual(
        page.setCookie,
        [`${FEEDBACK_COOKIE}=${encodeURIComponent(TOKEN)}; Path=/vX/intake/feedback; HttpOnly; Secure; SameSite=Strict`],
        "the feedback tunnel's key"
      )
      assert.doesNotMatch(page.body, /sanity-cdn\.com|studio-static\.sanity\.io/, "nothing is loaded from Sanity's servers")
      assert.equal((await get("/static/missing-file.js")).status, 404)
      assert.equal((await get("/structure/%E0%A4")).status, 400, "malformed percent-encoding is the client's mistake")
      const health = await get("/health")
      assert.equal(health.status, 200)
      assert.equal((await get(`${V}/data/query/production?query=count(*)`)).status, 200)
    } finally {
      await close()
    }
  })

  it("before the Studio's first build it says it is being built and looks again; the build, once there, is served without a restart", async () => {
    const studioDir = await mkdtemp(join(tmpdir(), "studio-"))
    const { get, close } = await studioHost(studioDir)
    try {
      const waiting = await get("/structure/faqItem")
      assert.equal(waiting.status, 503)
      assert.match(waiting.body, /being built/)
      assert.match(waiting.body, /<meta http-equiv="refresh" content="5">/, "the page looks again by itself")
      await writeFile(join(studioDir, "index.html"), STUDIO_PAGE)
      const page = await get("/structure/faqItem")
      assert.equal(page.status, 200)
      assert.match(page.body, /__studio_auth_token_local/)
    } finally {
      await close()
    }
  })
})
