import { model } from "@medusajs/framework/utils"

/**
 * The shop's numeric identity of a product: the `id` the storefront and the spec's /api/* calls use.
 * Linked one-to-one to a Medusa product (see src/links/product-catalogue-item.ts).
 */
const CatalogueItem = model.define("catalogue_item", {
  /** Medusa's own string id of this row. */
  id: model.id({ prefix: "citem" }).primaryKey(),
  /** The numeric item id: unique, never reused, looked up through its unique index. */
  item_id: model.number().unique(),
})

export default CatalogueItem
