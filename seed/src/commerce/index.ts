import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { Catalogue } from "../catalogue/types"
import { importProducts, type ImportReport } from "./import-products"
import { setUpReturns } from "./returns-setup"
import { setUpShipping } from "./shipping-setup"
import { setUpStock } from "./stock-setup"
import { setUpStore } from "./store-setup"

export { PUBLISHABLE_KEY_TITLE, STRIPE_CHECKOUT_PROVIDER_ID } from "./store-setup"
export { FULFILLMENT_SET_NAME, STOCK_LOCATION_NAME, groupRates, setUpShipping } from "./shipping-setup"
export { productImagePath } from "./import-products"
export { importAtScale, type Slice } from "./import-at-scale"
export { STOCK_MANAGED_KEY } from "./stock-setup"

export interface CommerceImportResult extends ImportReport {
  storeChanges: number
  /** Variants switched to count their stock, and warehouse levels made (stock-setup.ts). */
  stockChanges: number
  products: number
  /** True when the run changed nothing: the database already held this catalogue. */
  unchanged: boolean
}

/**
 * Commerce's workflow that makes the catalogue module's published entries again from the products
 * (commerce/src/workflows/catalogue/refresh-published-entries.ts), run by its name: commerce's code compiles
 * with decorators the seed's build does not take.
 */
const REFRESH_PUBLISHED_ENTRIES = "refresh-published-entries"

/** Commerce's catalogue module (registered as "catalogue"), named here for the same reason. */
interface PublishedEntries {
  publishedPage(limit: number, offset: number): Promise<{ count: number }>
}

/**
 * Idempotent import of a generated catalogue into a running Medusa container. When it changed anything, the
 * published entries (what the storefront's catalogue and search read) are made again for the whole catalogue at
 * the end: so a catalogue imported before products had types gets them in its entries too.
 */
export async function importCatalogueIntoCommerce(container: MedusaContainer, catalogue: Catalogue, progress: (line: string) => void = console.log): Promise<CommerceImportResult> {
  const { context, changes: storeChanges } = await setUpStore(container)
  const shippingChanges = await setUpShipping(container, context)
  if (shippingChanges) progress(`shipping: ${shippingChanges} warehouse, zone and rate settings created`)
  const returnChanges = await setUpReturns(container, context)
  if (returnChanges) progress(`returns: ${returnChanges} return reasons and return shipping options created`)
  const changes = storeChanges + shippingChanges + returnChanges
  const report = await importProducts(container, catalogue, context, progress)
  const stockChanges = await setUpStock(container, catalogue, progress)
  const unchanged =
    changes === 0 &&
    stockChanges === 0 &&
    report.productsCreated === 0 &&
    report.tagsCreated === 0 &&
    report.typesCreated === 0 &&
    report.productsTyped === 0 &&
    report.translationsCreated === 0 &&
    report.translationsRemoved === 0
  // A seed stopped after the products but before their entries (Ctrl-C during the first start) left the
  // catalogue without entries: the next start makes them, though it has no product left to import.
  const entriesMissing = unchanged && (await container.resolve<PublishedEntries>("catalogue").publishedPage(1, 0)).count < catalogue.products.length
  if (!unchanged || entriesMissing) {
    const started = Date.now()
    await container.resolve(Modules.WORKFLOW_ENGINE).run(REFRESH_PUBLISHED_ENTRIES, { input: { product_ids: null } })
    progress(`published entries made for the whole catalogue in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  }
  return { ...report, storeChanges: changes, stockChanges, products: catalogue.products.length, unchanged: unchanged && !entriesMissing }
}
