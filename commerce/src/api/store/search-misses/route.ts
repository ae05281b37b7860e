import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SearchMissBatchResult } from "@shop/contracts/commerce-api"
import { foldSearchQuery } from "@shop/contracts/api"
import { parseInput } from "../../../lib/validate"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import type CatalogueModuleService from "../../../modules/catalogue/service"
import { SEARCH_MISSES_MODULE } from "../../../modules/search-misses"
import type SearchMissesModuleService from "../../../modules/search-misses/service"
import { SearchMissBatchBody } from "./validators"

/**
 * POST /store/search-misses {misses: [{day, language, query, count}]} — a storefront server's batch of searches
 * that found nothing, `count` being the addresses that reported each (the storefront checked each query with its
 * own search, and counts each address once a day). 200 {counted, dropped}: entries past a day's room for new
 * queries, for days outside the kept window, new ones with too few reporters, ones that may be personal and ones
 * a published product's name or tags hold (such a query finds products) are dropped, not refused, so one bad
 * entry never loses a batch. Only the storefront server may call it: the publishable key is public, so the
 * storefront's secret is asked for too (lib/storefront-secret.ts, in api/middlewares.ts).
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { misses } = parseInput(SearchMissBatchBody, req.body)
  const catalogue = req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  const folded = misses.map((miss) => ({ ...miss, query: foldSearchQuery(miss.query) }))
  const findsProducts = await catalogue.queriesInNamesOrTags(folded)
  const stillMisses = folded.filter((miss) => !findsProducts.has(`${miss.language} ${miss.query}`))
  const result = await req.scope.resolve<SearchMissesModuleService>(SEARCH_MISSES_MODULE).addSearchMisses(stillMisses)
  res.json({ counted: result.counted, dropped: result.dropped + misses.length - stillMisses.length } satisfies SearchMissBatchResult)
}
