import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import CatalogueModule from "../modules/catalogue"

/** Each product has exactly one numeric item id, and each item id names exactly one product. */
export default defineLink(ProductModule.linkable.product, CatalogueModule.linkable.catalogueItem)
