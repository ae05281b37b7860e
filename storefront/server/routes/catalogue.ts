/**
 * The spec's catalogue calls (§7): GET /api/products, /api/products/{id}, /api/random-products.
 * Answers come from the catalogue cache; commerce is asked only on a miss.
 */
import type { FastifyInstance } from "fastify"
import { productParams, productsQuery, randomProductsQuery } from "../../shared/api-schemas.js"
import { sendCached } from "../cache/send-cached.js"
import type { CatalogueCache } from "../catalogue-cache.js"

export async function catalogueRoutes(app: FastifyInstance, { cache }: { cache: CatalogueCache }) {
  app.get("/api/products", async (request, reply) => {
    const { limit, offset } = productsQuery.parse(request.query)
    return sendCached(request, reply, await cache.page(limit, offset), cache.cacheControl)
  })

  app.get("/api/products/:id", async (request, reply) => {
    const { id } = productParams.parse(request.params)
    const cached = await cache.product(id)
    return sendCached(request, reply, cached, cached.status === 200 ? cache.cacheControl : "no-store")
  })

  // Each request draws its own distinct sample from the cached pool, so the home grid varies between
  // visits without a commerce call per visit.
  app.get("/api/random-products", async (request, reply) => {
    const { limit } = randomProductsQuery.parse(request.query)
    return reply.header("cache-control", "no-store").send(sample(await cache.randomPool(), limit))
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
