import type { MedusaContainer } from "@medusajs/framework/types"
import type { Catalogue } from "../catalogue/types"
import { importProducts, type ImportReport } from "./import-products"
import { setUpShipping } from "./shipping-setup"
import { setUpStore } from "./store-setup"

export { PUBLISHABLE_KEY_TITLE, STRIPE_CHECKOUT_PROVIDER_ID } from "./store-setup"
export { FULFILLMENT_SET_NAME, STOCK_LOCATION_NAME, groupRates, setUpShipping } from "./shipping-setup"
export { productImagePath } from "./import-products"

export interface CommerceImportResult extends ImportReport {
  storeChanges: number
  products: number
  /** True when the run changed nothing: the database already held this catalogue. */
  unchanged: boolean
}

/** Idempotent import of a generated catalogue into a running Medusa container. */
export async function importCatalogueIntoCommerce(container: MedusaContainer, catalogue: Catalogue, progress: (line: string) => void = console.log): Promise<CommerceImportResult> {
  const { context, changes: storeChanges } = await setUpStore(container)
  const shippingChanges = await setUpShipping(container, context)
  if (shippingChanges) progress(`shipping: ${shippingChanges} warehouse, zone and rate settings created`)
  const changes = storeChanges + shippingChanges
  const report = await importProducts(container, catalogue, context, progress)
  const unchanged = changes === 0 && report.productsCreated === 0 && report.tagsCreated === 0 && report.translationsCreated === 0 && report.translationsRemoved === 0
  return { ...report, storeChanges: changes, products: catalogue.products.length, unchanged }
}
