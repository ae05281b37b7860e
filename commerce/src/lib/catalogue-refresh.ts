import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE_MODULE } from "../modules/catalogue"
import type CatalogueModuleService from "../modules/catalogue/service"
import type { ChangedProduct } from "../modules/catalogue/service"
import { refreshPublishedEntriesWorkflow } from "../workflows/catalogue/refresh-published-entries"
import { SerialBatches } from "./serial-batches"

/**
 * The changed products' published entries made again, then the change logged: a storefront that reads the
 * log finds the new entries. One batch at a time, each taking every change that came in meanwhile (an admin
 * save emits an event per product, variant, price and translation it touched; an order, one per line).
 * The container is the application's, the same for every subscriber.
 */
let batches: SerialBatches<ChangedProduct> | undefined
export const refreshThenLog = (container: MedusaContainer, products: ChangedProduct[]): Promise<void> =>
  (batches ??= new SerialBatches(async (changed) => {
    const productIds = changed.includes(null) ? null : changed.filter((product) => product !== null)
    await refreshPublishedEntriesWorkflow(container).run({ input: { product_ids: productIds } })
    await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).recordChanges(changed)
  })).add(products)
