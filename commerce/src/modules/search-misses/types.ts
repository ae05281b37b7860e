/** One row of the admin's "Searches that found nothing" (GET /admin/search-misses). */
export interface TopSearchMiss {
  /** Folded as stored (lower case, single spaces). */
  query: string
  language: string
  /** Searches that found nothing, summed over the kept days. */
  count: number
  /** The last day (UTC, YYYY-MM-DD) it was searched and found nothing. */
  last_seen: string
}

/** GET /admin/search-misses */
export interface TopSearchMissesResponse {
  misses: TopSearchMiss[]
  /** The first day counted (UTC, YYYY-MM-DD): the window is the last SEARCH_MISS_DAYS days. */
  since: string
}
