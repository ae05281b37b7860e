/**
 * The delivery times the copy promises, from the shipping table commerce serves: each zone's shortest to longest
 * days, for the home page's lines (use-delivery-times.ts) and the CMS's `{{europeDays}}` / `{{worldwideDays}}`
 * (server/content/copy-values.ts), so no text promises a time the table does not hold.
 */
import type { ShippingRateEntry } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import type { Count } from "@shop/contracts/plurals"
import { deliveryDays } from "./delivery-days.js"

/**
 * A zone's delivery time over all its countries, from the shipping table commerce serves: the shortest and the
 * longest of its days ("1-2", "18-24" → [1, 24]), so the copy promises what the table holds. Null when no country
 * of the zone gives its days.
 */
export function zoneDays(rates: readonly Pick<ShippingRateEntry, "zone" | "days">[], zone: ShippingRateEntry["zone"]): Count | null {
  const bounds = rates.flatMap((rate) => (rate.zone === zone && rate.days ? (rate.days.match(/\d+/g) ?? []).map(Number) : []))
  if (bounds.length === 0) return null
  const [shortest, longest] = [Math.min(...bounds), Math.max(...bounds)]
  return shortest === longest ? longest : [shortest, longest]
}

/** The figures the copy names for delivery times (`{{europeDays}}`, `{{worldwideDays}}`), as counts. */
export interface DeliveryTimes<T> {
  europeDays: T | null
  worldwideDays: T | null
}

export const deliveryTimes = (rates: readonly Pick<ShippingRateEntry, "zone" | "days">[]): DeliveryTimes<Count> => ({
  europeDays: zoneDays(rates, "europe"),
  worldwideDays: zoneDays(rates, "worldwide"),
})

/**
 * Delivery times in words, as the shipping table writes a country's days (the count string `shipping.table.days`:
 * "1–5 business days", "5–24 рабочих дня"), so copy and table read alike. `t` isolates the range inside the words;
 * the words themselves are the sentence's language and need no isolate of their own.
 */
export function deliveryTimesInWords(
  times: DeliveryTimes<Count>,
  language: LanguageCode,
  t: (key: "shipping.table.days", options: { days: string; count: number }) => string
): DeliveryTimes<string> {
  const words = (days: Count | null) => (days === null ? null : t("shipping.table.days", deliveryDays(days, language)))
  return { europeDays: words(times.europeDays), worldwideDays: words(times.worldwideDays) }
}
