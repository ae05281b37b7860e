import type { Context } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId, InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { foldSearchQuery, mayBePersonal, SEARCH_QUERY_MAX_LENGTH } from "@shop/contracts/api"
import { SEARCH_MISS_DAYS, SEARCH_MISS_MIN_REPORTERS, SEARCH_MISS_QUERIES_PER_DAY, type SearchMissBatch, type SearchMissBatchResult } from "@shop/contracts/commerce-api"
import SearchMiss from "./models/search-miss"
import type { TopSearchMiss } from "./types"

const DAY_MS = 24 * 3600_000
/**
 * A day's count of one query: the addresses that reported it (the storefront counts each once a day), so more
 * than a big shop's shoppers of a day is no count but a fault; a sum that would pass it stays at it.
 */
export const SEARCH_MISS_DAY_COUNT_MAX = 100_000

const utcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
/** The oldest day kept at `now`: SEARCH_MISS_DAYS days, today included. */
export const firstKeptDay = (now: Date) => new Date(utcDay(now).getTime() - (SEARCH_MISS_DAYS - 1) * DAY_MS)
const isoDay = (day: Date) => day.toISOString().slice(0, 10)

interface CountedMiss {
  day: Date
  language: string
  query: string
  count: number
}
const rowKey = (miss: Omit<CountedMiss, "count">) => JSON.stringify([miss.day.getTime(), miss.language, miss.query])
const dayLanguage = (miss: Omit<CountedMiss, "count" | "query">) => `${miss.day.getTime()} ${miss.language}`

/**
 * Searches that found nothing, counted per query, language and UTC day (models/search-miss.ts), in bounds: at most
 * SEARCH_MISS_QUERIES_PER_DAY queries per language and day, SEARCH_MISS_DAYS days, queries folded and cut to the
 * search's own length, a day's count at most SEARCH_MISS_DAY_COUNT_MAX. The storefront's checks are made again
 * here: no query that may be personal, no new query with fewer than SEARCH_MISS_MIN_REPORTERS reporters (and the
 * route drops queries that find products). The SQL below is the count's increment (an upsert the generated CRUD
 * cannot add up) and the admin's totals over days (a GROUP BY); the rest is the generated CRUD.
 */
export default class SearchMissesModuleService extends MedusaService({ SearchMiss }) {
  /**
   * Adds a batch of counts. An entry for a query the day already has adds to its count; a new query is kept while
   * its language and day have room (the batch's most searched first), else dropped. Days before the kept window
   * (or after tomorrow: a storefront's clock a little ahead is no reason to lose its counts) are dropped, and the
   * days that left the window are deleted. Batches take turns on a transaction lock, so two at once (two
   * storefronts, two commerce instances) cannot both take a day's last room.
   */
  @InjectTransactionManager()
  async addSearchMisses(misses: SearchMissBatch["misses"], now: Date = new Date(), @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<SearchMissBatchResult> {
    const first = firstKeptDay(now)
    const last = new Date(utcDay(now).getTime() + DAY_MS)
    // One entry per row: a statement cannot update the same row twice.
    const batch = new Map<string, CountedMiss>()
    let dropped = 0
    for (const miss of misses) {
      const day = new Date(`${miss.day}T00:00:00Z`)
      const query = foldSearchQuery(miss.query).slice(0, SEARCH_QUERY_MAX_LENGTH)
      if (!(day >= first && day <= last) || !query || mayBePersonal(query)) {
        dropped++
        continue
      }
      const key = rowKey({ day, language: miss.language, query })
      const known = batch.get(key)
      if (known) known.count = Math.min(known.count + miss.count, SEARCH_MISS_DAY_COUNT_MAX)
      else batch.set(key, { day, language: miss.language, query, count: miss.count })
    }

    const manager = sharedContext.transactionManager!
    await manager.execute(`SELECT pg_advisory_xact_lock(hashtext('search_miss'))`)
    await this.deleteSearchMisses({ day: { $lt: first } }, sharedContext)
    if (batch.size === 0) return { counted: 0, dropped }

    const pairs = new Map([...batch.values()].map((miss) => [dayLanguage(miss), { day: miss.day, language: miss.language }]))
    const stored = await this.listSearchMisses({ $or: [...pairs.values()] }, { select: ["day", "language", "query"] }, sharedContext)
    const storedKeys = new Set<string>()
    /** Queries each language and day holds. */
    const used = new Map<string, number>()
    for (const row of stored) {
      const miss = { day: new Date(row.day), language: row.language, query: row.query }
      storedKeys.add(rowKey(miss))
      used.set(dayLanguage(miss), (used.get(dayLanguage(miss)) ?? 0) + 1)
    }

    const admitted: CountedMiss[] = []
    // Known queries always count; new ones by the room left, the most searched first.
    const entries = [...batch.entries()].sort(([, a], [, b]) => b.count - a.count || a.query.localeCompare(b.query))
    for (const [key, miss] of entries) {
      if (storedKeys.has(key)) {
        admitted.push(miss)
        continue
      }
      if (miss.count < SEARCH_MISS_MIN_REPORTERS) {
        dropped++
        continue
      }
      const taken = used.get(dayLanguage(miss)) ?? 0
      if (taken >= SEARCH_MISS_QUERIES_PER_DAY) {
        dropped++
        continue
      }
      used.set(dayLanguage(miss), taken + 1)
      admitted.push(miss)
    }
    if (admitted.length > 0) {
      const rows = admitted.map((miss) => ({
        id: generateEntityId(undefined, "smiss"),
        day: miss.day.toISOString(),
        language: miss.language,
        query: miss.query,
        count: miss.count,
      }))
      await manager.execute(
        `INSERT INTO search_miss (id, day, language, query, count)
           SELECT id, day, language, query, count FROM jsonb_to_recordset(?::jsonb) AS batch(id text, day timestamptz, language text, query text, count integer)
         ON CONFLICT (day, language, query) WHERE deleted_at IS NULL
           DO UPDATE SET count = LEAST(search_miss.count::bigint + excluded.count, ${SEARCH_MISS_DAY_COUNT_MAX}), updated_at = now()`,
        [JSON.stringify(rows)]
      )
    }
    return { counted: admitted.length, dropped }
  }

  /**
   * The queries that found nothing most often in the kept days (counts summed over the days), most first, with
   * the last day each was searched; in one language, or in all of them.
   */
  @InjectManager()
  async topSearchMisses(
    options: { language?: string; limit: number },
    now: Date = new Date(),
    @MedusaContext() sharedContext: Context<EntityManager> = {}
  ): Promise<TopSearchMiss[]> {
    const rows: { query: string; language: string; count: string | number; last_seen: Date | string }[] = await sharedContext.manager!.execute(
      `SELECT query, language, sum(count) AS count, max(day) AS last_seen FROM search_miss
        WHERE deleted_at IS NULL AND day >= ? ${options.language ? "AND language = ?" : ""}
        GROUP BY language, query
        ORDER BY sum(count) DESC, max(day) DESC, language, query
        LIMIT ?`,
      [firstKeptDay(now), ...(options.language ? [options.language] : []), options.limit]
    )
    return rows.map((row) => ({ query: row.query, language: row.language, count: Number(row.count), last_seen: isoDay(new Date(row.last_seen)) }))
  }
}
