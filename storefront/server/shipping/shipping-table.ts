/**
 * Commerce's shipping rates as the shop shows them in one language: country names from Intl.DisplayNames,
 * emoji flags, days as "1-2", and the spec's EUR reading (USD × its fixed EUR rate).
 */
import type { ShippingRateEntry, ShippingRatesResponse } from "@shop/contracts/api"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { EUR_PER_USD } from "../../shared/currency-rates.js"
import type { CommerceShippingRate } from "../commerce/checkout-client.js"

const round2 = (amount: number) => Math.round(amount * 100) / 100

/** "DE" → 🇩🇪 (two regional indicator symbols). */
export const flagEmoji = (country: string) => String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))

export function shippingTable(language: LanguageCode, rates: readonly CommerceShippingRate[]): ShippingRatesResponse {
  const locale = languageByCode(language).locale
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" })
  const collator = new Intl.Collator(locale)
  const rows = rates.map(
    (rate): ShippingRateEntry => ({
      country: rate.country,
      name: names.of(rate.country) ?? rate.country,
      flag: flagEmoji(rate.country),
      zone: rate.zone,
      days: rate.days ? `${rate.days[0]}-${rate.days[1]}` : null,
      usd: rate.usd,
      eur: round2(rate.usd * EUR_PER_USD),
      free_from_usd: rate.free_from_usd,
    })
  )
  return { rates: rows.sort((a, b) => collator.compare(a.name, b.name)) }
}
