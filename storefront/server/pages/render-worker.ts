/**
 * A render thread: renders pages with the app's server build (src/entry-server.tsx) off the event loop that
 * serves requests. Each render is handed the /api/* answers its screen reads (render-threads.ts); the page's
 * UI strings are asked of the server when the CMS's copy changed.
 *
 * A page is compressed quickly, for the shopper who may be waiting; a page to keep is compressed again, smaller,
 * when the thread has no render to do, and handed to the server (`keptSmaller`), which keeps those bytes if the
 * page is still the one kept: every later visitor downloads a fifth to a third fewer bytes, and the cache holds more.
 */
import { AsyncLocalStorage } from "node:async_hooks"
import { pathToFileURL } from "node:url"
import { workerData } from "node:worker_threads"
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import { scriptSafeJson } from "../../src/features/seo/html.js"
import type { TransportResponse } from "../../src/lib/http.js"
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
  /** The page is kept (when it comes out complete): compress it again, smaller, once the thread is idle. */
  keep: boolean
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
  /** The kept page `pagePath` (the one of `etag`) as a smaller brotli. */
  keptSmaller(pagePath: string, etag: string, br: Uint8Array): void
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

/** Kept pages to compress again, newest last; past MAX_TO_MAKE_SMALLER the oldest are left as they are. */
const toMakeSmaller: { pagePath: string; etag: string; body: Buffer }[] = []
const MAX_TO_MAKE_SMALLER = 512
let rendering = 0

/** One kept page compressed again, when no render waits; then the next, each in a turn of its own. */
function makeSmaller() {
  if (rendering > 0) return
  const next = toMakeSmaller.pop()
  if (!next) return
  const br = new Uint8Array(brotliSync(next.body, BROTLI_QUALITY_KEPT))
  void server("keptSmaller", next.pagePath, next.etag, br).catch(() => {})
  setImmediate(makeSmaller)
}

async function render(request: RenderRequest): Promise<RenderedPage> {
  rendering++
  try {
    const page = await renderPage(request)
    if (request.keep && page.status === 200 && page.complete) {
      toMakeSmaller.push({ pagePath: request.pagePath, etag: page.etag, body: page.body })
      if (toMakeSmaller.length > MAX_TO_MAKE_SMALLER) toMakeSmaller.shift()
    }
    const { body: _body, ...rendered } = page
    return rendered
  } finally {
    rendering--
    setImmediate(makeSmaller)
  }
}

async function renderPage({ pagePath, language, stringsVersion, answers }: RenderRequest): Promise<RenderedPage & { body: Buffer }> {
  const started = performance.now()
  if (cmsStrings.get(language)?.version !== stringsVersion) cmsStrings.set(language, await server("uiStrings", language))
  const { strings, changed } = mergedStrings(language, cmsStrings.get(language)!.strings)
  const page = await handedAnswers.run(new Map(answers.map((answer) => [answer.url, answer])), () => entry.renderPage({ origin, path: pagePath, strings, changedStrings: changed }))
  const state = `<script id="${entry.SERVER_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.state)}</script>`
  const html = frame.assemble(page.language, page.dir, frame.preloadsFor(screenOfPage(pagePath), language) + page.head, page.html, state)
  const body = Buffer.from(html)
  // Kept as brotli only (html-pages.ts), made quickly: a shopper may be waiting (a kept page is made smaller
  // later, makeSmaller). A buffer of its own, handed over to the server without a copy.
  const br = new Uint8Array(brotliSync(body, BROTLI_QUALITY_QUICK))
  return { status: page.status, br, etag: etagOf(body), complete: page.complete, threadMs: performance.now() - started, body }
}

const api = { render }
export type RenderWorkerApi = typeof api
const server = serveWorker<RenderServerApi>(api)
