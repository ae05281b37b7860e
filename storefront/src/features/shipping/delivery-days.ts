import type { LanguageCode } from "@shop/contracts/languages"
import { countNumber, formatCount, type Count } from "@shop/contracts/plurals"

/**
 * A delivery range's values for a count string (the shipping table's days, the order's tracked delivery): the range
 * as the language writes it, "7–10", and the count its noun agrees with, the upper bound (@shop/contracts/plurals:
 * "7–10 dni roboczych", "2–4 dni robocze"). A range without numbers ("?") takes the "other" form.
 */
export function deliveryDays(range: string | Count, language: LanguageCode): { days: string; count: number } {
  const bounds = typeof range === "string" ? (range.match(/\d+/g) ?? []).map(Number) : typeof range === "number" ? [range] : [...range]
  if (bounds.length === 0) return { days: String(range), count: Number.NaN }
  const count: Count = bounds.length === 1 ? bounds[0]! : [bounds[0]!, bounds.at(-1)!]
  return { days: formatCount(count, language), count: countNumber(count) }
}
