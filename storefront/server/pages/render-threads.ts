/**
 * The render threads (render-worker.ts) as the server starts them: each asks the data layer for the answers
 * its screen reads and, when the CMS's copy changed, for a language's UI strings. Without the app's server
 * build (an old or partial build) there are none, and every page is the app's shell (html-pages.ts).
 */
import { existsSync } from "node:fs"
import type { LanguageCode } from "@shop/contracts/languages"
import type { ReadAnswer } from "../data/api-reads.js"
import { startWorkerPool, type WorkerPool } from "../workers/worker-pool.js"
import { serverEntryFile } from "./page-frame.js"
import type { RenderServerApi, RenderWorkerApi, RenderWorkerData } from "./render-worker.js"

export async function startRenderThreads(options: {
  distDir: string
  origin: string
  threads: number
  readAnswer: (url: string) => Promise<ReadAnswer>
  /** Whether the CMS's UI strings are read (a server built without content shows the bundled ones only). */
  cmsStrings: boolean
  log: (line: string) => void
}): Promise<WorkerPool<RenderWorkerApi> | undefined> {
  if (!existsSync(serverEntryFile(options.distDir))) return undefined
  const api: RenderServerApi = {
    readAnswers: (urls: string[]) => Promise.all(urls.map(options.readAnswer)),
    async uiStrings(language: LanguageCode) {
      if (!options.cmsStrings) return { version: "none", strings: {} }
      const answer = await options.readAnswer(`/api/translations/${language}`)
      return { version: answer.version, strings: answer.status === 200 ? (answer.payload as Record<string, never>) : {} }
    },
  }
  return startWorkerPool<RenderWorkerApi>({
    module: new URL("./render-worker.ts", import.meta.url),
    threads: options.threads,
    workerData: { distDir: options.distDir, origin: options.origin } satisfies RenderWorkerData,
    api,
    log: options.log,
  })
}
