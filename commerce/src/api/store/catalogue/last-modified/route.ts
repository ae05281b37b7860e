import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { publishedItems } from "../../../../lib/catalogue-items"
import { CATALOGUE_MODULE } from "../../../../modules/catalogue"
import type CatalogueModuleService from "../../../../modules/catalogue/service"

/**
 * GET /store/catalogue/last-modified — every published item id and when it last changed (its product row, or
 * the newest change-log entry for it: translations, prices and tags are other rows), for the storefront's
 * sitemaps (which cache the answer and refresh it on changes).
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const [items, changedAt] = await Promise.all([publishedItems(req.scope), req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE).lastChangedAt()])
  res.json({
    items: items.map(({ item_id, product_id, updated_at }) => {
      const changed = changedAt.get(product_id)
      return { id: item_id, updated_at: (changed && changed > updated_at ? changed : updated_at).toISOString() }
    }),
  } satisfies CatalogueLastModified)
}
