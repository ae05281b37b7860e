/**
 * The spec's catalogue calls (§7): GET /api/products, /api/products/{id}, /api/random-products.
 * Answers come from the catalogue cache; commerce is asked only on a miss.
 */
import type { FastifyInstance } from "fastify"
import { productParams, productsQuery, randomProductsQuery } from "@shop/contracts/api-schemas"
import type { FastLane } from "../cache/fast-lane.js"
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from "../cache/cache-policy.js"
import { sendCached, sendPublic } from "../cache/send-cached.js"
import type { CatalogueCache } from "../catalogue-cache.js"

/** A new draw on every visit: nobody keeps it (not per visitor, but one stored draw would be everybody's). */
const RANDOM_CACHE_CONTROL = "no-store"

export async function catalogueRoutes(app: FastifyInstance, { cache, lane }: { cache: CatalogueCache; lane: FastLane }) {
  app.get("/api/products", async (request, reply) => {
    const { limit, offset } = productsQuery.parse(request.query)
    const answer = await cache.page(limit, offset)
    lane.remember(request.url, cache.freshLookup.page(limit, offset), PUBLIC_CACHE_CONTROL)
    return sendPublic(request, reply, answer)
  })

  app.get("/api/products/:id", async (request, reply) => {
    const { id } = productParams.parse(request.params)
    const cached = await cache.product(id)
    lane.remember(request.url, cache.freshLookup.product(id), PUBLIC_CACHE_CONTROL)
    // A missing product's answer is not kept anywhere: it may be created any moment.
    return cached.status === 200 ? sendPublic(request, reply, cached) : sendCached(request, reply, cached, PRIVATE_NO_STORE)
  })

  // Each request gets one of the precomputed random picks (or, for another limit, its own draw), so the
  // home grid varies between visits without a commerce call per visit.
  app.get("/api/random-products", async (request, reply) => {
    const { limit } = randomProductsQuery.parse(request.query)
    const answer = await cache.random(limit)
    lane.remember(request.url, cache.freshLookup.random(limit), RANDOM_CACHE_CONTROL)
    return sendCached(request, reply, answer, RANDOM_CACHE_CONTROL)
  })
}
