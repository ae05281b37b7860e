import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import type CatalogueModuleService from "../../../modules/catalogue/service"
import { parseInput } from "../../../lib/validate"
import { CataloguePageQuery } from "./validators"

/** GET /store/catalogue?limit=24&offset=0 — one page of published catalogue entries in item id order, with the total count. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { limit, offset } = parseInput(CataloguePageQuery, req.query)
  const { entries, count } = await req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE).publishedPage(limit, offset)
  res.json({ entries: entries.map((row) => row.entry), count, limit, offset })
}
