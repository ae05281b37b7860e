import { MedusaService } from "@medusajs/framework/utils"
import CatalogueItem from "./models/catalogue-item"

/**
 * Data access for the shop's numeric item ids. New ids come from a database sequence
 * (src/lib/catalogue-item-ids.ts); which items are on sale is read with their products (src/lib).
 */
export default class CatalogueModuleService extends MedusaService({ CatalogueItem }) {}
