/**
 * GET /api/search?q=&category=&lang=&limit=&offset= — the search screen over the whole catalogue
 * (spec §2, §5): names, tags and category matched case-insensitively in the shopper's language, in
 * commerce (GET /store/catalogue/search). Answers come from the catalogue cache like the catalogue's.
 */
import type { FastifyInstance } from "fastify"
import { searchQuery } from "@shop/contracts/api-schemas"
import { languageByCode } from "@shop/contracts/languages"
import type { FastLane } from "../cache/fast-lane.js"
import { PUBLIC_CACHE_CONTROL } from "../cache/cache-policy.js"
import { sendPublic } from "../cache/send-cached.js"
import type { CatalogueCache } from "../catalogue-cache.js"

export async function searchRoutes(app: FastifyInstance, { cache, lane }: { cache: CatalogueCache; lane: FastLane }) {
  app.get("/api/search", async (request, reply) => {
    const { q, category, lang, limit, offset } = searchQuery.parse(request.query)
    const search = { q, category, lang, locale: languageByCode(lang).locale, limit, offset }
    const answer = await cache.search(search)
    lane.remember(request.url, cache.freshLookup.search(search), PUBLIC_CACHE_CONTROL)
    return sendPublic(request, reply, answer)
  })
}
