import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadCatalogueEntries } from "../../../lib/catalogue-entries"

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
 * and the product's name in the shopper's language (else English, else the first, else the handle: the
 * storefront's display rule). A missing or unpublished product is a 404.
 */
export const resolveCheckoutItemsStep = createStep(
  "resolve-checkout-items",
  async (input: { lines: CheckoutLineInput[]; language: string }, { container }) => {
    const ids = input.lines.map((line) => line.item_id)
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const [variants, entries] = await Promise.all([
      db.raw(
        `SELECT DISTINCT ON (ci.item_id) ci.item_id, v.id AS variant_id
           FROM catalogue_item ci
           JOIN product_product_catalogue_catalogue_item link ON link.catalogue_item_id = ci.id AND link.deleted_at IS NULL
           JOIN product p ON p.id = link.product_id AND p.deleted_at IS NULL AND p.status = 'published'
           JOIN product_variant v ON v.product_id = p.id AND v.deleted_at IS NULL
           JOIN product_variant_price_set vps ON vps.variant_id = v.id AND vps.deleted_at IS NULL
           JOIN price pr ON pr.price_set_id = vps.price_set_id AND pr.deleted_at IS NULL
                        AND pr.price_list_id IS NULL AND lower(pr.currency_code) = 'usd'
          WHERE ci.item_id = ANY(?) AND ci.deleted_at IS NULL
          ORDER BY ci.item_id, pr.amount ASC, v.id`,
        [ids]
      ),
      loadCatalogueEntries(container, ids),
    ])
    const variantByItem = new Map((variants.rows as { item_id: number; variant_id: string }[]).map((row) => [row.item_id, row.variant_id]))
    const missing = ids.filter((id) => !variantByItem.has(id))
    if (missing.length) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${missing.join(", ")} not found`)
    }
    const names: Record<string, string> = {}
    for (const entry of entries) {
      const text =
        entry.translations.find((t) => t.language_code === input.language) ??
        entry.translations.find((t) => t.language_code === "en") ??
        entry.translations[0]
      names[variantByItem.get(entry.item.id)!] = text?.name || entry.item.ident
    }
    return new StepResponse<ResolvedCheckoutItems>({
      items: input.lines.map((line) => {
        const variant_id = variantByItem.get(line.item_id)!
        return { variant_id, quantity: line.quantity, metadata: { item_id: line.item_id, name: names[variant_id]! } }
      }),
      names,
    })
  }
)
