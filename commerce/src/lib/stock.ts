import { MAX_CHECKOUT_QUANTITY, type Stock } from "@shop/contracts/api"

/**
 * The store's metadata key of the low-stock threshold: at or below it, shoppers read "only N left". Set on the
 * admin's **Low-stock threshold** page (admin/routes/low-stock-threshold/page.tsx), which also makes every entry again.
 */
export const LOW_STOCK_THRESHOLD_KEY = "low_stock_threshold"
export const DEFAULT_LOW_STOCK_THRESHOLD = 5
/** GET and POST /admin/low-stock-threshold answer the threshold now (the admin's widget reads it too). */
export interface LowStockThresholdResponse {
  threshold: number
}

/** More than any shop would call "low": the form refuses it. */
export const LOW_STOCK_THRESHOLD_MAX = 1000

/** The threshold in the store's metadata, or the default when it holds none (or something that is not a whole number). */
export function lowStockThreshold(metadata: Record<string, unknown> | null | undefined): number {
  const value = Number(metadata?.[LOW_STOCK_THRESHOLD_KEY])
  return Number.isInteger(value) && value >= 0 && value <= LOW_STOCK_THRESHOLD_MAX ? value : DEFAULT_LOW_STOCK_THRESHOLD
}

/** What shoppers are told of `available` units (null: a variant whose stock is not counted, always in stock). */
export function stockOf(available: number | null, threshold: number): Stock {
  if (available === null) return IN_STOCK
  if (available <= 0) return { status: "sold_out", max_quantity: 0 }
  const max_quantity = Math.min(available, MAX_CHECKOUT_QUANTITY)
  return available <= threshold ? { status: "low", left: available, max_quantity } : { status: "in_stock", max_quantity }
}

/** Stock not counted (or an entry made before it was): always in stock. */
export const IN_STOCK: Stock = { status: "in_stock", max_quantity: MAX_CHECKOUT_QUANTITY }
