import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, ProductStatus } from "@medusajs/framework/utils"
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

type PriceRow = { amount: unknown; currency_code: string; price_list_id?: string | null }

/** One item as the read below gives it (written out: Medusa generates Query's types only when it runs). */
interface ItemWithVariantPrices {
  item_id: number
  product?: { status: string; variants?: ({ id: string; price_set?: { prices?: (PriceRow | null)[] | null } | null } | null)[] | null } | null
}

/** A variant's base USD price (no price list): the price the storefront shows as best_usd_price. */
const baseUsdPrice = (prices: (PriceRow | null)[] | null | undefined) =>
  Math.min(...(prices ?? []).flatMap((price) => (price && !price.price_list_id && price.currency_code.toLowerCase() === "usd" ? [Number(price.amount)] : [])))

/**
 * For each item id whose product is published: the variant with the lowest base USD price (ties: the lowest
 * variant id), read through the product link and the variants' price sets with Query.
 */
async function cheapestUsdVariants(container: MedusaContainer, itemIds: number[]): Promise<Map<number, string>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "catalogue_item",
    fields: [
      "item_id",
      "product.status",
      "product.variants.id",
      "product.variants.price_set.prices.amount",
      "product.variants.price_set.prices.currency_code",
      "product.variants.price_set.prices.price_list_id",
    ],
    filters: { item_id: itemIds },
  })
  const cheapest = new Map<number, string>()
  for (const item of data as ItemWithVariantPrices[]) {
    if (item.product?.status !== ProductStatus.PUBLISHED) continue
    const priced = (item.product.variants ?? [])
      .flatMap((variant) => (variant ? [{ id: variant.id, usd: baseUsdPrice(variant.price_set?.prices) }] : []))
      .filter((variant) => Number.isFinite(variant.usd))
      .sort((a, b) => a.usd - b.usd || a.id.localeCompare(b.id))
    if (priced[0]) cheapest.set(Number(item.item_id), priced[0].id)
  }
  return cheapest
}

/**
 * Item ids → the variant the storefront shows the price of (the cheapest USD variant, i.e. best_usd_price)
 * and the product's name in the shopper's language (else English, else the first, else the handle: the
 * storefront's display rule). A missing or unpublished product is a 404.
 */
export const resolveCheckoutItemsStep = createStep("resolve-checkout-items", async (input: { lines: CheckoutLineInput[]; language: string }, { container }) => {
  const ids = input.lines.map((line) => line.item_id)
  const [variantByItem, entries] = await Promise.all([cheapestUsdVariants(container, ids), loadCatalogueEntries(container, ids)])
  const missing = ids.filter((id) => !variantByItem.has(id))
  if (missing.length) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${missing.join(", ")} not found`)
  }
  const names: Record<string, string> = {}
  for (const entry of entries) {
    const text = entry.translations.find((t) => t.language_code === input.language) ?? entry.translations.find((t) => t.language_code === "en") ?? entry.translations[0]
    names[variantByItem.get(entry.item.id)!] = text?.name || entry.item.ident
  }
  return new StepResponse<ResolvedCheckoutItems>({
    items: input.lines.map((line) => {
      const variant_id = variantByItem.get(line.item_id)!
      return { variant_id, quantity: line.quantity, metadata: { item_id: line.item_id, name: names[variant_id]! } }
    }),
    names,
  })
})
