import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { loadCatalogueEntries, supportedLocales } from "../../../../lib/catalogue-entries"
import { searchCatalogue } from "../../../../lib/catalogue-search"
import { parseInput } from "../../../../lib/validate"
import { CatalogueSearchQuery } from "../validators"

/**
 * GET /store/catalogue/search?q=&category=&locale=&limit=&offset= — catalogue entries whose name or tags
 * in `locale` contain `q` (or whose category is named `q`), in item id order, with the total count.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  // Medusa's store middleware moves `?locale=` (or the x-medusa-locale header) into req.locale, normalized.
  const search = parseInput(CatalogueSearchQuery, req.locale === undefined ? req.query : { ...req.query, locale: req.locale })
  const locales = await supportedLocales(req.scope)
  if (!locales.includes(search.locale)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `locale: must be one of the store's locales (${locales.join(", ")})`)
  }
  const started = performance.now()
  const { itemIds, count } = await searchCatalogue(req.scope, search)
  const searched = performance.now()
  const entries = await loadCatalogueEntries(req.scope, itemIds)
  // Where the time went (the bench reads it): the matching query, then building the page's entries.
  res.setHeader("Server-Timing", `search;dur=${(searched - started).toFixed(1)}, entries;dur=${(performance.now() - searched).toFixed(1)}`)
  res.json({ entries, count, limit: search.limit, offset: search.offset })
}
