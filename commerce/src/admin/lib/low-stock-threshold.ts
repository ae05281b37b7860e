import type { LowStockThresholdResponse } from "../../lib/stock"
import { sdk } from "./sdk"

/** GET /admin/low-stock-threshold. */
export const fetchLowStockThreshold = () => sdk.client.fetch<LowStockThresholdResponse>("/admin/low-stock-threshold")

/** POST /admin/low-stock-threshold: sets it; answers it as it now is. */
export const saveLowStockThreshold = (threshold: number) => sdk.client.fetch<LowStockThresholdResponse>("/admin/low-stock-threshold", { method: "POST", body: { threshold } })
