import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import ProductCatalogueItemLink from "../links/product-catalogue-item"

/**
 * Reads across the product link (src/links/product-catalogue-item.ts) through Query: which item id a product
 * has. Query walks the Product module, the link and the catalogue module as
 * Medusa's own routes do, so a renamed link table or column in an upgrade cannot break them silently.
 */

/**
 * The item ids of these products, deleted ones included: read from the product link's own rows, which a
 * product's deletion soft-deletes (a product read would no longer reach its item).
 */
export async function itemIdsOfProducts(container: MedusaContainer, productIds: string[]): Promise<number[]> {
  if (!productIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: ProductCatalogueItemLink.entryPoint,
    fields: ["product_id", "catalogue_item.item_id"],
    filters: { product_id: productIds },
    withDeleted: true,
  })
  const itemIds = (data as { catalogue_item?: { item_id?: number | null } | null }[]).flatMap((link) =>
    typeof link.catalogue_item?.item_id === "number" ? [link.catalogue_item.item_id] : []
  )
  return [...new Set(itemIds)].sort((a, b) => a - b)
}
