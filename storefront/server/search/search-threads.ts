/**
 * The server's side of the search thread (search-worker.ts): sends it searches and changes, reads commerce for
 * it, and tells the server when its indexes were rebuilt (the kept search answers are then stale). A thread
 * that dies is started again and builds its indexes again; searches wait for the indexes meanwhile, as they
 * do for the first build (the storefront is not ready until then: app.ts's /readyz).
 */
import type { CatalogueChanges, SearchDocuments } from "@shop/contracts/commerce-api"
import type { SearchSynonyms } from "@shop/contracts/content"
import type { CurrencyRates } from "@shop/contracts/currencies"
import { startWorkerPool } from "../workers/worker-pool.js"
import type { CatalogueSearchRequest, SearchDocumentSource } from "./catalogue-search.js"
import type { SearchWorkerApi } from "./search-worker.js"

export interface SearchUsage {
  products: number
  bytes: number
  ready: boolean
}

export interface SearchServerApi {
  [name: string]: (...args: never[]) => unknown
  searchDocuments(request: Parameters<SearchDocumentSource["searchDocuments"]>[0]): Promise<SearchDocuments>
  changes(since?: number): Promise<CatalogueChanges>
  rebuilt(usage: SearchUsage): void
  log(line: string): void
}

export async function startSearchThread(options: {
  source: SearchDocumentSource
  /** Where the thread keeps snapshots of its indexes (index-snapshots.ts; the source needs `changes`): none unless set. */
  snapshotDir?: string
  /** Reads the search synonyms (the CMS's): at a thread's start, and again when told they may have changed. */
  synonyms?: (firstRead: boolean) => Promise<SearchSynonyms>
  onRebuilt?: () => void
  log: (line: string) => void
}) {
  /** The synonyms the thread has (and as JSON: a content change that leaves them as they were changes nothing). */
  let synonymsSent: SearchSynonyms | undefined
  let synonymsJson: string | undefined
  const readSynonyms = async () => {
    try {
      return await options.synonyms?.(synonymsSent === undefined)
    } catch (error) {
      options.log(`search: the synonyms were not read: ${(error as Error).message}`)
      return undefined
    }
  }
  let usage: SearchUsage = { products: 0, bytes: 0, ready: false }
  let built!: () => void
  let firstBuild = new Promise<void>((resolve) => (built = resolve))
  let answered = 0
  const pool = await startWorkerPool<SearchWorkerApi>({
    module: new URL("./search-worker.ts", import.meta.url),
    threads: 1,
    log: options.log,
    api: {
      searchDocuments: (request: Parameters<SearchServerApi["searchDocuments"]>[0]) => options.source.searchDocuments(request),
      changes: (since?: number) => options.source.changes!(since),
      rebuilt(next: SearchUsage) {
        usage = next
        built()
        options.onRebuilt?.()
      },
      log: options.log,
    },
    // A new thread (the first, or one replacing a thread that died) builds its indexes; searches wait for them.
    async onStart(call) {
      if (usage.ready) firstBuild = new Promise<void>((resolve) => (built = resolve))
      usage = { ...usage, ready: false }
      // A thread replacing one that died gets the synonyms read last if the CMS is away.
      const synonyms = (await readSynonyms()) ?? synonymsSent
      if (synonyms) {
        await call("setSynonyms", synonyms)
        synonymsSent = synonyms
        synonymsJson = JSON.stringify(synonyms)
      }
      await call("start", options.source.changes && options.snapshotDir)
    },
  })

  return {
    /** One page of what `request` finds, best first, as a SearchResponse's JSON (UTF-8), once the indexes are built. */
    async search(request: CatalogueSearchRequest): Promise<Buffer> {
      for (;;) {
        await firstBuild
        const answer = await pool.call("search", request)
        // Undefined: a thread that replaced one that died is building its indexes (firstBuild waits for them).
        if (!answer) continue
        answered++
        return Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength)
      }
    },
    /** Products changed (null: any of them): the thread reads them again and rebuilds its indexes. */
    changed: (itemIds: number[] | null) => void pool.call("changed", itemIds).catch((error: Error) => options.log(`search: ${error.message}`)),
    /** A currency rate changed: the thread re-prices its cards (a thread that starts later reads the new prices). */
    repriced: (rates: CurrencyRates) => void pool.call("repriced", rates).catch((error: Error) => options.log(`search: ${error.message}`)),
    /** The synonyms may have changed (the CMS published something): read again, and the thread told if they did. */
    async synonymsChanged(): Promise<void> {
      const synonyms = await readSynonyms()
      if (!synonyms || JSON.stringify(synonyms) === synonymsJson) return
      synonymsSent = synonyms
      synonymsJson = JSON.stringify(synonyms)
      await pool.call("setSynonyms", synonyms)
    },
    /** Resolves once the indexes are built (or built again after a thread was replaced). */
    built: () => firstBuild,
    usage: () => ({ ...usage, answered }),
    /** The thread running now (tests stop it to see it replaced). */
    thread: () => pool.threads()[0]!,
    close: () => pool.close(),
  }
}

export type SearchThread = Awaited<ReturnType<typeof startSearchThread>>
