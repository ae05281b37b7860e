/**
 * Catalogue paging (spec §2, §4, §9): the page comes from ?page= (default 1), the server does not say how
 * many pages exist, so the known count grows while full pages keep coming.
 */
export const MAX_PAGE = 100
export const PAGE_WINDOW = 5

/** ?page= as a page number: a whole number from 1 to 100; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1
  const page = Number(value)
  if (page < 1) return 1
  return Math.min(page, MAX_PAGE)
}

/** A full page (exactly `pageSize` entries) means more may follow: min(page + 10, 100); otherwise this is the last page. */
export function knownPageCount(page: number, returned: number, pageSize: number): number {
  return returned === pageSize ? Math.min(page + 10, MAX_PAGE) : page
}

export interface PaginationModel {
  /** Up to five consecutive page numbers around the current page, all within 1..total. */
  pages: number[]
  /** Show a first-page button before the window (the window does not start at 1: page above 3). */
  first: boolean
  /** Put an ellipsis after it (a page is skipped: page above 4). */
  firstEllipsis: boolean
  /** Show a last-page button after the window (near the end it is part of the window instead). */
  last: boolean
  lastEllipsis: boolean
  hasPrevious: boolean
  hasNext: boolean
}

export function paginationModel(current: number, total: number): PaginationModel {
  const count = Math.max(1, total)
  const page = Math.min(Math.max(1, current), count)
  const size = Math.min(PAGE_WINDOW, count)
  const start = Math.min(Math.max(1, page - Math.floor(PAGE_WINDOW / 2)), count - size + 1)
  const end = start + size - 1
  return {
    pages: Array.from({ length: size }, (_, i) => start + i),
    first: start > 1,
    firstEllipsis: start > 2,
    last: end < count,
    lastEllipsis: end < count - 1,
    hasPrevious: current > 1,
    hasNext: current < count,
  }
}
