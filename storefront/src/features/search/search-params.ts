/** The search screen's URL state (spec §2, §5): q (absent when blank after trimming), category (default all) and page (default 1). */
import { SEARCH_CATEGORIES, type SearchCategory } from "@shop/contracts/api"
import { parsePageParam } from "../catalogue/pagination"

export const isSearchCategory = (value: string | null): value is SearchCategory => value !== null && (SEARCH_CATEGORIES as readonly string[]).includes(value)

export function readSearchParams(params: URLSearchParams): { q: string; category: SearchCategory; page: number } {
  const category = params.get("category")
  return { q: (params.get("q") ?? "").trim(), category: isSearchCategory(category) ? category : "all", page: parsePageParam(params.get("page")) }
}

/** The next URL parameters for a query: a blank one removes q; the page starts over; other parameters stay. */
export function withQuery(params: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete("page")
  const q = query.trim()
  if (q) next.set("q", q)
  else next.delete("q")
  return next
}

/** The next URL parameters for a category: "all" is the default and is left out; the page starts over. */
export function withCategory(params: URLSearchParams, category: SearchCategory): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete("page")
  if (category === "all") next.delete("category")
  else next.set("category", category)
  return next
}

/** The next URL parameters for a page of results: page 1 is the default and is left out. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete("page")
  else next.set("page", String(page))
  return next
}
