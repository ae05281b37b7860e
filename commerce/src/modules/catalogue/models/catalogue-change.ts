import { model } from "@medusajs/framework/utils"

/**
 * One entry of the catalogue's change log, which every storefront instance polls (GET /store/catalogue/changes)
 * to drop just the products an edit touched from its caches. PostgreSQL is the only thing the instances share,
 * so any number of them stay correct without shared memory or Redis.
 */
const CatalogueChange = model
  .define("catalogue_change", {
    id: model.id({ prefix: "cchg" }).primaryKey(),
    /** The log's order: a storefront asks for what came after the last `seq` it saw. */
    seq: model.autoincrement(),
    /** The changed product (Medusa's id, read through the product link when asked); null: a change that may touch any product (the seed, a shared record whose products cannot be found). */
    product_id: model.text().nullable(),
    /**
     * A currency rate changed: every price did, and nothing else. Storefronts re-price what they keep with the
     * new rates instead of reading every product again (which takes minutes at 64,000 products).
     */
    rates_changed: model.boolean().default(false),
  })
  .indexes([{ on: ["seq"], unique: true }])

export default CatalogueChange
