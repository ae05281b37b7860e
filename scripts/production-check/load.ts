/**
 * Mixed shopper traffic on the storefronts (pages in several languages, catalogue and product calls, search,
 * content, shipping rates), half the connections on each instance, with autocannon.
 */
import autocannon from "autocannon"

const PATHS = [
  "/de",
  "/en/products",
  "/ja/products?page=2",
  "/ar/product/3",
  "/de/product/17",
  "/api/products?limit=24&offset=24",
  "/api/products/5",
  "/api/search?q=watch&lang=en",
  "/api/search?q=kopfh%C3%B6rer&lang=de",
  "/api/faq?lang=fr",
  "/api/translations/pl",
  "/api/shipping-rates?lang=en",
  "/shipping",
  "/robots.txt",
]

export interface LoadFigures {
  requests: number
  errors: number
  non2xx: number
  summary: string
}

export async function mixedLoad(storefrontUrls: string[], connections: number, seconds: number): Promise<LoadFigures> {
  const perInstance = Math.ceil(connections / storefrontUrls.length)
  const results = await Promise.all(
    storefrontUrls.map((url) => autocannon({ url, connections: perInstance, duration: seconds, timeout: 30, requests: PATHS.map((path) => ({ method: "GET", path })) }))
  )
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0)
  const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0)
  const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0)
  const perSecond = results.reduce((sum, result) => sum + result.requests.average, 0)
  const p99 = Math.max(...results.map((result) => result.latency.p99))
  return {
    requests,
    errors,
    non2xx,
    summary: `${requests} requests (${Math.round(perSecond)}/s), p99 ${p99} ms, ${non2xx} non-2xx, ${errors} errors or timeouts`,
  }
}
