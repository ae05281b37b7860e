import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_MODULE } from "../../../../modules/catalogue"
import type CatalogueModuleService from "../../../../modules/catalogue/service"
import { parseInput } from "../../../../lib/validate"
import { RandomCatalogueQuery } from "../validators"
import { currentRates, pricedEntry } from "../../../../lib/catalogue-prices"

/** GET /store/catalogue/random?limit=20 — distinct published entries drawn at random from the whole catalogue. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { limit } = parseInput(RandomCatalogueQuery, req.query)
  const [rows, rates] = await Promise.all([req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE).randomPublishedEntries(limit), currentRates(req.scope)])
  res.json({ entries: rows.map((row) => pricedEntry(row.entry, rates)) })
}
