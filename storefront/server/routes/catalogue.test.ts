/**
 * The spec's catalogue calls against the REAL commerce (MEDUSA_URL, MEDUSA_PUBLISHABLE_KEY): 640 seeded
 * products with item ids 1..640, each translated into 15 languages.
 */
import assert from "node:assert/strict"
import { once } from "node:events"
import http from "node:http"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { CatalogueEntry } from "@shop/contracts/api"
import { assertApiError, assertCatalogueEntry, commerceSettings, freePort, serverOverCommerce, type CountingCatalogue } from "../testing/test-support.js"

commerceSettings() // fails the whole file, with one clear message, when commerce is not configured

let app: FastifyInstance
before(async () => ({ app } = await serverOverCommerce()))
after(() => app?.close())

async function getList(url: string): Promise<CatalogueEntry[]> {
  const response = await app.inject(url)
  assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`)
  const entries = response.json<CatalogueEntry[]>()
  assert.ok(Array.isArray(entries))
  return entries
}

const ids = (entries: CatalogueEntry[]) => entries.map((entry) => entry.item.id)

describe("catalogue: single flight", () => {
  test("catalogue: a cold burst of 64 identical requests costs commerce one call", async (t) => {
    const fresh = await serverOverCommerce()
    t.after(() => fresh.app.close())

    const burst = await Promise.all(Array.from({ length: 64 }, () => fresh.app.inject("/api/products?limit=24&offset=0")))
    assert.deepEqual(fresh.catalogue.calls, { page: 1, random: 0, item: 0 })
    for (const response of burst) {
      assert.equal(response.statusCode, 200)
      assert.equal(response.body, burst[0]!.body)
    }
    assert.equal(burst[0]!.json<CatalogueEntry[]>().length, 24)

    await fresh.app.inject("/api/products?limit=24&offset=0")
    assert.equal(fresh.catalogue.calls.page, 1, "a warm request is served from memory")
    await fresh.app.inject("/api/products?limit=24&offset=24")
    assert.equal(fresh.catalogue.calls.page, 2, "another page is another call")
  })
})

describe("catalogue: preloading", () => {
  test("catalogue: preload fetches every page once, and with them every product: no product costs a call of its own afterwards", async (t) => {
    const fresh = await serverOverCommerce({ preload: true })
    t.after(() => fresh.app.close())
    await fresh.app.ready()
    const deadline = Date.now() + 20_000
    while (fresh.catalogue.calls.page < 27 || fresh.catalogue.calls.random < 1) {
      if (Date.now() > deadline) assert.fail(`the preload stopped after ${fresh.catalogue.calls.page} pages`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // The last page's entries are compressed and stored a moment after it arrives.
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (let id = 1; id <= 640; id++) assert.equal((await fresh.app.inject(`/api/products/${id}`)).statusCode, 200)
    assert.equal(fresh.catalogue.calls.item, 0, "every product came with its page")
    assert.equal(fresh.catalogue.calls.page, 27, "640 products in pages of 24, each asked for once")
    assert.deepEqual((await fresh.app.inject("/api/products/333")).json(), (await app.inject("/api/products/333")).json())
  })

  test("catalogue: a catalogue larger than the preload's pages (64,000 products) is read ahead up to them; a product past them is read on its first visit", async (t) => {
    const fresh = await serverOverCommerce({ preload: true, preloadPages: 3 })
    t.after(() => fresh.app.close())
    await fresh.app.ready()
    const deadline = Date.now() + 20_000
    while ((await fresh.app.inject("/readyz")).statusCode !== 200) {
      if (Date.now() > deadline) assert.fail("not ready")
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    assert.equal(fresh.catalogue.calls.page, 3, "the first three pages only")
    for (const id of [1, 72]) assert.equal((await fresh.app.inject(`/api/products/${id}`)).statusCode, 200)
    assert.equal(fresh.catalogue.calls.item, 0, "the preloaded products came with their pages")
    assert.equal((await fresh.app.inject("/api/products/73")).statusCode, 200)
    assert.equal(fresh.catalogue.calls.item, 1, "the first product past them: read when asked")
  })

  test("catalogue: a storefront started before commerce answers preloads once it does (npm start starts them side by side)", async (t) => {
    // A port nothing listens on yet (connections refused, as while Medusa boots); commerce appears there later.
    const port = await freePort()
    const fresh = await serverOverCommerce({ preload: true, baseUrl: `http://127.0.0.1:${port}` })
    t.after(() => fresh.app.close())
    await fresh.app.ready()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    assert.equal((await fresh.app.inject("/readyz")).statusCode, 503, "not ready while commerce is away")
    const commerce = await forwardTo(commerceSettings().baseUrl, port)
    t.after(() => commerce.close())
    const deadline = Date.now() + 20_000
    while ((await fresh.app.inject("/readyz")).statusCode !== 200) {
      if (Date.now() > deadline) assert.fail("not ready 20 s after commerce answered")
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The last page's entries are compressed and stored a moment after it arrives.
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const id of [1, 320, 640]) assert.equal((await fresh.app.inject(`/api/products/${id}`)).statusCode, 200)
    assert.equal(fresh.catalogue.calls.item, 0, "every product came with the preload's pages")
  })
})

/** An HTTP server on `port` passing every request on to `target` (commerce coming up there). */
async function forwardTo(target: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const onward = http.request(new URL(request.url!, target), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers)
      answer.pipe(response)
    })
    onward.on("error", () => response.destroy())
    request.pipe(onward)
  })
  server.listen(port, "127.0.0.1")
  await once(server, "listening")
  return server
}

describe("catalogue: only canonical pages are stored", () => {
  test("catalogue: other limits and offsets are cut from the stored pages of 24, without asking commerce again", async (t) => {
    const fresh = await serverOverCommerce()
    t.after(() => fresh.app.close())
    const first = await fresh.app.inject("/api/products?limit=24&offset=0")
    const second = await fresh.app.inject("/api/products?limit=24&offset=24")
    const both = [...first.json<CatalogueEntry[]>(), ...second.json<CatalogueEntry[]>()]
    assert.equal(fresh.catalogue.calls.page, 2)
    for (const [limit, offset] of [
      [7, 3],
      [30, 10],
      [1, 47],
      [48, 0],
    ] as const) {
      const cut = await fresh.app.inject(`/api/products?limit=${limit}&offset=${offset}`)
      assert.deepEqual(ids(cut.json<CatalogueEntry[]>()), ids(both.slice(offset, offset + limit)))
    }
    assert.equal(fresh.catalogue.calls.page, 2, "no page beyond the two canonical ones was asked for")
  })
})

describe("catalogue: pages", () => {
  test("catalogue: a page has 24 entries, each with 15 translations and typed item fields", async () => {
    const page = await getList("/api/products?limit=24&offset=0")
    assert.equal(page.length, 24)
    for (const entry of page) assertCatalogueEntry(entry)
  })

  test("catalogue: limit and offset default to 24 and 0", async () => {
    assert.deepEqual(await getList("/api/products"), await getList("/api/products?limit=24&offset=0"))
  })

  test("catalogue: the first items carry their seeded prices", async () => {
    const [first, second, third] = await getList("/api/products?limit=3&offset=0")
    assert.deepEqual(
      [first, second, third].map((entry) => [entry?.item.id, entry?.item.best_usd_price]),
      [
        [1, 899.99],
        [2, 299.99],
        [3, 1299.99],
      ]
    )
  })

  test("catalogue: pages are ordered by item id and consecutive pages do not overlap", async () => {
    const first = ids(await getList("/api/products?limit=24&offset=0"))
    const second = ids(await getList("/api/products?limit=24&offset=24"))
    const both = [...first, ...second]
    assert.equal(both.length, 48)
    for (let i = 1; i < both.length; i++) assert.ok(both[i - 1]! < both[i]!, `ids ascend across pages: ${both.join(",")}`)
    assert.deepEqual(
      both,
      Array.from({ length: 48 }, (_, i) => i + 1)
    )
  })

  test("catalogue: offset 576 is still a full page of 24", async () => {
    const page = await getList("/api/products?limit=24&offset=576")
    assert.deepEqual(
      ids(page),
      Array.from({ length: 24 }, (_, i) => 577 + i)
    )
    for (const entry of page) assertCatalogueEntry(entry)
  })

  test("catalogue: the last page is short and past the end is empty", async () => {
    assert.deepEqual(
      ids(await getList("/api/products?limit=24&offset=624")),
      Array.from({ length: 16 }, (_, i) => 625 + i)
    )
    assert.deepEqual(await getList("/api/products?limit=24&offset=640"), [])
    assert.deepEqual(await getList("/api/products?limit=1&offset=999999999"), [])
  })

  test("catalogue: limit=100 returns exactly 100 entries, the most a page can hold", async () => {
    const page = await getList("/api/products?limit=100&offset=0")
    assert.equal(page.length, 100)
    assert.equal(new Set(ids(page)).size, 100)
  })
})

describe("catalogue: one product", () => {
  test("catalogue: /api/products/{id} equals that product's entry in the list", async () => {
    const page = await getList("/api/products?limit=24&offset=24")
    for (const listed of [page[0]!, page[23]!]) {
      const response = await app.inject(`/api/products/${listed.item.id}`)
      assert.equal(response.statusCode, 200)
      assert.deepEqual(response.json(), listed)
    }
  })

  test("catalogue: an unknown product id is a 404 with a JSON error", async () => {
    assertApiError(await app.inject("/api/products/987654321"), 404)
  })

  test("catalogue: a missing product is remembered briefly instead of asking commerce again", async (t) => {
    const fresh = await serverOverCommerce()
    t.after(() => fresh.app.close())
    for (let i = 0; i < 3; i++) assertApiError(await fresh.app.inject("/api/products/987654321"), 404)
    assert.equal(fresh.catalogue.calls.item, 1)
  })
})

describe("catalogue: random products", () => {
  test("catalogue: random products default to 20 distinct, well-formed entries", async () => {
    const entries = await getList("/api/random-products?limit=20")
    assert.equal(entries.length, 20)
    assert.equal(new Set(ids(entries)).size, 20)
    for (const entry of entries) assertCatalogueEntry(entry)
    assert.equal((await getList("/api/random-products")).length, 20)
  })

  test("catalogue: random draws differ between requests", async () => {
    // Each request gets one of 24 precomputed draws: two in a row are the same one time in 24, ten never all.
    const draws = new Set<string>()
    for (let i = 0; i < 10; i++) draws.add(ids(await getList("/api/random-products?limit=20")).join())
    assert.ok(draws.size > 1, `ten requests got ${draws.size} distinct draw(s)`)
  })

  test("catalogue: random products respect the limit", async () => {
    assert.equal((await getList("/api/random-products?limit=1")).length, 1)
    assert.equal((await getList("/api/random-products?limit=5")).length, 5)
    const most = await getList("/api/random-products?limit=100")
    assert.ok(most.length > 0 && most.length <= 100)
    assert.equal(new Set(ids(most)).size, most.length)
  })

  test("catalogue: random draws between refreshes cost commerce one call", async (t) => {
    const fresh = await serverOverCommerce()
    t.after(() => fresh.app.close())
    await Promise.all(Array.from({ length: 10 }, () => fresh.app.inject("/api/random-products")))
    await fresh.app.inject("/api/random-products?limit=7")
    assert.deepEqual(fresh.catalogue.calls, { page: 0, random: 1, item: 0 })
  })
})

describe("catalogue: malformed input", () => {
  let counted: { app: FastifyInstance; catalogue: CountingCatalogue }
  before(async () => (counted = await serverOverCommerce()))
  after(() => counted?.app.close())

  const malformed = [
    "/api/products?limit=abc",
    "/api/products?offset=abc",
    "/api/products?limit=-1",
    "/api/products?offset=-1",
    "/api/products?limit=99999999999999",
    "/api/products?offset=99999999999999",
    "/api/products?limit=1.5",
    "/api/products?offset=2.5",
    "/api/products?limit=1e3",
    "/api/products?offset=1e3",
    "/api/products?limit=0x10",
    "/api/products?limit=",
    "/api/products?offset=",
    "/api/products?limit=1&limit=2",
    "/api/products?offset=0&offset=24",
    "/api/products?limit[]=5",
    "/api/products?limit%5B%5D=5",
    "/api/products?limit[a]=5",
    "/api/products?limit=101",
    "/api/products?limit=0",
    "/api/products?limit=%2B5",
    "/api/products?limit=%205",
    "/api/products?limit=%EF%BC%95", // a full-width digit five
    "/api/products?limit=%FF",
    "/api/products?limit=%",
    "/api/products?limit=%00",
    "/api/products?limit=5%3B%20DROP%20TABLE%20product",
    "/api/products?__proto__[limit]=500",
    "/api/random-products?limit=abc",
    "/api/random-products?limit=-1",
    "/api/random-products?limit=1e3",
    "/api/random-products?limit=",
    "/api/random-products?limit=1&limit=2",
    "/api/random-products?limit[]=5",
    "/api/random-products?limit=101",
    "/api/random-products?limit=0",
    "/api/products/abc",
    "/api/products/-1",
    "/api/products/1.5",
    "/api/products/1e3",
    "/api/products/0x10",
    "/api/products/99999999999999",
    "/api/products/0",
    "/api/products/%00",
    "/api/products/%",
    "/api/products/%E0%A4%A",
    "/api/products/1%20OR%201%3D1",
    "/api/products/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/api/products/",
  ]
  for (const url of malformed) {
    test(`catalogue: ${url} is a 4xx with a JSON error`, async () => {
      const response = await counted.app.inject(url)
      assert.ok(response.statusCode < 500, `never 5xx for a client's mistake: ${response.statusCode} ${response.body}`)
      if (response.statusCode === 200) assert.ok(response.json<unknown[]>().length <= 100, "never more than 100 entries")
      assertApiError(response, [400, 499])
    })
  }

  test("catalogue: malformed input never reaches commerce", () => {
    assert.equal(counted.catalogue.total, 0)
  })
})
