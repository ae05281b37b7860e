/**
 * The React app's HTML for every non-API path: status 200 for the routes the app knows (shared/routes.ts),
 * 404 for the rest (the app then shows its 404 page). `<html lang dir>` follows the language prefix.
 * Product pages get their catalogue entry injected as JSON, with a title and description in the page's
 * language, so they render without an API call and are readable without JavaScript.
 * Every page also preloads the chunks its first render waits for (the route's screen, the language's UI
 * strings; found in the build's manifest), so they load alongside the entry script instead of after it.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { PRELOADED_PRODUCT_ELEMENT_ID, type CatalogueEntry } from "@shop/contracts/api"
import { displayText } from "@shop/contracts/catalogue-text"
import { DEFAULT_LANGUAGE, languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { matchRoute, splitLanguagePrefix } from "../../shared/routes.js"
import { localeModule, SCREEN_MODULES, type ScreenName } from "../../src/app/screen-modules.js"
import type { FreshLookup } from "../cache/fast-lane.js"
import { prepareBody, ResponseCache, type CachedResponse } from "../cache/response-cache.js"
import type { CatalogueCache } from "../catalogue-cache.js"
import { CommerceUnavailableError } from "../commerce/catalogue-client.js"

const HEAD_MARKER = "<!--app-head-->"
const HTML_TYPE = "text/html; charset=utf-8"

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers, no JS line terminators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/** The Vite build's index.html, or a page that says how to build it. */
function loadTemplate(distDir: string): string {
  const file = path.join(distDir, "index.html")
  if (existsSync(file)) return readFileSync(file, "utf8")
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Storefront not built</title>${HEAD_MARKER}</head>` +
    `<body><p>The storefront app is not built yet: run <code>npm run build -w storefront</code> (npm start does it).</p></body></html>`
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** The Vite build's manifest, or undefined (no preloads) when it is missing or unreadable. */
function loadManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest
  } catch {
    return undefined
  }
}

/**
 * `<link rel="modulepreload">` for a source module's chunk and the chunks it imports, leaving out what the
 * entry already loads (index.html preloads those itself). Empty when the module is not in the manifest.
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
    .map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}">`)
    .join("")
}

/**
 * Product pages in every language: 640 products × 15 languages ≈ 9,600 pages of ≈ 16 KB with their
 * compressed copies. Kept whole (least recently used out past the budget), so a page view never rebuilds.
 */
export const HTML_CACHE_BYTES = 192 * 1024 * 1024

export function createAppShell(options: { distDir: string; cache: CatalogueCache }) {
  const template = loadTemplate(options.distDir)
  const manifest = loadManifest(options.distDir)
  // A page is built from the product's cached entry and never goes stale by time: its key holds the entry's
  // ETag, so a changed product is a new key and the old page ages out.
  const pages = new ResponseCache({ maxBytes: HTML_CACHE_BYTES, freshMs: (status) => (status === 200 || status === 404 ? Number.MAX_SAFE_INTEGER : 0) })

  function render(language: LanguageCode, screen: ScreenName, head: string, title?: string): Buffer {
    const { dir } = languageByCode(language)
    const preloads = modulePreloads(manifest, [SCREEN_MODULES[screen].module, localeModule(language)])
    let html = template.replace(/<html[^>]*>/, `<html lang="${language}" dir="${dir}">`).replace(HEAD_MARKER, preloads + head)
    if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    return Buffer.from(html)
  }

  function productHead(entry: CatalogueEntry, language: LanguageCode): { head: string; title: string } {
    const text = displayText(entry, language)
    const description = text.description.length > 160 ? `${text.description.slice(0, 157)}…` : text.description
    return {
      title: text.name,
      head:
        `<meta name="description" content="${escapeHtml(description)}">` +
        // The product's picture is the page's largest paint: fetch it with the HTML, not after the app renders.
        (entry.item.image_url ? `<link rel="preload" as="image" href="${escapeHtml(entry.item.image_url)}" fetchpriority="high">` : "") +
        `<script id="${PRELOADED_PRODUCT_ELEMENT_ID}" type="application/json">${scriptSafeJson(entry)}</script>`,
    }
  }

  const locate = (pathname: string) => {
    const route = matchRoute(pathname)
    return { route, language: route?.language ?? splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE }
  }
  const productPageKey = (language: LanguageCode, entry: CachedResponse) => `product:${language}:${(entry.value as CatalogueEntry).item.id}:${entry.etag}`
  const screenPageKey = (language: LanguageCode, screen: ScreenName) => `page:${language}:${screen}`

  /** The HTML answer for a GET of `pathname` (no query string). */
  async function answer(pathname: string): Promise<CachedResponse> {
    const { route, language } = locate(pathname)
    if (route?.name === "product" && route.productId !== undefined) {
      let answer: CachedResponse<CatalogueEntry> | null
      try {
        answer = await options.cache.productEntry(route.productId)
      } catch (error) {
        // Commerce down and the product never cached: the plain shell, uncached; the app fetches (and retries).
        if (error instanceof CommerceUnavailableError) return prepareBody(200, render(language, "product", ""), HTML_TYPE)
        throw error
      }
      if (!answer) return pages.get(`product:${language}:missing`, () => prepareBody(404, render(language, "product", ""), HTML_TYPE))
      const entry = answer.value!
      return pages.get(productPageKey(language, answer), () => {
        const { head, title } = productHead(entry, language)
        return prepareBody(200, render(language, "product", head, title), HTML_TYPE)
      })
    }
    const screen: ScreenName = route?.name ?? "notFound"
    return pages.get(screenPageKey(language, screen), () =>
      prepareBody(route ? 200 : 404, render(language, screen, ""), HTML_TYPE)
    )
  }

  /** For the fast lane: the stored page for `pathname` while it and (on product pages) its product are fresh. */
  function freshLookup(pathname: string): FreshLookup {
    const { route, language } = locate(pathname)
    if (route?.name === "product" && route.productId !== undefined) {
      const product = options.cache.freshLookup.product(route.productId)
      return () => {
        const entry = product()
        return entry && pages.peek(productPageKey(language, entry))
      }
    }
    const key = screenPageKey(language, route?.name ?? "notFound")
    return () => pages.peek(key)
  }

  return { answer, freshLookup }
}

export type AppShell = ReturnType<typeof createAppShell>
