import { model } from "@medusajs/framework/utils"

/**
 * How many units of a charged currency one USD buys, as the merchandisers set it (ADR 0018): every price in that
 * currency not set by hand is the USD price at this rate. One row per charged currency but USD; the migration
 * starts them at the spec's figures.
 */
const CurrencyRate = model.define("currency_rate", {
  id: model.id({ prefix: "crate" }).primaryKey(),
  /** ISO 4217, upper case ("EUR"). */
  currency_code: model.text().unique(),
  units_per_usd: model.bigNumber(),
})

export default CurrencyRate
