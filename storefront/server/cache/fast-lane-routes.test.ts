/**
 * The fast lane inside the real server, over the real commerce, the local content API and real HTTP: the second
 * request for each hot route is answered by the lane with exactly what Fastify answered the first time, and a stale answer
 * goes back through Fastify (stale-while-revalidate) instead of being served by the lane.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { whenRendered } from "../pages/page-test-support.js"
import { appBuild, HEALTH_HEADERS, listening, serverOverCommerce } from "../test-support.js"

const HOT_ROUTES = [
  "/api/products?limit=24&offset=0",
  "/api/products/1",
  "/api/search?q=watch&lang=en",
  "/en/product/1",
  "/de/products",
  "/api/random-products",
  // The content and shipping calls every page's visit asks for too.
  "/api/faq?lang=de",
  "/api/content/shipping?lang=en",
  "/api/settings",
  "/api/reviews?lang=fr",
  "/api/translations/ja",
  "/api/shipping-rates?lang=de",
  "/robots.txt",
]

const FRESH_SECONDS = 4

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

describe("fast lane in the server", () => {
  let app: FastifyInstance
  let url: string
  before(async () => {
    // Long enough that a slow machine's second request still finds the first answer fresh, short enough to wait out.
    app = (await serverOverCommerce({ distDir: appBuild(), cacheTtlSeconds: FRESH_SECONDS, withContent: true })).app
    url = await listening(app)
  })
  after(() => app.close())

  async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(url + path, { headers })
    const all: Record<string, string> = {}
    response.headers.forEach((value, name) => name !== "date" && (all[name] = value))
    return { status: response.status, headers: all, body: Buffer.from(await response.arrayBuffer()) }
  }
  const served = async () => ((await (await fetch(`${url}/health`, { headers: HEALTH_HEADERS })).json()) as { fastLane: { served: number } }).fastLane.served

  test("the second GET of each hot route comes from the lane, with the first answer's status, headers and bytes", async () => {
    for (const path of HOT_ROUTES) {
      // The page as rendered: a busy server may answer a page's first visit with the app's shell (not kept).
      const first = await whenRendered(
        () => get(path, { "accept-encoding": "br" }),
        (answer) => (answer.headers["content-type"]?.startsWith("text/html") ? answer.body.toString() : undefined)
      )
      const before = await served()
      const second = await get(path, { "accept-encoding": "br" })
      assert.equal(await served(), before + 1, `${path} was answered by the lane`)
      assert.equal(second.status, 200, path)
      // Random products are a random pick each time (its own ETag and length); everything else is the same bytes,
      // but for a page, whose kept brotli may have been made smaller meanwhile (pages/html-pages.ts): the same page.
      // Every request has its own id, lane or not; the answer that rendered a page says how long that took.
      const random = path.includes("random")
      const page = first.headers["content-type"]?.startsWith("text/html")
      const varies = ["x-request-id", "server-timing", ...(random ? ["etag", "content-length"] : page ? ["content-length"] : [])]
      const comparable = (answer: Answer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !varies.includes(name)))
      assert.deepEqual(comparable(second), comparable(first), path)
      assert.match(second.headers["x-request-id"] ?? "", /^[0-9a-f-]{36}$/, `${path}: the lane's answer has an id of its own`)
      assert.notEqual(second.headers["x-request-id"], first.headers["x-request-id"], path)
      // fetch decodes the brotli: these are the answers' own bytes.
      if (!random) assert.deepEqual(second.body, first.body, path)
    }
  })

  test("a request that failed validation is never remembered", async () => {
    for (let i = 0; i < 2; i++) assert.equal((await get("/api/products?limit=abc")).status, 400)
  })

  test("once the answer is stale the lane steps aside: Fastify serves it and refreshes", async () => {
    const path = "/api/products/2"
    await get(path)
    const warm = await served()
    await get(path)
    assert.equal(await served(), warm + 1, "fresh: from the lane")
    await new Promise((resolve) => setTimeout(resolve, FRESH_SECONDS * 1000 * 1.2)) // past the freshness (±10%)
    const before = await served()
    const stale = await get(path)
    assert.equal(stale.status, 200)
    assert.equal(await served(), before, "stale: not from the lane")
  })
})
