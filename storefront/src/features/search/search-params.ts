/** The search screen's URL state (spec §2, §5): q (absent when blank after trimming) and category (default all). */
import { SEARCH_CATEGORIES, type SearchCategory } from "@shop/contracts/api"

export const isSearchCategory = (value: string | null): value is SearchCategory =>
  value !== null && (SEARCH_CATEGORIES as readonly string[]).includes(value)

export function readSearchParams(params: URLSearchParams): { q: string; category: SearchCategory } {
  const category = params.get("category")
  return { q: (params.get("q") ?? "").trim(), category: isSearchCategory(category) ? category : "all" }
}

/** The next URL parameters for a query: a blank one removes q; other parameters stay. */
export function withQuery(params: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams(params)
  const q = query.trim()
  if (q) next.set("q", q)
  else next.delete("q")
  return next
}

/** The next URL parameters for a category: "all" is the default and is left out. */
export function withCategory(params: URLSearchParams, category: SearchCategory): URLSearchParams {
  const next = new URLSearchParams(params)
  if (category === "all") next.delete("category")
  else next.set("category", category)
  return next
}
