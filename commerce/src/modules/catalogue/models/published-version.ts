import { model } from "@medusajs/framework/utils"

/**
 * One row whose token changes, in the same transaction, whenever published entries are written. A commerce
 * process keeps the published item ids in order while the token stays the same (service.ts: a catalogue page is
 * a range of the item id index, not an OFFSET scan over 64,000 rows). A random token, not a counter: a database
 * restored to an earlier copy can never hand back a token this process saw after that copy.
 */
const PublishedVersion = model.define("published_version", {
  id: model.id({ prefix: "pver" }).primaryKey(),
  token: model.text(),
})

export default PublishedVersion
