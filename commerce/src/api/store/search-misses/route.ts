import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SearchMissBatchResult } from "@shop/contracts/commerce-api"
import { parseInput } from "../../../lib/validate"
import { SEARCH_MISSES_MODULE } from "../../../modules/search-misses"
import type SearchMissesModuleService from "../../../modules/search-misses/service"
import { SearchMissBatchBody } from "./validators"

/**
 * POST /store/search-misses {misses: [{day, language, query, count}]} — a storefront server's batch of searches
 * that found nothing (it checked each with its own search before counting it). 200 {counted, dropped}: entries
 * past a day's room for new queries, or for days outside the kept window, are dropped, not refused, so one bad
 * entry never loses a batch. The publishable key is the only key: the storefront has no other for commerce, and
 * the module's bounds cap what anyone holding it could add.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { misses } = parseInput(SearchMissBatchBody, req.body)
  const result = await req.scope.resolve<SearchMissesModuleService>(SEARCH_MISSES_MODULE).addSearchMisses(misses)
  res.json(result satisfies SearchMissBatchResult)
}
