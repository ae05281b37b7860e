import type { TopSearchMissesResponse } from "../../modules/search-misses/types"
import { sdk } from "./sdk"

export type { TopSearchMiss, TopSearchMissesResponse } from "../../modules/search-misses/types"

/** GET /admin/search-misses: the top searches that found nothing in the last 30 days, in one language or all. */
export const fetchSearchMisses = (query: { language?: string; limit: number }) => sdk.client.fetch<TopSearchMissesResponse>("/admin/search-misses", { query })
