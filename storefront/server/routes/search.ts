/**
 * GET /api/search?q=&category=&lang=&limit=&offset= — the search screen over the whole catalogue
 * (spec §2, §5): names, tags and category matched case-insensitively in the shopper's language, in
 * commerce (GET /store/catalogue/search). Answers are kept as finished responses like the catalogue's.
 */
import type { FastifyInstance } from "fastify"
import type { SearchResponse } from "../../shared/api.js"
import { searchQuery } from "../../shared/api-schemas.js"
import { languageByCode } from "../../shared/languages.js"
import { prepareResponse, ResponseCache } from "../cache/response-cache.js"
import { sendCached } from "../cache/send-cached.js"
import type { CatalogueSource } from "../commerce/catalogue-client.js"

export interface SearchRouteOptions {
  catalogue: CatalogueSource
  /** How long an answer stays fresh in memory and in browsers (the catalogue's TTL). */
  ttlSeconds: number
}

/**
 * Search answers are far more varied than catalogue pages, and a page of 24 entries in 15 languages is
 * ≈ 0.2 MB with its compressed copies: keep the most recent few hundred.
 */
const MAX_CACHED_SEARCHES = 256

export async function searchRoutes(app: FastifyInstance, { catalogue, ttlSeconds }: SearchRouteOptions) {
  const cache = new ResponseCache({ maxEntries: MAX_CACHED_SEARCHES })
  const ttl = (status: number) => (status === 200 ? ttlSeconds * 1000 : 0)
  const cacheControl = `public, max-age=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`

  app.get("/api/search", async (request, reply) => {
    const { q, category, lang, limit, offset } = searchQuery.parse(request.query)
    const locale = languageByCode(lang).locale
    // Every parameter is part of the key; JSON keeps a q holding separators unambiguous.
    const key = JSON.stringify(["search", lang, category, limit, offset, q])
    const cached = await cache.get(key, ttl, async () =>
      prepareResponse(200, (await catalogue.search({ q, category, locale, limit, offset })) satisfies SearchResponse)
    )
    return sendCached(request, reply, cached, cacheControl)
  })
}
