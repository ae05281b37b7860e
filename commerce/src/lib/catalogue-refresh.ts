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

/**
 * Products per batch when many change at once (a tag renamed that 5,000 products carry). An edit saved meanwhile
 * joins the next batch, so it waits for about two batches rather than for all of them: a batch's time grows with
 * its products, and a hundred keeps that wait well under the admin's "about two seconds", while the fixed cost of
 * each batch (its transaction, the store's read, the log's entry) stays a small share. `CATALOGUE_REFRESH_CHUNK`
 * sets another size, read at each call (the tests make batches of 2).
 */
const CHUNK_PRODUCTS = 100

const chunkProducts = () => {
  const set = Number(process.env.CATALOGUE_REFRESH_CHUNK)
  return Number.isInteger(set) && set > 0 ? set : CHUNK_PRODUCTS
}

/**
 * Many products' entries made again and logged a chunk at a time, each chunk queued once the one before is
 * logged: storefronts read each chunk's products as it lands, and edits made meanwhile go out between chunks.
 */
export async function refreshInChunks(container: MedusaContainer, productIds: readonly string[]): Promise<void> {
  const size = chunkProducts()
  for (let at = 0; at < productIds.length; at += size) await refreshThenLog(container, productIds.slice(at, at + size))
}
