/**
 * Commerce's shipping rates as the shop shows them in one language: country names from Intl.DisplayNames,
 * emoji flags, days as "1-2", the price and free-shipping threshold in every charged currency as commerce
 * charges them (ADR 0018).
 */
import type { ShippingRateEntry, ShippingRatesResponse } from "@shop/contracts/api"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import type { CommerceShippingRate } from "../commerce/checkout-client.js"

/** "DE" → 🇩🇪 (two regional indicator symbols). */
export const flagEmoji = (country: string) => String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))

export function shippingTable(language: LanguageCode, rates: readonly CommerceShippingRate[]): ShippingRatesResponse {
  const locale = languageByCode(language).locale
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" })
  const collator = new Intl.Collator(locale)
  const rows = rates.map((rate): ShippingRateEntry => ({
    country: rate.country,
    name: names.of(rate.country) ?? rate.country,
    flag: flagEmoji(rate.country),
    zone: rate.zone,
    days: rate.days ? `${rate.days[0]}-${rate.days[1]}` : null,
    prices: rate.prices,
    free_from: rate.free_from,
  }))
  return { rates: rows.sort((a, b) => collator.compare(a.name, b.name)), free_from: freeShippingFrom(rates) }
}

/**
 * The items total from which shipping is free to every country: the highest threshold, so that the promise
 * holds for all of them; none when some country has no free-shipping rule (or there are no rates).
 */
export function freeShippingFrom(rates: readonly CommerceShippingRate[]): ShippingRatesResponse["free_from"] {
  let highest: CommerceShippingRate | undefined
  for (const rate of rates) {
    if (rate.free_from_usd === null) return null
    if (!highest || rate.free_from_usd > highest.free_from_usd!) highest = rate
  }
  return highest?.free_from ?? null
}
