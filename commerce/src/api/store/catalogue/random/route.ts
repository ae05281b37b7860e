import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadCatalogueEntries, samplePublishedItemIds } from "../../../../lib/catalogue-entries"
import { parseInput } from "../../../../lib/validate"
import { RandomCatalogueQuery } from "../validators"

/** GET /store/catalogue/random?limit=20 — distinct published entries drawn at random from the whole catalogue. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { limit } = parseInput(RandomCatalogueQuery, req.query)
  const entries = await loadCatalogueEntries(req.scope, await samplePublishedItemIds(req.scope, limit))
  res.json({ entries })
}
