import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { CATALOGUE_MODULE } from "../../../../modules/catalogue"
import type CatalogueModuleService from "../../../../modules/catalogue/service"
import { parseInput } from "../../../../lib/validate"
import { CatalogueItemParams } from "../validators"
import { currentRates, pricedEntry } from "../../../../lib/catalogue-prices"

/** GET /store/catalogue/:item_id — one catalogue entry by the shop's numeric item id. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { item_id } = parseInput(CatalogueItemParams, req.params)
  const [[row], rates] = await Promise.all([req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE).publishedEntries([item_id]), currentRates(req.scope)])
  if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No product with item id ${item_id}`)
  res.json({ entry: pricedEntry(row.entry, rates) })
}
