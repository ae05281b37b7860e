import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CatalogueChanges } from "@shop/contracts/commerce-api"
import { currentRates } from "../../../../lib/catalogue-prices"
import { itemIdsOfProducts } from "../../../../lib/catalogue-items"
import { parseInput } from "../../../../lib/validate"
import { CATALOGUE_MODULE } from "../../../../modules/catalogue"
import type CatalogueModuleService from "../../../../modules/catalogue/service"
import { CatalogueChangesQuery } from "../validators"

/**
 * GET /store/catalogue/changes?since=N — the item ids changed since version N and the current version
 * (item_ids null: treat everything as changed), with the rates now when a currency rate changed meanwhile.
 * Storefront instances poll it about once a second; the answer is never cached.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { since } = parseInput(CatalogueChangesQuery, req.query)
  const catalogue = req.scope.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  const [{ version, product_ids, rates_changed }, log] = await Promise.all([catalogue.changesSince(since), catalogue.changeLogId()])
  // Products are named in the log as Medusa names them; their item ids are read when asked, so a product
  // logged before its item id was linked (an admin creation) is still found.
  const [item_ids, rates] = await Promise.all([product_ids === null ? null : itemIdsOfProducts(req.scope, product_ids), rates_changed ? currentRates(req.scope) : undefined])
  res.setHeader("Cache-Control", "no-store")
  res.json({ version, log, item_ids, ...(rates && { rates }) } satisfies CatalogueChanges)
}
