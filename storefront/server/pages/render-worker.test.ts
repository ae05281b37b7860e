/**
 * Page renders in a render thread (render-worker.ts, started by workers/worker-pool.ts as the server starts
 * it): the thread asks the server's data layer for the answers its screen reads, returns the page with their
 * cache tags, asks for a language's UI strings only when their version changed, and a thread that dies fails
 * its render and is replaced.
 */
import assert from "node:assert/strict"
import { after, describe, test } from "node:test"
import { brotliDecompressSync } from "node:zlib"
import type { CatalogueEntry } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import type { ReadAnswer } from "../data/api-reads.js"
import { appBuild } from "../testing/test-support.js"
import { startWorkerPool } from "../workers/worker-pool.js"
import type { RenderedPage, RenderServerApi, RenderWorkerApi, RenderWorkerData } from "./render-worker.js"
import { bundledStrings } from "../content/ui-strings.js"

/** A product as the catalogue API answers it, named `name` in German. */
const product = (id: number, name: string): CatalogueEntry => ({
  item: { id, ident: `test-product-${id}`, image_url: "/images/products/smartphone-blue.svg", best_usd_price: 199.5 },
  translations: [{ language_code: "de", name, description: `${name}: a product of the render thread tests.`, tags: '["test"]' }],
})

const html = (rendered: RenderedPage) => brotliDecompressSync(rendered.br).toString()

describe("page renders in a render thread", () => {
  /** What the renders asked for; `hold` keeps the next data request waiting until released. */
  const asked: string[] = []
  let hold: Promise<void> | undefined
  const names = new Map<number, string>()
  const strings = { version: "1", text: "In den Thread-Korb" }
  let stringsAsked = 0
  const answer = async (url: string): Promise<ReadAnswer> => {
    asked.push(url)
    await hold
    const id = Number(/^\/api\/products\/(\d+)$/.exec(url)?.[1])
    const found = names.has(id)
    return { url, status: found ? 200 : 404, payload: found ? product(id, names.get(id)!) : { error: "Not found" }, tags: [`product:${id}`, `test:${url}`], version: "v" }
  }
  const api: RenderServerApi = {
    readAnswers: (urls: string[]) => Promise.all(urls.map(answer)),
    uiStrings: async (_language: LanguageCode) => {
      stringsAsked++
      return { version: strings.version, strings: { product: { addToCart: strings.text } } }
    },
  }
  const started = startWorkerPool<RenderWorkerApi>({
    module: new URL("./render-worker.ts", import.meta.url),
    threads: 1,
    workerData: { distDir: appBuild(), origin: "http://localhost:3000" } satisfies RenderWorkerData,
    api,
    log: () => {},
  })
  after(async () => (await started).close())
  const render = async (pagePath: string) => (await started).call("render", { pagePath, language: "de", stringsVersion: strings.version })

  test("renders the page off the event loop with the answers it read, and returns their tags with it", async () => {
    names.set(41, "Thread Phone 41").set(42, "Thread Phone 42")
    const [first, second] = await Promise.all([render("/de/product/41"), render("/de/product/42")])
    assert.equal(first.status, 200)
    assert.match(html(first), /Thread Phone 41/)
    assert.match(html(second), /Thread Phone 42/)
    // Two renders interleaved in one thread, each page with its own data's tags only.
    assert.ok(first.tags.includes("product:41") && !first.tags.includes("product:42"), first.tags.join(" "))
    assert.ok(second.tags.includes("product:42") && !second.tags.includes("product:41"), second.tags.join(" "))
    assert.ok(asked.includes("/api/products/41"), "the product page asked for its product")
    assert.equal(typeof first.threadMs, "number")
    assert.equal((await render("/de/product/999")).status, 404)
  })

  test("a language's CMS strings are asked for once per version, and a new version replaces the old", async () => {
    names.set(43, "Thread Phone 43")
    assert.match(html(await render("/de/product/43")), /In den Thread-Korb/)
    const askedBefore = stringsAsked
    await render("/de/product/43")
    assert.equal(stringsAsked, askedBefore, "the same version is not asked for again")
    Object.assign(strings, { version: "2", text: "Jetzt in den Korb" })
    assert.match(html(await render("/de/product/43")), /Jetzt in den Korb/)
    Object.assign(strings, { version: "3", text: (bundledStrings("de").product as Record<string, string>).addToCart! })
    assert.match(html(await render("/de/product/43")), new RegExp(strings.text))
  })

  test("a thread that dies fails the render it was running, and the next render runs in a new thread", async () => {
    const pool = await started
    names.set(44, "Thread Phone 44")
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    const before = asked.length
    const dying = render("/de/product/44")
    while (asked.length === before) await new Promise((resolve) => setTimeout(resolve, 5))
    const [thread] = pool.threads()
    await thread!.terminate()
    await assert.rejects(dying, /worker thread exited/)
    release()
    hold = undefined
    assert.notEqual(pool.threads()[0], thread, "a new thread took the dead one's place")
    assert.match(html(await render("/de/product/44")), /Thread Phone 44/)
  })
})
