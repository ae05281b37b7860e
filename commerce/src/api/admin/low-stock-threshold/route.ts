import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { z } from "@medusajs/framework/zod"
import { refreshThenLog } from "../../../lib/catalogue-refresh"
import { parseInput } from "../../../lib/validate"
import { LOW_STOCK_THRESHOLD_KEY, LOW_STOCK_THRESHOLD_MAX, lowStockThreshold, type LowStockThresholdResponse } from "../../../lib/stock"

export const LowStockThresholdBody = z.strictObject({
  threshold: z
    .number({ error: "threshold must be a whole number of units" })
    .int("threshold must be a whole number of units")
    .min(0, "threshold must be 0 or more")
    .max(LOW_STOCK_THRESHOLD_MAX, `threshold must be at most ${LOW_STOCK_THRESHOLD_MAX}`),
})

const readStore = async (req: AuthenticatedMedusaRequest) => {
  const [store] = await req.scope.resolve(Modules.STORE).listStores({}, { select: ["id", "metadata"] })
  if (!store) throw new Error("the store is not set up (the seed makes it)")
  return store
}

/** GET /admin/low-stock-threshold — at or below it, shoppers read "only N left" (the store's metadata, 5 unless set). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ threshold: lowStockThreshold((await readStore(req)).metadata) } satisfies LowStockThresholdResponse)
}

/**
 * POST /admin/low-stock-threshold {threshold: 3} — sets it, then makes every published entry again with it and logs
 * the change for every product (what shoppers are told of each product's stock may have changed).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { threshold } = parseInput(LowStockThresholdBody, req.body)
  const store = await readStore(req)
  if (lowStockThreshold(store.metadata) !== threshold) {
    await updateStoresWorkflow(req.scope).run({ input: { selector: { id: store.id }, update: { metadata: { ...store.metadata, [LOW_STOCK_THRESHOLD_KEY]: threshold } } } })
    // Not awaited: at 64,000 products the whole catalogue takes minutes; the log tells the storefronts when it is done.
    void refreshThenLog(req.scope, [null]).catch((error: Error) =>
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`low-stock threshold: the entries were not made again: ${error.message}`)
    )
  }
  res.json({ threshold } satisfies LowStockThresholdResponse)
}
