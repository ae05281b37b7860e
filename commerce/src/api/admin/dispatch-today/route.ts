import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { dispatchRules, ordersToDispatchToday } from "../../../lib/dispatch-list"

/**
 * GET /admin/dispatch-today — the paid orders that must leave the warehouse today, late ones first
 * (lib/dispatch-list.ts). 503 when the CMS cannot give the dispatch rules: no list beats a wrong one.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  let rules
  try {
    rules = await dispatchRules()
  } catch (error) {
    res.status(503).json({ type: "unavailable", message: `The orders to dispatch cannot be listed: ${(error as Error).message}` })
    return
  }
  res.json(await ordersToDispatchToday(req.scope, rules))
}
