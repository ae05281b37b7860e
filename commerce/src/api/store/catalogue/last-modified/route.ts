import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { publishedItemsLastModified } from "../../../../lib/catalogue-entries"

/**
 * GET /store/catalogue/last-modified — every published item id and when it last changed, for the
 * storefront's sitemaps (one index read; the storefront caches the answer and refreshes it on changes).
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ items: await publishedItemsLastModified(req.scope) } satisfies CatalogueLastModified)
}
