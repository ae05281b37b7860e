import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { pageLimit, parseInput } from "../../../lib/validate"
import { SEARCH_MISSES_MODULE } from "../../../modules/search-misses"
import type SearchMissesModuleService from "../../../modules/search-misses/service"
import { firstKeptDay } from "../../../modules/search-misses/service"
import type { TopSearchMissesResponse } from "../../../modules/search-misses/types"

const MAX_LIMIT = 100

const AdminSearchMissesQuery = z.strictObject({
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(", ")}` }).optional(),
  limit: pageLimit(MAX_LIMIT).default(50),
})

/**
 * GET /admin/search-misses?language=&limit= — the searches that found nothing most often in the last 30 days
 * (counts summed over the days), most first, each with the last day it was searched: what the product list's
 * "Searches that found nothing" widget shows merchandisers. In every language unless one is asked for.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { language, limit } = parseInput(AdminSearchMissesQuery, req.query)
  const now = new Date()
  const misses = await req.scope.resolve<SearchMissesModuleService>(SEARCH_MISSES_MODULE).topSearchMisses({ language, limit }, now)
  res.json({ misses, since: firstKeptDay(now).toISOString().slice(0, 10) } satisfies TopSearchMissesResponse)
}
