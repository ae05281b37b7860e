import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { CHARGED_CURRENCIES, isChargedCurrency, SPEC_RATES, type ChargedCurrency, type CurrencyRates } from "@shop/contracts/currencies"
import CurrencyRate from "./models/currency-rate"
import type { CurrencyRateRow } from "./types"

/** The merchandisers' rates (models/currency-rate.ts): read whole, set a few at a time. */
export default class CurrencyRatesModuleService extends MedusaService({ CurrencyRate }) {
  /** Every charged currency's rate but USD's, in the picker's order. */
  @InjectManager()
  async rateRows(@MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<CurrencyRateRow[]> {
    const rows = await this.listCurrencyRates({}, { select: ["currency_code", "units_per_usd", "updated_at"] }, sharedContext)
    const byCode = new Map(rows.map((row) => [row.currency_code, row]))
    return CHARGED_CURRENCIES.filter((code) => code !== "USD").map((code) => {
      const row = byCode.get(code)
      // The migration writes every row; one deleted by hand reads as the spec's figure until set again.
      return {
        currency_code: code as Exclude<ChargedCurrency, "USD">,
        units_per_usd: row ? Number(row.units_per_usd) : SPEC_RATES[code],
        updated_at: row ? new Date(row.updated_at).toISOString() : new Date(0).toISOString(),
      }
    })
  }

  /** The rates now, USD's 1 included: what every price in a currency other than USD is made from. */
  async currentRates(sharedContext: Context<EntityManager> = {}): Promise<CurrencyRates> {
    const rates = { USD: 1 } as CurrencyRates
    for (const row of await this.rateRows(sharedContext)) rates[row.currency_code] = row.units_per_usd
    return rates
  }

  /** Sets these currencies' rates (USD's is 1 and stays); returns the currencies whose rate changed. */
  @InjectTransactionManager()
  async setRates(rates: Partial<Record<ChargedCurrency, number>>, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<ChargedCurrency[]> {
    const current = await this.currentRates(sharedContext)
    const changed = Object.entries(rates).flatMap(([code, rate]) => (isChargedCurrency(code) && code !== "USD" && rate !== undefined && rate !== current[code] ? [code] : []))
    for (const code of changed) {
      const [row] = await this.listCurrencyRates({ currency_code: code }, { select: ["id"] }, sharedContext)
      if (row) await this.updateCurrencyRates({ id: row.id, units_per_usd: rates[code]! }, sharedContext)
      else await this.createCurrencyRates({ currency_code: code, units_per_usd: rates[code]! }, sharedContext)
    }
    return changed
  }
}
