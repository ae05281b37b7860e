import { queryOptions, useQuery } from "@tanstack/react-query"
import { CATALOGUE_PAGE_SIZE, type SearchCategory, type SearchResponse } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { getJson } from "../../../lib/http"

export interface SearchParams {
  q: string
  category: SearchCategory
  lang: LanguageCode
  /** From 1; 24 results a page. */
  page: number
}

export function searchUrl({ q, category, lang, page }: SearchParams): string {
  const params = new URLSearchParams({ q, category, lang, limit: String(CATALOGUE_PAGE_SIZE), offset: String((page - 1) * CATALOGUE_PAGE_SIZE) })
  return `/api/search?${params}`
}

export const searchProducts = (params: SearchParams, signal?: AbortSignal) => getJson<SearchResponse>(searchUrl(params), signal)

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ["search", params],
    queryFn: ({ signal }) => searchProducts(params, signal),
    staleTime: 60_000,
    enabled: params.q !== "",
    meta: { apiUrl: searchUrl(params) },
  })

/** One page of 24 matches, best first, the total and each category's count (GET /api/search); nothing is asked without a query. */
export const useSearch = (params: SearchParams) => useQuery(searchQueryOptions(params))
