/**
 * The shop's HTML pages (every GET that is not /api/* or a file): permanent redirects to a page's one URL
 * (shared/page-urls.ts), then the server's render of the page, kept and served again while the data it was
 * made from is unchanged.
 *
 * A kept page remembers the cache tags of everything its render read (render-tags.ts: its product, the
 * catalogue page it lists, the CMS documents it shows, the UI strings of its own language), and only an
 * announced change of one of those tags makes it stale (invalidate): a German FAQ publish touches the German
 * FAQ page, a product edit that product's pages and the lists that show it. A stale page is served as it is
 * while one re-render runs in the background. Pages also age out: home (its random picks) and shipping (its
 * rates have no change log) after a minute, the rest after an hour, in case a change was never announced.
 *
 * Pages are kept compact (brotli only, cache/response-cache.ts's compactResponse): the whole site in every
 * language fits the budget with room to spare. Search results and checkout returns are one visitor's pages:
 * rendered, never kept. Unknown paths get the localized 404 page.
 */
import { performance } from "node:perf_hooks"
import { LRUCache } from "lru-cache"
import { DEFAULT_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import { canonicalRedirect, canonicalSearch, languagePath, routePath } from "../../shared/page-urls.js"
import { matchRoute, splitLanguagePrefix, type RouteName } from "../../shared/routes.js"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import { HTML_TAG, languageTag, tagMatches, uiStringsTag } from "../cache/cache-tags.js"
import { PRIVATE_NO_STORE, publicCacheControl } from "../cache/cache-policy.js"
import type { FreshLookup } from "../cache/fast-lane.js"
import { compactResponse, responseBytes, type CachedResponse } from "../cache/response-cache.js"
import type { ContentCache } from "../content/content-cache.js"
import type { PageRenderer } from "./page-renderer.js"

/** Every page of the site in 15 languages is ≈ 110 MB compact (README, Performance): room to spare. */
export const HTML_CACHE_BYTES = 256 * 1024 * 1024
const MINUTE_MS = 60_000
/** The safety net for a change that was never announced (the tags do the real work). */
const PAGE_FRESH_MS = 60 * MINUTE_MS
/** A page whose re-render came out incomplete (commerce or the CMS away) is tried again after this… */
const RETRY_INCOMPLETE_MS = 5_000
/** …and served stale for at most this long (as stale-if-error allows shared caches). */
const MAX_STALE_MS = 24 * 60 * MINUTE_MS
/** Renders at a time: a render is mostly work on one thread (the event loop, or a render thread), partly waiting for data: more at once only makes each slower. */
const RENDERS_AT_ONCE = 4
/**
 * A shopper waits for a page's render only when it can start at once or after about one render: beyond
 * this many shoppers already waiting (a cold start under traffic), or when the page is queued behind other
 * renders, the shopper gets the app's shell at once, which the browser renders, and the page is rendered in
 * the background and kept for the next visit (as incremental static regeneration's fallback does). Crawlers
 * always wait for the real page.
 */
const MAX_WAITING_RENDERS = RENDERS_AT_ONCE
/** Renders started one from another, at most this long before the event loop reads requests again. */
const RENDER_SLICE_MS = 10
/**
 * Under load (every render slot taken or shoppers waiting), how long a shopper waits for a page's render
 * before getting the app's shell instead; the render goes on and its page is kept for the next visit. An
 * idle server always finishes the render.
 */
const MAX_RENDER_WAIT_MS = 200
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse/i
const NOT_KEPT: ReadonlySet<RouteName> = new Set(["search", "checkoutSuccess", "checkoutCancel", "order"])
const EXPIRES_EACH_MINUTE: ReadonlySet<RouteName> = new Set(["home", "shipping"])

export type PageAnswer = { redirect: string } | { page: CachedResponse; cacheControl: string; lookup?: FreshLookup }

interface KeptPage {
  /** Compact, with the page's tags as its Surrogate-Key. */
  response: CachedResponse
  /** What it is, to render it again without a request. */
  route: RouteName
  language: LanguageCode
  tags: readonly string[]
  freshUntil: number
  /** Set when one of its tags changed: served while its re-render runs. */
  stale: boolean
  staleSince?: number
  /** Not re-rendered before this (the last re-render came out incomplete). */
  retryAt?: number
  /** Dropped or replaced: the fast lane's lookups of it find nothing (they hold the page, not its path). */
  gone?: boolean
  /** Bytes saved by making its brotli smaller after it was kept (improveWhenIdle). */
  savedBytes?: number
}

/** What a dropped page's response becomes: a lane lookup made from it may outlive it, its bytes must not. */
const GONE: CachedResponse = { status: 410, etag: "" }

interface RenderStats {
  renders: number
  /** Renders by `{route}:{language}` ("faq:de"): what each edit cost. */
  rendersBy: Record<string, number>
  /** Kept pages made stale by announced changes. */
  invalidated: number
  /** Misses answered with the app's shell because too many renders were waiting. */
  deferred: number
  /** Kept pages made smaller after their render (PageRenderer.improve). */
  improved: number
}

const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2))

export function createHtmlPages(options: {
  renderer: PageRenderer
  content?: ContentCache
  log?: (line: string) => void
  maxBytes?: number
  /** Whether the server is under load (its event loop mostly busy); measured unless given (tests). */
  serverBusy?: () => boolean
}) {
  const { renderer, content } = options
  const serverBusy = options.serverBusy ?? eventLoopBusy()
  /** Page paths by tag, for invalidate. */
  const pathsByTag = new Map<string, Set<string>>()
  const kept = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes ?? HTML_CACHE_BYTES,
    sizeCalculation: (page, key) => responseBytes(page.response) + key.length * 2,
    // Replaced or dropped: the old page's tags no longer lead to it (keep() adds the new page's), and lookups
    // of it from the fast lane find it gone.
    dispose: (page, path) => {
      toImprove.delete(path)
      savedBytes -= page.savedBytes ?? 0
      page.gone = true
      page.response = GONE
      for (const tag of page.tags) {
        const paths = pathsByTag.get(tag)
        paths?.delete(path)
        if (paths?.size === 0) pathsByTag.delete(tag)
      }
    },
  })
  const rendering = new Map<string, Promise<CachedResponse>>()
  /** Kept pages whose brotli the renderer can make smaller, in the order kept (improveWhenIdle). */
  const toImprove = new Set<string>()
  let improving = false
  /** What the kept pages made smaller saved, which their size in the budget still counts. */
  let savedBytes = 0
  const stats: RenderStats = { renders: 0, rendersBy: {}, invalidated: 0, deferred: 0, improved: 0 }
  const slots = createRenderSlots(RENDERS_AT_ONCE, { paceBackground: !renderer.offEventLoop })
  /** Changes announced while renders ran: a render that read the old data must not be kept as fresh. */
  let announced: { seq: number; patterns: readonly string[] }[] = []
  let seq = 0

  const isFresh = (page: KeptPage, now = Date.now()) => !page.stale && page.freshUntil > now

  async function cmsStrings(language: LanguageCode): Promise<UiStrings> {
    if (!content) return {}
    try {
      const answer = await content.translations(language)
      return answer.status === 200 ? (answer.value as UiStrings) : {}
    } catch {
      return {}
    }
  }

  function keep(pagePath: string, route: RouteName, language: LanguageCode, response: CachedResponse, tags: readonly string[], startedAt: number) {
    const missed = announced.some((change) => change.seq > startedAt && change.patterns.some((pattern) => tags.some((tag) => tagMatches(pattern, tag))))
    const freshMs = EXPIRES_EACH_MINUTE.has(route) ? MINUTE_MS : PAGE_FRESH_MS
    const page: KeptPage = { response: compactResponse(response), route, language, tags, freshUntil: Date.now() + jitter(freshMs), stale: missed, staleSince: missed ? Date.now() : undefined }
    if (store(pagePath, page) && renderer.improve) toImprove.add(pagePath)
  }

  /**
   * Makes kept pages' brotli smaller (PageRenderer.improve), one at a time while no render runs: renders come
   * first, and a cold start's pages are made smaller once it has settled.
   */
  function improveWhenIdle() {
    if (!renderer.improve || improving || rendering.size > 0) return
    const [pagePath] = toImprove
    if (pagePath === undefined) return
    toImprove.delete(pagePath)
    const page = kept.peek(pagePath)
    if (!page?.response.br) return improveWhenIdle()
    improving = true
    renderer
      .improve(page.response.br)
      .then(
        (br) => {
          // In place, unless the page was replaced or dropped meanwhile: the fast lane's lookups of it go on
          // finding it. The budget goes on counting the first copy's size (lru-cache sizes an entry when it is
          // set); usage() reports the bytes as they are.
          if (kept.peek(pagePath) !== page || br.length >= page.response.br!.length) return
          const saved = page.response.br!.length - br.length
          page.response = { ...page.response, br }
          page.savedBytes = (page.savedBytes ?? 0) + saved
          savedBytes += saved
          stats.improved++
        },
        (error: unknown) => options.log?.(`pages: making ${pagePath} smaller failed: ${(error as Error).message}`)
      )
      .finally(() => {
        improving = false
        setImmediate(improveWhenIdle)
      })
  }

  /** Keeps `page` at `pagePath`, indexed by its tags; false when it could not be kept. */
  function store(pagePath: string, page: KeptPage): boolean {
    kept.set(pagePath, page)
    // lru-cache refuses an entry bigger than the whole budget: then there is nothing to index.
    if (kept.peek(pagePath) !== page) return false
    for (const tag of page.tags) {
      let paths = pathsByTag.get(tag)
      if (!paths) pathsByTag.set(tag, (paths = new Set()))
      paths.add(pagePath)
    }
    return true
  }

  /**
   * Renders the page when a render slot is free (one render per page at a time; shoppers before background
   * work) and keeps it when all its data was there.
   */
  function render(pagePath: string, language: LanguageCode, route: RouteName | undefined, priority: Priority = "shopper"): Promise<CachedResponse> {
    const pending = rendering.get(pagePath)
    if (pending) {
      if (priority === "shopper") slots.promote(pagePath)
      return pending
    }
    const made = (async () => {
      await slots.take(pagePath, priority)
      slots.started(pagePath)
      // Changes announced from here on may not be in what the render reads.
      const startedAt = seq
      const renderStarted = performance.now()
      const tags = new Set<string>()
      const result = await cmsStrings(language)
        .then((strings) => renderer.render(pagePath, language, strings, tags))
        .finally(() => slots.release(pagePath, priority, performance.now() - renderStarted))
      stats.renders++
      const kind = `${route ?? "notFound"}:${language}`
      stats.rendersBy[kind] = (stats.rendersBy[kind] ?? 0) + 1
      const timing = { renderMs: performance.now() - renderStarted, renderThreadMs: result.threadMs }
      if (!route || NOT_KEPT.has(route)) return { ...result.response, ...timing }
      if (content) tags.add(uiStringsTag(language))
      tags.add(HTML_TAG).add(languageTag(language))
      const tagList = [...tags].sort()
      const response = { ...result.response, surrogateKey: tagList.join(" ") }
      if (result.complete && response.status === 200) keep(pagePath, route, language, response, tagList, startedAt)
      // The page is gone (its product unpublished or deleted): its old copy must not be served any more.
      else if (result.complete) kept.delete(pagePath)
      else {
        // Incomplete (commerce or the CMS away): the kept page, if any, stays in use until a later try.
        const previous = kept.peek(pagePath)
        if (previous) previous.retryAt = Date.now() + RETRY_INCOMPLETE_MS
      }
      return { ...response, ...timing }
    })()
      .catch((error: unknown) => {
        // A render that throws is a fault: its page is not served stale forever.
        kept.delete(pagePath)
        throw error
      })
      .finally(() => {
        rendering.delete(pagePath)
        if (rendering.size === 0) {
          announced = []
          improveWhenIdle()
        }
      })
    rendering.set(pagePath, made)
    return made
  }

  function renderInBackground(pagePath: string, language: LanguageCode, route: RouteName) {
    if (rendering.has(pagePath)) return
    render(pagePath, language, route, "background").catch((error: unknown) => options.log?.(`pages: rendering ${pagePath} failed, page dropped: ${(error as Error).message}`))
  }

  /** The shells as answered, one object per screen and language (the fast lane remembers headers by object). */
  const deferredShells = new Map<string, CachedResponse>()
  async function deferredShell(pagePath: string, route: RouteName, language: LanguageCode): Promise<CachedResponse> {
    const key = `${route}:${language}`
    let shell = deferredShells.get(key)
    if (!shell) deferredShells.set(key, (shell = { ...(await renderer.shell(pagePath, language)), deferred: true }))
    return shell
  }

  /** The kept page (stale ones re-rendered in the background), or a render now (or the shell, see MAX_WAITING_RENDERS). */
  async function keptOrRendered(pagePath: string, language: LanguageCode, route: RouteName, userAgent: string | undefined): Promise<CachedResponse> {
    const page = kept.get(pagePath)
    if (!page) {
      if (CRAWLER.test(userAgent ?? "")) return render(pagePath, language, route)
      const shell = async () => {
        stats.deferred++
        return deferredShell(pagePath, route, language)
      }
      if (!slots.running(pagePath) && (rendering.has(pagePath) || slots.waitingShoppers() >= MAX_WAITING_RENDERS)) {
        renderInBackground(pagePath, language, route)
        return shell()
      }
      // Under load (slots taken, or the serving loop busy: the render's CPU is contended too) the wait is capped.
      const underLoad = slots.busy() || serverBusy()
      const rendered = render(pagePath, language, route)
      if (!underLoad) return rendered
      const first = await withinRenderWait(rendered)
      if (first !== TOO_LONG) return first
      // The render goes on (its errors are logged, and it is kept when it completes).
      rendered.catch((error: unknown) => options.log?.(`pages: rendering ${pagePath} failed: ${(error as Error).message}`))
      return shell()
    }
    const now = Date.now()
    if (isFresh(page, now)) return page.response
    page.staleSince ??= now
    if (now - page.staleSince > MAX_STALE_MS) {
      kept.delete(pagePath)
      return render(pagePath, language, route)
    }
    const stale = { ...page.response, stale: true }
    if (page.retryAt && page.retryAt > now) return stale
    // Off the event loop, slots full of background re-renders (a UI string makes every page of a language stale)
    // do not make the server busy: the shopper's re-render goes first and starts within one render.
    const busy = renderer.offEventLoop ? serverBusy() || slots.waitingShoppers() >= MAX_WAITING_RENDERS : slots.busy() || serverBusy()
    if (busy) {
      // Its re-render goes before those of pages nobody is asking for (a UI string re-renders every page of a
      // language, the page someone is looking at first).
      renderInBackground(pagePath, language, route)
      slots.promote(pagePath)
      return stale
    }
    // A quiet server (with a render slot free, or renders off the event loop): the shopper waits for the page's
    // re-render (moved before the pages nobody asked for), at most as long as for a miss, instead of getting the old page: an editor who publishes
    // and opens the page sees the change. Under load the old page goes out at once (the tail latency of every
    // other request would pay for the wait).
    const fresh = await withinRenderWait(render(pagePath, language, route).catch(() => stale))
    return fresh === TOO_LONG ? stale : fresh
  }

  /**
   * The fast lane's lookup of the page kept at `pagePath`: it holds the kept page itself (one map lookup less
   * per request, which the lane's random-page load measured); once that page is replaced or dropped the lookup
   * finds nothing, and the next request goes through answer() again and teaches the lane the new one.
   */
  function lookupOf(pagePath: string, route: RouteName, language: LanguageCode): FreshLookup | undefined {
    const page = kept.peek(pagePath)
    if (page) return () => (!page.gone && isFresh(page) ? page.response : undefined)
    // Not kept yet: while its render waits its turn, the shell, as keptOrRendered gives (from a cold start the
    // shells are most answers, and through Fastify they cost a busy server several times a lane answer). Once
    // the page is kept, or its render runs (worth waiting for), the request goes through answer() again.
    const shell = deferredShells.get(`${route}:${language}`)
    if (!shell) return undefined
    return () => (rendering.has(pagePath) && !slots.running(pagePath) && !kept.has(pagePath) ? shell : undefined)
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
    if (!route) return { page: await render(pathname, language, undefined), cacheControl: PRIVATE_NO_STORE }
    const pagePath = languagePath(routePath(route), language) + canonicalSearch(route.name, new URLSearchParams(search))
    if (NOT_KEPT.has(route.name)) return { page: await render(pagePath, language, route.name), cacheControl: PRIVATE_NO_STORE }
    const page = await keptOrRendered(pagePath, language, route.name, userAgent)
    return {
      page,
      // The shell stands in for this visit only: a shared cache must ask again.
      cacheControl: page.status === 200 && !page.deferred ? publicCacheControl(page) : PRIVATE_NO_STORE,
      lookup: lookupOf(pagePath, route.name, language),
    }
  }

  /**
   * Changed tags (patterns) were announced: the kept pages made from them are stale, served while they are
   * rendered again, in the background right away (as background work: at most half of the event loop), so
   * the next visitor most likely gets the new page already.
   */
  function invalidate(patterns: readonly string[]) {
    seq++
    if (rendering.size > 0) announced.push({ seq, patterns })
    const now = Date.now()
    for (const pattern of patterns) {
      const tags = pattern.endsWith("*") ? [...pathsByTag.keys()].filter((tag) => tagMatches(pattern, tag)) : [pattern]
      for (const tag of tags)
        for (const path of pathsByTag.get(tag) ?? []) {
          const page = kept.peek(path)
          if (!page || page.stale) continue
          page.stale = true
          page.staleSince = now
          page.retryAt = undefined
          stats.invalidated++
          renderInBackground(path, page.language, page.route)
        }
    }
  }

  return {
    answer,
    invalidate,
    usage: () => ({ kept: kept.size, keptBytes: kept.calculatedSize - savedBytes, toImprove: toImprove.size, rendering: rendering.size, waitingShoppers: slots.waitingShoppers(), ...stats, rendersBy: { ...stats.rendersBy } }),
  }
}

export type HtmlPages = ReturnType<typeof createHtmlPages>

const TOO_LONG = Symbol("too long")

/** What `render` resolves to, or TOO_LONG once a shopper has waited MAX_RENDER_WAIT_MS for it (it goes on). */
async function withinRenderWait<T>(render: Promise<T>): Promise<T | typeof TOO_LONG> {
  let timer: NodeJS.Timeout | undefined
  const tooLong = new Promise<typeof TOO_LONG>((resolve) => (timer = setTimeout(resolve, MAX_RENDER_WAIT_MS, TOO_LONG)))
  return Promise.race([render, tooLong]).finally(() => clearTimeout(timer))
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

type Priority = "shopper" | "background"

/**
 * At most `size` renders at a time; a waiting shopper's render goes before waiting background work. Renders on
 * the serving event loop (`paceBackground`) give background work at most half of it: after a background
 * render, the next one waits as long as it took (a cold start would otherwise fill the loop with renders for
 * minutes, and the requests read between them would starve). Render threads need no pacing: they run at a
 * lower priority than the serving thread (render-thread.ts).
 */
function createRenderSlots(size: number, options: { paceBackground: boolean }) {
  let running = 0
  /** The pages being rendered now (holding a slot). */
  const active = new Set<string>()
  let sliceStarted = performance.now()
  let backgroundFreeAt = 0
  let pumpTimer: NodeJS.Timeout | undefined
  const waiting = { shopper: new Map<string, () => void>(), background: new Map<string, () => void>() }

  /**
   * Starts `start` now, or after the event loop's next turn when renders started one from another have run
   * RENDER_SLICE_MS: they follow in a single run of promise callbacks, during which no request is read.
   */
  function startSoon(start: () => void) {
    if (performance.now() - sliceStarted < RENDER_SLICE_MS) return start()
    setImmediate(() => {
      sliceStarted = performance.now()
      start()
    })
  }

  /** Gives free slots to waiting renders (Maps keep insertion order: first come first). */
  function pump() {
    while (running < size) {
      const shopper = waiting.shopper.entries().next()
      const next = shopper.done ? waiting.background.entries().next() : shopper
      if (next.done) return
      if (shopper.done) {
        const wait = backgroundFreeAt - performance.now()
        if (wait > 0) {
          pumpTimer ??= setTimeout(() => {
            pumpTimer = undefined
            pump()
          }, Math.ceil(wait))
          return
        }
        waiting.background.delete(next.value[0])
      } else waiting.shopper.delete(next.value[0])
      running++
      startSoon(next.value[1])
    }
  }

  return {
    /** Resolves when the render of `path` may start. */
    take(path: string, priority: Priority): Promise<void> {
      const granted = new Promise<void>((resolve) => waiting[priority].set(path, resolve))
      pump()
      return granted
    },
    /** A shopper now waits for `path`'s render queued as background work: it moves up. */
    promote(path: string) {
      const start = waiting.background.get(path)
      if (!start) return
      waiting.background.delete(path)
      waiting.shopper.set(path, start)
      pump()
    },
    /** A render finished after `tookMs`: its slot goes to the next waiting one. */
    release(path: string, priority: Priority, tookMs: number) {
      active.delete(path)
      running--
      if (priority === "background" && options.paceBackground) backgroundFreeAt = performance.now() + tookMs
      pump()
    },
    waitingShoppers: () => waiting.shopper.size,
    /** Every slot taken, or shoppers waiting for one. */
    busy: () => running >= size || waiting.shopper.size > 0,
    started: (path: string) => void active.add(path),
    running: (path: string) => active.has(path),
  }
}
