/**
 * A render thread (worker_threads): renders pages with the app's server build (page-renderer.ts) off the
 * server's event loop, which stays free to accept connections and answer kept pages. The data a render reads
 * comes from the server's own /api/* answers, asked of the main thread (render-threads.ts), which also notes
 * what each render read.
 */
import { AsyncLocalStorage } from "node:async_hooks"
import { parentPort, workerData } from "node:worker_threads"
import { brotliDecompressSync } from "node:zlib"
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import { BROTLI_QUALITY_KEPT, BROTLI_QUALITY_QUICK, brotliSync } from "../cache/response-cache.js"
import { createPageRenderer, parsedAnswer } from "./page-renderer.js"
import { yieldToServingThread } from "../worker-thread.js"
import type { FromRenderThread, HandedAnswer, RenderThreadData, ToRenderThread } from "./render-threads.js"

const port = parentPort
if (!port) throw new Error("render-thread.ts runs as a worker thread (render-threads.ts starts it)")
const { distDir, origin } = workerData as RenderThreadData
/** Bytes in `transfer` are moved to the main thread, not copied. */
const send = (message: FromRenderThread, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer)

yieldToServingThread()

/** The render each data request belongs to (renders interleave at their awaits), and the answers handed with it. */
const currentRender = new AsyncLocalStorage<{ render: number; handed: Map<string, HandedAnswer> }>()
const asked = new Map<number, { resolve: (answer: { status: number; payload: unknown }) => void; reject: (error: Error) => void }>()
let lastAsk = 0

const renderer = await createPageRenderer({
  distDir,
  origin,
  // Quick for the shopper waiting on the render; the kept copy is made smaller later ("improve").
  brotliQuality: BROTLI_QUALITY_QUICK,
  // What a render read is noted on the main thread, which answers the asks (render-threads.ts).
  transport: async (url) => {
    const current = currentRender.getStore()
    if (current === undefined) throw new Error(`The render thread asked for ${url} outside a render`)
    const handed = current.handed.get(url)
    if (handed) return parsedAnswer(handed.status, handed.payload)
    const render = current.render
    const ask = ++lastAsk
    const { status, payload } = await new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
      asked.set(ask, { resolve, reject })
      send({ type: "get", render, ask, url })
    })
    return parsedAnswer(status, payload)
  },
})

/** The CMS's strings per language as last sent (the main thread sends them again only when they change). */
const cmsStrings = new Map<LanguageCode, UiStrings>()

port.on("message", (message: ToRenderThread) => {
  if (message.type === "improve") {
    // A kept page's brotli made again at the kept quality (the render made it quickly, for the shopper waiting).
    const br = new Uint8Array(brotliSync(brotliDecompressSync(message.br), BROTLI_QUALITY_KEPT))
    return send({ type: "improved", job: message.job, br }, [br.buffer])
  }
  if (message.type === "answer") {
    const waiting = asked.get(message.ask)
    asked.delete(message.ask)
    if (message.error !== undefined) waiting?.reject(new Error(message.error))
    else waiting?.resolve({ status: message.status, payload: message.payload })
    return
  }
  if (message.cmsStrings) cmsStrings.set(message.language, message.cmsStrings)
  const strings = cmsStrings.get(message.language)
  if (!strings) {
    send({ type: "failed", render: message.render, error: `No UI strings were sent for ${message.language}` })
    return
  }
  const started = performance.now()
  currentRender
    .run({ render: message.render, handed: new Map(message.handed.map((answer) => [answer.url, answer])) }, () =>
      renderer.render(message.pagePath, message.language, strings, new Set())
    )
    .then(
      ({ response, complete }) => {
        // Moved, not copied: zlib's output is a view of a larger buffer, which postMessage would copy whole.
        const br = new Uint8Array(response.br!)
        send({ type: "rendered", render: message.render, status: response.status, br, etag: response.etag, complete, threadMs: performance.now() - started }, [br.buffer])
      },
      (error: unknown) => send({ type: "failed", render: message.render, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    )
})

send({ type: "ready" })
