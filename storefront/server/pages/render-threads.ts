/**
 * Page renders in threads of their own (render-thread.ts), so that the server's event loop only accepts
 * connections, answers kept pages and API answers, and hands data to the renders. A render is several
 * milliseconds of React on one thread: on the event loop, a burst of them (a cold start, a UI-string edit
 * that makes every page of a language stale) held every other request and even the accepting of new
 * connections, which libuv does one per turn of the loop.
 *
 * The renders' data still comes from the main thread's caches (the transport: its /api/* answers), and each
 * data request notes what it read in the tags of the render that asked (render-tags.ts). A thread that dies
 * fails its renders in flight and is started again.
 */
import { existsSync } from "node:fs"
import type { Worker } from "node:worker_threads"
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import type { CachedResponse } from "../cache/response-cache.js"
import { matchRoute } from "../../shared/routes.js"
import { productApiUrl } from "../../shared/api-urls.js"
import { createPageFrame, createPageRenderer, HTML_TYPE, serverEntryFile, type PageRenderer, type RenderedHtml } from "./page-renderer.js"
import type { ReadTags, ReadTransport } from "./render-tags.js"
import { startWorkerThread } from "../worker-thread.js"

/**
 * The answers a page's render is known to read, handed to the thread with the render: a product page reads its
 * product. Each ask of the serving thread waits for a turn of its event loop, which under load is a turn full of
 * other requests. Anything else the render reads it still asks for.
 */
function answersReadBy(pagePath: string): string[] {
  const route = matchRoute(pagePath.split("?")[0]!)
  return route?.name === "product" && route.productId !== undefined ? [productApiUrl(route.productId)] : []
}

export interface RenderThreadData {
  distDir: string
  origin: string
}

export type ToRenderThread =
  | { type: "render"; render: number; pagePath: string; language: LanguageCode; cmsStrings?: UiStrings; handed: HandedAnswer[] }
  | { type: "answer"; ask: number; status: number; payload: unknown; error?: undefined }
  | { type: "answer"; ask: number; error: string }
  /** A kept page's brotli (made quickly by its render), to be made again at the kept quality. */
  | { type: "improve"; job: number; br: Uint8Array }

/** An /api/* answer sent with the render, which the render would otherwise ask for. */
export interface HandedAnswer {
  url: string
  status: number
  payload: unknown
}

export type FromRenderThread =
  | { type: "ready" }
  | { type: "get"; render: number; ask: number; url: string }
  | { type: "rendered"; render: number; status: number; br: Uint8Array; etag: string; complete: boolean; threadMs: number }
  | { type: "failed"; render: number; error: string }
  | { type: "improved"; job: number; br: Uint8Array }

interface PendingRender {
  resolve: (rendered: RenderedHtml) => void
  reject: (error: Error) => void
  /** The tags of what the render read (its data requests note theirs here). */
  readTags: ReadTags
}

interface RenderThread {
  worker: Worker
  ready: Promise<void>
  /** Started and ready once: a thread that dies after that is replaced (one that never starts is a broken build). */
  started: boolean
  pending: Map<number, PendingRender>
  /** The CMS strings object each language's renders last got, so they are sent again only when changed. */
  sentStrings: Map<LanguageCode, UiStrings>
  /** Improvements (PageRenderer.improve) under way, by job. */
  improving: Map<number, { resolve: (br: Buffer) => void; reject: (error: Error) => void }>
}

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/**
 * A renderer whose renders run in `threads` worker threads (least busy first). Without the app's server build
 * (an old or partial build) it renders in-process, which then means the app's shell.
 */
export async function createThreadedRenderer(options: {
  distDir: string
  origin: string
  transport: ReadTransport
  threads: number
  log?: (line: string) => void
}): Promise<PageRenderer & { threads?: () => readonly Worker[]; usage?: () => { handed: number; asked: number } }> {
  if (!existsSync(serverEntryFile(options.distDir))) return createPageRenderer(options)
  const frame = createPageFrame(options.distDir)
  const log = options.log ?? ((line: string) => console.warn(line))
  let lastRender = 0
  let closing = false

  /** An /api/* answer as a thread takes it, its tags noted for the render that reads it. */
  async function readAnswer(url: string, readTags: ReadTags): Promise<HandedAnswer> {
    const response = await options.transport(url, readTags)
    return { url, status: response.status, payload: await response.json() }
  }

  async function answerData(thread: RenderThread, ask: number, url: string, pending: PendingRender | undefined) {
    try {
      if (!pending) throw new Error(`no render is waiting for ${url}`)
      const { status, payload } = await readAnswer(url, pending.readTags)
      thread.worker.postMessage({ type: "answer", ask, status, payload } satisfies ToRenderThread)
    } catch (error) {
      thread.worker.postMessage({ type: "answer", ask, error: (error as Error).message } satisfies ToRenderThread)
    }
  }

  function startThread(): RenderThread {
    const worker = startWorkerThread(new URL("./render-thread.ts", import.meta.url), { distDir: options.distDir, origin: options.origin } satisfies RenderThreadData)
    const thread: RenderThread = { worker, ready: Promise.resolve(), started: false, pending: new Map(), sentStrings: new Map(), improving: new Map() }
    thread.ready = new Promise((resolve, reject) => {
      worker.once("error", reject)
      worker.once("exit", (code) => reject(new Error(`the render thread exited with code ${code} before it was ready`)))
      worker.on("message", (message: FromRenderThread) => {
        if (message.type === "ready") {
          thread.started = true
          return resolve()
        }
        if (message.type === "get") {
          usage.asked++
          return void answerData(thread, message.ask, message.url, thread.pending.get(message.render))
        }
        if (message.type === "improved") {
          thread.improving.get(message.job)?.resolve(bufferOf(message.br))
          return void thread.improving.delete(message.job)
        }
        const pending = thread.pending.get(message.render)
        thread.pending.delete(message.render)
        if (!pending) return
        if (message.type === "failed") return pending.reject(new Error(`render thread: ${message.error}`))
        const response: CachedResponse = { status: message.status, type: HTML_TYPE, br: bufferOf(message.br), etag: message.etag }
        pending.resolve({ response, complete: message.complete, threadMs: message.threadMs })
      })
    })
    // Renders waiting for it see the failure; nothing else does.
    thread.ready.catch(() => {})
    // A thread that dies (an uncaught fault, out of memory) fails its renders in flight; a new one takes its place.
    worker.on("error", (error) => log(`render thread failed: ${error.stack ?? error.message}`))
    worker.on("exit", (code) => {
      for (const pending of [...thread.pending.values(), ...thread.improving.values()]) pending.reject(new Error(`the render thread exited (code ${code}) during the render`))
      thread.pending.clear()
      thread.improving.clear()
      if (closing || !thread.started) return
      log(`render thread exited with code ${code}; starting another`)
      threads[threads.indexOf(thread)] = startThread()
    })
    return thread
  }

  const threads = Array.from({ length: Math.max(1, options.threads) }, startThread)
  const leastBusy = () => threads.reduce((least, candidate) => (candidate.pending.size + candidate.improving.size < least.pending.size + least.improving.size ? candidate : least))
  let lastImprovement = 0
  const usage = { handed: 0, asked: 0 }
  await Promise.all(threads.map((thread) => thread.ready))

  return {
    shell: frame.shell,
    async render(pagePath, language, cmsStrings, readTags) {
      // Read here: their tags go to the page as if the thread had asked.
      const handed = await Promise.all(answersReadBy(pagePath).map((url) => readAnswer(url, readTags)))
      let thread = leastBusy()
      await thread.ready
      // A thread that died meanwhile has been replaced: its exit failed what it had, this render goes to another.
      if (!threads.includes(thread)) await (thread = leastBusy()).ready
      const render = ++lastRender
      const sendStrings = thread.sentStrings.get(language) !== cmsStrings
      thread.sentStrings.set(language, cmsStrings)
      usage.handed += handed.length
      return new Promise<RenderedHtml>((resolve, reject) => {
        thread.pending.set(render, { resolve, reject, readTags })
        thread.worker.postMessage({ type: "render", render, pagePath, language, cmsStrings: sendStrings ? cmsStrings : undefined, handed } satisfies ToRenderThread)
      })
    },
    async improve(br) {
      const thread = leastBusy()
      await thread.ready
      const job = ++lastImprovement
      // Copied: the kept page goes on being served from these bytes meanwhile.
      const bytes = new Uint8Array(br)
      return new Promise<Buffer>((resolve, reject) => {
        thread.improving.set(job, { resolve, reject })
        thread.worker.postMessage({ type: "improve", job, br: bytes } satisfies ToRenderThread, [bytes.buffer])
      })
    },
    /** Answers handed to renders with them, and asked for by renders (both counted since start). */
    usage: () => ({ ...usage }),
    /** The threads running now (tests stop one to see the renderer recover). */
    threads: () => threads.map((thread) => thread.worker),
    offEventLoop: true,
    async close() {
      closing = true
      await Promise.all(threads.map((thread) => thread.worker.terminate()))
    },
  }
}
