/**
 * POST /api/search/misses: the browser says a search it showed found nothing (issue 41: what shoppers did not
 * find). The browser reports it because search answers are kept by caches (this server's, Varnish in
 * production) that this route never sees; the server believes it only when its own search, the one GET
 * /api/search answers from, finds nothing for the query in that language either, so nobody can count a query
 * that finds products. A query that may itself be personal (an e-mail address, a phone number, a street
 * address, in any script's digits) is not counted. Each address counts once per query and day, and a query
 * goes to commerce only once several addresses reported it (commerce/search-miss-reporters.ts); then in
 * batches (commerce/search-miss-counts.ts), without anything about the shopper. 204 whether counted or not:
 * there is nothing for the browser to do either way.
 */
import type { FastifyInstance } from "fastify"
import { CATALOGUE_PAGE_SIZE, foldSearchQuery, mayBePersonal, SEARCH_MISS_REPORTS_PER_MINUTE, type SearchMissReport, type SearchResponse } from "@shop/contracts/api"
import { searchMissReportBody } from "@shop/contracts/api-schemas"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import type { Redis } from "ioredis"
import { identityBody } from "../cache/prepared-response.js"
import type { SearchMissCounts } from "../commerce/search-miss-counts.js"
import type { SearchMissReporters } from "../commerce/search-miss-reporters.js"
import type { CatalogueData } from "../data/catalogue.js"
import { registerRateLimit } from "../http/rate-limit.js"

/** A report is a query of at most 100 characters and a language code. */
const SEARCH_MISS_BODY_LIMIT_BYTES = 2 * 1024

export interface SearchMissRouteOptions {
  catalogue: Pick<CatalogueData, "search">
  misses: Pick<SearchMissCounts, "count">
  reporters: Pick<SearchMissReporters, "report">
  /** Where the per-address limit is counted when several instances run (REDIS_URL). */
  redis?: Redis
}

export async function searchMissRoutes(app: FastifyInstance, { catalogue, misses, reporters, redis }: SearchMissRouteOptions) {
  await registerRateLimit(app, { name: "search-misses", redis, message: (wait) => `Too many searches reported from your address. Please try again in ${wait}.` })

  /**
   * Whether the shop's search finds nothing for `q` in `lang`, in any category. The first page of "all", as the
   * search page and the header ask for it: usually kept already, since the shopper's own search just made it.
   */
  async function findsNothing(q: string, lang: LanguageCode): Promise<boolean> {
    const answer = await catalogue.search({ q, category: "all", lang, locale: languageByCode(lang).locale, limit: CATALOGUE_PAGE_SIZE, offset: 0 })
    const { total, categories } = answer.value ?? (JSON.parse(identityBody(answer).toString()) as SearchResponse)
    return (categories?.all ?? total) === 0
  }

  app.post(
    "/api/search/misses",
    { bodyLimit: SEARCH_MISS_BODY_LIMIT_BYTES, onRequest: app.rateLimit({ max: SEARCH_MISS_REPORTS_PER_MINUTE, timeWindow: "1 minute" }) },
    async (request, reply) => {
      const { q, lang }: SearchMissReport = searchMissReportBody.parse(request.body)
      if (mayBePersonal(q) || !(await findsNothing(q, lang))) return reply.code(204).send()
      const added = reporters.report(request.ip, lang, foldSearchQuery(q))
      if (added > 0) misses.count(q, lang, added)
      return reply.code(204).send()
    }
  )
}
