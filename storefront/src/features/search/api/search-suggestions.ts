import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SearchResponse } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { getJson } from "../../../lib/http"

/** How many products the header's suggestions show. */
export const SUGGESTED_PRODUCTS = 5

export interface SuggestionParams {
  q: string
  lang: LanguageCode
}

/** GET /api/search for the first products only (the server cuts them from its cached first page). */
export const suggestionsUrl = ({ q, lang }: SuggestionParams) => `/api/search?${new URLSearchParams({ q, category: "all", lang, limit: String(SUGGESTED_PRODUCTS), offset: "0" })}`

export const suggestionsQueryOptions = (params: SuggestionParams) =>
  queryOptions({
    queryKey: ["search-suggestions", params],
    queryFn: ({ signal }) => getJson<SearchResponse>(suggestionsUrl(params), signal),
    staleTime: 60_000,
  })

/** The top products for what the header's search box holds (each query its own answer: an older one never shows for a newer). */
export const useSuggestions = (params: SuggestionParams, enabled: boolean) => useQuery({ ...suggestionsQueryOptions(params), enabled })
