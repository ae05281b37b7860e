import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadCatalogueEntries, publishedItemPage } from "../../../lib/catalogue-entries"
import { parseInput } from "../../../lib/validate"
import { CataloguePageQuery } from "./validators"

/** GET /store/catalogue?limit=24&offset=0 — one page of published catalogue entries in item id order, with the total count. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { limit, offset } = parseInput(CataloguePageQuery, req.query)
  const { itemIds, count } = await publishedItemPage(req.scope, limit, offset)
  const entries = await loadCatalogueEntries(req.scope, itemIds)
  res.json({ entries, count, limit, offset })
}
