import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
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

/** The advisory lock a drain holds (drainWhileLocked). */
const DRAIN_LOCK = "catalogue_pending_refresh"

let draining: Promise<void> | undefined
let drainAgain = false

/**
 * The queued products' entries (CatalogueModuleService.queueRefreshes) made again and logged a chunk at a time,
 * oldest first, until none is left. Each chunk goes through refreshThenLog once the one before is logged, so
 * storefronts read each chunk's products as it lands and edits made meanwhile go out between chunks; it leaves the
 * queue only once logged, so a process stopped midway leaves the rest queued for the next drain (the minute's job,
 * jobs/catalogue-pending-refreshes.ts). One drain per process: a call while one runs has it look again once the queue
 * is empty, and resolves with it. Never fails: a failure is logged once, and what is left stays queued.
 */
export function drainPendingRefreshes(container: MedusaContainer): Promise<void> {
  if (draining) {
    drainAgain = true
    return draining
  }
  draining = (async () => {
    try {
      do {
        drainAgain = false
        await drainWhileLocked(container)
      } while (drainAgain)
    } catch (error) {
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .error(`catalogue refresh: queued products not all made again (the next drain goes on with them): ${(error as Error).message}`)
    } finally {
      draining = undefined
    }
  })()
  return draining
}

/**
 * One process's drain at a time across processes (the server and the worker, two instances): each holds an advisory
 * lock for its whole drain, and one that finds it taken leaves its queued products to the drain under way. A lock
 * rather than `FOR UPDATE SKIP LOCKED` on the queue's rows: a chunk is made again and logged in the refresh
 * workflow's own transactions, so the rows' locks would need a transaction of their own held across them anyway, and
 * two drains side by side would gain nothing (refreshes take turns on published_entry's lock). The lock is the
 * transaction's (pg_try_advisory_xact_lock), in a transaction left idle on one pooled connection while the drain
 * runs: however the drain ends (done, failed, the connection or the process gone) the lock goes with it, where a
 * session lock whose unlock failed would stay on a connection returned to the pool. Once it is released, one more
 * look: a process that found it taken queued its products before, and they may have come after this drain's last take.
 */
async function drainWhileLocked(container: MedusaContainer): Promise<void> {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  do {
    const locked = await knex.transaction(async (lock) => {
      const { rows } = await lock.raw<{ rows: { locked: boolean }[] }>(`SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked`, [DRAIN_LOCK])
      if (!rows[0]?.locked) return false
      for (let taken = await catalogue.takePendingRefreshes(chunkProducts()); taken.product_ids.length; taken = await catalogue.takePendingRefreshes(chunkProducts())) {
        await refreshThenLog(container, taken.product_ids)
        await catalogue.removePendingRefreshes(taken)
      }
      return true
    })
    if (!locked) return
  } while ((await catalogue.takePendingRefreshes(1)).product_ids.length)
}
