import type { MedusaContainer } from "@medusajs/framework/types"
import type { CatalogueEntry } from "@shop/contracts/api"
import { pricesOf, type CurrencyRates } from "@shop/contracts/currencies"
import { CURRENCY_RATES_MODULE } from "../modules/currency-rates"
import type CurrencyRatesModuleService from "../modules/currency-rates/service"
import type { StoredCatalogueEntry } from "../modules/catalogue/service"

/** The rates now (the merchandisers', modules/currency-rates). */
export const currentRates = (container: MedusaContainer): Promise<CurrencyRates> => container.resolve<CurrencyRatesModuleService>(CURRENCY_RATES_MODULE).currentRates()

/** A kept entry as shoppers get it: its price in every charged currency, made now from the USD price and the rates. */
export function pricedEntry({ item: { set_prices, ...item }, translations }: StoredCatalogueEntry, rates: CurrencyRates): CatalogueEntry {
  return { item: { ...item, prices: pricesOf(item.best_usd_price, rates, set_prices) }, translations }
}
