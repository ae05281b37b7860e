/**
 * The render threads (render-worker.ts) as the server starts them, and what a page's render reads: the app
 * lists the /api/* answers each screen reads (src/app/route-data.ts, exported by its server build), the server
 * reads them from its data layer and hands them to the thread with the render. The threads ask the server
 * for a language's UI strings when the CMS's copy changed. Without the app's server build (an old or partial
 * build) there are none, and every page is the app's shell (html-pages.ts).
 */
import { existsSync } from "node:fs"
import { pathToFileURL } from "node:url"
import type { LanguageCode } from "@shop/contracts/languages"
import type { ReadAnswer } from "../data/api-reads.js"
import { startWorkerPool, type WorkerPool } from "../workers/worker-pool.js"
import { serverEntryFile, type ServerEntry } from "./page-frame.js"
import type { RenderServerApi, RenderWorkerApi, RenderWorkerData } from "./render-worker.js"

export interface PageRenders {
  pool: WorkerPool<RenderWorkerApi>
  /** The /api/* answers the screen at `url` reads in its first render. */
  readsOf(url: URL): string[]
}

export async function startRenderThreads(options: {
  distDir: string
  origin: string
  threads: number
  readAnswer: (url: string) => Promise<ReadAnswer>
  /** Whether the CMS's UI strings are read (a server built without content shows the bundled ones only). */
  cmsStrings: boolean
  log: (line: string) => void
}): Promise<PageRenders | undefined> {
  const entryFile = serverEntryFile(options.distDir)
  if (!existsSync(entryFile)) return undefined
  // The app's own list of what each screen reads (the app's code, loaded on this thread too).
  const entry = (await import(pathToFileURL(entryFile).href)) as Pick<ServerEntry, "routeApiUrls">
  const api: RenderServerApi = {
    async uiStrings(language: LanguageCode) {
      if (!options.cmsStrings) return { version: "none", strings: {} }
      const answer = await options.readAnswer(`/api/translations/${language}`)
      return { version: answer.version, strings: answer.status === 200 ? (answer.payload as Record<string, never>) : {} }
    },
  }
  const pool = await startWorkerPool<RenderWorkerApi>({
    module: new URL("./render-worker.ts", import.meta.url),
    threads: options.threads,
    workerData: { distDir: options.distDir, origin: options.origin } satisfies RenderWorkerData,
    api,
    log: options.log,
  })
  return { pool, readsOf: (url) => entry.routeApiUrls(url) }
}
