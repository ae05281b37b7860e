/**
 * A delivery range's values for a count string (the shipping table's days, the order's tracked delivery): the range
 * as the copy writes it, "7–10", and the count its noun agrees with. A range takes the form of its upper bound, as
 * the grammars of the shop's languages do ("7–10 dni roboczych", "2–4 dni robocze"); a range without numbers
 * ("?") takes the "other" form.
 */
export function deliveryDays(range: string | readonly [number, number]): { days: string; count: number } {
  const bounds = typeof range === "string" ? (range.match(/\d+/g) ?? []).map(Number) : [...range]
  if (bounds.length === 0) return { days: String(range), count: Number.NaN }
  return { days: bounds.join("–"), count: Math.max(...bounds) }
}
