/**
 * Which products are bestsellers (issue 56: badges from data, ADR 0019): the ones that sold most in their
 * category over the last 30 days, by units in orders not canceled, counted by the bestseller job; or the ones a
 * merchandiser marked (the product's metadata `bestseller`, set in the admin's product page).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE_MODULE } from "../modules/catalogue"
import type CatalogueModuleService from "../modules/catalogue/service"
import { refreshThenLog } from "./catalogue-refresh"

/** The metadata key of a merchandiser's own mark. */
export const BESTSELLER_KEY = "bestseller"
/** The window sales are counted over. */
export const BESTSELLER_DAYS = 30
/** Bestsellers per category (the ones that sold most; fewer when fewer sold). */
export const BESTSELLERS_PER_CATEGORY = 3
/** Orders read per call. */
const PAGE = 200

/** Whether a merchandiser marked the product (metadata `bestseller`: true, or "true" as the admin's metadata form writes it). */
export const markedBestseller = (metadata: Record<string, unknown> | null | undefined) => metadata?.[BESTSELLER_KEY] === true || metadata?.[BESTSELLER_KEY] === "true"

interface OrderRow {
  canceled_at: string | null
  items: ({ product_id: string | null; quantity: number } | null)[] | null
}

/** Units sold of each product in orders placed since `since` and not canceled. */
async function unitsSold(container: MedusaContainer, since: Date): Promise<Map<string, number>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const units = new Map<string, number>()
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["canceled_at", "items.product_id", "items.quantity"],
      filters: { created_at: { $gte: since.toISOString() } },
      pagination: { skip, take: PAGE, order: { created_at: "ASC" } },
    })
    for (const order of data as unknown as OrderRow[]) {
      if (order.canceled_at) continue
      for (const item of order.items ?? []) if (item?.product_id) units.set(item.product_id, (units.get(item.product_id) ?? 0) + Number(item.quantity))
    }
    if (data.length < PAGE) return units
  }
}

/** The products that sold most in each of their categories since `since`: product ids. */
export async function bestSellingProducts(container: MedusaContainer, since: Date): Promise<Set<string>> {
  const units = await unitsSold(container, since)
  if (!units.size) return new Set()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "categories.handle"], filters: { id: [...units.keys()] } })
  const byCategory = new Map<string, { id: string; units: number }[]>()
  for (const product of data as { id: string; categories?: ({ handle: string } | null)[] | null }[]) {
    for (const category of product.categories ?? []) {
      if (!category) continue
      byCategory.set(category.handle, [...(byCategory.get(category.handle) ?? []), { id: product.id, units: units.get(product.id) ?? 0 }])
    }
  }
  const best = new Set<string>()
  for (const products of byCategory.values()) {
    for (const { id } of products.sort((a, b) => b.units - a.units || a.id.localeCompare(b.id)).slice(0, BESTSELLERS_PER_CATEGORY)) best.add(id)
  }
  return best
}

/**
 * Counts the last 30 days' sales again and marks the catalogue's items: those whose mark changed have their
 * entries made again and logged (the storefronts show the badge, or stop). Returns the products that changed.
 */
export async function countBestsellers(container: MedusaContainer, now = new Date()): Promise<string[]> {
  const best = await bestSellingProducts(container, new Date(now.getTime() - BESTSELLER_DAYS * 24 * 3600_000))
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // The items marked now, and those of the products that sold most: the ones whose mark changes are among them.
  const [{ data: marked }, { data: selling }] = await Promise.all([
    // (Query's generated types know the column once Medusa has run with it: the filter is typed loosely.)
    query.graph({ entity: "catalogue_item", fields: ["id", "bestseller", "product.id"], filters: { bestseller: true } as never }),
    best.size ? query.graph({ entity: "product", fields: ["id", "catalogue_item.id", "catalogue_item.bestseller"], filters: { id: [...best] } }) : { data: [] },
  ])
  const items = new Map<string, { id: string; bestseller: boolean; productId: string }>()
  for (const item of marked as unknown as { id: string; bestseller: boolean; product?: { id: string } | null }[]) {
    if (item.product) items.set(item.id, { id: item.id, bestseller: item.bestseller, productId: item.product.id })
  }
  for (const product of selling as unknown as { id: string; catalogue_item?: { id: string; bestseller: boolean } | null }[]) {
    if (product.catalogue_item) items.set(product.catalogue_item.id, { ...product.catalogue_item, productId: product.id })
  }
  const changed = [...items.values()].filter((item) => item.bestseller !== best.has(item.productId))
  if (!changed.length) return []
  await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).updateCatalogueItems(changed.map((item) => ({ id: item.id, bestseller: !item.bestseller })))
  const productIds = changed.map((item) => item.productId)
  await refreshThenLog(container, productIds)
  return productIds
}
