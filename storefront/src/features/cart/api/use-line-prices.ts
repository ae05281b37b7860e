import { useQueries } from "@tanstack/react-query"
import type { Prices } from "@shop/contracts/currencies"
import type { CartItem } from "../../../lib/cart"
import { useCurrency } from "../../../lib/currency-context"
import { productQueryOptions } from "../../product/api/get-product"

/**
 * The cart's prices as checkout will charge them: each line's product read again (the product page's query, so a
 * product just seen is not fetched twice), its price as the line was added until then. A price changed since
 * (by a merchandiser or a currency rate) shows here before the payment page asks for it. A line kept from before
 * prices came in every currency has none until its product is read.
 */
export function useLinePrices(items: readonly CartItem[]) {
  const { currency } = useCurrency()
  const fresh = useQueries({ queries: items.map((item) => productQueryOptions(item.id)) })
  const pricesOf = (item: CartItem): Prices | null => fresh[items.indexOf(item)]?.data?.item.prices ?? item.prices
  const lineTotals = items.map((item) => {
    const prices = pricesOf(item)
    return prices ? prices[currency] * item.quantity : null
  })
  /** The items total in the current currency; null while a line has no price yet. */
  const itemsTotal = lineTotals.every((total) => total !== null) ? lineTotals.reduce<number>((sum, total) => sum + total!, 0) : null
  return { pricesOf, itemsTotal }
}
