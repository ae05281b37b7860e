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
  /**
   * Among its category's best sellers of the last 30 days (by units in orders not canceled), as the bestseller job
   * last counted them (jobs/bestsellers.ts). A merchandiser's own mark is the product's metadata (lib/bestsellers.ts).
   */
  bestseller: model.boolean().default(false),
})

export default CatalogueItem
