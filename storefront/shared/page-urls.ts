/**
 * One URL per page (issue 11): Polish, the default language, lives at the unprefixed paths ("/products");
 * every other language under its prefix ("/de/products"). The server answers the other spellings of a page
 * with a permanent redirect to this one (canonicalRedirect), and the head's canonical and hreflang links
 * are built from it (pageUrl), so crawlers and shoppers see the same single address.
 * No runtime imports beyond the route table: the app and the server both use this module.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { matchRoute, ROUTES, type RouteName } from "./routes.js"

/**
 * A path with its leading slashes (and backslashes, which browsers read as slashes) collapsed to one.
 * "//evil.example" is a path to the server but a link to another host in an href: nothing builds a link
 * from a request's path before this.
 */
export const withOneLeadingSlash = (pathname: string): string => pathname.replace(/^[/\\]+/, "/")

/** The path of `rest` (an app path without prefix, "/" for home) in `language`. */
export function languagePath(rest: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE) return rest
  return rest === "/" ? `/${language}` : `/${language}${rest}`
}

/** A known route's app path without prefix ("/products", "/product/7": ids without leading zeros). */
export function routePath(route: { name: RouteName; productId?: number; orderToken?: string }): string {
  if (route.name === "product") return `/product/${route.productId}`
  if (route.name === "order") return `/order/${route.orderToken}`
  return ROUTES[route.name]
}

/** Query parameters that change what a page shows; anything else (tracking tags, typos) is noise. */
const MEANINGFUL_PARAMS: Partial<Record<string, readonly string[]>> = {
  products: ["page"],
  search: ["q", "category", "page"],
  checkoutSuccess: ["session_id"],
}

/**
 * The query string that identifies the page: its meaningful parameters in a fixed order, and none of the
 * defaults ("?page=1", an invalid page). Empty string when nothing is left.
 */
export function canonicalSearch(routeName: string, search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of MEANINGFUL_PARAMS[routeName] ?? []) {
    const value = search.get(name)
    if (value === null || value === "") continue
    if (name === "page") {
      if (!/^[1-9]\d{0,8}$/.test(value) || value === "1") continue
    }
    kept.set(name, value)
  }
  const text = kept.toString()
  return text ? `?${text}` : ""
}

/**
 * Where a GET of `pathname` + `search` must be redirected permanently, or undefined when it is already the
 * page's one URL (or no page at all: unknown paths stay 404s). Only the path and the default page number
 * are normalized; other query parameters stay as sent (they are harmless, and the canonical link leaves
 * them out).
 */
export function canonicalRedirect(pathname: string, search: string): string | undefined {
  const route = matchRoute(pathname)
  if (!route) return undefined
  const path = languagePath(routePath(route), route.language ?? DEFAULT_LANGUAGE)
  const params = new URLSearchParams(search)
  // "?page=1" and unreadable page numbers show page 1: the same page as no parameter.
  const defaultPage = route.name === "products" && params.has("page") && canonicalSearch("products", new URLSearchParams({ page: params.get("page")! })) === ""
  if (path === pathname && !defaultPage) return undefined
  if (defaultPage) params.delete("page")
  const query = defaultPage ? params.toString() : search.replace(/^\?/, "")
  return path + (query ? `?${query}` : "")
}

/** The absolute URL of a page (an app path without prefix, with its canonical query) in `language`. */
export const pageUrl = (origin: string, rest: string, language: LanguageCode, query = ""): string => `${origin}${languagePath(rest, language)}${query}`

/** hreflang alternates of one page: every language and x-default (the Polish, unprefixed URL). */
export function alternateLinks(origin: string, rest: string, query = ""): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGE_CODES.map((code) => ({ hreflang: code, href: pageUrl(origin, rest, code, query) })),
    { hreflang: "x-default", href: pageUrl(origin, rest, DEFAULT_LANGUAGE, query) },
  ]
}
