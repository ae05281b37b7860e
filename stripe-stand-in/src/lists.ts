import type Stripe from "stripe"
import { invalid, noSuch } from "./errors.js"
import type { Params } from "./params.js"

export const PAGINATION_PARAMS = ["limit", "starting_after", "ending_before"] as const

/**
 * One page of a Stripe list. Cursors are positions in the full, unfiltered order (as with Stripe), so the
 * SDK's auto-pagination, which passes the last id it saw as `starting_after`, walks every match exactly once.
 */
export function listPage<T>(ordered: readonly T[], idOf: (item: T) => string, matches: (item: T) => boolean, params: Params, kind: string): { items: T[]; hasMore: boolean } {
  const limit = params.integer("limit", { min: 1, max: 100 }) ?? 10
  const startingAfter = params.string("starting_after")
  const endingBefore = params.string("ending_before")
  if (startingAfter && endingBefore) {
    throw invalid("You may only specify one of these parameters: starting_after, ending_before.", "ending_before")
  }
  const cursor = (id: string, param: string) => {
    const index = ordered.findIndex((item) => idOf(item) === id)
    if (index < 0) throw noSuch(kind, id, param)
    return index
  }
  if (endingBefore) {
    const before = ordered.slice(0, cursor(endingBefore, "ending_before")).filter(matches)
    return { items: before.slice(Math.max(0, before.length - limit)), hasMore: before.length > limit }
  }
  const after = startingAfter ? ordered.slice(cursor(startingAfter, "starting_after") + 1) : ordered
  const items: T[] = []
  for (const item of after) {
    if (!matches(item)) continue
    // One past the limit is enough to know whether there is a next page.
    if (items.length === limit) return { items, hasMore: true }
    items.push(item)
  }
  return { items, hasMore: false }
}

export const apiList = <T>(data: T[], hasMore: boolean, url: string): Stripe.ApiList<T> => ({ object: "list", data, has_more: hasMore, url })
