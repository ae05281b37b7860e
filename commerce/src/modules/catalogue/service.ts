import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { CatalogueEntry, CatalogueItem as CatalogueItemContract } from "@shop/contracts/api"
import type { Prices } from "@shop/contracts/currencies"
import CatalogueChange from "./models/catalogue-change"
import CatalogueItem from "./models/catalogue-item"
import PendingRefresh from "./models/pending-refresh"
import PublishedEntry from "./models/published-entry"
import PublishedVersion from "./models/published-version"
import { randomUUID } from "node:crypto"

/** The one row of published_version (its migration makes it). */
const PUBLISHED_VERSION_ID = "pver_published"

/** `count` of `items` (all of them, shuffled, when there are fewer), each drawn once, uniformly at random. */
export function drawWithoutReplacement<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) {
    const pool = [...items]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
    }
    return pool
  }
  // A few from many (20 of 64,000): drawing positions until enough differ beats copying the whole list.
  const positions = new Set<number>()
  while (positions.size < count) positions.add(Math.floor(Math.random() * items.length))
  return [...positions].map((position) => items[position]!)
}

/** Change-log entries kept: enough for an instance that missed minutes of polling to catch up product by product. */
const KEPT_CHANGES = 10_000

/** A change to one product (its Medusa id), or null for one that may touch any product (a tag renamed, a category). */
export type ChangedProduct = string | null

/** Products taken from the queue of those waiting for their entries to be made again (models/pending-refresh.ts). */
export interface PendingRefreshes {
  product_ids: string[]
  /** When they were taken (ISO 8601 to the microsecond, the database's clock): a product queued later stays queued. */
  taken_at: string
}

/** What changed after a version a storefront saw: the products, or null for "treat everything as changed". */
export interface ChangesSince {
  version: number
  product_ids: string[] | null
  /** A currency rate changed meanwhile: every price did. */
  rates_changed: boolean
}

/**
 * A catalogue entry as it is kept: the USD price and the prices a merchandiser set by hand in other currencies;
 * the price in every currency is made when it is read (lib/catalogue-prices.ts), so a rate change rewrites nothing.
 * `available`: the units for sale of the variant it sells (null: not counted), which checkout holds a request to;
 * shoppers get only `stock` (absent in entries made before stock was counted: in stock). `bestseller`: absent likewise (none).
 */
export interface StoredCatalogueEntry extends Omit<CatalogueEntry, "item"> {
  item: Omit<CatalogueItemContract, "prices" | "stock" | "bestseller"> & {
    set_prices?: Partial<Prices>
    available?: number | null
    stock?: CatalogueItemContract["stock"]
    bestseller?: boolean
  }
}

/** A published entry as it is written (models/published-entry.ts). */
export interface PublishedEntryRow {
  item_id: number
  product_id: string
  entry: StoredCatalogueEntry
  category_handles: string[]
  cheapest_variant_id: string
  /** The value of the product's Medusa product type, null without one. */
  product_type: string | null
}

/** A stored row as a PublishedEntryRow: the data model types a JSON column as a plain record; it holds what refresh wrote. */
const asRow = (row: Omit<PublishedEntryRow, "entry"> & { entry: Record<string, unknown> }): PublishedEntryRow => ({
  item_id: row.item_id,
  product_id: row.product_id,
  entry: row.entry as unknown as StoredCatalogueEntry,
  category_handles: row.category_handles,
  cheapest_variant_id: row.cheapest_variant_id,
  product_type: row.product_type,
})

/**
 * The shop's numeric item ids (CatalogueItem, linked one-to-one to Medusa's products), the catalogue's change
 * log (CatalogueChange) and the published entries the storefront reads (PublishedEntry). The SQL below is
 * the item-id sequence's, which the data model cannot express (Migration20261123100000), the published item ids
 * and their dates read in one statement, a random draw of entries, and the queue of products waiting for their
 * entries to be made again (PendingRefresh): everything else is the generated CRUD.
 */
export default class CatalogueModuleService extends MedusaService({ CatalogueItem, CatalogueChange, PublishedEntry, PublishedVersion, PendingRefresh }) {
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
    await this.trimChanges(sharedContext)
  }

  /** Appends a currency rate change to the log: every price changed, no product did otherwise. */
  @InjectTransactionManager()
  async recordRatesChange(@MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<void> {
    await this.createCatalogueChanges([{ product_id: null, rates_changed: true }], sharedContext)
    await this.trimChanges(sharedContext)
  }

  /**
   * Queues products for their entries to be made again (lib/catalogue-refresh.ts's drain). One already queued is
   * queued again as of now (its `created_at`): a drain may have taken it and read it before this change, and removes
   * only what was queued before its take. In id order, so two processes queueing the same products cannot deadlock.
   */
  @InjectManager()
  async queueRefreshes(productIds: readonly string[], @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<void> {
    if (!productIds.length) return
    await sharedContext.manager!.execute(
      `INSERT INTO catalogue_pending_refresh (product_id) SELECT DISTINCT jsonb_array_elements_text(?::jsonb) ORDER BY 1
        ON CONFLICT (product_id) DO UPDATE SET created_at = now()`,
      [JSON.stringify(productIds)]
    )
  }

  /** The `count` products queued longest, and when they were read (for removePendingRefreshes). */
  @InjectManager()
  async takePendingRefreshes(count: number, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<PendingRefreshes> {
    const rows = await sharedContext.manager!.execute<{ product_id: string; taken_at: string }[]>(
      `SELECT product_id, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS taken_at
         FROM catalogue_pending_refresh ORDER BY created_at, product_id LIMIT ?`,
      [count]
    )
    return { product_ids: rows.map((row) => row.product_id), taken_at: rows[0]?.taken_at ?? "" }
  }

  /** Takes taken products off the queue, but not one queued again since they were taken (queueRefreshes). */
  @InjectManager()
  async removePendingRefreshes({ product_ids, taken_at }: PendingRefreshes, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<void> {
    if (!product_ids.length) return
    await sharedContext.manager!.execute(
      `DELETE FROM catalogue_pending_refresh WHERE product_id IN (SELECT jsonb_array_elements_text(?::jsonb)) AND created_at <= ?::timestamptz`,
      [JSON.stringify(product_ids), taken_at]
    )
  }

  private async trimChanges(sharedContext: Context<EntityManager>): Promise<void> {
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
    if (since === undefined || since > version || since < oldestKept - 1) return { version, product_ids: null, rates_changed: false }
    if (since === version) return { version, product_ids: [], rates_changed: false }
    const changed = await this.listCatalogueChanges({ seq: { $gt: since, $lte: version } }, { select: ["product_id", "rates_changed"] }, sharedContext)
    const rates_changed = changed.some((change) => change.rates_changed)
    if (changed.some((change) => change.product_id === null && !change.rates_changed)) return { version, product_ids: null, rates_changed }
    return { version, product_ids: [...new Set(changed.flatMap((change) => change.product_id ?? []))], rates_changed }
  }

  #changeLogId: Promise<string> | undefined

  /**
   * Which change log this database keeps (CatalogueChanges.log): the moment its published-version row was made,
   * by the migration that made the table, which no later write changes. Read once.
   */
  @InjectManager()
  async changeLogId(@MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<string> {
    this.#changeLogId ??= sharedContext
      .manager!.execute<{ made: string }[]>(`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS.US') AS made FROM published_version WHERE id = ?`, [
        PUBLISHED_VERSION_ID,
      ])
      .then((rows) => rows[0]?.made ?? "")
    this.#changeLogId.catch(() => (this.#changeLogId = undefined))
    return this.#changeLogId
  }

  /**
   * Every published item and when its entry was last made, in item id order. An entry is made again, in the
   * refresh that goes before each change-log entry, whenever its product, a translation, a price, a tag or its
   * stock changes, so that moment is when the page last changed (a whole-catalogue refresh, by the seed or a
   * migration, dates every entry then). One read of the module's own table: reading each product's own date
   * through Query took seconds at 64,000 products, on every edit (the storefront asks after each change).
   */
  @InjectManager()
  async publishedLastModified(@MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<{ item_id: number; made_at: Date }[]> {
    const rows = await sharedContext.manager!.execute<{ item_id: string | number; created_at: Date | string }[]>(
      `SELECT item_id, created_at FROM published_entry WHERE deleted_at IS NULL ORDER BY item_id`
    )
    return rows.map((row) => ({ item_id: Number(row.item_id), made_at: new Date(row.created_at) }))
  }

  /** The published item ids in order as of a version token (published-version.ts), and the read of them under way. */
  #order: { token: string; itemIds: Promise<number[]> } | undefined

  /**
   * The published item ids in order: read again only after published entries were written (the token changed),
   * so a page or a random draw is a lookup of a few ids through the unique index, never a scan of the catalogue.
   */
  private async publishedOrder(sharedContext: Context<EntityManager>): Promise<number[]> {
    const [version] = await sharedContext.manager!.execute<{ token: string }[]>(`SELECT token FROM published_version WHERE id = ?`, [PUBLISHED_VERSION_ID])
    const token = version?.token ?? ""
    if (this.#order?.token !== token) {
      const itemIds = sharedContext
        .manager!.execute<{ item_id: string | number }[]>(`SELECT item_id FROM published_entry WHERE deleted_at IS NULL ORDER BY item_id`)
        .then((rows) => rows.map((row) => Number(row.item_id)))
      this.#order = { token, itemIds }
      itemIds.catch(() => this.#order?.itemIds === itemIds && (this.#order = undefined))
    }
    return this.#order.itemIds
  }

  /** One page of the published catalogue in item id order, and how many products it holds in all. */
  @InjectManager()
  async publishedPage(limit: number, offset: number, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<{ entries: PublishedEntryRow[]; count: number }> {
    const itemIds = await this.publishedOrder(sharedContext)
    return { entries: await this.publishedEntries(itemIds.slice(offset, offset + limit), sharedContext), count: itemIds.length }
  }

  /** The published entries of these item ids, in their order; ids with no published product are left out. */
  @InjectManager()
  async publishedEntries(itemIds: number[], @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<PublishedEntryRow[]> {
    if (!itemIds.length) return []
    const rows = await this.listPublishedEntries({ item_id: itemIds }, {}, sharedContext)
    const byItemId = new Map(rows.map((row) => [row.item_id, asRow(row)]))
    return itemIds.flatMap((itemId) => byItemId.get(itemId) ?? [])
  }

  /**
   * Which of the asked (language, folded query) pairs a published product's name or tags in that language hold, as
   * "language query" keys: such a query finds that product in the storefront's search. One statement for all of
   * them (the search-miss batches ask about their few entries).
   */
  @InjectManager()
  async queriesInNamesOrTags(asked: { language: string; query: string }[], @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<Set<string>> {
    if (asked.length === 0) return new Set()
    const rows: { language: string; query: string }[] = await sharedContext.manager!.execute(
      `SELECT asked.language, asked.query FROM jsonb_to_recordset(?::jsonb) AS asked(language text, query text)
        WHERE EXISTS (
          SELECT 1 FROM published_entry entry, jsonb_array_elements(entry.entry->'translations') AS text
           WHERE entry.deleted_at IS NULL AND text->>'language_code' = asked.language
             AND (strpos(lower(text->>'name'), asked.query) > 0 OR strpos(lower(text->>'tags'), asked.query) > 0))`,
      [JSON.stringify(asked.map(({ language, query }) => ({ language, query })))]
    )
    return new Set(rows.map((row) => `${row.language} ${row.query}`))
  }

  /**
   * `count` distinct published entries drawn uniformly at random from the item ids this process keeps (publishedOrder).
   * `ORDER BY random()` read every row: at 64,000 products a scan of the catalogue for every draw (docs/adr/0013).
   */
  @InjectManager()
  async randomPublishedEntries(count: number, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<PublishedEntryRow[]> {
    const itemIds = await this.publishedOrder(sharedContext)
    return this.publishedEntries(drawWithoutReplacement(itemIds, count), sharedContext)
  }

  /**
   * Replaces the published entries of these products (of every product when `productIds` is null) with what
   * `readEntries` makes of them, in one transaction: a product with no entry among them (unpublished, deleted)
   * loses its row. Refreshes take turns on a transaction lock held from before the read until the commit, so
   * two at once (the seed's process and the server's subscriber, or two instances) can neither collide on an
   * item id nor write an older read over a newer one.
   */
  @InjectTransactionManager()
  async refreshPublishedEntries(
    productIds: string[] | null,
    readEntries: () => Promise<PublishedEntryRow[]>,
    @MedusaContext() sharedContext: Context<EntityManager> = {}
  ): Promise<number> {
    await sharedContext.transactionManager!.execute(`SELECT pg_advisory_xact_lock(hashtext('published_entry'))`)
    const entries = await readEntries()
    const replaced = productIds ?? (await this.listPublishedEntries({}, { select: ["product_id"] }, sharedContext)).map((row) => row.product_id)
    if (replaced.length) await this.deletePublishedEntries({ product_id: replaced }, sharedContext)
    if (entries.length)
      await this.createPublishedEntries(
        entries.map((row) => ({ ...row, entry: { ...row.entry } })),
        sharedContext
      )
    // The whole catalogue made again covers every product queued before it began (their edits were saved before it
    // read them): a seed's own events queue the products of each tag it translates, and the next start's job would
    // make them all again and log them, which empties every cache in front of the shop.
    if (productIds === null) await sharedContext.transactionManager!.execute(`DELETE FROM catalogue_pending_refresh WHERE created_at <= now()`)
    await sharedContext.transactionManager!.execute(`UPDATE published_version SET token = ? WHERE id = ?`, [randomUUID(), PUBLISHED_VERSION_ID])
    return entries.length
  }
}
