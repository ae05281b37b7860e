import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { catalogueChangesSince } from "../../../../lib/catalogue-changes"
import { parseInput } from "../../../../lib/validate"
import { CatalogueChangesQuery } from "../validators"

/**
 * GET /store/catalogue/changes?since=N — the item ids changed since version N and the current version
 * (item_ids null: treat everything as changed). Storefront instances poll it about once a second; it is
 * two index reads, and the answer is never cached.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { since } = parseInput(CatalogueChangesQuery, req.query)
  res.setHeader("Cache-Control", "no-store")
  res.json(await catalogueChangesSince(req.scope, since))
}
