import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { RATE_MAX } from "@shop/contracts/currencies"
import { parseInput } from "../../../lib/validate"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import type CatalogueModuleService from "../../../modules/catalogue/service"
import { CURRENCY_RATES_MODULE } from "../../../modules/currency-rates"
import type CurrencyRatesModuleService from "../../../modules/currency-rates/service"
import type { CurrencyRatesResponse } from "../../../modules/currency-rates/types"

const rate = (code: string) =>
  z
    .number({ error: `${code} must be a number of ${code} per 1 USD` })
    .positive(`${code} must be more than 0`)
    .max(RATE_MAX, `${code} must be at most ${RATE_MAX}`)
    .optional()

export const CurrencyRatesBody = z.strictObject({
  rates: z.strictObject({ EUR: rate("EUR"), GBP: rate("GBP"), PLN: rate("PLN"), JPY: rate("JPY"), CAD: rate("CAD") }),
})

/** GET /admin/currency-rates — units of EUR, GBP, PLN, JPY and CAD per 1 USD, with when each was last set. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const rates = await req.scope.resolve<CurrencyRatesModuleService>(CURRENCY_RATES_MODULE).rateRows()
  res.json({ rates } satisfies CurrencyRatesResponse)
}

/**
 * POST /admin/currency-rates {rates: {EUR: 0.86}} — sets those rates. A change re-prices every product not priced
 * by hand in that currency: nothing is rewritten (prices are made when read), and one rate change in the
 * catalogue's change log tells the storefronts to re-price what they keep.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { rates } = parseInput(CurrencyRatesBody, req.body)
  const service = req.scope.resolve<CurrencyRatesModuleService>(CURRENCY_RATES_MODULE)
  const changed = await service.setRates(rates)
  if (changed.length) await req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE).recordRatesChange()
  res.json({ rates: await service.rateRows() } satisfies CurrencyRatesResponse)
}
