import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadCatalogueEntries } from "../../../../lib/catalogue-entries"
import { parseInput } from "../../../../lib/validate"
import { CATALOGUE_MODULE } from "../../../../modules/catalogue"
import type CatalogueModuleService from "../../../../modules/catalogue/service"
import { RandomCatalogueQuery } from "../validators"

/** GET /store/catalogue/random?limit=20 — distinct entries drawn at random from the whole catalogue. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { limit } = parseInput(RandomCatalogueQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  const entries = await loadCatalogueEntries(req.scope, await catalogue.sampleItemIds(limit))
  res.json({ entries })
}
