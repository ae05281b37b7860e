/**
 * What shipping to one country costs for an items total, read from commerce's table (the price Medusa charges
 * and the item total from which its price rule makes shipping free). Display only: checkout is priced by
 * Medusa itself.
 */
import type { ShippingRateEntry } from "@shop/contracts/api"

export interface ShippingQuote {
  rate: ShippingRateEntry
  free: boolean
  /** USD. */
  price: number
}

export function shippingQuote(rates: readonly ShippingRateEntry[], country: string, itemsTotalUsd: number): ShippingQuote | undefined {
  const rate = rates.find((r) => r.country === country)
  if (!rate) return undefined
  // Cents, as Medusa compares them: no floating-point edge at the threshold.
  const free = rate.free_from_usd !== null && Math.round(itemsTotalUsd * 100) >= Math.round(rate.free_from_usd * 100)
  return { rate, free, price: free ? 0 : rate.usd }
}
