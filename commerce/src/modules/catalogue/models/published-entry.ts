import { model } from "@medusajs/framework/utils"

/**
 * A published product as shoppers see it: its catalogue entry (the spec's shape, every language), its
 * categories' handles and its product type, kept by the catalogue module so the storefront's catalogue reads
 * are one indexed read of one table. Made from the Product, Pricing and Translation modules through Query
 * (src/workflows/catalogue/refresh-published-entries.ts) whenever the change subscriber sees an edit, and by
 * the seed and the migration scripts for the whole catalogue. An unpublished or deleted product has no row.
 */
const PublishedEntry = model.define("published_entry", {
  id: model.id({ prefix: "pent" }).primaryKey(),
  /** The shop's numeric item id (the listing order). */
  item_id: model.number().unique(),
  /** The Medusa product it was made from. */
  product_id: model.text().unique(),
  /** The spec's catalogue entry (@shop/contracts' CatalogueEntry). */
  entry: model.json(),
  /** The handles of the product's categories (search's category filter), sorted. */
  category_handles: model.array(),
  /** The variant with the lowest base USD price (the one best_usd_price shows, and the one checkout sells). */
  cheapest_variant_id: model.text(),
  /** The value of the product's Medusa product type (what search knows the product's kind by); null without a type. */
  product_type: model.text().nullable(),
})

export default PublishedEntry
