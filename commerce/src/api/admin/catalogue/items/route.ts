import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { pageLimit, parseInput, wholeNumber } from "../../../../lib/validate"

const AdminCatalogueItemsQuery = z.object({
  item_id: wholeNumber("item_id").optional(),
  product_id: z.string().min(1).optional(),
  limit: pageLimit(200).default(50),
  offset: wholeNumber("offset").default(0),
})

/**
 * GET /admin/catalogue/items — the shop's numeric item ids with their products, for merchandisers:
 * the whole list in item id order, one item id, or the item id of one product.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { item_id, product_id, limit, offset } = parseInput(AdminCatalogueItemsQuery, req.query)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)

  if (product_id) {
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "title", "handle", "thumbnail", "status", "catalogue_item.item_id"],
      filters: { id: product_id },
    })
    const product = data[0] as { catalogue_item?: { item_id: number } | null } | undefined
    const items = product?.catalogue_item ? [{ item_id: product.catalogue_item.item_id, product }] : []
    return res.json({ items, count: items.length, limit, offset })
  }

  const { data, metadata } = await query.graph({
    entity: "catalogue_item",
    fields: ["item_id", "product.id", "product.title", "product.handle", "product.thumbnail", "product.status"],
    filters: item_id ? { item_id } : {},
    pagination: { skip: offset, take: limit, order: { item_id: "ASC" } },
  })
  res.json({ items: data, count: metadata?.count ?? data.length, limit, offset })
}
