/**
 * Searches that found nothing, counted (by the addresses that reported them: search-miss-reporters.ts) in this
 * instance's memory by query (folded), language and UTC day, and
 * handed to commerce in batches (every 10 s and when the server closes): a burst of misses is one commerce
 * request, and nothing waits on commerce while a shopper searches.
 *
 * Bounded: at most SEARCH_MISS_BATCH_MAX different entries wait; past them a new query is dropped until the next
 * batch leaves, while those waiting still count (commerce keeps the same rule per language and day). A batch
 * commerce did not take waits for the next turn within the same bound, days commerce no longer keeps are let go,
 * and a batch commerce refuses as malformed is dropped rather than sent for ever.
 */
import { foldSearchQuery } from "@shop/contracts/api"
import { SEARCH_MISS_BATCH_MAX, SEARCH_MISS_DAYS, type SearchMissBatch } from "@shop/contracts/commerce-api"
import type { LanguageCode } from "@shop/contracts/languages"
import { SearchMissBatchRejectedError, type SearchMissSink } from "./search-misses-client.js"

type Entry = SearchMissBatch["misses"][number]

const DAY_MS = 24 * 3600_000
const utcDay = (at: Date) => at.toISOString().slice(0, 10)

export interface SearchMissCountsOptions {
  sink: SearchMissSink
  /** How often what was counted goes to commerce; 10 s unless set (0: only on flush and close, for tests). */
  intervalMs?: number
  log: (line: string) => void
  /** The clock (tests move it). */
  now?: () => Date
}

export interface SearchMissCounts {
  /** `reporters` more addresses (search-miss-reporters.ts) searched for `q` in `language` and found nothing. */
  count(q: string, language: LanguageCode, reporters: number): void
  /** Sends what was counted now (one batch at a time: a flush while one is on its way waits for it). */
  flush(): Promise<void>
  /** Stops the timer and sends what is left. */
  close(): Promise<void>
  /** Entries waiting, and misses dropped for want of room since the start (the operator's /health shows them). */
  stats(): { waiting: number; dropped: number }
}

export function createSearchMissCounts({ sink, intervalMs = 10_000, log, now = () => new Date() }: SearchMissCountsOptions): SearchMissCounts {
  let waiting = new Map<string, Entry>()
  let dropped = 0
  /** Batches leave one after another. */
  let turns: Promise<void> = Promise.resolve()

  /** Adds to the entry's count, or makes it when there is room; false when there was none. */
  function add(entry: Entry): boolean {
    const key = JSON.stringify([entry.day, entry.language, entry.query])
    const known = waiting.get(key)
    if (known) known.count += entry.count
    else if (waiting.size < SEARCH_MISS_BATCH_MAX) waiting.set(key, { ...entry })
    else return false
    return true
  }

  async function send(): Promise<void> {
    if (waiting.size === 0) return
    const misses = [...waiting.values()]
    waiting = new Map()
    try {
      const { dropped: refused } = await sink.send({ misses })
      if (refused > 0) log(`search misses: commerce kept no room for ${refused} of ${misses.length} (its queries per language and day are full, or the day has passed)`)
    } catch (error) {
      if (error instanceof SearchMissBatchRejectedError) {
        log(`search misses: ${error.message}; the batch of ${misses.length} is dropped`)
        return
      }
      // Back in line for the next turn, before what came since; only days commerce still keeps.
      const oldestKept = utcDay(new Date(now().getTime() - (SEARCH_MISS_DAYS - 1) * DAY_MS))
      const since = waiting
      waiting = new Map()
      let lost = 0
      for (const entry of [...misses, ...since.values()]) if (entry.day < oldestKept || !add(entry)) lost += entry.count
      dropped += lost
      log(`search misses: ${(error as Error).message}; ${waiting.size} entries wait for the next turn${lost > 0 ? `, ${lost} searches let go` : ""}`)
    }
  }

  function flush(): Promise<void> {
    const next = turns.then(send)
    turns = next.catch(() => undefined)
    return next
  }

  const timer = intervalMs > 0 ? setInterval(() => void flush(), intervalMs) : undefined
  // A server with nothing else to do may still exit: what is waiting then goes out with close().
  timer?.unref()

  return {
    count(q, language, reporters) {
      if (!add({ day: utcDay(now()), language, query: foldSearchQuery(q), count: reporters })) dropped += reporters
    },
    flush,
    async close() {
      if (timer) clearInterval(timer)
      await flush()
    },
    stats: () => ({ waiting: waiting.size, dropped }),
  }
}
