/**
 * The spec's catalogue calls (§7): GET /api/products, /api/products/{id}, /api/random-products.
 * Responses come from the response cache; commerce is asked only on a miss.
 */
import type { FastifyInstance } from "fastify"
import { productParams, productsQuery, randomProductsQuery, type ApiError, type CatalogueEntry } from "../../shared/api.js"
import { prepareResponse, ResponseCache } from "../cache/response-cache.js"
import { sendCached } from "../cache/send-cached.js"
import type { CatalogueSource } from "../commerce/catalogue-client.js"

export interface CatalogueRouteOptions {
  catalogue: CatalogueSource
  /** How long a page or product stays fresh in memory and in browsers. */
  ttlSeconds: number
}

/** Random picks are drawn per request from a pool this big, refreshed every ttl. */
const RANDOM_POOL_SIZE = 100
const NOT_FOUND_TTL_MS = 10_000

export async function catalogueRoutes(app: FastifyInstance, options: CatalogueRouteOptions) {
  const { catalogue, ttlSeconds } = options
  const cache = new ResponseCache({ maxEntries: 2000 })
  const ttl = (status: number) => (status === 200 ? ttlSeconds * 1000 : status === 404 ? NOT_FOUND_TTL_MS : 0)
  const cacheControl = `public, max-age=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`

  app.get("/api/products", async (request, reply) => {
    const { limit, offset } = productsQuery.parse(request.query)
    const cached = await cache.get(`page:${limit}:${offset}`, ttl, async () =>
      prepareResponse(200, await catalogue.page(limit, offset))
    )
    return sendCached(request, reply, cached, cacheControl)
  })

  app.get("/api/products/:id", async (request, reply) => {
    const { id } = productParams.parse(request.params)
    const cached = await cache.get(`item:${id}`, ttl, async () => {
      const entry = await catalogue.item(id)
      return entry
        ? prepareResponse(200, entry)
        : prepareResponse(404, { error: `Product ${id} not found` } satisfies ApiError)
    })
    return sendCached(request, reply, cached, cached.status === 200 ? cacheControl : "no-store")
  })

  // The pool is cached like any response; each request draws its own distinct sample from it,
  // so the home grid varies between visits without a commerce call per visit.
  let pool: { entries: CatalogueEntry[]; etag: string } | undefined
  app.get("/api/random-products", async (request, reply) => {
    const { limit } = randomProductsQuery.parse(request.query)
    const cached = await cache.get("random-pool", ttl, async () =>
      prepareResponse(200, await catalogue.random(RANDOM_POOL_SIZE))
    )
    if (pool?.etag !== cached.etag) pool = { entries: JSON.parse(cached.body.toString()), etag: cached.etag }
    return reply.header("cache-control", "no-store").send(sample(pool.entries, limit))
  })
}

/** `count` distinct elements in random order (partial Fisher–Yates on a copy). */
export function sample<T>(items: readonly T[], count: number): T[] {
  const copy = items.slice()
  const n = Math.min(count, copy.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy.slice(0, n)
}
