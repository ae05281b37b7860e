import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SearchDocuments } from "@shop/contracts/commerce-api"
import { CATALOGUE_MODULE } from "../../../../modules/catalogue"
import type CatalogueModuleService from "../../../../modules/catalogue/service"
import { parseInput } from "../../../../lib/validate"
import { SearchDocumentsQuery } from "../validators"
import { currentRates, pricedEntry } from "../../../../lib/catalogue-prices"

/**
 * GET /store/catalogue/search-documents?limit=100&offset=0, or ?ids=1,2,3 — what the storefront's search
 * index is built from (storefront/server/search): published catalogue entries, each with its categories'
 * handles, its Medusa product type's value (null without one) and the prices set by hand (the search re-prices
 * its cards with them when a rate changes). By page (with the total) to build the
 * index, by ids to update it after a change (ids with no published product are left out: the index drops them).
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const query = parseInput(SearchDocumentsQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  const [{ entries, count }, rates] = await Promise.all([
    query.ids ? catalogue.publishedEntries(query.ids).then((entries) => ({ entries, count: undefined })) : catalogue.publishedPage(query.limit, query.offset),
    currentRates(req.scope),
  ])
  res.setHeader("Cache-Control", "no-store")
  res.json({
    documents: entries.map((row) => ({
      entry: pricedEntry(row.entry, rates),
      categories: row.category_handles,
      type: row.product_type,
      set_prices: row.entry.item.set_prices ?? {},
    })),
    count,
  } satisfies SearchDocuments)
}
