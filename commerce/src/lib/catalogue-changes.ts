import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CatalogueChanges } from "@shop/contracts/commerce-api"

/**
 * The catalogue's change log (table `catalogue_change`, Migration20261123100000): subscribers append the
 * products an admin edit touched; every storefront instance polls `changesSince` about once a second and
 * drops just those products from its caches. PostgreSQL is the only thing the instances share, so any
 * number of them stay correct with no shared memory and no Redis.
 */

/** Rows kept: enough for an instance that missed minutes of polling to catch up product by product. */
const KEPT_CHANGES = 10_000

/** A change to one product, or `null` for one that may touch any product (a tag renamed, a category). */
export type ChangedProduct = string | null

export type { CatalogueChanges }

export async function recordCatalogueChanges(container: MedusaContainer, products: ChangedProduct[]): Promise<void> {
  if (!products.length) return
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const distinct = [...new Set(products)]
  // node-postgres sends null elements as SQL NULL (knex's types only allow strings).
  await pg.raw(`INSERT INTO catalogue_change (product_id) SELECT unnest(?::text[])`, [distinct as string[]])
  await pg.raw(`DELETE FROM catalogue_change WHERE seq <= (SELECT max(seq) FROM catalogue_change) - ?`, [KEPT_CHANGES])
}

/**
 * What changed after `since` (a version this endpoint gave before). Without `since`, or when `since` is
 * older than the log keeps or newer than it holds (a restored database), everything counts as changed.
 */
export async function catalogueChangesSince(container: MedusaContainer, since: number | undefined): Promise<CatalogueChanges> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(
    `SELECT COALESCE(max(seq), 0)::bigint AS version, COALESCE(min(seq), 1)::bigint AS oldest FROM catalogue_change`
  )
  const version = Number(rows[0].version)
  const oldest = Number(rows[0].oldest)
  if (since === undefined || since > version || since < oldest - 1) return { version, item_ids: null }
  if (since === version) return { version, item_ids: [] }

  // Deleted products keep their link rows (soft-deleted), so their item ids are still found here.
  const { rows: changed } = await pg.raw(
    `SELECT ch.product_id, ci.item_id
       FROM catalogue_change ch
       LEFT JOIN product_product_catalogue_catalogue_item link ON link.product_id = ch.product_id
       LEFT JOIN catalogue_item ci ON ci.id = link.catalogue_item_id
      WHERE ch.seq > ? AND ch.seq <= ?`,
    [since, version]
  )
  const rowsChanged = changed as { product_id: string | null; item_id: number | null }[]
  if (rowsChanged.some((row) => row.product_id === null)) return { version, item_ids: null }
  const itemIds = [...new Set(rowsChanged.flatMap((row) => (row.item_id === null ? [] : [Number(row.item_id)])))]
  return { version, item_ids: itemIds.sort((a, b) => a - b) }
}
