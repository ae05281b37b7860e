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
import { withReadTags } from "./render-tags.js"

/** Every page of the site in 15 languages is ≈ 110 MB compact (README, Performance): room to spare. */
export const HTML_CACHE_BYTES = 256 * 1024 * 1024
const MINUTE_MS = 60_000
/** The safety net for a change that was never announced (the tags do the real work). */
const PAGE_FRESH_MS = 60 * MINUTE_MS
/** A page whose re-render came out incomplete (commerce or the CMS away) is tried again after this… */
const RETRY_INCOMPLETE_MS = 5_000
/** …and served stale for at most this long (as stale-if-error allows shared caches). */
const MAX_STALE_MS = 24 * 60 * MINUTE_MS
/** Background re-renders at a time: under load, stale pages wait their turn instead of crowding the loop. */
const BACKGROUND_RENDERS = 2
const NOT_KEPT: ReadonlySet<RouteName> = new Set(["search", "checkoutSuccess", "checkoutCancel"])
const EXPIRES_EACH_MINUTE: ReadonlySet<RouteName> = new Set(["home", "shipping"])

export type PageAnswer = { redirect: string } | { page: CachedResponse; cacheControl: string; lookup?: FreshLookup }

interface KeptPage {
  /** Compact, with the page's tags as its Surrogate-Key. */
  response: CachedResponse
  tags: readonly string[]
  freshUntil: number
  /** Set when one of its tags changed: served while its re-render runs. */
  stale: boolean
  staleSince?: number
  /** Not re-rendered before this (the last re-render came out incomplete). */
  retryAt?: number
}

interface RenderStats {
  renders: number
  /** Renders by `{route}:{language}` ("faq:de"): what each edit cost. */
  rendersBy: Record<string, number>
  /** Kept pages made stale by announced changes. */
  invalidated: number
}

const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2))

export function createHtmlPages(options: { renderer: PageRenderer; content?: ContentCache; log?: (line: string) => void }) {
  const { renderer, content } = options
  /** Page paths by tag, for invalidate. */
  const pathsByTag = new Map<string, Set<string>>()
  const kept = new LRUCache<string, KeptPage>({
    maxSize: HTML_CACHE_BYTES,
    sizeCalculation: (page, key) => responseBytes(page.response) + key.length * 2,
    // Replaced or dropped: the old page's tags no longer lead to it (keep() adds the new page's).
    dispose: (page, path) => {
      for (const tag of page.tags) {
        const paths = pathsByTag.get(tag)
        paths?.delete(path)
        if (paths?.size === 0) pathsByTag.delete(tag)
      }
    },
  })
  const rendering = new Map<string, Promise<CachedResponse>>()
  const stats: RenderStats = { renders: 0, rendersBy: {}, invalidated: 0 }
  /** Changes announced while renders ran: a render that read the old data must not be kept as fresh. */
  let announced: { seq: number; patterns: readonly string[] }[] = []
  let seq = 0
  const backgroundQueue: (() => void)[] = []
  let backgroundRunning = 0

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

  function keep(pagePath: string, route: RouteName, response: CachedResponse, tags: readonly string[], startedAt: number) {
    const missed = announced.some((change) => change.seq > startedAt && change.patterns.some((pattern) => tags.some((tag) => tagMatches(pattern, tag))))
    const freshMs = EXPIRES_EACH_MINUTE.has(route) ? MINUTE_MS : PAGE_FRESH_MS
    const page: KeptPage = { response: compactResponse(response), tags, freshUntil: Date.now() + jitter(freshMs), stale: missed, staleSince: missed ? Date.now() : undefined }
    kept.set(pagePath, page)
    // lru-cache refuses an entry bigger than the whole budget: then there is nothing to index.
    if (kept.peek(pagePath) !== page) return
    for (const tag of tags) {
      let paths = pathsByTag.get(tag)
      if (!paths) pathsByTag.set(tag, (paths = new Set()))
      paths.add(pagePath)
    }
  }

  /** Renders the page now (one render per page at a time) and keeps it when all its data was there. */
  function render(pagePath: string, language: LanguageCode, route: RouteName | undefined): Promise<CachedResponse> {
    const pending = rendering.get(pagePath)
    if (pending) return pending
    const startedAt = seq
    const made = (async () => {
      const { result, tags } = await withReadTags(async () => renderer.render(pagePath, language, await cmsStrings(language)))
      stats.renders++
      const kind = `${route ?? "notFound"}:${language}`
      stats.rendersBy[kind] = (stats.rendersBy[kind] ?? 0) + 1
      if (!route || NOT_KEPT.has(route)) return result.response
      if (content) tags.add(uiStringsTag(language))
      tags.add(HTML_TAG).add(languageTag(language))
      const tagList = [...tags].sort()
      const response = { ...result.response, surrogateKey: tagList.join(" ") }
      if (result.complete && response.status === 200) keep(pagePath, route, response, tagList, startedAt)
      // The page is gone (its product unpublished or deleted): its old copy must not be served any more.
      else if (result.complete) kept.delete(pagePath)
      else {
        // Incomplete (commerce or the CMS away): the kept page, if any, stays in use until a later try.
        const previous = kept.peek(pagePath)
        if (previous) previous.retryAt = Date.now() + RETRY_INCOMPLETE_MS
      }
      return response
    })()
      .catch((error: unknown) => {
        // A render that throws is a fault: its page is not served stale forever.
        kept.delete(pagePath)
        throw error
      })
      .finally(() => {
        rendering.delete(pagePath)
        if (rendering.size === 0) announced = []
      })
    rendering.set(pagePath, made)
    return made
  }

  function renderInBackground(pagePath: string, language: LanguageCode, route: RouteName) {
    if (rendering.has(pagePath)) return
    const run = () => {
      backgroundRunning++
      render(pagePath, language, route)
        .catch((error: unknown) => options.log?.(`pages: re-rendering ${pagePath} failed, page dropped: ${(error as Error).message}`))
        .finally(() => {
          backgroundRunning--
          backgroundQueue.shift()?.()
        })
    }
    if (backgroundRunning < BACKGROUND_RENDERS) run()
    else backgroundQueue.push(() => (rendering.has(pagePath) ? backgroundQueue.shift()?.() : run()))
  }

  /** The kept page (stale ones re-rendered in the background), or a render now. */
  async function keptOrRendered(pagePath: string, language: LanguageCode, route: RouteName): Promise<CachedResponse> {
    const page = kept.get(pagePath)
    if (!page) return render(pagePath, language, route)
    const now = Date.now()
    if (isFresh(page, now)) return page.response
    page.staleSince ??= now
    if (now - page.staleSince > MAX_STALE_MS) {
      kept.delete(pagePath)
      return render(pagePath, language, route)
    }
    if (!page.retryAt || page.retryAt <= now) renderInBackground(pagePath, language, route)
    return { ...page.response, stale: true }
  }

  /** The answer to a GET of `url` (path and query, as requested). */
  async function answer(url: string): Promise<PageAnswer> {
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
    const page = await keptOrRendered(pagePath, language, route.name)
    return {
      page,
      cacheControl: page.status === 200 ? publicCacheControl(page) : PRIVATE_NO_STORE,
      lookup: () => {
        const current = kept.peek(pagePath)
        return current && isFresh(current) ? current.response : undefined
      },
    }
  }

  /** Changed tags (patterns) were announced: the kept pages made from them are stale. */
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
        }
    }
  }

  return {
    answer,
    invalidate,
    usage: () => ({ kept: kept.size, keptBytes: kept.calculatedSize, rendering: rendering.size, ...stats, rendersBy: { ...stats.rendersBy } }),
  }
}

export type HtmlPages = ReturnType<typeof createHtmlPages>
