/**
 * The kept pages' rules (html-pages.ts) with a stand-in renderer that reads tagged data as the real render
 * does through the in-process transport (render-tags.ts): which pages a change makes stale, stale pages
 * served while one re-render runs, and renders that fail or come out incomplete. The real render over real
 * commerce and content is pages.test.ts's.
 */
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import type { LanguageCode } from "@shop/contracts/languages"
import type { ContentCache } from "../content/content-cache.js"
import { identityBody, prepareBody, type CachedResponse } from "../cache/prepared-response.js"
import { createHtmlPages, type PageAnswer } from "./html-pages.js"
import type { PageRenderer } from "./page-frame.js"
import { noteReadTags } from "./render-tags.js"

/** A renderer whose pages read the tags `tagsOf` names and show the current `version` of each tag. */
function standInRenderer(tagsOf: (path: string) => string[]) {
  const versions = new Map<string, number>()
  const control = {
    renders: [] as string[],
    /** Set: renders wait for it (to announce a change mid-render). */
    gate: undefined as Promise<void> | undefined,
    fail: undefined as Error | undefined,
    incomplete: false,
    /** The status the next renders answer with (404: the product is gone). */
    status: 200,
    /** Asks to make a kept page smaller (renderer.improve, when `improving` is set), each answered by its `answer`. */
    improvements: [] as { br: Buffer; answer: (br: Buffer) => void }[],
    change(tag: string) {
      versions.set(tag, (versions.get(tag) ?? 0) + 1)
    },
  }
  const renderer: PageRenderer = {
    shell: async (pagePath, language) => prepareBody(200, Buffer.from(`shell ${language} ${pagePath}`), "text/html"),
    async render(pagePath: string, language: LanguageCode, _cmsStrings, readTags) {
      control.renders.push(pagePath)
      const tags = tagsOf(pagePath)
      // As the transport does for each /api/* answer the render reads, before and after an await.
      noteReadTags(readTags, tags.slice(0, 1).join(" "))
      await control.gate
      noteReadTags(readTags, tags.slice(1).join(" "))
      if (control.fail) throw control.fail
      const html = `${language} ${pagePath} ${tags.map((tag) => `${tag}@${versions.get(tag) ?? 0}`).join(" ")}`
      return { response: await prepareBody(control.status, Buffer.from(html.padEnd(2000, ".")), "text/html"), complete: !control.incomplete }
    },
    close: async () => {},
    offEventLoop: false,
  }
  const improve = (br: Buffer) => new Promise<Buffer>((answer) => control.improvements.push({ br, answer }))
  return { renderer, control, improving: () => Object.assign(renderer, { improve }) }
}

/** The content cache as far as the pages use it: the UI strings of a language. */
const content = { translations: async () => ({ status: 200, value: {}, etag: '"s"' }) as CachedResponse } as unknown as ContentCache

const tagsOfPage = (path: string) => {
  const product = /\/product\/(\d+)/.exec(path)?.[1]
  if (product) return [`product:${product}`]
  if (path.endsWith("/faq")) return [`cms:faq:${path.split("/")[1]}`]
  return ["list:page:0", "list:page:24"]
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))
const text = (answer: PageAnswer) => {
  assert.ok("page" in answer)
  return identityBody(answer.page).toString().replace(/\.+$/, "")
}

function setUp(maxBytes?: number, serverBusy = () => false, offEventLoop = false) {
  const { renderer, control } = standInRenderer(tagsOfPage)
  Object.assign(renderer, { offEventLoop })
  const logged: string[] = []
  const pages = createHtmlPages({ renderer, content, log: (line) => logged.push(line), maxBytes, serverBusy })
  const page = (url: string, userAgent?: string) => pages.answer(url, userAgent)
  return { pages, control, logged, page }
}

describe("kept pages", () => {
  test("a page is kept against the tags its render read, its language's UI strings and its kind", async () => {
    const { pages, control, page } = setUp()
    const first = await page("/de/product/5")
    assert.ok("page" in first)
    assert.equal(first.page.surrogateKey, "cms:translations:de html lang:de product:5")
    assert.match(first.cacheControl, /^public, .*s-maxage=300/)
    assert.equal(typeof first.page.renderMs, "number", "the render's time goes out as Server-Timing")
    const second = await page("/de/product/5")
    assert.equal(control.renders.length, 1, "the second ask is served the kept page")
    assert.ok("page" in second && second.page.renderMs === undefined, "a kept page was not rendered for this ask")
    assert.equal(pages.usage().kept, 1)
  })

  test("a change makes stale only the pages that carry its tag; a stale page is served while one re-render runs", async () => {
    const { pages, control, page } = setUp()
    for (const url of ["/de/product/5", "/de/product/6", "/fr/product/5", "/de/faq", "/de/products"]) await page(url)
    control.renders.length = 0

    control.change("product:5")
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    pages.invalidate(["product:5"])
    const stale = await page("/de/product/5")
    assert.equal(text(stale), "de /de/product/5 product:5@0", "the old page, once its re-render took over 200 ms")
    assert.ok("page" in stale && stale.page.stale && /s-maxage=1,/.test(stale.cacheControl), "marked stale, so shared caches keep it a second only")
    await Promise.all([page("/de/product/5"), page("/de/product/5")])
    release()
    control.gate = undefined
    await settle()
    assert.deepEqual(control.renders.sort(), ["/de/product/5", "/fr/product/5"], "both stale pages re-rendered at once, each once (three asks for one of them)")
    assert.equal(text(await page("/de/product/5")), "de /de/product/5 product:5@1")
    for (const url of ["/de/product/6", "/de/faq", "/de/products"]) await page(url)
    await settle()
    assert.deepEqual(control.renders.sort(), ["/de/product/5", "/fr/product/5"], "pages without the tag are not made again")
    assert.equal(pages.usage().invalidated, 2, "the German and the French page of product 5")
  })

  test("with a render slot free, a shopper asking for a stale page waits for its re-render and gets the new page", async () => {
    const { pages, control, page } = setUp()
    await page("/de/product/5")
    control.change("product:5")
    pages.invalidate(["product:5"])
    assert.equal(text(await page("/de/product/5")), "de /de/product/5 product:5@1")
    assert.equal(control.renders.length, 2)
  })

  test("with every render slot taken, a shopper asking for a stale page gets the old page at once", async () => {
    const { pages, control, page } = setUp()
    await page("/de/product/5")
    control.change("product:5")
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const others = Array.from({ length: 4 }, (_, i) => page(`/de/product/${40 + i}`))
    await settle()
    pages.invalidate(["product:5"])
    // Answered within this turn of the event loop: not held for the render.
    const answer = await Promise.race([page("/de/product/5"), new Promise<"held">((resolve) => setImmediate(resolve, "held"))])
    assert.ok(answer !== "held", "answered at once")
    assert.equal(text(answer), "de /de/product/5 product:5@0")
    release()
    control.gate = undefined
    await Promise.all(others)
  })

  test("renders off the event loop: with every slot taken by background re-renders, a shopper asking for a stale page waits for its re-render, moved first", async () => {
    const { pages, control, page } = setUp(undefined, () => false, true)
    for (let id = 1; id <= 6; id++) await page(`/de/product/${id}`)
    control.renders.length = 0
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    for (let id = 1; id <= 6; id++) control.change(`product:${id}`)
    pages.invalidate(["product:*"])
    await settle()
    assert.deepEqual(control.renders, ["/de/product/1", "/de/product/2", "/de/product/3", "/de/product/4"], "four background re-renders hold every slot")
    const asked = page("/de/product/6")
    await settle()
    control.gate = undefined
    release()
    assert.equal(text(await asked), "de /de/product/6 product:6@1", "the new page, not the stale one")
    assert.equal(control.renders[4], "/de/product/6", "its re-render went before product 5's")
  })

  test("on a busy server (its event loop mostly working), a shopper asking for a stale page gets the old page at once", async () => {
    const { pages, control, page } = setUp(undefined, () => true)
    await page("/de/product/5")
    control.change("product:5")
    pages.invalidate(["product:5"])
    const answer = await Promise.race([page("/de/product/5"), new Promise<"held">((resolve) => setImmediate(resolve, "held"))])
    assert.ok(answer !== "held", "answered at once")
    assert.equal(text(answer), "de /de/product/5 product:5@0")
    await settle()
    assert.equal(text(await page("/de/product/5")), "de /de/product/5 product:5@1", "re-rendered in the background")
  })

  test("on a busy server, the re-render of a stale page a shopper asks for goes before those nobody asked for", async () => {
    const { pages, control, page } = setUp(undefined, () => true)
    for (let id = 1; id <= 8; id++) await page(`/de/product/${id}`)
    control.renders.length = 0
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    pages.invalidate(["product:*"])
    await settle()
    assert.deepEqual(control.renders, ["/de/product/1", "/de/product/2", "/de/product/3", "/de/product/4"], "four re-renders run, four wait")
    await page("/de/product/8")
    release()
    control.gate = undefined
    await settle()
    assert.equal(control.renders[4], "/de/product/8", "the asked-for page's re-render started next (the others follow as background work)")
  })

  test("a language's UI strings touch that language's pages only; a family pattern touches the whole family", async () => {
    const { pages, control, page } = setUp()
    for (const url of ["/de/product/5", "/de/faq", "/fr/product/5", "/fr/faq"]) await page(url)
    pages.invalidate(["cms:translations:de"])
    assert.equal(pages.usage().invalidated, 2)
    for (const url of ["/de/product/5", "/de/faq", "/fr/product/5", "/fr/faq"]) await page(url)
    await settle()
    assert.deepEqual(control.renders.slice(4).sort(), ["/de/faq", "/de/product/5"])

    pages.invalidate(["product:*"])
    assert.equal(pages.usage().invalidated, 4, "both product pages, not the FAQ pages")
  })

  test("the fast lane's lookup finds the kept page while it is fresh, and nothing once it is stale", async () => {
    const { pages, page } = setUp()
    const answer = await page("/de/faq")
    assert.ok("page" in answer && answer.lookup)
    assert.ok(answer.lookup())
    pages.invalidate(["cms:faq:de"])
    assert.equal(answer.lookup(), undefined)
  })

  test("the fast lane's lookup of a page that was re-rendered finds nothing; the new answer's lookup finds the new page", async () => {
    const { pages, control, page } = setUp()
    const first = await page("/de/product/7")
    assert.ok("page" in first && first.lookup)
    control.change("product:7")
    pages.invalidate(["product:7"])
    await page("/de/product/7")
    await settle()
    assert.equal(first.lookup(), undefined, "the replaced page is gone")
    const second = await page("/de/product/7")
    assert.ok("page" in second && second.lookup)
    assert.equal(text({ page: second.lookup()!, cacheControl: second.cacheControl }), "de /de/product/7 product:7@1")
  })

  test("the fast lane's lookup of a page pushed out of the budget finds nothing (never the dropped page's placeholder)", async () => {
    const { pages, page } = setUp(600)
    const first = await page("/de/product/1")
    assert.ok("page" in first && first.lookup)
    for (let id = 2; id <= 20; id++) await page(`/de/product/${id}`)
    assert.ok(pages.usage().kept < 19, "the budget pushed pages out")
    assert.equal(first.lookup(), undefined)
  })

  test("kept pages are made smaller one at a time while no render runs, each in place (same page, fewer bytes, the lane's lookups still find it), unless re-rendered meanwhile", async () => {
    const { renderer, control, improving } = standInRenderer(tagsOfPage)
    improving()
    const pages = createHtmlPages({ renderer, content, serverBusy: () => false })
    const first = await pages.answer("/de/product/5")
    assert.ok("page" in first)
    await pages.answer("/de/product/6")
    await settle()
    assert.equal(control.improvements.length, 1, "one at a time, once no render runs")
    assert.equal(control.improvements[0]!.br.toString("hex"), first.page.br!.toString("hex"), "the kept page's own bytes")
    assert.equal(pages.usage().toImprove, 1)

    // A render runs when product 5's smaller copy comes: product 6 waits until it is done.
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const seven = pages.answer("/de/product/7")
    await settle()
    const bytesBefore = pages.usage().keptBytes
    const lookup = (await pages.answer("/de/product/5")) as { lookup: () => CachedResponse | undefined }
    control.improvements[0]!.answer(Buffer.alloc(10))
    await settle()
    assert.equal(control.improvements.length, 1, "nothing made smaller while a render runs")
    const kept = await pages.answer("/de/product/5")
    assert.ok("page" in kept)
    assert.equal(kept.page.br!.length, 10, "the smaller copy is what is served now")
    assert.equal(lookup.lookup()?.br!.length, 10, "the fast lane's lookup of the page finds the smaller copy")
    assert.equal(kept.page.etag, first.page.etag)
    assert.equal(kept.page.surrogateKey, first.page.surrogateKey)
    assert.equal(pages.usage().keptBytes, bytesBefore - first.page.br!.length + 10, "the budget counts the smaller copy")
    release()
    control.gate = undefined
    await seven
    await settle()
    assert.equal(control.improvements.length, 2, "product 6's turn once the render is done")

    // Product 6's smaller copy comes after its page was re-rendered: the new page stays.
    control.change("product:6")
    pages.invalidate(["product:6"])
    await pages.answer("/de/product/6")
    control.improvements[1]!.answer(Buffer.alloc(10))
    await settle()
    const after = await pages.answer("/de/product/6")
    assert.equal(text(after), "de /de/product/6 product:6@1")
    assert.ok("page" in after && !after.page.stale, "the new page, fresh, served as kept")
    assert.deepEqual(control.renders, ["/de/product/5", "/de/product/6", "/de/product/7", "/de/product/6"])
    assert.equal(pages.usage().improved, 1)

    // Product 5's page replaced by a new render: what its smaller copy saved goes with it.
    const bytesImproved = pages.usage().keptBytes
    control.change("product:5")
    pages.invalidate(["product:5"])
    await pages.answer("/de/product/5")
    const saved = first.page.br!.length - 10
    assert.ok(Math.abs(pages.usage().keptBytes - (bytesImproved + saved)) <= 2, `${pages.usage().keptBytes} ≈ ${bytesImproved} + ${saved}`)
  })

  test("a change announced while a page renders: the page is served, and kept as stale", async () => {
    const { pages, control, page } = setUp()
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const rendering = page("/de/product/7")
    await settle()
    pages.invalidate(["product:7"]) // the product changed after the render had read it
    release()
    await rendering
    control.gate = undefined
    await page("/de/product/7")
    await settle()
    assert.equal(control.renders.length, 2, "made again on the next ask")
  })

  test("a render that throws is never kept; a kept page whose re-render throws is dropped, not served stale forever", async () => {
    const { pages, control, logged, page } = setUp()
    control.fail = new Error("render bug")
    await assert.rejects(page("/de/product/8"), /render bug/)
    assert.equal(pages.usage().kept, 0)

    control.fail = undefined
    await page("/de/product/8")
    pages.invalidate(["product:8"])
    control.fail = new Error("render bug")
    await page("/de/product/8") // stale, re-rendered in the background, which throws
    await settle()
    assert.equal(pages.usage().kept, 0)
    assert.match(logged.join("\n"), /rendering \/de\/product\/8 failed, page dropped: render bug/)
    await assert.rejects(page("/de/product/8"), /render bug/)
  })

  test("a page that is gone after a change (its product unpublished) is dropped: the next ask gets the 404", async () => {
    const { pages, control, page } = setUp()
    await page("/de/product/10")
    pages.invalidate(["product:10"])
    control.status = 404
    await page("/de/product/10")
    await settle()
    assert.equal(pages.usage().kept, 0)
    const gone = await page("/de/product/10")
    assert.ok("page" in gone && gone.page.status === 404 && gone.cacheControl === "private, no-store")
  })

  test("an incomplete re-render (commerce away) keeps the stale page in use and is not tried again at once", async () => {
    const { pages, control, page } = setUp()
    await page("/de/product/9")
    control.change("product:9")
    pages.invalidate(["product:9"])
    control.incomplete = true
    await page("/de/product/9")
    await settle()
    const again = await page("/de/product/9")
    await settle()
    assert.equal(text(again), "de /de/product/9 product:9@0", "the last complete page")
    assert.equal(control.renders.length, 2, "one try, then a pause")
    assert.equal(pages.usage().kept, 1)
  })

  test("renders run four at a time; past four waiting shoppers a miss gets the app's shell at once and its page is kept for the next visit; crawlers wait", async () => {
    const { pages, control, page } = setUp()
    let release!: () => void
    control.gate = new Promise((resolve) => (release = resolve))
    const waiting = Array.from({ length: 8 }, (_, i) => page(`/de/product/${100 + i}`))
    await settle()
    assert.equal(control.renders.length, 4, "four renders started, four shoppers wait")
    const deferred = await page("/de/product/200")
    assert.ok("page" in deferred && deferred.page.deferred)
    assert.equal(text(deferred), "shell de /de/product/200")
    assert.equal(deferred.cacheControl, "private, no-store", "the shell is for this visit only")
    assert.ok(deferred.lookup)
    assert.equal(deferred.lookup(), deferred.page, "while its render waits, the fast lane answers the same shell")
    const crawler = page("/de/product/201", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")
    release()
    control.gate = undefined
    await Promise.all(waiting)
    assert.equal(text(await crawler), "de /de/product/201 product:201@0", "the crawler got the real page")
    await settle()
    assert.equal(deferred.lookup(), undefined, "once the page is kept the shell's lookup steps aside")
    assert.equal(text(await page("/de/product/200")), "de /de/product/200 product:200@0", "rendered in the background and kept")
    assert.equal(pages.usage().deferred, 1)
    assert.equal(pages.usage().kept, 10)
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
    const { pages, control, page } = setUp(undefined, () => true)
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

  for (const offEventLoop of [false, true]) {
    test(`background re-renders ${offEventLoop ? "in render threads follow one another at once" : "on the event loop wait as long as the last one took"}`, async () => {
      const { pages, control, page } = setUp(undefined, () => false, offEventLoop)
      for (let id = 1; id <= 5; id++) await page(`/de/product/${id}`)
      control.renders.length = 0
      let release!: () => void
      control.gate = new Promise((resolve) => (release = resolve))
      pages.invalidate(["product:*"])
      await settle()
      assert.equal(control.renders.length, 4, "four at a time")
      // The four took 100 ms: paced, the fifth waits about as long; off the loop it starts at once.
      await new Promise((resolve) => setTimeout(resolve, 100))
      release()
      control.gate = undefined
      await settle()
      assert.equal(control.renders.length, offEventLoop ? 5 : 4)
      // Its wait is as long as the last render took, which a busy machine stretches: asked again until it runs.
      for (const deadline = Date.now() + 3_000; control.renders.length < 5 && Date.now() < deadline; ) await settle()
      assert.equal(control.renders.length, 5, "the fifth re-rendered in the end")
    })
  }

  test("one visitor's pages and unknown paths are rendered, never kept, never stored by shared caches", async () => {
    const { pages, control, page } = setUp()
    for (const url of ["/de/search?q=uhr", "/de/checkout/success?session_id=cs_1", "/de/nothing-here"]) {
      const answer = await page(url)
      assert.ok("page" in answer)
      assert.equal(answer.cacheControl, "private, no-store", url)
      assert.equal(answer.lookup, undefined)
    }
    assert.equal(pages.usage().kept, 0)
    assert.equal(control.renders.length, 3)
  })
})
