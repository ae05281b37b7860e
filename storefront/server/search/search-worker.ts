/**
 * The search thread: holds the search indexes (catalogue-search.ts) and answers searches off the server's
 * event loop, which building the indexes (CPU-bound work that grows with the catalogue) would otherwise
 * hold for every edit. The products come from commerce through the server (search-threads.ts), which owns
 * the catalogue client.
 */
import type { SearchSynonyms } from "@shop/contracts/content"
import type { CurrencyRates } from "@shop/contracts/currencies"
import { backgroundPace } from "./background-pace.js"
import { createCatalogueSearch, type CatalogueSearchRequest } from "./catalogue-search.js"
import { serveWorker } from "../workers/worker-pool.js"
import type { SearchServerApi } from "./search-threads.js"

/**
 * Searches are answered at the serving thread's priority, builds and merges paced to half a core: building the
 * indexes (long at 100× the catalogue: bench/search-scale.ts times it) must not slow the serving thread's renders.
 */
const BACKGROUND_SHARE = 0.5

const api = {
  search: (request: CatalogueSearchRequest) => index.search(request),
  changed: (itemIds: number[] | null) => index.changed(itemIds),
  repriced: (rates: CurrencyRates) => void index.repriced(rates),
  setSynonyms: (synonyms: SearchSynonyms) => index.setSynonyms(synonyms),
  /** Builds the indexes (from the newest snapshot in `snapshotDir` when it is usable: index-snapshots.ts). */
  start: (snapshotDir?: string) => void index.start(snapshotDir),
}
export type SearchWorkerApi = typeof api

const server = serveWorker<SearchServerApi>(api)
const index = createCatalogueSearch({
  source: { searchDocuments: (request) => server("searchDocuments", request), changes: (since) => server("changes", since) },
  onRebuilt: () => void server("rebuilt", index.usage()),
  pace: backgroundPace(BACKGROUND_SHARE),
  log: (line) => void server("log", line),
})
