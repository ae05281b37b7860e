import { useQueries } from "@tanstack/react-query"
import type { Stock } from "@shop/contracts/api"
import type { Prices } from "@shop/contracts/currencies"
import type { CartItem } from "../../../lib/cart"
import { useCurrency } from "../../../lib/currency-context"
import { productQueryOptions } from "../../product/api/get-product"

/**
 * The cart's lines as checkout will take them: each line's product read again (the product page's query, so a
 * product just seen is not fetched twice). Its price as checkout charges it (as the line was added until then): a
 * price changed since (by a merchandiser or a currency rate) shows here before the payment page asks for it; a
 * line kept from before prices came in every currency has none until its product is read. Its stock: a line
 * for more than is left, or for a product sold out, cannot be checked out (null until read).
 */
export function useLineProducts(items: readonly CartItem[]) {
  const { currency } = useCurrency()
  const fresh = useQueries({ queries: items.map((item) => productQueryOptions(item.id)) })
  const productOf = (item: CartItem) => fresh[items.indexOf(item)]?.data?.item
  const pricesOf = (item: CartItem): Prices | null => productOf(item)?.prices ?? item.prices
  const stockOf = (item: CartItem): Stock | null => productOf(item)?.stock ?? null
  const lineTotals = items.map((item) => {
    const prices = pricesOf(item)
    return prices ? prices[currency] * item.quantity : null
  })
  /** The items total in the current currency; null while a line has no price yet. */
  const itemsTotal = lineTotals.every((total) => total !== null) ? lineTotals.reduce<number>((sum, total) => sum + total!, 0) : null
  /** Every line can be ordered as it is (as far as known: a line not read yet is left to checkout). */
  const orderable = items.every((item) => orderableLine(item.quantity, stockOf(item)))
  return { pricesOf, stockOf, itemsTotal, orderable }
}

/** Whether a line of `quantity` can be ordered with this stock (unknown stock: checkout decides). */
export const orderableLine = (quantity: number, stock: Stock | null) => stock === null || (stock.status !== "sold_out" && quantity <= stock.max_quantity)
