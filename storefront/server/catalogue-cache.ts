/**
 * The storefront's catalogue answers, kept as finished responses (see cache/response-cache.ts). Shared by
 * the /api/* routes and the HTML shell, which injects a product page's entry from the same cache.
 */
import { prepareResponse, ResponseCache, type CachedResponse } from "./cache/response-cache.js"
import type { ApiError, CatalogueEntry } from "../shared/api.js"
import type { CatalogueSource } from "./commerce/catalogue-client.js"

/** Random picks are drawn per request from a pool this big, refreshed every ttl. */
const RANDOM_POOL_SIZE = 100
const NOT_FOUND_TTL_MS = 10_000

export interface CatalogueCache {
  /** Cache-Control for successful catalogue answers. */
  cacheControl: string
  page(limit: number, offset: number): Promise<CachedResponse>
  /** 200 with the entry, or 404 with {error} (remembered briefly). */
  product(id: number): Promise<CachedResponse>
  /** The entry itself, or null when there is no such product. */
  productEntry(id: number): Promise<CatalogueEntry | null>
  /** Entries to draw random picks from. */
  randomPool(): Promise<CatalogueEntry[]>
}

export function createCatalogueCache(catalogue: CatalogueSource, ttlSeconds: number): CatalogueCache {
  const cache = new ResponseCache({ maxEntries: 2000 })
  const ttl = (status: number) => (status === 200 ? ttlSeconds * 1000 : status === 404 ? NOT_FOUND_TTL_MS : 0)
  // Parsed bodies, by ETag: a cached answer is parsed once, not per use.
  const parsed = new Map<string, unknown>()
  const parse = <T>(response: CachedResponse): T => {
    if (!parsed.has(response.etag)) {
      if (parsed.size > 500) parsed.clear()
      parsed.set(response.etag, JSON.parse(response.body.toString()))
    }
    return parsed.get(response.etag) as T
  }

  const product = (id: number) =>
    cache.get(`item:${id}`, ttl, async () => {
      const entry = await catalogue.item(id)
      return entry ? prepareResponse(200, entry) : prepareResponse(404, { error: `Product ${id} not found` } satisfies ApiError)
    })

  return {
    cacheControl: `public, max-age=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`,
    page: (limit, offset) => cache.get(`page:${limit}:${offset}`, ttl, async () => prepareResponse(200, await catalogue.page(limit, offset))),
    product,
    async productEntry(id) {
      const response = await product(id)
      return response.status === 200 ? parse<CatalogueEntry>(response) : null
    },
    async randomPool() {
      const response = await cache.get("random-pool", ttl, async () => prepareResponse(200, await catalogue.random(RANDOM_POOL_SIZE)))
      return parse<CatalogueEntry[]>(response)
    },
  }
}
