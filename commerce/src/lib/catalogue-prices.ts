import type { MedusaContainer } from "@medusajs/framework/types"
import type { CatalogueEntry } from "@shop/contracts/api"
import { isChargedCurrency, pricesOf, type CurrencyRates, type Prices } from "@shop/contracts/currencies"
import { CURRENCY_RATES_MODULE } from "../modules/currency-rates"
import type CurrencyRatesModuleService from "../modules/currency-rates/service"
import type { StoredCatalogueEntry } from "../modules/catalogue/service"
import { IN_STOCK } from "./stock"

/** The rates now (the merchandisers', modules/currency-rates). */
export const currentRates = (container: MedusaContainer): Promise<CurrencyRates> => container.resolve<CurrencyRatesModuleService>(CURRENCY_RATES_MODULE).currentRates()

/**
 * The prices a merchandiser set by hand in the charged currencies other than USD, out of Medusa price rows already
 * narrowed to base prices (no price list, no rules: what the admin's price grid writes). They win over the rate.
 */
export function pricesSetByHand(basePrices: readonly { currency_code: string; amount: unknown }[]): Partial<Prices> {
  const set: Partial<Prices> = {}
  for (const price of basePrices) {
    const code = price.currency_code.toUpperCase()
    if (code !== "USD" && isChargedCurrency(code)) set[code] = Number(price.amount)
  }
  return set
}

/**
 * A kept entry as shoppers get it: its price in every charged currency, made now from the USD price and the rates,
 * and its stock as they are told it (not the units behind it).
 */
export function pricedEntry(
  { item: { set_prices, available: _units, stock = IN_STOCK, bestseller = false, ...item }, translations }: StoredCatalogueEntry,
  rates: CurrencyRates
): CatalogueEntry {
  return { item: { ...item, prices: pricesOf(item.best_usd_price, rates, set_prices), stock, bestseller }, translations }
}
