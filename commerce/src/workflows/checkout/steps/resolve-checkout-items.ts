import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { productName } from "@shop/contracts/catalogue-text"
import { pricesOf, type ChargedCurrency } from "@shop/contracts/currencies"
import { readPublishedEntries, readPublishedEntriesOfItems } from "../../../lib/catalogue-entries"
import { CATALOGUE_MODULE } from "../../../modules/catalogue"
import type CatalogueModuleService from "../../../modules/catalogue/service"
import { currentRates } from "../../../lib/catalogue-prices"

/** The code of the error a checkout for more than is in stock fails with (the route answers it as a 409 with its message). */
export const OUT_OF_STOCK = "out_of_stock"

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
  items: { variant_id: string; quantity: number; unit_price: number; metadata: { item_id: number; name: string } }[]
  /** The product's name in the shopper's language, by variant id (Stripe's page shows it). */
  names: Record<string, string>
  /** The items' total in the cart's currency (what the free-shipping threshold is compared with). */
  items_total: number
}

/**
 * Item ids → the variant the storefront shows the price of (the cheapest USD variant, i.e. best_usd_price), its
 * price in the cart's currency as the catalogue shows it (a price set by hand, else the USD price at the rate: ADR
 * 0018), and the product's name in the shopper's language (the storefront's display rule). A missing or
 * unpublished product is a 404; more than is in stock, a 409.
 */
export const resolveCheckoutItemsStep = createStep(
  "resolve-checkout-items",
  async (input: { lines: CheckoutLineInput[]; language: string; currency: ChargedCurrency }, { container }) => {
    const ids = input.lines.map((line) => line.item_id)
    // Read from the products themselves, not from the kept entries: an item unpublished a moment ago is not sold.
    const [entries, rates] = await Promise.all([readPublishedEntriesOfItems(container, ids), currentRates(container)])
    const variantByItem = new Map(entries.map((row) => [row.item_id, row.cheapest_variant_id]))
    const missing = ids.filter((id) => !variantByItem.has(id))
    if (missing.length) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${missing.join(", ")} not found`)
    }
    // What is there now (stocked less reserved), not what a page showed: more than that is refused before a cart exists.
    const availableByItem = new Map(entries.map((row) => [row.item_id, row.entry.item.available ?? null]))
    const short = input.lines.flatMap((line) => {
      const available = availableByItem.get(line.item_id) ?? null
      return available !== null && line.quantity > available ? [available === 0 ? `product ${line.item_id} is sold out` : `only ${available} of product ${line.item_id} left`] : []
    })
    if (short.length) {
      // The shopper's page showed more: its entry is made again now (and logged), so that the page, reading it
      // after this answer, shows what is left (the stock change's own refresh may not have run yet).
      const productIds = entries.map((row) => row.product_id)
      const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
      await catalogue.refreshPublishedEntries(productIds, () => readPublishedEntries(container, productIds))
      await catalogue.recordChanges(productIds)
      throw new MedusaError(MedusaError.Types.CONFLICT, `Not enough stock: ${short.join("; ")}`, OUT_OF_STOCK)
    }
    const names: Record<string, string> = {}
    const unitPrices: Record<string, number> = {}
    for (const { entry, cheapest_variant_id } of entries) {
      names[cheapest_variant_id] = productName(entry.translations, entry.item.ident, input.language)
      unitPrices[cheapest_variant_id] = pricesOf(entry.item.best_usd_price, rates, entry.item.set_prices)[input.currency]
    }
    const items = input.lines.map((line) => {
      const variant_id = variantByItem.get(line.item_id)!
      // A custom price to Medusa: the one the catalogue showed, in a currency the variant may have no price in.
      return { variant_id, quantity: line.quantity, unit_price: unitPrices[variant_id]!, metadata: { item_id: line.item_id, name: names[variant_id]! } }
    })
    return new StepResponse<ResolvedCheckoutItems>({ items, names, items_total: items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0) })
  }
)
