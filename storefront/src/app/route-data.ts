/**
 * Each screen's data for its first render, as the router's loaders (React Router's data APIs):
 * - on the server (entry-server.tsx) the loader waits for every query, so the HTML holds the visible text
 *   and the query cache it leaves is sent along with the page (the browser hydrates with it: no second fetch);
 * - in the browser a navigation only starts the requests and returns at once: the screen shows at once with
 *   its loading state, as before, and its queries take the answers over.
 * What a screen does not need for its first paint (reviews, the cart's shipping quote) stays in the screen.
 */
import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query"
import type { LoaderFunction } from "react-router-dom"
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from "@shop/contracts/content"
import { matchRoute } from "../../shared/routes"
import { productsPageQueryOptions } from "../features/catalogue/api/get-products"
import { parsePageParam } from "../features/catalogue/pagination"
import { contentPageQueryOptions } from "../features/content/api/get-content-page"
import { faqQueryOptions } from "../features/content/api/get-faq"
import { siteSettingsQueryOptions } from "../features/content/api/get-site-settings"
import { randomProductsQueryOptions } from "../features/home/api/get-random-products"
import { orderPageQueryOptions } from "../features/orders/api/get-order-page"
import { productQueryOptions } from "../features/product/api/get-product"
import { searchQueryOptions } from "../features/search/api/search-products"
import { readSearchParams } from "../features/search/search-params"
import { shippingRatesQueryOptions } from "../features/shipping/api/get-shipping-rates"
import { languageFromPath } from "../lib/language-path"

/** What the server's render passes as the request context (StaticHandler.query's requestContext). */
export interface RenderContext {
  queryClient: QueryClient
}

const isContentPage = (name: string): name is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(name)

// Query options differ in their data types; the loader only starts or awaits them.
type AnyQuery = FetchQueryOptions<never, Error, never, readonly unknown[]>
const queries = (...list: unknown[]) => list as AnyQuery[]

/** The queries the screen at `url` reads in its first render (none for unknown paths). */
export function routeQueries(url: URL): AnyQuery[] {
  const route = matchRoute(url.pathname)
  if (!route) return []
  const language = languageFromPath(url.pathname)
  switch (route.name) {
    case "home":
      // The settings are the home page's Organization data (features/seo); the rates its free-shipping badge and its countries.
      return queries(randomProductsQueryOptions(), siteSettingsQueryOptions(language), shippingRatesQueryOptions(language))
    case "products":
      return queries(productsPageQueryOptions(parsePageParam(url.searchParams.get("page"))))
    case "product":
      // The rates: its free-shipping lines; the settings: its dispatch line's rules (features/shipping).
      return queries(productQueryOptions(route.productId!), shippingRatesQueryOptions(language), siteSettingsQueryOptions(language))
    case "cart":
      // The dispatch line's rules (the cart itself is the browser's).
      return queries(siteSettingsQueryOptions(language))
    case "faq":
      return queries(faqQueryOptions(language))
    case "order":
      // The settings: the order's dispatch day (features/orders).
      return queries(orderPageQueryOptions(route.orderToken!), siteSettingsQueryOptions(language))
    case "search": {
      const { q, category, page } = readSearchParams(url.searchParams)
      return q ? queries(searchQueryOptions({ q, category, lang: language, page })) : []
    }
    case "shipping":
      return queries(contentPageQueryOptions("shipping", language), shippingRatesQueryOptions(language))
    case "contact":
      return queries(contentPageQueryOptions("contact", language), siteSettingsQueryOptions(language))
    default:
      return isContentPage(route.name) ? queries(contentPageQueryOptions(route.name, language)) : []
  }
}

/**
 * The /api/* answers the screen at `url` reads in its first render: the server's render thread asks its
 * data layer for them (not over HTTP) before it renders (server/pages/render-worker.ts).
 */
export function routeApiUrls(url: URL): string[] {
  return routeQueries(url).map((query) => {
    const apiUrl = query.meta?.apiUrl
    if (typeof apiUrl !== "string") throw new Error(`A query of ${url.pathname} names no meta.apiUrl: the server could not hand its answer to the render`)
    return apiUrl
  })
}

export interface RouteDataOptions {
  /** The server's render waits for the data (a failed query stays in the cache as an error, which the screen shows: a missing product is its "not found" state). */
  wait: boolean
  /**
   * The browser: loads the UI strings of the screen at a URL (the shell's and its part, src/locales/parts.ts), which
   * the move to it then waits for, so the screen never shows a key. The server's renders have every string.
   */
  loadStrings?: (url: URL) => Promise<void>
}

/** The loader every screen route shares. */
export function routeDataLoader(queryClient: QueryClient | undefined, { wait, loadStrings }: RouteDataOptions): LoaderFunction {
  return async ({ request, context }) => {
    // The server builds its routes once and hands each render's query client in as the request's context.
    const client = (context as RenderContext | undefined)?.queryClient ?? queryClient
    if (!client) throw new Error("routeDataLoader: no query client (pass one, or the render's as the request context)")
    const url = new URL(request.url)
    const work = routeQueries(url).map((options) => client.prefetchQuery(options))
    if (wait) await Promise.all(work)
    // A failure shows the keys (spec §8) rather than no screen; the next move to the screen tries again.
    await loadStrings?.(url).catch((error: unknown) => console.error(`The UI strings of ${url.pathname} could not be loaded`, error))
    return null
  }
}
