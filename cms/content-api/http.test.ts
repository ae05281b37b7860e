// The HTTP surface around the client calls: CORS, body limits, unknown paths and datasets, and HTTP/2 compatibility.
import assert from "node:assert/strict"
import { connect, createServer as createHttp2Server } from "node:http2"
import type { AddressInfo } from "node:net"
import { after, before, describe, it } from "node:test"
import { type Harness, TOKEN, rejection, startHarness, waitFor } from "./test-support.js"

const API = "/v2025-02-19/data"

describe("HTTP surface", () => {
  let h: Harness
  before(async () => {
    h = await startHarness({ bodyLimitBytes: 64 * 1024 })
    await h.editor.create({ _id: "hello", _type: "page", title: "Hello" })
  })
  after(() => h.close())

  const auth = { Authorization: `Bearer ${TOKEN}` }

  it("CORS: a preflight from a localhost origin is allowed, with credentials and the headers asked for", async () => {
    const response = await fetch(`${h.url}${API}/mutate/production`, {
      method: "OPTIONS",
      headers: { Origin: "https://local.localhost:3333", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type" },
    })
    assert.equal(response.status, 204)
    assert.equal(response.headers.get("access-control-allow-origin"), "https://local.localhost:3333")
    assert.equal(response.headers.get("access-control-allow-credentials"), "true")
    assert.equal(response.headers.get("access-control-allow-headers"), "authorization,content-type")
    assert.match(response.headers.get("access-control-allow-methods") ?? "", /POST/)

    const get = await fetch(`${h.url}${API}/query/production?query=count(*)`, { headers: { Origin: "http://localhost:5173" } })
    assert.equal(get.headers.get("access-control-allow-origin"), "http://localhost:5173")
  })

  it("CORS: other origins get no CORS permission", async () => {
    const preflight = await fetch(`${h.url}${API}/query/production`, { method: "OPTIONS", headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" } })
    assert.equal(preflight.status, 403)
    assert.equal(preflight.headers.get("access-control-allow-origin"), null)
    const get = await fetch(`${h.url}${API}/query/production?query=count(*)`, { headers: { Origin: "https://evil.example" } })
    assert.equal(get.headers.get("access-control-allow-origin"), null)
  })

  it("a body over the limit answers 413; a body that is not JSON answers 400", async () => {
    const big = JSON.stringify({ mutations: [{ create: { _type: "page", text: "x".repeat(70 * 1024) } }] })
    const tooLarge = await fetch(`${h.url}${API}/mutate/production`, { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: big })
    assert.equal(tooLarge.status, 413)
    assert.match(((await tooLarge.json()) as { message: string }).message, /larger than/)
    // Sent in chunks without a Content-Length, the limit is found while reading.
    const chunked = await fetch(`${h.url}${API}/mutate/production`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit)
    assert.equal(chunked.status, 413)

    const notJson = await fetch(`${h.url}${API}/mutate/production`, { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: "{mutations: oops" })
    assert.equal(notJson.status, 400)
    assert.deepEqual(await notJson.json(), { statusCode: 400, error: "Bad Request", message: "Request body is not valid JSON" })
    assert.equal(await h.editor.fetch("count(*[_type == 'page'])"), 1)
  })

  it("malformed mutations answer 400 and change nothing", async () => {
    const response = await fetch(`${h.url}${API}/mutate/production`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ mutations: [{ create: { _id: "ok", _type: "page" } }, { frobnicate: { id: "hello" } }] }),
    })
    assert.equal(response.status, 400)
    assert.match(((await response.json()) as { message: string }).message, /index 1: .*frobnicate/)
    assert.equal(await h.editor.getDocument("ok"), undefined)
  })

  it("unknown paths and other datasets answer 404 as JSON; the client surfaces the dataset error", async () => {
    const unknown = await fetch(`${h.url}/v2025-02-19/nothing/here`)
    assert.equal(unknown.status, 404)
    assert.equal(((await unknown.json()) as { error: string }).error, "Not Found")

    const error = await rejection(h.editor.withConfig({ dataset: "staging" }).fetch("count(*)"))
    assert.equal(error.statusCode, 404)
    assert.match(error.message, /Dataset "staging" not found/)
  })

  it("health answers ok", async () => {
    const response = await fetch(`${h.url}/health`)
    assert.equal(response.status, 200)
    assert.equal(((await response.json()) as { status: string }).status, "ok")
  })

  it("listen with includeResult=false leaves the document out; a bad listen query is a channelError", async () => {
    const controller = new AbortController()
    const response = await fetch(`${h.url}${API}/listen/production?query=${encodeURIComponent("*[_id == 'sse']")}&includeResult=false`, {
      headers: auth,
      signal: controller.signal,
    })
    assert.equal(response.headers.get("content-type"), "text/event-stream; charset=utf-8")
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ""
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`stream ended before ${String(pattern)}: ${text}`)
        text += value
      }
    }
    await readUntil(/event: welcome\n/)
    await h.editor.create({ _id: "sse", _type: "page" })
    await readUntil(/event: mutation\ndata: .*\n\n/)
    const data = JSON.parse(/event: mutation\ndata: (.*)\n/.exec(text)?.[1] ?? "{}") as Record<string, unknown>
    assert.equal(data.documentId, "sse")
    assert.equal(data.transition, "appear")
    assert.equal("result" in data, false)
    controller.abort()

    const bad = await fetch(`${h.url}${API}/listen/production?query=${encodeURIComponent("*[_type ==")}`, { headers: auth })
    const badText = await bad.text()
    assert.match(badText, /^event: channelError\ndata: .*queryParseError/)
  })

  it("the same handler serves HTTP/2 (node:http2 compatibility API): a query and an event stream", async () => {
    const server = createHttp2Server(h.api.handler)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const session = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    try {
      const query = session.request({ ":path": `${API}/query/production?query=${encodeURIComponent("*[_id == 'hello'][0].title")}` })
      let body = ""
      query.setEncoding("utf8")
      query.on("data", (chunk: string) => (body += chunk))
      await new Promise((resolve) => query.on("end", resolve))
      assert.equal((JSON.parse(body) as { result: string }).result, "Hello")

      const stream = session.request({ ":path": `${API}/listen/production?query=${encodeURIComponent("*[_id == 'h2']")}`, authorization: `Bearer ${TOKEN}` })
      let events = ""
      stream.setEncoding("utf8")
      stream.on("data", (chunk: string) => (events += chunk))
      await waitFor(() => events.includes("event: welcome"), "the welcome event over HTTP/2")
      await h.editor.create({ _id: "h2", _type: "page" })
      await waitFor(() => events.includes('"documentId":"h2"'), "the mutation event over HTTP/2")
      stream.close()
      await waitFor(() => h.api.openListeners === 0 && h.api.dataset.listenerCount === 0, "the HTTP/2 listener to be let go")
    } finally {
      session.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
