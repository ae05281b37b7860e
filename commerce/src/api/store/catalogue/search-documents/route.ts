import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadCatalogueEntries, loadCategoryHandles, publishedItemPage } from "../../../../lib/catalogue-entries"
import { parseInput } from "../../../../lib/validate"
import { SearchDocumentsQuery } from "../validators"

/**
 * GET /store/catalogue/search-documents?limit=100&offset=0, or ?ids=1,2,3 — what the storefront's search
 * index is built from (storefront/server/search): published catalogue entries, each with its categories'
 * handles. By page (with the total) to build the index, by ids to update it after a change (ids with no
 * published product are left out: the index drops them).
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const query = parseInput(SearchDocumentsQuery, req.query)
  const { itemIds, count } = query.ids ? { itemIds: query.ids, count: undefined } : await publishedItemPage(req.scope, query.limit, query.offset)
  const [entries, categories] = await Promise.all([loadCatalogueEntries(req.scope, itemIds), loadCategoryHandles(req.scope, itemIds)])
  res.setHeader("Cache-Control", "no-store")
  res.json({ documents: entries.map((entry) => ({ entry, categories: categories.get(entry.item.id) ?? [] })), count })
}
