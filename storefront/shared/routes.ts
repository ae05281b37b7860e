/**
 * The app's routes (seed spec §2), shared by the React router and the server (which answers unknown paths
 * with the app shell and status 404, and injects the product into /product/{id} pages).
 * Every route exists with and without a /{lang} prefix.
 */
import { isLanguageCode, type LanguageCode } from "@shop/contracts/languages"
import { isOrderToken } from "@shop/contracts/order-links"

/** Screens, as paths without the language prefix. */
export const ROUTES = {
  home: "/",
  products: "/products",
  product: "/product/:id",
  cart: "/cart",
  search: "/search",
  shipping: "/shipping",
  contact: "/contact",
  support: "/support",
  faq: "/faq",
  returns: "/returns",
  warranty: "/warranty",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  checkoutSuccess: "/checkout/success",
  checkoutCancel: "/checkout/cancel",
  order: "/order/:token",
  trackOrder: "/track-order",
} as const

export type RouteName = keyof typeof ROUTES

/** Splits "/de/products" into { language: "de", rest: "/products" }; no prefix → language undefined. */
export function splitLanguagePrefix(pathname: string): { language: LanguageCode | undefined; rest: string } {
  const [, first, ...others] = pathname.split("/")
  if (isLanguageCode(first)) return { language: first, rest: "/" + others.join("/") }
  return { language: undefined, rest: pathname }
}

const PRODUCT_PATH = /^\/product\/(\d{1,9})\/?$/
/** An order page: a malformed token is no route at all (the 404 page), without asking commerce. */
const ORDER_PATH = /^\/order\/([^/]+)\/?$/
const WITH_PARAMETER: ReadonlySet<RouteName> = new Set(["product", "order"])

/** The route a path (with or without language prefix) shows, or undefined for the 404 page. */
export function matchRoute(pathname: string): { name: RouteName; language: LanguageCode | undefined; productId?: number; orderToken?: string } | undefined {
  const { language, rest } = splitLanguagePrefix(pathname)
  const normalized = rest.length > 1 ? rest.replace(/\/+$/, "") : rest
  const product = PRODUCT_PATH.exec(normalized)
  if (product) return { name: "product", language, productId: Number(product[1]) }
  const order = ORDER_PATH.exec(normalized)
  if (order) return isOrderToken(order[1]!) ? { name: "order", language, orderToken: order[1]! } : undefined
  const name = (Object.keys(ROUTES) as RouteName[]).find((key) => !WITH_PARAMETER.has(key) && ROUTES[key] === normalized)
  return name ? { name, language } : undefined
}

/** The screen a path shows: its route's, or the 404 screen ("notFound") for a path that is no route. */
export const screenOf = (pathname: string): RouteName | "notFound" => matchRoute(pathname)?.name ?? "notFound"
