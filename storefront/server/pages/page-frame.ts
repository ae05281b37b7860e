/**
 * A whole HTML page's frame: the browser build's index.html, into which the server's render of the app
 * (dist/server/entry-server.js, built from src/entry-server.tsx, run in render-worker.ts) pours the page's
 * head, HTML and the state the browser hydrates with, with the screen's and language's chunks preloaded.
 * Without the server build (an old or partial build) every page is the app's empty shell, which the browser
 * renders on its own.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { screenOf, type RouteName } from "../../shared/routes.js"
import { SCRIPT_FETCH_PRIORITY } from "../../shared/script-priority.js"
import { APP_MODULE, localeModules, SCREEN_MODULES } from "../../src/app/screen-modules.js"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
import { escapeHtml } from "../../src/features/seo/html.js"
import type { GetTransport } from "../../src/lib/http.js"
import { prepareBody, type CachedResponse } from "../cache/prepared-response.js"
const HEAD_MARKER = "<!--app-head-->"
const ROOT_MARKER = "<!--app-html-->"
const STATE_MARKER = "<!--app-state-->"
export const HTML_TYPE = "text/html; charset=utf-8"

/** What src/entry-server.tsx exports (its types stay in the app; the server only sees this shape). */
export interface ServerEntry {
  SERVER_STATE_ELEMENT_ID: string
  preloadAllScreens(): Promise<unknown>
  /** The /api/* answers the screen at a URL reads in its first render (app/route-data.ts). */
  routeApiUrls(url: URL): string[]
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

/**
 * A page's frame: the browser build's index.html with a page's head, app HTML and state poured in, the
 * chunks to preload per screen and language, and the app's shell (what a shopper gets while the page's
 * render waits behind too many others: html-pages.ts).
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

export const screenOfPage = (pagePath: string): RouteName | "notFound" => screenOf(pagePath.split("?")[0]!)

/** Where the server build of the app is; absent in an old or partial build (pages are then the app's shell). */
export const serverEntryFile = (distDir: string) => path.join(distDir, "server", "entry-server.js")
