import type { ChargedCurrency } from "@shop/contracts/currencies"

/** A rate as the admin reads it: the currency, its units per USD, and when it was last set. */
export interface CurrencyRateRow {
  currency_code: Exclude<ChargedCurrency, "USD">
  units_per_usd: number
  updated_at: string
}

/** GET and POST /admin/currency-rates: what the admin's "Currency rates" page reads and gets back after a save. */
export interface CurrencyRatesResponse {
  rates: CurrencyRateRow[]
}
