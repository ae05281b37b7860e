import { model } from "@medusajs/framework/utils"

/**
 * A product waiting for its published entry to be made again (and logged): the products of a tag, type or category
 * renamed or deleted, thousands at once, which lib/catalogue-refresh.ts's drain makes again a chunk at a time. Kept in
 * PostgreSQL, not in a process's memory, so a process stopped midway leaves the rest here and the next drain (the
 * minute's job, jobs/catalogue-pending-refreshes.ts) finishes them. Its `created_at` is when it was last queued:
 * the drain takes the oldest first.
 */
const PendingRefresh = model.define("catalogue_pending_refresh", {
  /** The Medusa product: queued once however many renames name it. */
  product_id: model.text().primaryKey(),
})

export default PendingRefresh
