import { model } from "@medusajs/framework/utils"

/**
 * How often shoppers searched for one query in one language on one day and found nothing (issue 41): what the
 * admin's "Searches that found nothing" lists, so merchandisers know which synonym or product to add. Counts
 * only, nothing about who searched. Bounded by the service: so many queries per language and day, so many days.
 */
const SearchMiss = model
  .define("search_miss", {
    id: model.id({ prefix: "smiss" }).primaryKey(),
    /** The UTC day of the searches, at 00:00 UTC. */
    day: model.dateTime(),
    /** The storefront language searched in ("de"). */
    language: model.text(),
    /** The query as typed, folded (lower case, white space collapsed: @shop/contracts/api's foldSearchQuery). */
    query: model.text(),
    /** Searches of that query, language and day that found nothing. */
    count: model.number(),
  })
  .indexes([{ on: ["day", "language", "query"], unique: true }])

export default SearchMiss
