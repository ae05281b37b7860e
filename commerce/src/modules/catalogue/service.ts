import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import CatalogueChange from "./models/catalogue-change"
import CatalogueItem from "./models/catalogue-item"

/** Change-log entries kept: enough for an instance that missed minutes of polling to catch up product by product. */
const KEPT_CHANGES = 10_000

/** A change to one product (its Medusa id), or null for one that may touch any product (a tag renamed, a category). */
export type ChangedProduct = string | null

/** What changed after a version a storefront saw: the products, or null for "treat everything as changed". */
export interface ChangesSince {
  version: number
  product_ids: string[] | null
}

/**
 * The shop's numeric item ids (CatalogueItem, linked one-to-one to Medusa's products) and the catalogue's change
 * log (CatalogueChange). The two SQL statements below are the item-id sequence's, which the data model
 * cannot express (Migration20261123100000): everything else is the generated CRUD.
 */
export default class CatalogueModuleService extends MedusaService({ CatalogueItem, CatalogueChange }) {
  /**
   * `count` new item ids from the `catalogue_item_id_seq` sequence: nextval() is atomic, so products created at
   * the same moment, in the admin or by two importers, never share an id.
   */
  @InjectManager()
  async nextItemIds(count: number, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<number[]> {
    if (count <= 0) return []
    const rows: { id: number }[] = await sharedContext.manager!.execute(`SELECT nextval('catalogue_item_id_seq')::int AS id FROM generate_series(1, ?)`, [count])
    return rows.map((row) => Number(row.id))
  }

  /**
   * After ids were given explicitly (the seed keeps the catalogue's own ids), moves the sequence past the
   * highest id in use, so the next product created in the admin gets the next id and never a taken one.
   */
  @InjectManager()
  async advanceItemIdSequence(@MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<void> {
    await sharedContext.manager!.execute(
      `SELECT setval('catalogue_item_id_seq', GREATEST((SELECT max(item_id) FROM catalogue_item), (SELECT last_value FROM catalogue_item_id_seq)))
        WHERE EXISTS (SELECT 1 FROM catalogue_item WHERE deleted_at IS NULL)`
    )
  }

  /** Appends changes to the log (one entry per distinct product) and drops the entries past the last KEPT_CHANGES. */
  @InjectTransactionManager()
  async recordChanges(products: ChangedProduct[], @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<void> {
    if (!products.length) return
    await this.createCatalogueChanges(
      [...new Set(products)].map((product_id) => ({ product_id })),
      sharedContext
    )
    const [newest] = await this.listCatalogueChanges({}, { select: ["seq"], order: { seq: "DESC" }, take: 1 }, sharedContext)
    if (newest && newest.seq > KEPT_CHANGES) await this.deleteCatalogueChanges({ seq: { $lte: newest.seq - KEPT_CHANGES } }, sharedContext)
  }

  /**
   * What changed after `since` (a version this gave before). Without `since`, or when `since` is older than the
   * log keeps or newer than it holds (a restored database), everything counts as changed.
   */
  @InjectManager()
  async changesSince(since: number | undefined, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<ChangesSince> {
    const [[newest], [oldest]] = await Promise.all([
      this.listCatalogueChanges({}, { select: ["seq"], order: { seq: "DESC" }, take: 1 }, sharedContext),
      this.listCatalogueChanges({}, { select: ["seq"], order: { seq: "ASC" }, take: 1 }, sharedContext),
    ])
    const version = newest?.seq ?? 0
    const oldestKept = oldest?.seq ?? 1
    if (since === undefined || since > version || since < oldestKept - 1) return { version, product_ids: null }
    if (since === version) return { version, product_ids: [] }
    const changed = await this.listCatalogueChanges({ seq: { $gt: since, $lte: version } }, { select: ["product_id"] }, sharedContext)
    if (changed.some((change) => change.product_id === null)) return { version, product_ids: null }
    return { version, product_ids: [...new Set(changed.map((change) => change.product_id!))] }
  }

  /** When each product last appeared in the log (translations, prices and tags are other modules' rows, which the log records). */
  @InjectManager()
  async lastChangedAt(@MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<Map<string, Date>> {
    const changes = await this.listCatalogueChanges({ product_id: { $ne: null } }, { select: ["product_id", "created_at"] }, sharedContext)
    const newest = new Map<string, Date>()
    for (const { product_id, created_at } of changes) {
      if (product_id === null) continue
      const at = new Date(created_at)
      const known = newest.get(product_id)
      if (!known || at > known) newest.set(product_id, at)
    }
    return newest
  }
}
