/**
 * Page renders in a render thread (render-worker.ts, started by workers/worker-pool.ts as the server starts
 * it): the thread renders with the answers it is handed, asks for a language's UI strings only when their
 * version changed, makes a kept page's bytes smaller, and a thread that dies fails its render and is replaced.
 */
import assert from "node:assert/strict"
import { after, describe, test } from "node:test"
import { brotliDecompressSync } from "node:zlib"
import type { CatalogueEntry } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { appBuild } from "../testing/test-support.js"
import { startWorkerPool } from "../workers/worker-pool.js"
import type { HandedAnswer, RenderedPage, RenderServerApi, RenderWorkerApi, RenderWorkerData } from "./render-worker.js"
import { bundledStrings } from "../content/ui-strings.js"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"

/** A product as the catalogue API answers it, named `name` in German. */
const product = (id: number, name: string): CatalogueEntry => ({
  item: {
    id,
    ident: `test-product-${id}`,
    image_url: "/images/products/smartphone-blue.svg",
    best_usd_price: 199.5,
    prices: pricesOf(199.5, SPEC_RATES),
    stock: { status: "in_stock", max_quantity: 5 },
    bestseller: false,
  },
  translations: [{ language_code: "de", name, description: `${name}: a product of the render thread tests.`, tags: '["test"]' }],
})

const html = (rendered: RenderedPage) => brotliDecompressSync(rendered.br).toString()

describe("page renders in a render thread", () => {
  const strings = { version: "1", text: "In den Thread-Korb" }
  let stringsAsked = 0
  /** Set: the thread's next ask for UI strings waits until it is released. */
  let hold: Promise<void> | undefined
  const api: RenderServerApi = {
    uiStrings: async (_language: LanguageCode) => {
      stringsAsked++
      await hold
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
  /** A product page's render, handed its product (named `name`, or missing). */
  const render = async (id: number, name?: string, answers?: HandedAnswer[]) =>
    (await started).call("render", {
      pagePath: `/de/product/${id}`,
      language: "de",
      stringsVersion: strings.version,
      answers: answers ?? [{ url: `/api/products/${id}`, status: name ? 200 : 404, payload: name ? product(id, name) : { error: "Not found" } }],
    })

  test("renders the page off the event loop with the answers it was handed, each render its own", async () => {
    const [first, second] = await Promise.all([render(41, "Thread Phone 41"), render(42, "Thread Phone 42")])
    assert.equal(first.status, 200)
    assert.match(html(first), /Thread Phone 41/)
    assert.doesNotMatch(html(first), /Thread Phone 42/)
    assert.match(html(second), /Thread Phone 42/)
    assert.equal(typeof first.threadMs, "number")
    assert.equal((await render(999)).status, 404)
    // An answer the screen reads but the render was not handed: the page's query fails, the page is incomplete.
    assert.equal((await render(43, undefined, [])).complete, false)
  })

  test("a language's CMS strings are asked for once per version, and a new version replaces the old", async () => {
    assert.match(html(await render(43, "Thread Phone 43")), /In den Thread-Korb/)
    const askedBefore = stringsAsked
    await render(43, "Thread Phone 43")
    assert.equal(stringsAsked, askedBefore, "the same version is not asked for again")
    Object.assign(strings, { version: "2", text: "Jetzt in den Korb" })
    assert.match(html(await render(43, "Thread Phone 43")), /Jetzt in den Korb/)
    Object.assign(strings, { version: "3", text: (bundledStrings("de").product as Record<string, string>).addToCart! })
    assert.match(html(await render(43, "Thread Phone 43")), new RegExp(strings.text))
  })

  test("a kept page's brotli made again is smaller and the same page", async () => {
    const page = await render(45, "Thread Phone 45")
    const smaller = await (await started).call("makeSmaller", page.br)
    assert.ok(smaller.byteLength < page.br.byteLength, `${smaller.byteLength} bytes, against ${page.br.byteLength} made quickly`)
    assert.equal(brotliDecompressSync(smaller).toString(), html(page))
  })

  test("a thread that dies fails the render it was running, and the next render runs in a new thread", async () => {
    const pool = await started
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    Object.assign(strings, { version: "4" })
    const before = stringsAsked
    const dying = render(44, "Thread Phone 44")
    while (stringsAsked === before) await new Promise((resolve) => setTimeout(resolve, 5))
    const [thread] = pool.threads()
    await thread!.terminate()
    await assert.rejects(dying, /worker thread exited/)
    release()
    hold = undefined
    assert.notEqual(pool.threads()[0], thread, "a new thread took the dead one's place")
    assert.match(html(await render(44, "Thread Phone 44")), /Thread Phone 44/)
  })
})
