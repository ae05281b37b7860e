import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadCatalogueEntries } from "../../../lib/catalogue-entries"
import { parseInput } from "../../../lib/validate"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import type CatalogueModuleService from "../../../modules/catalogue/service"
import { CataloguePageQuery } from "./validators"

/** GET /store/catalogue?limit=24&offset=0 — one page of catalogue entries in item id order, with the total count. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { limit, offset } = parseInput(CataloguePageQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  const [items, count] = await catalogue.listAndCountCatalogueItems(
    {},
    { select: ["item_id"], order: { item_id: "ASC" }, skip: offset, take: limit }
  )
  const entries = await loadCatalogueEntries(req.scope, items.map((item) => item.item_id))
  res.json({ entries, count, limit, offset })
}
