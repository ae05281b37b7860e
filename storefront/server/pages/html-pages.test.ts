/**
 * The kept pages' rules (html-pages.ts) in the one cache, with a stand-in render thread that returns pages made
 * from tagged data as the real one does (render-worker.ts): which pages a change makes stale, stale pages
 * served while one re-render runs, renders that fail or come out incomplete, and the shell under load. The
 * real render over real commerce and content is pages.test.ts's.
 */
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib"
import { AnswerCache } from "../cache/answer-cache.js"
import { identityBody, prepareBody } from "../cache/prepared-response.js"
import type { ReadAnswer } from "../data/api-reads.js"
import type { WorkerPool } from "../workers/worker-pool.js"
import { createHtmlPages, type PageAnswer } from "./html-pages.js"
import type { PageFrame } from "./page-frame.js"
import type { PageRenders } from "./render-threads.js"
import type { RenderedPage, RenderRequest, RenderWorkerApi } from "./render-worker.js"

const tagsOfPage = (path: string) => {
  const product = /\/product\/(\d+)/.exec(path)?.[1]
  if (product) return [`product:${product}`]
  if (path.endsWith("/faq")) return [`cms:faq:${path.split("/")[1]}`]
  if (path.endsWith("/shipping")) return ["shipping:de"]
  return ["list:page:0", "list:page:24"]
}

/** A render thread whose pages read the tags `tagsOfPage` names and show the current version of each tag. */
function standInRenders() {
  const versions = new Map<string, number>()
  const control = {
    renders: [] as string[],
    /** Set: renders wait for it. */
    gate: undefined as Promise<void> | undefined,
    fail: undefined as Error | undefined,
    incomplete: false,
    /** The status the next renders answer with (404: the product is gone). */
    status: 200,
    /** Kept pages handed back to be made smaller. */
    madeSmaller: 0,
    change(tag: string) {
      versions.set(tag, (versions.get(tag) ?? 0) + 1)
    },
  }
  const render = async ({ pagePath, language }: RenderRequest): Promise<RenderedPage> => {
    control.renders.push(pagePath)
    const tags = tagsOfPage(pagePath)
    await control.gate
    if (control.fail) throw control.fail
    const html = Buffer.from(`${language} ${pagePath} ${tags.map((tag) => `${tag}@${versions.get(tag) ?? 0}`).join(" ")}`.padEnd(2000, "."))
    return {
      status: control.status,
      // Quickly, as the render thread does; makeSmaller makes it again at the kept quality.
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      etag: `"${html.toString("base64url").slice(0, 40)}${html.length}"`,
      complete: !control.incomplete,
      threadMs: 1,
    }
  }
  const makeSmaller = async (br: Uint8Array) => {
    control.madeSmaller++
    return new Uint8Array(brotliCompressSync(brotliDecompressSync(br), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  }
  const pool: WorkerPool<RenderWorkerApi> = {
    call: (async (name: "render" | "makeSmaller", argument: never) =>
      name === "render" ? render(argument as RenderRequest) : makeSmaller(argument as Uint8Array)) as WorkerPool<RenderWorkerApi>["call"],
    threads: () => [],
    close: async () => {},
  }
  // Each page reads one stand-in answer, made from the data its tags name (one stays fresh a minute, as the home page's random picks do).
  const renders: PageRenders = { pool, readsOf: (url) => [`/api/stand-in${url.pathname}`] }
  return { renders, control }
}

const frame = { shell: async (pagePath: string, language: string) => prepareBody(200, Buffer.from(`shell ${language} ${pagePath}`), "text/html") } as unknown as PageFrame
/** The data layer as the pages read it: the UI strings, and each page's stand-in answer. */
const readAnswer = async (url: string): Promise<ReadAnswer> => {
  const path = url.replace("/api/stand-in", "")
  const tags = url.startsWith("/api/stand-in") ? tagsOfPage(path) : []
  return { url, status: 200, payload: {}, tags, version: '"s"', freshMs: tags.includes("shipping:de") ? 60_000 : undefined }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))
const text = (answer: PageAnswer) => {
  assert.ok("page" in answer)
  return identityBody(answer.page).toString().replace(/\.+$/, "")
}

function setUp(options: { maxBytes?: number; serverBusy?: () => boolean } = {}) {
  const { renders, control } = standInRenders()
  const logged: string[] = []
  const cache = new AnswerCache({
    maxBytes: options.maxBytes ?? 1 << 24,
    defaultFreshMs: 300_000,
    onRefreshError: (key, error) => logged.push(`${key}: ${(error as Error).message}`),
  })
  const pages = createHtmlPages({ cache, frame, renders, readAnswer, log: (line) => logged.push(line), serverBusy: options.serverBusy ?? (() => false), cmsStrings: true })
  const page = (url: string, userAgent?: string) => pages.answer(url, userAgent)
  return { pages, cache, control, logged, page }
}

/** Answered within this turn of the event loop, or "held". */
const atOnce = <T>(answer: Promise<T>) => Promise.race([answer, new Promise<"held">((resolve) => setImmediate(resolve, "held"))])

describe("kept pages", () => {
  test("a page is kept against the tags of what its render read, its language's UI strings and its kind", async () => {
    const { pages, control, page } = setUp()
    const first = await page("/de/product/5")
    assert.ok("page" in first)
    assert.deepEqual(first.page.tags, ["cms:translations:de", "html", "lang:de", "product:5"])
    assert.match(first.cacheControl, /^public, .*s-maxage=300/)
    assert.equal(typeof first.page.renderMs, "number", "the render's time goes out as Server-Timing")
    const second = await page("/de/product/5")
    assert.equal(control.renders.length, 1, "the second ask is served the kept page")
    assert.ok("page" in second && second.page.renderMs === undefined, "a kept page was not rendered for this ask")
    assert.equal(pages.usage().kept, 1)
  })

  test("a page made from an answer that stays fresh a minute (as the random picks do) is kept a minute, and shared caches keep it no longer", async () => {
    const { cache, page } = setUp()
    const shipping = await page("/de/shipping")
    assert.ok("page" in shipping)
    assert.equal(shipping.page.freshMs, 60_000)
    assert.match(shipping.cacheControl, /s-maxage=60,/)
    assert.equal(cache.stored("/de/product/1"), undefined)
  })

  test("a change makes stale only the pages that carry its tag; on a busy server the old page goes out at once while one re-render runs", async () => {
    const { cache, control, page } = setUp({ serverBusy: () => true })
    for (const url of ["/de/product/5", "/de/product/6", "/fr/product/5", "/de/faq", "/de/products"]) await page(url)
    control.renders.length = 0
    control.change("product:5")
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    assert.equal(cache.invalidate(["product:5"]), 2)
    const stale = await atOnce(page("/de/product/5"))
    assert.ok(stale !== "held", "answered at once")
    assert.equal(text(stale), "de /de/product/5 product:5@0")
    assert.ok("page" in stale && stale.page.stale && /s-maxage=1,/.test(stale.cacheControl), "marked stale, so shared caches keep it a second only")
    await Promise.all([page("/de/product/5"), page("/de/product/5")])
    release()
    control.gate = undefined
    await settle()
    assert.deepEqual(control.renders, ["/de/product/5"], "one re-render for three asks")
    assert.equal(text(await page("/de/product/5")), "de /de/product/5 product:5@1")
    for (const url of ["/de/product/6", "/de/faq", "/de/products"]) await page(url)
    assert.deepEqual(control.renders, ["/de/product/5"], "pages without the tag are not made again")
  })

  test("on a quiet server, a shopper asking for a stale page waits for its re-render and gets the new page", async () => {
    const { cache, control, page } = setUp()
    await page("/de/product/5")
    control.change("product:5")
    cache.invalidate(["product:5"])
    assert.equal(text(await page("/de/product/5")), "de /de/product/5 product:5@1")
    assert.equal(control.renders.length, 2)
  })

  test("on a quiet server, a re-render that takes over 200 ms gives the shopper the old page, and the new one the next", async () => {
    const { cache, control, page } = setUp()
    await page("/de/product/5")
    control.change("product:5")
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    cache.invalidate(["product:5"])
    const started = Date.now()
    assert.equal(text(await page("/de/product/5")), "de /de/product/5 product:5@0")
    assert.ok(Date.now() - started >= 190)
    release()
    control.gate = undefined
    await settle()
    assert.equal(text(await page("/de/product/5")), "de /de/product/5 product:5@1")
  })

  test("a kept page made stale is re-rendered before every waiting shopper's and background render (an edit never waits behind them)", async () => {
    const { cache, control, page } = setUp({ serverBusy: () => true })
    await page("/de/faq")
    control.renders.length = 0
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    // A cold burst: four renders run, shoppers wait for slots, and past them misses are background work.
    const misses = Array.from({ length: 12 }, (_, i) => page(`/de/product/${100 + i}`))
    await settle()
    assert.equal(control.renders.length, 4, "four renders run, the rest wait")
    cache.invalidate(["cms:faq:de"])
    const stale = await page("/de/faq")
    assert.equal(text(stale), "de /de/faq cms:faq:de@0", "the old page goes out at once")
    await settle()
    release()
    control.gate = undefined
    await Promise.all(misses)
    while (control.renders.length < 13) await settle()
    assert.equal(control.renders[4], "/de/faq", "the re-render took the first free slot, before the eight waiting misses")
  })

  test("kept pages are made smaller once no render runs or waits and the server is quiet, the same page in fewer bytes; one visitor's are not", async () => {
    let busy = true
    const { cache, control, page, pages } = setUp({ serverBusy: () => busy })
    await page("/de/search?q=phone")
    await page("/de/product/1")
    // A render starts before the thread is idle: nothing is made smaller while it runs.
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const second = page("/de/product/2")
    await settle()
    assert.equal(control.madeSmaller, 0, "not while a render runs")
    assert.equal(pages.usage().toImprove, 1)
    release()
    control.gate = undefined
    await second
    await settle()
    assert.equal(control.madeSmaller, 0, "not while shoppers keep the server busy")
    busy = false
    for (let turns = 0; turns < 200 && (pages.usage().toImprove > 0 || control.madeSmaller < 2); turns++) await settle()
    assert.equal(control.madeSmaller, 2, "the two kept pages, not the search page")
    const made = cache.stored("/de/product/1")!
    const identity = identityBody(made)
    const quick = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }).length
    assert.ok(made.br!.length < quick, `kept at ${made.br!.length} bytes, against ${quick} made quickly`)
    assert.match(identity.toString(), /^de \/de\/product\/1 product:1@0/, "the same page")
  })

  test("a language's UI strings touch that language's pages only; a family pattern touches the whole family", async () => {
    const { cache, page } = setUp()
    for (const url of ["/de/product/5", "/de/faq", "/fr/product/5", "/fr/faq"]) await page(url)
    assert.equal(cache.invalidate(["cms:translations:de"]), 2)
    assert.equal(cache.invalidate(["product:*"]), 1, "the French product page (the German one is stale already), not the FAQ pages")
  })

  test("a change announced while a page renders: the page is served, and kept as stale", async () => {
    const { cache, control, page } = setUp()
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const rendering = page("/de/product/7")
    await settle()
    cache.invalidate(["product:7"]) // the product changed after the render had read it
    release()
    await rendering
    control.gate = undefined
    await page("/de/product/7")
    await settle()
    assert.equal(control.renders.length, 2, "made again on the next ask")
  })

  test("a render that throws is never kept; a kept page whose re-render throws stays in use and is tried again later", async () => {
    const { pages, cache, control, logged, page } = setUp()
    control.fail = new Error("render bug")
    await assert.rejects(page("/de/product/8"), /render bug/)
    assert.equal(pages.usage().kept, 0)

    control.fail = undefined
    await page("/de/product/8")
    cache.invalidate(["product:8"])
    control.fail = new Error("render bug")
    assert.equal(text(await page("/de/product/8")), "de /de/product/8 product:8@0", "the kept page")
    await page("/de/product/8")
    assert.equal(control.renders.length, 3, "not tried again at once")
    assert.match(logged.join("\n"), /\/de\/product\/8.*render bug/)
  })

  test("a page that is gone after a change (its product unpublished) is dropped: the next ask gets the 404", async () => {
    const { pages, cache, control, page } = setUp()
    await page("/de/product/10")
    cache.invalidate(["product:10"])
    control.status = 404
    const gone = await page("/de/product/10")
    assert.equal(pages.usage().kept, 0)
    assert.ok("page" in gone && gone.page.status === 404 && gone.cacheControl === "private, no-store")
  })

  test("an incomplete re-render (commerce away) keeps the stale page in use and is not tried again at once", async () => {
    const { pages, cache, control, page } = setUp()
    await page("/de/product/9")
    control.change("product:9")
    cache.invalidate(["product:9"])
    control.incomplete = true
    await page("/de/product/9")
    await settle()
    const again = await page("/de/product/9")
    assert.equal(text(again), "de /de/product/9 product:9@0", "the last complete page")
    assert.equal(control.renders.length, 2, "one try, then a pause")
    assert.equal(pages.usage().kept, 1)
  })

  test("renders run four at a time; past four waiting shoppers a miss gets the app's shell at once and its page is kept for the next visit; crawlers wait", async () => {
    const { pages, cache, control, page } = setUp()
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const waiting = Array.from({ length: 8 }, (_, i) => page(`/de/product/${100 + i}`))
    await settle()
    assert.equal(control.renders.length, 4, "four renders started, four shoppers wait")
    const deferred = await page("/de/product/200")
    assert.ok("page" in deferred && deferred.page.deferred)
    assert.equal(text(deferred), "shell de /de/product/200")
    assert.equal(deferred.cacheControl, "public, max-age=0, s-maxage=5", "a shared cache keeps the shell a few seconds, so shoppers asking meanwhile share it")
    const quick = cache.fresh("/de/product/200")
    assert.equal(identityBody(quick!.response).toString(), "shell de /de/product/200", "while its render waits its turn, the quick way out answers the same shell")
    assert.equal(quick!.cacheControl, "public, max-age=0, s-maxage=5")
    const crawler = page("/de/product/201", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")
    release()
    control.gate = undefined
    await Promise.all(waiting)
    assert.equal(text(await crawler), "de /de/product/201 product:201@0", "the crawler got the real page")
    await settle()
    const kept = cache.fresh("/de/product/200")
    assert.match(identityBody(kept!.response).toString(), /^de \/de\/product\/200 product:200@0/, "once kept, the quick way out answers the page")
    assert.match(kept!.cacheControl, /^public/)
    assert.equal(text(await page("/de/product/200")), "de /de/product/200 product:200@0", "rendered in the background and kept")
    assert.equal(pages.usage().deferred, 1)
    assert.equal(pages.usage().kept, 10)
  })

  test("a page asked for again while its render waits goes before those asked once, waiting shoppers' included; background renders go newest first; past 512 waiting the least asked for are dropped down to 256, with their stand-ins, and not rendered", async () => {
    const { cache, control, page, logged } = setUp({ serverBusy: () => true })
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    // Four render, four shoppers wait for a slot, then 512 misses are queued as background renders, then one more.
    const asked = Array.from({ length: 4 + 4 + 512 }, (_, i) => page(`/de/product/${1000 + i}`))
    await settle()
    const newest = await page("/de/product/2000")
    assert.ok("page" in newest && newest.page.deferred, "the newest miss gets the shell")
    assert.ok(cache.fresh("/de/product/2000"), "and its render waits, its shell standing in")
    await settle()
    assert.equal(cache.fresh("/de/product/1008"), undefined, "the oldest waiting background render was dropped, with its stand-in")
    assert.equal(cache.fresh("/de/product/1264"), undefined, "and the 256 after it")
    // Asked again: the oldest still waiting; then another, its stand-in served by the quick way out.
    await page("/de/product/1265")
    assert.ok(cache.fresh("/de/product/1266"), "the quick way out serves a waiting page's stand-in")
    release()
    control.gate = undefined
    await Promise.all(asked)
    while (control.renders.length < 264) await settle()
    await settle()
    assert.deepEqual(
      control.renders.slice(4, 11),
      ["/de/product/1266", "/de/product/1265", "/de/product/2000", "/de/product/1004", "/de/product/1005", "/de/product/1006", "/de/product/1007"],
      "those asked for twice (2000's stand-in was asked above), the last asked first, then the shoppers' asked once"
    )
    assert.equal(control.renders.at(-1), "/de/product/1267", "background work newest first: the oldest left is the last")
    assert.equal(control.renders.length, 264)
    assert.ok(!control.renders.includes("/de/product/1008"), "the dropped ones are not rendered")
    assert.deepEqual(logged, [], "a dropped render is no failure")
  })

  test("an editor checking a change: of the kept pages it made stale, the one asked for again and again (through the quick way out too) is re-rendered first", async () => {
    const { cache, control, page } = setUp({ serverBusy: () => true })
    const paths = Array.from({ length: 10 }, (_, i) => `/de/product/${400 + i}`)
    for (const path of paths) await page(path)
    control.renders.length = 0
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    control.change("product:409")
    cache.invalidate(paths.map((path) => `product:${path.split("/").at(-1)}`))
    // Each asked once (four re-renders run, six wait), then the editor's page again and again.
    for (const path of paths) assert.match(text(await page(path)), /@0$/, "the old page goes out at once")
    // 408 asked for twice more through the route; the editor's 409 three times, answered by the quick way out (the
    // stale page while its re-render waits), as most repeat asks are.
    for (let i = 0; i < 2; i++) await page("/de/product/408")
    for (let i = 0; i < 3; i++) assert.equal(cache.fresh("/de/product/409")?.response.stale, true)
    release()
    control.gate = undefined
    while (control.renders.length < 10) await settle()
    assert.deepEqual(control.renders.slice(4, 6), ["/de/product/409", "/de/product/408"], "after the four running, the pages asked for most")
    await settle()
    assert.match(text(await page("/de/product/409")), /product:409@1$/)
  })

  test("past 512 waiting background renders, those dropped are the oldest of those asked for once, not one asked for again", async () => {
    const { cache, control, page } = setUp({ serverBusy: () => true })
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const asked = Array.from({ length: 4 + 4 + 512 }, (_, i) => page(`/de/product/${3000 + i}`))
    await settle()
    await page("/de/product/3008") // the oldest background render, asked for again
    await page("/de/product/4000") // one too many
    await settle()
    assert.ok(cache.fresh("/de/product/3008"), "asked for twice: still waiting")
    assert.equal(cache.fresh("/de/product/3009"), undefined, "the oldest asked for once was dropped")
    assert.equal(cache.fresh("/de/product/3265"), undefined, "257 of them, down to 256 waiting")
    assert.ok(cache.fresh("/de/product/3266"))
    release()
    control.gate = undefined
    await Promise.all(asked)
    while (control.renders.length < 264) await settle()
    assert.ok(control.renders.includes("/de/product/3008"))
    assert.ok(!control.renders.includes("/de/product/3009"))
  })

  test("with every waiting background render asked for three times, a page asked for again and again is rendered first though its first ask was dropped", async () => {
    const { control, page } = setUp({ serverBusy: () => true })
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const asked = Array.from({ length: 4 + 4 + 512 }, (_, i) => page(`/de/product/${5000 + i}`))
    await settle()
    // The site larger than the cache under traffic: every waiting page is asked for again.
    for (let round = 0; round < 2; round++) for (let i = 8; i < 520; i++) await page(`/de/product/${5000 + i}`)
    // An editor's page, asked for anew: the least asked for, so dropped; asked for twice more, its asks add up.
    for (let i = 0; i < 3; i++) await page("/de/product/6000")
    release()
    control.gate = undefined
    await Promise.all(asked)
    while (control.renders.length < 5) await settle()
    assert.equal(control.renders[4], "/de/product/6000", "after the four running, the page asked for most")
  })

  test("under load, a render that takes over 200 ms gives the shopper the shell and is kept when done; an idle server finishes the render", async () => {
    const { pages, control, page } = setUp()
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const idle = page("/de/product/299") // the first: an idle server, so it waits whatever it takes
    const busy = Array.from({ length: 3 }, (_, i) => page(`/de/product/${301 + i}`))
    await settle()
    const started = Date.now()
    const answer = await page("/de/product/300") // every slot taken
    assert.ok("page" in answer && answer.page.deferred, "the shell")
    assert.ok(Date.now() - started < 1000)
    await new Promise((resolve) => setTimeout(resolve, 250))
    release()
    control.gate = undefined
    assert.equal(text(await idle), "de /de/product/299 product:299@0", "the idle server's shopper got the real page, after 250 ms")
    await Promise.all(busy)
    await settle()
    assert.equal(text(await page("/de/product/300")), "de /de/product/300 product:300@0")
    assert.equal(pages.usage().deferred, 1)
    assert.equal(pages.usage().kept, 5, "every render went on and was kept")
  })

  test("on a busy server (its event loop mostly working) a miss waits at most 200 ms for its render even with slots free", async () => {
    const { pages, control, page } = setUp({ serverBusy: () => true })
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const answer = await page("/de/product/310") // the only render: every other slot is free
    assert.ok("page" in answer && answer.page.deferred, "the shell, not a wait for the whole render")
    release()
    control.gate = undefined
    await settle()
    assert.equal(text(await page("/de/product/310")), "de /de/product/310 product:310@0", "rendered on and kept")
    assert.equal(pages.usage().deferred, 1)
  })

  test("kept pages stay within the cache's budget (the least recently used go first)", async () => {
    const { pages, page } = setUp({ maxBytes: 20_000 })
    for (let id = 1; id <= 60; id++) await page(`/de/product/${id}`)
    assert.ok(pages.usage().kept < 60, "the budget pushed pages out")
    assert.ok(pages.usage().keptBytes <= 20_000)
  })

  test("one visitor's pages and unknown paths are rendered, never kept, never stored by shared caches; several at once each get their page", async () => {
    const { pages, control, page } = setUp()
    for (const url of ["/de/search?q=uhr", "/de/checkout/success?session_id=cs_1", "/de/nothing-here"]) {
      const answers = await Promise.all([page(url), page(url)])
      for (const answer of answers) {
        assert.ok("page" in answer)
        assert.equal(answer.cacheControl, "private, no-store", url)
      }
    }
    assert.equal(pages.usage().kept, 0)
    assert.equal(control.renders.length, 6)
  })
})
