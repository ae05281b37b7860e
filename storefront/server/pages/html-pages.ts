/**
 * The shop's HTML pages (every GET that is not /api/* or a file): permanent redirects to a page's one URL
 * (shared/page-urls.ts), then the server's render of the page, kept and served again while the data it was
 * made from is unchanged:
 * - product pages: while the product's cached answer is the same (its ETag);
 * - catalogue and home pages: while the catalogue's lists are (the list cache's version), and the home
 *   page's random picks for at most a minute, so they still change between visits;
 * - the shipping page for at most a minute (its rates have no change log);
 * - every page: while the CMS's content is unchanged (the content cache's version: UI strings, pages, FAQ).
 * Search results and checkout returns are one visitor's pages: rendered, not kept. Unknown paths get the
 * localized 404 page.
 */
import { LRUCache } from "lru-cache"
import { DEFAULT_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import { canonicalRedirect, canonicalSearch, languagePath, routePath } from "../../shared/page-urls.js"
import { matchRoute, splitLanguagePrefix, type RouteName } from "../../shared/routes.js"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import type { FreshLookup } from "../cache/fast-lane.js"
import { responseBytes, type CachedResponse } from "../cache/response-cache.js"
import type { CatalogueCache } from "../catalogue-cache.js"
import { CommerceUnavailableError } from "../commerce/catalogue-client.js"
import type { ContentCache } from "../content/content-cache.js"
import type { PageRenderer } from "./page-renderer.js"

/** 640 products × 15 languages ≈ 9,600 product pages of ≈ 45 KB with their compressed copies, and the rest. */
export const HTML_CACHE_BYTES = 256 * 1024 * 1024
const MINUTE_MS = 60_000
const NOT_KEPT: ReadonlySet<RouteName> = new Set(["search", "checkoutSuccess", "checkoutCancel"])
const EXPIRES_EACH_MINUTE: ReadonlySet<RouteName> = new Set(["home", "shipping"])
const LIST_PAGES: ReadonlySet<RouteName> = new Set(["home", "products"])

export type PageAnswer = { redirect: string } | { page: CachedResponse; lookup?: FreshLookup }

interface KeptPage {
  token: string
  response: CachedResponse
}

export function createHtmlPages(options: { renderer: PageRenderer; catalogue: CatalogueCache; content?: ContentCache }) {
  const { renderer, catalogue, content } = options
  const kept = new LRUCache<string, KeptPage>({ maxSize: HTML_CACHE_BYTES, sizeCalculation: (page, key) => responseBytes(page.response) + key.length * 2 })
  const rendering = new Map<string, Promise<CachedResponse>>()

  /** What a kept page was made from, apart from its product: the content's and lists' versions, and the minute. */
  function baseToken(name: RouteName): string {
    const parts = [`c${content?.version() ?? 0}`]
    if (LIST_PAGES.has(name)) parts.push(`l${catalogue.listsVersion()}`)
    if (EXPIRES_EACH_MINUTE.has(name)) parts.push(`m${Math.floor(Date.now() / MINUTE_MS)}`)
    return parts.join(":")
  }

  async function cmsStrings(language: LanguageCode): Promise<UiStrings> {
    if (!content) return {}
    try {
      const answer = await content.translations(language)
      return answer.status === 200 ? (answer.value as UiStrings) : {}
    } catch {
      return {}
    }
  }

  async function render(pagePath: string, language: LanguageCode) {
    return renderer.render(pagePath, language, await cmsStrings(language))
  }

  /** The page's answer, rendered now or kept from before; kept only when all its data was there. */
  async function keptOrRendered(pagePath: string, language: LanguageCode, token: string): Promise<CachedResponse> {
    const stored = kept.get(pagePath)
    if (stored?.token === token) return stored.response
    const key = `${pagePath}\n${token}`
    let pending = rendering.get(key)
    if (!pending) {
      pending = render(pagePath, language)
        .then(({ response, complete }) => {
          if (complete) kept.set(pagePath, { token, response })
          return response
        })
        .finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
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
    if (!route) return { page: (await render(pathname, language)).response }
    const pagePath = languagePath(routePath(route), language) + canonicalSearch(route.name, new URLSearchParams(search))
    if (NOT_KEPT.has(route.name)) return { page: (await render(pagePath, language)).response }

    if (route.name === "product") {
      const id = route.productId!
      const token = (productEtag: string) => `${baseToken("product")}:p${productEtag}`
      let product: CachedResponse
      try {
        product = await catalogue.product(id)
      } catch (error) {
        // Commerce down and the product never fetched: the page with its error state, not kept.
        if (error instanceof CommerceUnavailableError) return { page: (await render(pagePath, language)).response }
        throw error
      }
      const page = await keptOrRendered(pagePath, language, token(product.etag))
      const freshProduct = catalogue.freshLookup.product(id)
      return {
        page,
        lookup: () => {
          const current = freshProduct()
          const stored = current && kept.peek(pagePath)
          return stored && stored.token === token(current.etag) ? stored.response : undefined
        },
      }
    }
    const page = await keptOrRendered(pagePath, language, baseToken(route.name))
    return {
      page,
      lookup: () => {
        const stored = kept.peek(pagePath)
        return stored && stored.token === baseToken(route.name) ? stored.response : undefined
      },
    }
  }

  return { answer, usage: () => kept.calculatedSize }
}

export type HtmlPages = ReturnType<typeof createHtmlPages>
