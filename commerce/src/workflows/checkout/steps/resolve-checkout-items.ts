import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { productName } from "@shop/contracts/catalogue-text"
import { readPublishedEntriesOfItems } from "../../../lib/catalogue-entries"

export interface CheckoutLineInput {
  /** The shop's numeric item id. */
  item_id: number
  quantity: number
}

export interface ResolvedCheckoutItems {
  /**
   * The cart's lines. Their metadata keeps the shop's item id and the name the shopper saw, which the order's
   * lines carry on: the e-mails and the order page show that name (Medusa's own line title is the English one).
   */
  items: { variant_id: string; quantity: number; metadata: { item_id: number; name: string } }[]
  /** The product's name in the shopper's language, by variant id (Stripe's page shows it). */
  names: Record<string, string>
}

/**
 * Item ids → the variant the storefront shows the price of (the cheapest USD variant, i.e. best_usd_price)
 * and the product's name in the shopper's language (the storefront's display rule). A missing or
 * unpublished product is a 404.
 */
export const resolveCheckoutItemsStep = createStep("resolve-checkout-items", async (input: { lines: CheckoutLineInput[]; language: string }, { container }) => {
  const ids = input.lines.map((line) => line.item_id)
  // Read from the products themselves, not from the kept entries: an item unpublished a moment ago is not sold.
  const entries = await readPublishedEntriesOfItems(container, ids)
  const variantByItem = new Map(entries.map((row) => [row.item_id, row.cheapest_variant_id]))
  const missing = ids.filter((id) => !variantByItem.has(id))
  if (missing.length) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${missing.join(", ")} not found`)
  }
  const names: Record<string, string> = {}
  for (const { entry, cheapest_variant_id } of entries) names[cheapest_variant_id] = productName(entry.translations, entry.item.ident, input.language)
  return new StepResponse<ResolvedCheckoutItems>({
    items: input.lines.map((line) => {
      const variant_id = variantByItem.get(line.item_id)!
      return { variant_id, quantity: line.quantity, metadata: { item_id: line.item_id, name: names[variant_id]! } }
    }),
    names,
  })
})
