/**
 * A render thread: renders pages with the app's server build (src/entry-server.tsx) off the event loop that
 * serves requests. Each render is handed the /api/* answers its screen reads (render-threads.ts); the page's
 * UI strings are asked of the server when the CMS's copy changed. A page is compressed quickly, for the shopper
 * who may be waiting; the server hands a kept page back when the threads are idle, to be made smaller.
 */
import { AsyncLocalStorage } from "node:async_hooks"
import { pathToFileURL } from "node:url"
import { workerData } from "node:worker_threads"
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import { scriptSafeJson } from "../../src/features/seo/html.js"
import type { TransportResponse } from "../../src/lib/http.js"
import { brotliDecompressSync } from "node:zlib"
import { BROTLI_QUALITY_KEPT, BROTLI_QUALITY_QUICK, brotliSync, etagOf } from "../cache/prepared-response.js"
import { serveWorker, yieldToServingThread } from "../workers/worker-pool.js"
import { createPageFrame, screenOfPage, serverEntryFile, type ServerEntry } from "./page-frame.js"
import { createUiStrings } from "../content/ui-strings.js"

export interface RenderWorkerData {
  distDir: string
  origin: string
}

/** An /api/* answer handed to a render, as its screen's query reads it. */
export interface HandedAnswer {
  url: string
  status: number
  payload: unknown
}

export interface RenderRequest {
  pagePath: string
  language: LanguageCode
  /** The version (etag) of the language's UI strings in the CMS: the thread asks for them when it has another. */
  stringsVersion: string
  answers: HandedAnswer[]
}

export interface RenderedPage {
  status: number
  /** The page's HTML as brotli. */
  br: Uint8Array
  etag: string
  /** False when part of the page's data was missing: serve it, but do not keep it. */
  complete: boolean
  /** The render's own time here, without the hand-offs. */
  threadMs: number
}

/** What the render threads ask of the server. */
export interface RenderServerApi {
  [name: string]: (...args: never[]) => unknown
  /** The CMS's UI strings of `language` and their version. */
  uiStrings(language: LanguageCode): Promise<{ version: string; strings: UiStrings }>
}

yieldToServingThread()
const { distDir, origin } = workerData as RenderWorkerData
const frame = createPageFrame(distDir)
const entry = (await import(pathToFileURL(serverEntryFile(distDir)).href)) as ServerEntry
// Renders interleave at their awaits: each reads the answers it was handed, found through the async context.
const handedAnswers = new AsyncLocalStorage<Map<string, HandedAnswer>>()
entry.setTransport(async (url): Promise<TransportResponse> => {
  const answer = handedAnswers.getStore()?.get(url)
  if (!answer) throw new Error(`The render was not handed ${url} (the screen reads what app/route-data.ts lists)`)
  return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, statusText: "", json: async () => answer.payload }
})
// Every screen's code now, not in the first renders under traffic.
await entry.preloadAllScreens()
const mergedStrings = createUiStrings()
const cmsStrings = new Map<LanguageCode, { version: string; strings: UiStrings }>()

async function render({ pagePath, language, stringsVersion, answers }: RenderRequest): Promise<RenderedPage> {
  const started = performance.now()
  if (cmsStrings.get(language)?.version !== stringsVersion) cmsStrings.set(language, await server("uiStrings", language))
  const { strings, changed } = mergedStrings(language, cmsStrings.get(language)!.strings)
  const page = await handedAnswers.run(new Map(answers.map((answer) => [answer.url, answer])), () => entry.renderPage({ origin, path: pagePath, strings, changedStrings: changed }))
  const state = `<script id="${entry.SERVER_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.state)}</script>`
  const html = frame.assemble(page.language, page.dir, frame.preloadsFor(screenOfPage(pagePath), language) + page.head, page.html, state)
  const body = Buffer.from(html)
  // Kept as brotli only (html-pages.ts), made quickly: a shopper may be waiting (quality 5 makes a page a fifth to
  // a third smaller in several times the time: makeSmaller, later). A buffer of its own, handed over without a copy.
  const br = new Uint8Array(brotliSync(body, BROTLI_QUALITY_QUICK))
  return { status: page.status, br, etag: etagOf(body), complete: page.complete, threadMs: performance.now() - started }
}

/** A kept page's brotli made again at the kept quality (the render made it quickly). */
function makeSmaller(br: Uint8Array): Uint8Array {
  return new Uint8Array(brotliSync(brotliDecompressSync(br), BROTLI_QUALITY_KEPT))
}

const api = { render, makeSmaller }
export type RenderWorkerApi = typeof api
const server = serveWorker<RenderServerApi>(api)
