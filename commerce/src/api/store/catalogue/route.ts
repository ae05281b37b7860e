import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import type CatalogueModuleService from "../../../modules/catalogue/service"
import { parseInput } from "../../../lib/validate"
import { CataloguePageQuery } from "./validators"
import { currentRates, pricedEntry } from "../../../lib/catalogue-prices"

/** GET /store/catalogue?limit=24&offset=0 — one page of published catalogue entries in item id order, with the total count. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { limit, offset } = parseInput(CataloguePageQuery, req.query)
  const [{ entries, count }, rates] = await Promise.all([req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE).publishedPage(limit, offset), currentRates(req.scope)])
  res.json({ entries: entries.map((row) => pricedEntry(row.entry, rates)), count, limit, offset })
}
