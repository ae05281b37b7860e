/**
 * The search thread (worker_threads): holds the search indexes (catalogue-search.ts) and answers searches
 * off the server's event loop, which building the indexes (≈ a second for today's catalogue in 15
 * languages) would otherwise hold for every edit. The products come from commerce through the main thread
 * (search-threads.ts), which owns the catalogue client.
 */
import { parentPort } from "node:worker_threads"
import type { SearchDocuments } from "@shop/contracts/commerce-api"
import { backgroundPace } from "./background-pace.js"
import { createCatalogueSearch } from "./catalogue-search.js"
import type { FromSearchThread, ToSearchThread } from "./search-threads.js"

const port = parentPort
if (!port) throw new Error("search-thread.ts runs as a worker thread (search-threads.ts starts it)")
const send = (message: FromSearchThread) => port.postMessage(message)
/**
 * The thread answers searches at the serving thread's priority, but builds and merges at half a core:
 * building the indexes (a second of CPU today, a minute at 100×) must not slow the serving thread's renders
 * (the whole-site bench's cold start gave p99 286 ms with builds unpaced, target ≤ 250 ms).
 */
const BACKGROUND_SHARE = 0.5

const asked = new Map<number, { resolve: (documents: SearchDocuments) => void; reject: (error: Error) => void }>()
let lastAsk = 0

const search = createCatalogueSearch({
  source: {
    searchDocuments: (request) =>
      new Promise<SearchDocuments>((resolve, reject) => {
        const ask = ++lastAsk
        asked.set(ask, { resolve, reject })
        send({ type: "documents", ask, request })
      }),
  },
  onRebuilt: () => send({ type: "rebuilt", usage: search.usage() }),
  pace: backgroundPace(BACKGROUND_SHARE),
  log: (line) => send({ type: "log", line }),
})

port.on("message", (message: ToSearchThread) => {
  switch (message.type) {
    case "search": {
      const answer = search.search(message.request)
      // Handed over, not copied: the answer's bytes are the main thread's from here.
      return port.postMessage({ type: "answer", id: message.id, answer } satisfies FromSearchThread, answer ? [answer.buffer] : [])
    }
    case "changed":
      return search.changed(message.itemIds)
    case "start":
      return void search.start()
    case "documents": {
      const waiting = asked.get(message.ask)
      asked.delete(message.ask)
      if (message.error !== undefined) waiting?.reject(new Error(message.error))
      else waiting?.resolve(message.documents)
    }
  }
})

send({ type: "ready" })
