/**
 * The server's side of the search thread (search-thread.ts): sends it searches and changes, reads commerce
 * for it, and tells the server when its indexes were rebuilt (the stored search answers are then stale). A
 * thread that dies is replaced and builds its indexes again; until a thread has them, search() answers
 * undefined and the server asks commerce's own search instead.
 */
import type { Worker } from "node:worker_threads"
import type { SearchDocuments } from "@shop/contracts/commerce-api"
import { startWorkerThread } from "../worker-thread.js"
import type { CatalogueSearchRequest, SearchDocumentSource } from "./catalogue-search.js"

type DocumentsRequest = Parameters<SearchDocumentSource["searchDocuments"]>[0]

export type ToSearchThread =
  | { type: "start" }
  | { type: "search"; id: number; request: CatalogueSearchRequest }
  | { type: "changed"; itemIds: number[] | null }
  | { type: "documents"; ask: number; documents: SearchDocuments; error?: undefined }
  | { type: "documents"; ask: number; error: string }

export interface SearchUsage {
  products: number
  bytes: number
  ready: boolean
}

export type FromSearchThread =
  | { type: "ready" }
  /** `answer`: the SearchResponse's JSON, UTF-8. */
  | { type: "answer"; id: number; answer: Uint8Array | undefined }
  | { type: "documents"; ask: number; request: DocumentsRequest }
  | { type: "rebuilt"; usage: SearchUsage }
  | { type: "log"; line: string }

export function createSearchThread(options: { source: SearchDocumentSource; onRebuilt?: () => void; log?: (line: string) => void }) {
  const log = options.log ?? ((line: string) => console.warn(line))
  const waiting = new Map<number, (answer: Buffer | undefined) => void>()
  let lastSearch = 0
  let usage: SearchUsage = { products: 0, bytes: 0, ready: false }
  /** Searches the thread answered (not commerce). */
  let answered = 0
  let closing = false
  let rebuilt: () => void = () => {}
  let firstBuild = new Promise<void>((resolve) => (rebuilt = resolve))

  async function readDocuments(worker: Worker, ask: number, request: DocumentsRequest) {
    try {
      worker.postMessage({ type: "documents", ask, documents: await options.source.searchDocuments(request) } satisfies ToSearchThread)
    } catch (error) {
      worker.postMessage({ type: "documents", ask, error: (error as Error).message } satisfies ToSearchThread)
    }
  }

  function start(): Worker {
    const worker = startWorkerThread(new URL("./search-thread.ts", import.meta.url), undefined)
    worker.on("message", (message: FromSearchThread) => {
      switch (message.type) {
        case "ready":
          return worker.postMessage({ type: "start" } satisfies ToSearchThread)
        case "answer":
          if (message.answer) answered++
          waiting.get(message.id)?.(message.answer && Buffer.from(message.answer.buffer, message.answer.byteOffset, message.answer.byteLength))
          return void waiting.delete(message.id)
        case "documents":
          return void readDocuments(worker, message.ask, message.request)
        case "rebuilt":
          usage = message.usage
          rebuilt()
          return options.onRebuilt?.()
        case "log":
          return log(message.line)
      }
    })
    worker.on("error", (error) => log(`search thread failed: ${error.stack ?? error.message}`))
    worker.on("exit", (code) => {
      // Searches in flight go to commerce instead.
      for (const answer of waiting.values()) answer(undefined)
      waiting.clear()
      usage = { ...usage, ready: false }
      if (closing) return
      log(`search thread exited with code ${code}; starting another`)
      firstBuild = new Promise<void>((resolve) => (rebuilt = resolve))
      thread = start()
    })
    return worker
  }

  let thread = start()

  return {
    /** One page of what `request` finds, best first, as a SearchResponse's JSON (UTF-8); undefined while no index is built (ask commerce then). */
    search(request: CatalogueSearchRequest): Promise<Buffer | undefined> {
      if (!usage.ready) return Promise.resolve(undefined)
      const id = ++lastSearch
      return new Promise((resolve) => {
        waiting.set(id, resolve)
        thread.postMessage({ type: "search", id, request } satisfies ToSearchThread)
      })
    },
    /** Products changed (null: any of them): the thread reads them again and rebuilds its indexes. */
    changed(itemIds: number[] | null) {
      thread.postMessage({ type: "changed", itemIds } satisfies ToSearchThread)
    },
    /** Resolves once the indexes were built (or rebuilt after a thread was replaced). */
    built: () => firstBuild,
    usage: () => ({ ...usage, answered }),
    /** The thread running now (tests stop it to see it replaced). */
    thread: () => thread,
    async close() {
      closing = true
      await thread.terminate()
    },
  }
}

export type SearchThread = ReturnType<typeof createSearchThread>
