/**
 * POST /api/search/misses: the app says a search it showed found nothing (issue 41: what shoppers did not find).
 * The browser says it because search answers come from caches the server never sees (its own, Varnish); the
 * server counts a report only when its own search finds nothing too. Once per query and language per page
 * session, so re-renders, going back and forth, and the header and the search page showing the same answer
 * count one search.
 */
import { useEffect } from "react"
import { foldSearchQuery, type SearchMissReport, type SearchResponse } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"

export const SEARCH_MISSES_URL = "/api/search/misses"

/** This page session's reports, by language and folded query. */
const reported = new Set<string>()

/** Sends the report unless this page session sent it already; true when it went now. */
export function reportSearchMiss(report: SearchMissReport): boolean {
  const key = `${report.lang} ${foldSearchQuery(report.q)}`
  if (reported.has(key)) return false
  reported.add(key)
  // keepalive: the report leaves even when the shopper moves on at once (the header's panel closed, the tab
  // closed). Nobody waits for the answer, and a lost report costs one count, nothing the shopper sees.
  fetch(SEARCH_MISSES_URL, { method: "POST", keepalive: true, headers: { "content-type": "application/json" }, body: JSON.stringify(report) }).catch(() => undefined)
  return true
}

/** Whether an answer found nothing at all: in no category (a category filter that empties the results is no miss). */
export const foundNothing = (answer: SearchResponse) => (answer.categories?.all ?? answer.total) === 0

/** Reports the search for `q` once `shown`, the answer the shopper sees for it, says it found nothing. */
export function useReportSearchMiss(q: string, lang: LanguageCode, shown: SearchResponse | undefined): void {
  const missed = q !== "" && shown !== undefined && foundNothing(shown)
  useEffect(() => {
    if (missed) reportSearchMiss({ q, lang })
  }, [missed, q, lang])
}
