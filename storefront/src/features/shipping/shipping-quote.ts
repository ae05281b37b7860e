/**
 * What shipping to one country costs for an items total in one currency, read from commerce's table (the price
 * it charges in that currency and the items total from which its price rule makes shipping free). Display only:
 * checkout is priced by commerce itself, by the same figures.
 */
import type { ShippingRateEntry } from "@shop/contracts/api"
import { inMinorUnits, type ChargedCurrency } from "@shop/contracts/currencies"

export interface ShippingQuote {
  rate: ShippingRateEntry
  free: boolean
  /** In the currency asked for. */
  price: number
}

export function shippingQuote(rates: readonly ShippingRateEntry[], country: string, itemsTotal: number, currency: ChargedCurrency): ShippingQuote | undefined {
  const rate = rates.find((r) => r.country === country)
  if (!rate) return undefined
  // In the currency's smallest unit, as commerce compares them (its shipping-rates chargeFor).
  const free = rate.free_from !== null && inMinorUnits(itemsTotal, currency) >= inMinorUnits(rate.free_from[currency], currency)
  return { rate, free, price: free ? 0 : rate.prices[currency] }
}
