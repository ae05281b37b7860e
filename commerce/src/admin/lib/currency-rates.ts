import type { CurrencyRatesResponse } from "../../modules/currency-rates/types"
import { sdk } from "./sdk"

export type { CurrencyRateRow, CurrencyRatesResponse } from "../../modules/currency-rates/types"

/** GET /admin/currency-rates: units of each charged currency per 1 USD. */
export const fetchCurrencyRates = () => sdk.client.fetch<CurrencyRatesResponse>("/admin/currency-rates")

/** POST /admin/currency-rates: sets these rates; answers all of them as they now are. */
export const saveCurrencyRates = (rates: Record<string, number>) => sdk.client.fetch<CurrencyRatesResponse>("/admin/currency-rates", { method: "POST", body: { rates } })
