/**
 * Who reported which search that found nothing, today: each address counts once per query, language and UTC
 * day, and a query goes to commerce only once SEARCH_MISS_MIN_REPORTERS different addresses reported it that day
 * (then with that many; each later address adds one). One address can thus add at most one a day to a query,
 * cannot put its own words in front of merchandisers, and cannot fill commerce's room for a day's new queries.
 *
 * Addresses are kept as keyed hashes (HMAC, with a key made when the server starts and never stored), for the
 * current UTC day only, and at most SEARCH_MISS_REPORTS_KEPT of them; past that bound new reports are dropped
 * until the day ends.
 * Several instances count their addresses each (an address could count once per instance): the threshold
 * still needs that many addresses on one instance.
 */
import { createHmac, randomBytes } from "node:crypto"
import { SEARCH_MISS_MIN_REPORTERS } from "@shop/contracts/commerce-api"
import type { LanguageCode } from "@shop/contracts/languages"

/** Address-query pairs kept per day: about 100 bytes each, so a few MB at most. */
export const SEARCH_MISS_REPORTS_KEPT = 50_000

export interface SearchMissReporters {
  /**
   * `address` reports that the (folded) `query` found nothing in `language`; how much this adds to the query's
   * count: 0 (this address reported it today already, too few addresses yet, or no room), SEARCH_MISS_MIN_REPORTERS
   * when this address makes that many, 1 after that.
   */
  report(address: string, language: LanguageCode, query: string): number
  /** Reports dropped for want of room since the start (the operator's /health shows them). */
  dropped(): number
}

export function createSearchMissReporters({ now = () => new Date(), kept = SEARCH_MISS_REPORTS_KEPT } = {}): SearchMissReporters {
  const key = randomBytes(32)
  let day = ""
  /** Hashes of address and query reported today. */
  let pairs = new Set<string>()
  /** Addresses per query today. */
  let reporters = new Map<string, number>()
  let dropped = 0

  return {
    report(address, language, query) {
      const today = now().toISOString().slice(0, 10)
      if (today !== day) {
        day = today
        pairs = new Set()
        reporters = new Map()
      }
      const queryKey = `${language} ${query}`
      const pair = createHmac("sha256", key).update(`${address}\n${queryKey}`).digest("base64url")
      if (pairs.has(pair)) return 0
      const before = reporters.get(queryKey) ?? 0
      if (pairs.size >= kept) {
        dropped++
        return 0
      }
      pairs.add(pair)
      reporters.set(queryKey, before + 1)
      if (before + 1 < SEARCH_MISS_MIN_REPORTERS) return 0
      return before + 1 === SEARCH_MISS_MIN_REPORTERS ? SEARCH_MISS_MIN_REPORTERS : 1
    },
    dropped: () => dropped,
  }
}
