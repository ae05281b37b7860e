/**
 * The server's render of a page (built by `vite build --ssr` into dist/server/, loaded by
 * server/pages/render-worker.ts): the same routes, loaders and screens as the browser, with a query client
 * and an i18next instance of its own for each request. The loaders wait for the page's data, React renders
 * it to HTML, and the page's head (features/seo) is written from the same data; the state the browser
 * hydrates with comes back alongside (app/server-state.ts).
 */
import { dehydrate } from "@tanstack/react-query"
import { renderToString } from "react-dom/server"
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from "react-router-dom"
import type { i18n as I18n } from "i18next"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { matchRoute } from "../shared/routes"
import { App } from "./app/app"
import { createAppRoutes } from "./app/router"
import { preloadLazyParts } from "./app/lazy-part"
import { preloadScreen } from "./app/screens"
import type { RenderContext } from "./app/route-data"
import type { ServerState } from "./app/server-state"
import { pageHead } from "./features/seo/page-head"
import { productsPageQueryOptions } from "./features/catalogue/api/get-products"
import { parsePageParam } from "./features/catalogue/pagination"
import { productQueryKey } from "./features/product/api/get-product"
import { orderPageQueryKey } from "./features/orders/api/get-order-page"
import { setGetTransport, type GetTransport, type HttpError } from "./lib/http"
import { createRenderI18n } from "./lib/i18n-render"
import type { UiStrings } from "./lib/i18n-backend"
import { languageFromPath } from "./lib/language-path"
import { createQueryClient } from "./lib/query-client"

export { SERVER_STATE_ELEMENT_ID } from "./app/server-state"
export { preloadAllScreens } from "./app/screens"
export { routeApiUrls } from "./app/route-data"

export interface RenderRequest {
  /** The shop's public origin (absolute links in the head). */
  origin: string
  /** Path and query of the page. */
  path: string
  /** The page language's UI strings (bundled with the CMS's over them). */
  strings: UiStrings
  /** Those of them that differ from the bundled ones: what the browser needs besides its bundled copy. */
  changedStrings: UiStrings
}

export interface RenderedPage {
  /** 200, or 404 for unknown paths and missing products. */
  status: number
  language: string
  dir: "ltr" | "rtl"
  /** Title, description, links and structured data for <head>. */
  head: string
  /** The app's HTML, for <div id="root">. */
  html: string
  /** For the browser's hydration. */
  state: ServerState
  /** False when some of the page's data could not be fetched (the page shows an error state): not worth keeping. */
  complete: boolean
}

/** Where the render's /api/* calls go (the storefront server answers them in-process). Set once at start-up. */
export const setTransport = (transport: GetTransport): void => setGetTransport(transport)

/** Built once: flattening and ranking the route tree was a sizeable part of every render. Loaders get each render's query client. */
let handler: StaticHandler | undefined
const staticHandler = () => (handler ??= createStaticHandler(createAppRoutes(undefined, { wait: true })))

/**
 * One i18next instance per language's strings, shared by the renders that use them (they only read it). The
 * server hands the same strings object while the CMS's copy is unchanged (server/content/ui-strings.ts).
 */
const i18nByStrings = new WeakMap<UiStrings, I18n>()
function renderI18n(language: LanguageCode, strings: UiStrings): I18n {
  let instance = i18nByStrings.get(strings)
  if (!instance) i18nByStrings.set(strings, (instance = createRenderI18n(language, strings)))
  return instance
}

export async function renderPage({ origin, path, strings, changedStrings }: RenderRequest): Promise<RenderedPage> {
  // Joined, not resolved: a path such as "//de" or "///" is a path on this shop, not a URL of another host.
  const url = new URL(`${origin}${path}`)
  const language = languageFromPath(url.pathname)
  const queryClient = createQueryClient({ forServerRender: true })
  const i18n = renderI18n(language, strings)
  // Lazy parts are rendered in full here: their chunks loaded once, before the first render.
  await Promise.all([preloadScreen(url.pathname), preloadLazyParts()])

  const handler = staticHandler()
  const context = await handler.query(new Request(url), { requestContext: { queryClient } satisfies RenderContext })
  if (context instanceof Response) throw new Error(`The app's routes answered ${path} with a response (${context.status}); they never redirect`)
  const html = renderToString(
    <App queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </App>
  )

  const route = matchRoute(url.pathname)
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "error" })
  /** Whether the page's query under `key` was answered 404 (a missing product, an order link nobody signed). */
  const answered404 = (key: readonly unknown[]) => failed.some((query) => query.queryKey.join() === key.join() && (query.state.error as HttpError).status === 404)
  const productMissing = route?.name === "product" && answered404(productQueryKey(route.productId!))
  const orderMissing = route?.name === "order" && answered404(orderPageQueryKey(route.orderToken!))
  // A catalogue page past the last one has nothing to show: a 404 (never kept), not an empty page to keep.
  const page = route?.name === "products" ? parsePageParam(url.searchParams.get("page")) : 1
  const pastTheCatalogue = page > 1 && queryClient.getQueryData<unknown[]>(productsPageQueryOptions(page).queryKey)?.length === 0
  return {
    status: !route || productMissing || orderMissing || pastTheCatalogue ? 404 : 200,
    language,
    dir: languageByCode(language).dir,
    head: pageHead({ origin, url, queryClient, t: i18n.t }),
    html,
    state: {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      // Failed queries too: the browser then starts in the same error state the HTML shows.
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
      translations: changedStrings,
    },
    complete: failed.length === 0 || (productMissing && failed.length === 1),
  }
}
