import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadShippingRates } from "../../../lib/shipping-rates"

/** GET /store/shipping-rates — the shipping table per country, from Medusa's shipping options (see the loader). */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ rates: await loadShippingRates(req.scope) })
}
