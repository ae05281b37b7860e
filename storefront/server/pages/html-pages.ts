/**
 * The shop's HTML pages (every GET that is not /api/* or a file): permanent redirects to a page's one URL
 * (shared/page-urls.ts), then the page rendered on the server, kept in the one cache (cache/answer-cache.ts)
 * like any other answer.
 *
 * A render is handed the /api/* answers its screen reads (app/route-data.ts lists them), read from the data
 * layer, not over HTTP, and the page carries their cache tags, those of its language's UI strings, `html` and its
 * language: an announced change of one of them makes it stale, served while it is rendered again. A page made
 * from answers that say how long they stay fresh (the home page's random picks, the shipping rates) stays
 * fresh no longer; the others an hour at most, in case a change was never announced.
 *
 * Renders run in worker threads (render-worker.ts), at most RENDERS_AT_ONCE at a time: a kept page a change
 * made stale first (so an edit never waits behind shoppers' renders, however many a cold burst or a cache too
 * small for the site queues), then a waiting shopper's, then background work, newest first. Search results and
 * checkout returns are one visitor's pages: rendered, never kept. Unknown paths get the localized 404 page.
 * A render compresses its page quickly; a kept page is compressed again, smaller, once the server is quiet.
 */
import { performance } from "node:perf_hooks"
import { DEFAULT_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import { canonicalRedirect, canonicalSearch, languagePath, routePath } from "../../shared/page-urls.js"
import { matchRoute, splitLanguagePrefix, type RouteName } from "../../shared/routes.js"
import type { AnswerCache } from "../cache/answer-cache.js"
import { HTML_TAG, languageTag, uiStringsTag } from "../cache/cache-tags.js"
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL, publicCacheControl } from "../cache/cache-policy.js"
import type { CachedResponse } from "../cache/prepared-response.js"
import type { ReadAnswer } from "../data/api-reads.js"
import { HTML_TYPE, type PageFrame } from "./page-frame.js"
import type { PageRenders } from "./render-threads.js"
import { createRenderSlots, DroppedRender, type Priority } from "./render-slots.js"

/** The safety net for a change that was never announced (the tags do the real work). */
const PAGE_FRESH_MS = 60 * 60_000
/** Renders at a time: each is mostly work on a render thread, partly waiting for data: more at once only makes each slower. */
const RENDERS_AT_ONCE = 4
/**
 * A shopper waits for a page's render only when it can start at once or after about one render: beyond this
 * many shoppers already waiting (a cold start under traffic), or when the page is queued behind other renders,
 * the shopper gets the app's shell at once, which the browser renders, and the page is rendered in the
 * background and kept for the next visit (as incremental static regeneration's fallback does). Crawlers
 * always wait for the real page.
 */
const MAX_WAITING_RENDERS = RENDERS_AT_ONCE
/**
 * Under load (every render slot taken, shoppers waiting, or the serving loop busy), how long a shopper waits
 * for a page's render before getting the app's shell (a miss) or the page as it was (a stale page); the
 * render goes on and its page is kept for the next visit. An idle server always finishes the render.
 */
const MAX_RENDER_WAIT_MS = 200
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse/i
const NOT_KEPT: ReadonlySet<RouteName> = new Set(["search", "checkoutSuccess", "checkoutCancel", "order"])

export type PageAnswer = { redirect: string } | { page: CachedResponse; cacheControl: string }

/** A render that came out incomplete while the page it would replace is kept: that one stays in use. */
class IncompleteRender extends Error {}

/** Kept pages waiting to be made smaller (their keys only): more than the whole site's pages in 15 languages today. */
const MAX_TO_MAKE_SMALLER = 20_000

export function createHtmlPages(options: {
  cache: AnswerCache
  frame: PageFrame
  /** Where pages are rendered; without the app's server build (an old or partial build) every page is the app's shell. */
  renders?: PageRenders
  /** An /api/* answer by URL, from the data layer (data/api-reads.ts's answerReader). */
  readAnswer: (url: string) => Promise<ReadAnswer>
  log: (line: string) => void
  /** Whether the server is under load (its event loop mostly busy); measured unless given (tests). */
  serverBusy?: () => boolean
  /** Whether the pages show the CMS's UI strings (a server built without content shows the bundled ones only). */
  cmsStrings: boolean
}) {
  const { cache } = options
  const serverBusy = options.serverBusy ?? eventLoopBusy()
  const slots = createRenderSlots(RENDERS_AT_ONCE)
  // A page the quick way out answered for while it renders (its stand-in, or the stale page) was asked for again.
  cache.askedWhileMade = (key) => slots.touch(key)
  const stats = { renders: 0, rendersBy: {} as Record<string, number>, deferred: 0, rendering: 0 }

  let oneOffRenders = 0
  /**
   * Renders the page when a render slot is free, and makes it an answer to keep (or not). A page that is not
   * kept (one visitor's, or unknown) may be rendered for several visitors at once: each takes a slot of its own.
   */
  async function render(pagePath: string, language: LanguageCode, route: RouteName | undefined, priority: Priority): Promise<CachedResponse> {
    if (!options.renders) return { ...(await options.frame.shell(pagePath, language)), freshMs: 0 }
    const renders = options.renders
    const slot = route === undefined || NOT_KEPT.has(route) ? `${pagePath}#${++oneOffRenders}` : pagePath
    stats.rendering++
    await slots.take(slot, priority).catch((error: unknown) => {
      stats.rendering--
      throw error
    })
    cache.dropPlaceholder(pagePath)
    const started = performance.now()
    try {
      const [strings, ...reads] = await Promise.all([
        options.cmsStrings ? options.readAnswer(`/api/translations/${language}`) : undefined,
        ...renders.readsOf(new URL(pagePath, "http://storefront")).map(options.readAnswer),
      ])
      const answers = reads.map((read) => ({ url: read!.url, status: read!.status, payload: read!.payload }))
      const rendered = await renders.pool.call("render", { pagePath, language, stringsVersion: strings?.version ?? "none", answers })
      stats.renders++
      const kind = `${route ?? "notFound"}:${language}`
      stats.rendersBy[kind] = (stats.rendersBy[kind] ?? 0) + 1
      const tags = new Set([HTML_TAG, languageTag(language), ...(strings ? [uiStringsTag(language)] : []), ...reads.flatMap((read) => read!.tags)])
      const freshMs = Math.min(PAGE_FRESH_MS, ...reads.map((read) => read!.freshMs ?? PAGE_FRESH_MS))
      const oneVisitors = route === undefined || NOT_KEPT.has(route)
      const kept = !oneVisitors && rendered.status === 200 && rendered.complete
      // Incomplete (commerce or the CMS away): the page kept before, if any, stays in use until a later try.
      if (!rendered.complete && cache.stored(pagePath)) throw new IncompleteRender(`${pagePath}: part of its data could not be read`)
      if (kept) {
        smaller.add(pagePath)
        // A server never idle long enough: the oldest stay as they were made.
        if (smaller.size > MAX_TO_MAKE_SMALLER) smaller.delete(smaller.values().next().value!)
      }
      return {
        status: rendered.status,
        type: HTML_TYPE,
        br: Buffer.from(rendered.br.buffer, rendered.br.byteOffset, rendered.br.byteLength),
        etag: rendered.etag,
        // One visitor's page names no data: nobody keeps it, nobody need drop it.
        tags: oneVisitors ? undefined : [...tags].sort(),
        freshMs: kept ? freshMs : 0,
        renderMs: performance.now() - started,
        renderThreadMs: rendered.threadMs,
      }
    } finally {
      stats.rendering--
      slots.release(slot)
      // Once the cache has kept what this render made.
      setImmediate(() => void makeSmaller())
    }
  }

  /**
   * Kept pages compressed again, smaller (at the kept quality: a render compresses quickly, for the shopper who
   * may be waiting), one at a time while no render runs or waits and shoppers' requests leave the server quiet:
   * every later visitor downloads a fifth to a third fewer bytes, and the cache holds more pages. A page rendered again meanwhile is done from its new bytes.
   */
  const smaller = new Set<string>()
  let makingSmaller = false
  // Also once a busy server (shoppers' requests keep its event loop working) has become quiet.
  setInterval(() => void makeSmaller(), 1_000).unref()
  async function makeSmaller() {
    if (makingSmaller || !options.renders) return
    makingSmaller = true
    try {
      for (const key of smaller) {
        if (!slots.idle() || serverBusy()) return
        smaller.delete(key)
        const page = cache.stored(key)
        if (!page?.br || page.deferred || page.stale) continue
        const br = await options.renders.pool.call("makeSmaller", page.br)
        cache.keepSmaller(key, page.etag, Buffer.from(br.buffer, br.byteOffset, br.byteLength))
      }
    } catch (error) {
      options.log(`pages: making a kept page smaller failed: ${(error as Error).message}`)
    } finally {
      makingSmaller = false
    }
  }

  /**
   * The app's shell for a shopper whose page is rendered in the background. While the render waits its turn,
   * it is also what the quick way out serves for the page (`standIn`: under load the shells are most answers,
   * and through Fastify they cost a busy server several times a quick answer); once the render runs, a shopper
   * may wait for it again.
   */
  const shell = async (pagePath: string, language: LanguageCode, standIn = false): Promise<CachedResponse> => {
    stats.deferred++
    const page = { ...(await options.frame.shell(pagePath, language)), deferred: true }
    if (standIn) cache.placeholder(pagePath, page)
    return page
  }

  /** A kept page (a stale one while it is rendered again), or a render now, or, under load, the app's shell. */
  async function keptOrRendered(pagePath: string, language: LanguageCode, route: RouteName, userAgent: string | undefined): Promise<CachedResponse> {
    const produce = (priority: Priority) => () => render(pagePath, language, route, priority)
    if (!cache.stored(pagePath) || cache.stored(pagePath)?.deferred) {
      if (CRAWLER.test(userAgent ?? "")) return cache.get(pagePath, produce("shopper"), { refresh: "now" })
      if ((cache.making(pagePath) && !slots.running(pagePath)) || slots.waitingShoppers() >= MAX_WAITING_RENDERS) {
        // Asked for again while it waits: newest again.
        slots.touch(pagePath)
        inBackground(pagePath, produce("background"))
        return shell(pagePath, language, true)
      }
      const underLoad = slots.busy() || serverBusy()
      const rendered = cache.get(pagePath, produce("shopper"), { refresh: "now" })
      if (!underLoad) return rendered
      const first = await withinRenderWait(rendered)
      if (first !== TOO_LONG) return first
      // The render goes on (its errors are logged, and it is kept when it completes).
      whenRendered(pagePath, rendered)
      return shell(pagePath, language)
    }
    // Under load the old page goes out at once (the tail latency of every other request would pay for the wait).
    // Made stale by a change, its re-render goes before every other: it is what shows an editor's or a
    // merchandiser's edit. At the end of its freshness it is background work on a busy server.
    const busy = serverBusy() || slots.waitingShoppers() >= MAX_WAITING_RENDERS
    const page = await cache.get(pagePath, produce(cache.changed(pagePath) ? "edit" : busy ? "background" : "shopper"), { refresh: "now" })
    // Asked for again while its re-render waits: it goes before those asked for less.
    if (page.stale) slots.touch(pagePath)
    if (!page.stale || busy) return page
    // A quiet server: the shopper waits for the re-render, at most as long as for a miss, instead of getting the
    // old page: an editor who publishes and opens the page sees the change.
    const rendered = await withinRenderWait(cache.making(pagePath)?.catch(() => page) ?? Promise.resolve(page))
    return rendered === TOO_LONG ? page : rendered
  }

  /** Renders the page in the background. */
  function inBackground(pagePath: string, produce: () => Promise<CachedResponse>) {
    whenRendered(pagePath, cache.get(pagePath, produce, { refresh: "now" }))
  }

  /** A render nobody waits for any more: once its page is kept, the quick way out serves it (not its stand-in) to its URL. */
  function whenRendered(pagePath: string, rendered: Promise<CachedResponse>) {
    rendered.then(
      (page) => page.key && cache.alias(pagePath, page.key, publicCacheControl(page)),
      (error: unknown) => error instanceof DroppedRender || options.log(`pages: rendering ${pagePath} failed: ${(error as Error).message}`)
    )
  }

  /** The answer to a GET of `url` (path and query, as requested) for a client that says it is `userAgent`. */
  async function answer(url: string, userAgent?: string): Promise<PageAnswer> {
    const [pathname = "/", query = ""] = url.split(/\?(.*)/s)
    const search = query ? `?${query}` : ""
    // Browsers read "\" in an http URL as "/": send such a path to the page it means, always on this host
    // (leading slashes collapsed, so a path such as /\other.example never becomes a protocol-relative //other.example).
    if (pathname.includes("\\")) return { redirect: `/${pathname.replaceAll("\\", "/").replace(/^\/+/, "")}${search}` }
    const redirect = canonicalRedirect(pathname, search)
    if (redirect) return { redirect }
    const route = matchRoute(pathname)
    // An unknown page under a known prefix is that language's 404 page.
    const language = splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE
    if (!route) return { page: await render(pathname, language, undefined, "shopper"), cacheControl: PRIVATE_NO_STORE }
    const pagePath = languagePath(routePath(route), language) + canonicalSearch(route.name, new URLSearchParams(search))
    if (NOT_KEPT.has(route.name)) return { page: await render(pagePath, language, route.name, "shopper"), cacheControl: PRIVATE_NO_STORE }
    const page = await keptOrRendered(pagePath, language, route.name, userAgent)
    // The shell stands in while the page renders: a shared cache keeps it a few seconds, then asks again.
    const cacheControl = page.status === 200 ? publicCacheControl(page) : PRIVATE_NO_STORE
    if (page.key && !page.stale && !page.deferred) cache.alias(url, page.key, cacheControl)
    // Its stand-in, while the page renders in the background (its URL then leads to the page: inBackground).
    else if (page.deferred && url === pagePath) cache.alias(url, pagePath, PUBLIC_CACHE_CONTROL)
    return { page, cacheControl }
  }

  return {
    answer,
    usage: () => {
      const kept = cache.usage((response) => response.type === HTML_TYPE && !response.deferred)
      return { kept: kept.entries, keptBytes: kept.bytes, waitingShoppers: slots.waitingShoppers(), toImprove: smaller.size, ...stats, rendersBy: { ...stats.rendersBy } }
    },
  }
}

export type HtmlPages = ReturnType<typeof createHtmlPages>

const TOO_LONG = Symbol("too long")

/** What `work` resolves to, or TOO_LONG once a shopper has waited MAX_RENDER_WAIT_MS for it (it goes on). */
async function withinRenderWait<T>(work: Promise<T>): Promise<T | typeof TOO_LONG> {
  let timer: NodeJS.Timeout | undefined
  const tooLong = new Promise<typeof TOO_LONG>((resolve) => (timer = setTimeout(resolve, MAX_RENDER_WAIT_MS, TOO_LONG)))
  return Promise.race([work, tooLong]).finally(() => clearTimeout(timer))
}

/** Busy: the event loop was working over half of the last half second (it idles between requests otherwise). */
function eventLoopBusy(): () => boolean {
  let last = performance.eventLoopUtilization()
  let busy = false
  setInterval(() => {
    const now = performance.eventLoopUtilization()
    busy = performance.eventLoopUtilization(now, last).utilization > 0.5
    last = now
  }, 500).unref()
  return () => busy
}
