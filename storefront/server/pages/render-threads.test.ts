import assert from "node:assert/strict"
import { after, describe, test } from "node:test"
import { brotliDecompressSync } from "node:zlib"
import type { CatalogueEntry } from "@shop/contracts/api"
import { appBuild } from "../test-support.js"
import { bundledStrings } from "./ui-strings.js"
import { noteReadTags, type ReadTransport } from "./render-tags.js"
import { createThreadedRenderer } from "./render-threads.js"

/** A product as the catalogue API answers it, named `name` in German. */
const product = (id: number, name: string): CatalogueEntry => ({
  item: { id, ident: `test-product-${id}`, image_url: "/images/products/smartphone-blue.svg", best_usd_price: 199.5 },
  translations: [{ language_code: "de", name, description: `${name}: a product of the render thread tests.`, tags: '["test"]' }],
})

const html = (rendered: { response: { br?: Buffer } }) => brotliDecompressSync(rendered.response.br!).toString()

describe("page renders in a render thread", () => {
  /** What the renders asked for; `hold` keeps the next data request waiting until released. */
  const asked: string[] = []
  let hold: Promise<void> | undefined
  const names = new Map<number, string>()
  const transport: ReadTransport = async (url, readTags) => {
    asked.push(url)
    await hold
    const id = Number(/^\/api\/products\/(\d+)$/.exec(url)?.[1])
    // As the server's transport does: the answer's cache tags go to the render that reads it.
    noteReadTags(readTags, `product:${id} test:${url}`)
    const payload = names.has(id) ? product(id, names.get(id)!) : { error: "Not found" }
    return { ok: names.has(id), status: names.has(id) ? 200 : 404, statusText: "", json: async () => payload }
  }
  const started = createThreadedRenderer({ distDir: appBuild(), origin: "http://localhost:3000", transport, threads: 1, log: () => {} })
  after(async () => (await started).close())

  test("renders the page off the event loop with the data it asked for, and notes what it read for that page", async () => {
    const renderer = await started
    names.set(41, "Thread Phone 41").set(42, "Thread Phone 42")
    const first = { tags: new Set<string>() }
    const second = { tags: new Set<string>() }
    const [firstResult, secondResult] = await Promise.all([
      renderer.render("/de/product/41", "de", {}, first.tags),
      renderer.render("/de/product/42", "de", {}, second.tags),
    ])
    assert.equal(firstResult.response.status, 200)
    assert.match(html(firstResult), /Thread Phone 41/)
    assert.match(html(secondResult), /Thread Phone 42/)
    // Two renders interleaved in one thread, each page with its own data's tags only.
    assert.ok(first.tags.has("product:41") && !first.tags.has("product:42"), [...first.tags].join(" "))
    assert.ok(second.tags.has("product:42") && !second.tags.has("product:41"), [...second.tags].join(" "))
    assert.equal(typeof firstResult.threadMs, "number")
    assert.equal((await renderer.render("/de/product/999", "de", {}, new Set())).response.status, 404)
    // A product page's product is handed to the thread with the render: the thread never had to ask for it.
    assert.deepEqual(renderer.usage!(), { handed: 3, asked: 0 })
    await renderer.render("/de/faq", "de", {}, new Set())
    assert.ok(renderer.usage!().asked > 0, "what is not handed, the thread asks for")
  })

  test("a page comes quickly compressed for the shopper waiting; improve makes the same bytes smaller", async () => {
    const renderer = await started
    names.set(45, "Thread Phone 45")
    const rendered = await renderer.render("/de/product/45", "de", {}, new Set())
    const smaller = await renderer.improve!(rendered.response.br!)
    assert.ok(smaller.length < rendered.response.br!.length, `${smaller.length} < ${rendered.response.br!.length} bytes`)
    assert.equal(brotliDecompressSync(smaller).toString(), html(rendered))
    assert.match(html(rendered), /Thread Phone 45/, "the page's own bytes are still there")
  })

  test("a language's CMS strings reach the thread, and a changed copy replaces the one it had", async () => {
    const renderer = await started
    names.set(43, "Thread Phone 43")
    const addToCart = (text: string) => ({ product: { addToCart: text } })
    assert.match(html(await renderer.render("/de/product/43", "de", addToCart("In den Thread-Korb"), new Set())), /In den Thread-Korb/)
    assert.match(html(await renderer.render("/de/product/43", "de", addToCart("Jetzt in den Korb"), new Set())), /Jetzt in den Korb/)
    const bundled = (bundledStrings("de").product as Record<string, string>).addToCart!
    assert.match(html(await renderer.render("/de/product/43", "de", {}, new Set())), new RegExp(bundled))
  })

  test("a thread that dies fails the render it was running, and the next render runs in a new thread", async () => {
    const renderer = await started
    names.set(44, "Thread Phone 44")
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    const before = asked.length
    // The FAQ page's data is asked for by the thread (a product page's is handed over before it starts).
    const dying = renderer.render("/de/faq", "de", {}, new Set())
    while (asked.length === before) await new Promise((resolve) => setTimeout(resolve, 5))
    const [thread] = renderer.threads!()
    await thread!.terminate()
    await assert.rejects(dying, /render thread exited/)
    release()
    hold = undefined
    assert.notEqual(renderer.threads!()[0], thread, "a new thread took the dead one's place")
    assert.match(html(await renderer.render("/de/product/44", "de", {}, new Set())), /Thread Phone 44/)
  })
})
