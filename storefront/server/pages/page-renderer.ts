/**
 * Whole HTML pages: the server's render of the app (dist/server/entry-server.js, built from
 * src/entry-server.tsx) poured into the browser build's index.html, with the page's head, the screen's and
 * language's chunks preloaded, and the state the browser hydrates with.
 * Without the server build (an old or partial build) the page is the app's empty shell, which the browser
 * renders on its own.
 */
import { AsyncLocalStorage } from "node:async_hooks"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { screenOf, type RouteName } from "../../shared/routes.js"
import { SCRIPT_FETCH_PRIORITY } from "../../shared/script-priority.js"
import { APP_MODULE, localeModules, SCREEN_MODULES } from "../../src/app/screen-modules.js"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import { escapeHtml, scriptSafeJson } from "../../src/features/seo/html.js"
import type { GetTransport, TransportResponse } from "../../src/lib/http.js"
import type { ReadTags, ReadTransport } from "./render-tags.js"
import { prepareBody, type CachedResponse } from "../cache/response-cache.js"
import { createUiStrings } from "./ui-strings.js"

const renderTransports = new AsyncLocalStorage<GetTransport>()
const HEAD_MARKER = "<!--app-head-->"
const ROOT_MARKER = "<!--app-html-->"
const STATE_MARKER = "<!--app-state-->"
export const HTML_TYPE = "text/html; charset=utf-8"

/** What src/entry-server.tsx exports (its types stay in the app; the server only sees this shape). */
interface ServerEntry {
  SERVER_STATE_ELEMENT_ID: string
  preloadAllScreens(): Promise<unknown>
  setTransport(transport: GetTransport): void
  renderPage(request: { origin: string; path: string; strings: UiStrings; changedStrings: UiStrings }): Promise<{
    status: number
    language: string
    dir: string
    head: string
    html: string
    state: unknown
    complete: boolean
  }>
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

function loadManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest
  } catch {
    return undefined
  }
}

/**
 * `<link rel="modulepreload">` for a source module's chunk and the chunks it imports, leaving out what the
 * entry already loads (index.html preloads those itself), at low priority (shared/script-priority.ts). Empty
 * when the module is not in the manifest.
 */
export function modulePreloads(manifest: Manifest | undefined, sourceModules: readonly string[]): string {
  if (!manifest) return ""
  const loadedByEntry = new Set<string>()
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return
    into.add(key)
    for (const imported of manifest[key].imports ?? []) collect(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry)
  const wanted = new Set<string>()
  for (const module of sourceModules) collect(module, wanted)
  return [...wanted]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `<link rel="modulepreload" ${SCRIPT_FETCH_PRIORITY} crossorigin href="/${escapeHtml(manifest[key]!.file)}">`)
    .join("")
}

/** An answer for the server's render (what getJson reads of a Response), its payload already parsed. */
export const parsedAnswer = (status: number, payload: unknown): TransportResponse => ({ ok: status >= 200 && status < 300, status, statusText: "", json: async () => payload })

export interface RenderedHtml {
  response: CachedResponse
  /** False when part of the page's data could not be fetched: serve it, but do not keep it. */
  complete: boolean
  /** In a render thread: the render's own time there, without the hand-offs to and from the thread. */
  threadMs?: number
}

export interface PageRenderer {
  /**
   * The page at `pagePath` (path and canonical query) in `language`, given that language's CMS strings; the
   * cache tags of every answer the render read are added to `readTags`.
   */
  render(pagePath: string, language: LanguageCode, cmsStrings: UiStrings, readTags: ReadTags): Promise<RenderedHtml>
  /**
   * When renders compress quickly (render threads: the shopper waiting on a render gets it sooner), the same
   * bytes as brotli at the kept quality, ≈ 25–40% smaller, made off the event loop: for the pages kept and
   * served many times.
   */
  improve?(br: Buffer): Promise<Buffer>
  /**
   * The app's shell for the page: no server render, the browser renders it on its own (main.tsx). What a
   * shopper gets while the page's render waits behind too many others (html-pages.ts).
   */
  shell(pagePath: string, language: LanguageCode): Promise<CachedResponse>
  /** Stops what it started (render threads). */
  close(): Promise<void>
  /** Renders run off the event loop that serves requests (render-threads.ts): they need not be paced to spare it. */
  readonly offEventLoop: boolean
}

/**
 * A page's frame: the browser build's index.html with a page's head, app HTML and state poured in, the
 * chunks to preload per screen and language, and the app's shell. Cheap, and all the server's main thread
 * needs when the renders run in threads of their own (render-threads.ts).
 */
export interface PageFrame {
  /** The finished page's HTML. */
  assemble(language: string, dir: string, head: string, html: string, state: string): string
  preloadsFor(screen: RouteName | "notFound", language: LanguageCode): string
  shell(pagePath: string, language: LanguageCode): Promise<CachedResponse>
}

export function createPageFrame(distDir: string): PageFrame {
  const templateFile = path.join(distDir, "index.html")
  const template = existsSync(templateFile)
    ? readFileSync(templateFile, "utf8")
    : `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Storefront not built</title>${HEAD_MARKER}</head>` +
      `<body><p>The storefront app is not built yet: run <code>npm run build -w storefront</code> (npm start does it).</p><div id="root">${ROOT_MARKER}</div>${STATE_MARKER}</body></html>`
  const manifest = loadManifest(distDir)

  // The template cut once at its <html> tag and markers: each page is then one concatenation, not five
  // searches and copies of the whole page (the title comes with the page's head).
  const [beforeHtml, afterHtml] = cutAt(template.replace(/<title>[^<]*<\/title>\s*/, ""), /<html[^>]*>/)
  const [beforeHead, afterHead] = cutAt(afterHtml, HEAD_MARKER)
  const [beforeRoot, afterRoot] = cutAt(afterHead, ROOT_MARKER)
  const [beforeState, afterState] = cutAt(afterRoot, STATE_MARKER)
  function assemble(language: string, dir: string, head: string, html: string, state: string): string {
    return `${beforeHtml}<html lang="${escapeHtml(language)}" dir="${escapeHtml(dir)}">${beforeHead}${head}${beforeRoot}${html}${beforeState}${state}${afterState}`
  }

  // Per screen and language: the same few dozen strings for every page.
  const preloadsMemo = new Map<string, string>()
  const preloadsFor = (screen: RouteName | "notFound", language: LanguageCode) => {
    const key = `${screen}:${language}`
    let preloads = preloadsMemo.get(key)
    if (preloads === undefined) preloadsMemo.set(key, (preloads = modulePreloads(manifest, [APP_MODULE, SCREEN_MODULES[screen].module, ...localeModules(language, screen)])))
    return preloads
  }
  const shells = new Map<string, Promise<CachedResponse>>()
  const shell = (screen: RouteName | "notFound", language: LanguageCode) => {
    const key = `${screen}:${language}`
    let made = shells.get(key)
    if (!made) {
      const html = assemble(language, languageByCode(language).dir, preloadsFor(screen, language), "", "")
      shells.set(key, (made = prepareBody(screen === "notFound" ? 404 : 200, Buffer.from(html), HTML_TYPE)))
    }
    return made
  }
  return { assemble, preloadsFor, shell: (pagePath, language) => shell(screenOfPage(pagePath), language) }
}

/** `text` before and after the first match of `marker` (which the build's index.html must have). */
function cutAt(text: string, marker: string | RegExp): [string, string] {
  const found = typeof marker === "string" ? marker : marker.exec(text)?.[0]
  const at = found === undefined ? -1 : text.indexOf(found)
  if (found === undefined || at === -1) throw new Error(`The app's index.html lacks ${String(marker)}: build the storefront again (npm run build -w storefront)`)
  return [text.slice(0, at), text.slice(at + found.length)]
}

const screenOfPage = (pagePath: string): RouteName | "notFound" => screenOf(pagePath.split("?")[0]!)

/** Where the server build of the app is; absent in an old or partial build (pages are then the app's shell). */
export const serverEntryFile = (distDir: string) => path.join(distDir, "server", "entry-server.js")

/**
 * Brotli quality of a page rendered on the server's own event loop (no render threads): it is compressed once,
 * there, and kept as it is.
 */
const IN_PROCESS_BROTLI_QUALITY = 4

/** Renders on the thread that calls it: the server's own event loop, or one of the render threads. */
export async function createPageRenderer(options: {
  distDir: string
  origin: string
  transport: ReadTransport
  /** The page's brotli quality (cache/response-cache.ts). */
  brotliQuality?: number
}): Promise<PageRenderer> {
  const frame = createPageFrame(options.distDir)
  const entryFile = serverEntryFile(options.distDir)
  const entry = existsSync(entryFile) ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry) : undefined
  // The render module is one per thread, its transport a global of it: each render finds its own transport
  // (its server's, noting into its own tags) through the async context it runs in. Only renders on this
  // thread use it: with render threads, never the thread that serves requests (render-tags.ts).
  entry?.setTransport((url, signal) => {
    const transport = renderTransports.getStore()
    if (!transport) throw new Error(`The server's render asked for ${url} outside a render`)
    return transport(url, signal)
  })
  // Every screen's code now, not in the first renders under traffic.
  await entry?.preloadAllScreens()
  const uiStrings = createUiStrings()

  return {
    shell: frame.shell,
    async render(pagePath, language, cmsStrings, readTags) {
      const screen = screenOfPage(pagePath)
      if (!entry) return { response: await frame.shell(pagePath, language), complete: false }
      const { strings, changed } = uiStrings(language, cmsStrings)
      const transport: GetTransport = (url) => options.transport(url, readTags)
      const page = await renderTransports.run(transport, () => entry.renderPage({ origin: options.origin, path: pagePath, strings, changedStrings: changed }))
      const state = `<script id="${entry.SERVER_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.state)}</script>`
      const html = frame.assemble(page.language, page.dir, frame.preloadsFor(screen, language) + page.head, page.html, state)
      // Kept compact (brotli only): see html-pages.ts.
      const brotliQuality = options.brotliQuality ?? IN_PROCESS_BROTLI_QUALITY
      return { response: await prepareBody(page.status, Buffer.from(html), HTML_TYPE, { brotliOnly: true, brotliQuality }), complete: page.complete }
    },
    close: async () => {},
    offEventLoop: false,
  }
}
