import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { CATALOGUE_MODULE } from "../../../../modules/catalogue"
import type CatalogueModuleService from "../../../../modules/catalogue/service"

/**
 * GET /store/catalogue/last-modified — every published item id and when its published entry was last made
 * (whatever of the product changed: its row, a translation, a price, a tag, its stock), for the storefront's
 * sitemaps (which cache the answer and refresh it on changes).
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const items = await req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE).publishedLastModified()
  res.json({ items: items.map(({ item_id, made_at }) => ({ id: item_id, updated_at: made_at.toISOString() })) } satisfies CatalogueLastModified)
}
