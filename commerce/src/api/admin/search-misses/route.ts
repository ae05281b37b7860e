import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { parseInput } from "../../../lib/validate"
import { SEARCH_MISSES_MODULE } from "../../../modules/search-misses"
import type SearchMissesModuleService from "../../../modules/search-misses/service"
import { firstKeptDay } from "../../../modules/search-misses/service"
import type { TopSearchMissesResponse } from "../../../modules/search-misses/types"

const MAX_LIMIT = 100

const AdminSearchMissesQuery = z.strictObject({
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(", ")}` }).optional(),
  limit: z
    .string({ error: "limit must be a single whole number" })
    .regex(/^\d{1,3}$/, "limit must be a whole number")
    .transform(Number)
    .pipe(z.number().min(1, "limit must be at least 1").max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`))
    .default(50),
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
