/**
 * What a storefront's `/health` says of its kept pages and its one cache. Older servers report other fields
 * (a8db081: the fast lane and V8's memory, no one cache): what a server does not report is undefined and
 * printed "n/a". The details need the operator's token (HEALTH_TOKEN).
 */
import { storefrontHealthHeaders } from "../../scripts/lib/secrets.js"

export interface PagesHealth {
  kept: number
  keptBytes: number
  renders: number
  /** Renders under way or waiting their turn (background renders after a cold start, re-renders after an edit). */
  rendering?: number
  /** Renders by `<routeName>:<lang>`, e.g. `faq:de`. */
  rendersBy: Record<string, number>
  /** Kept pages whose brotli is still to be made smaller (render threads compress quickly first). */
  toImprove?: number
}

export interface StorefrontHealth {
  pages?: PagesHealth
  /** The one cache (issue 38 on): answers kept, their bytes, its budget (issue 51 on), and the requests answered before Fastify. */
  cache?: { entries: number; bytes: number; maxBytes?: number; quickAnswers: number }
  /** Whether the search indexes are built, and their size (servers with a search index of their own). */
  search?: { ready: boolean; bytes?: number }
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)

export async function readHealth(storefrontUrl: string): Promise<StorefrontHealth> {
  const body = (await (await fetch(`${storefrontUrl}/health`, { headers: storefrontHealthHeaders() })).json()) as {
    pages?: Partial<PagesHealth>
    cache?: Partial<StorefrontHealth["cache"]>
    search?: { ready?: unknown; bytes?: unknown }
  }
  const { pages, cache, search } = body
  return {
    pages:
      pages && isNumber(pages.kept) && isNumber(pages.keptBytes) && isNumber(pages.renders) && typeof pages.rendersBy === "object" && pages.rendersBy !== null
        ? { kept: pages.kept, keptBytes: pages.keptBytes, renders: pages.renders, rendering: pages.rendering, rendersBy: pages.rendersBy, toImprove: pages.toImprove }
        : undefined,
    cache:
      cache && isNumber(cache.entries) && isNumber(cache.bytes) && isNumber(cache.quickAnswers)
        ? { entries: cache.entries, bytes: cache.bytes, maxBytes: isNumber(cache.maxBytes) ? cache.maxBytes : undefined, quickAnswers: cache.quickAnswers }
        : undefined,
    search: search && typeof search.ready === "boolean" ? { ready: search.ready, bytes: isNumber(search.bytes) ? search.bytes : undefined } : undefined,
  }
}

export interface Renders {
  total: number
  /** Most first. */
  byKey: [key: string, count: number][]
}

/** The renders between two readings of /health, or undefined when the server does not count them. */
export function rendersBetween(before: StorefrontHealth, after: StorefrontHealth): Renders | undefined {
  if (!before.pages || !after.pages) return undefined
  const byKey = Object.entries(after.pages.rendersBy)
    .map(([key, count]): [string, number] => [key, count - (before.pages!.rendersBy[key] ?? 0)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
  return { total: after.pages.renders - before.pages.renders, byKey }
}

/**
 * "3 renders (faq:de ×2, home:pl ×1)"; a route rendered in several languages is summed: "product ×15 in 15
 * languages". "n/a" without counts.
 */
export function formatRenders(renders: Renders | undefined, shown = 8): string {
  if (!renders) return "renders n/a (the storefront's /health does not count them yet)"
  const byRoute = new Map<string, [key: string, count: number][]>()
  for (const [key, count] of renders.byKey) {
    const route = key.split(":")[0]!
    byRoute.set(route, [...(byRoute.get(route) ?? []), [key, count]])
  }
  const parts = [...byRoute].map(([route, keys]) => {
    const count = keys.reduce((sum, [, n]) => sum + n, 0)
    return { count, text: keys.length === 1 ? `${keys[0]![0]} ×${count}` : `${route} ×${count} in ${keys.length} languages` }
  })
  const texts = parts.sort((a, b) => b.count - a.count).map((part) => part.text)
  const listed = texts.length > shown ? [...texts.slice(0, shown), `… ${texts.length - shown} more`] : texts
  return `${renders.total} render${renders.total === 1 ? "" : "s"}${listed.length ? ` (${listed.join(", ")})` : ""}`
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** "kept 10,291 pages, 142 MB; the cache 12,003 answers, 180 MB (by /health)", with n/a for what is not reported. */
export function formatKept(health: StorefrontHealth): string {
  const pages = health.pages ? `kept ${health.pages.kept.toLocaleString("en")} pages, ${mb(health.pages.keptBytes)}` : "kept pages and bytes n/a"
  const cache = health.cache ? `the cache ${health.cache.entries.toLocaleString("en")} answers, ${mb(health.cache.bytes)} by /health` : "the one cache n/a"
  return `${pages}; ${cache}`
}

/**
 * Waits until the server has no render under way or waiting, nor kept pages to make smaller (at most
 * `timeoutMs`): after a cold start under traffic the pages it answered with the app's shell are still being
 * rendered in the background, and a "warm" measurement must not start before the site is. Resolves with the milliseconds waited, or undefined
 * when the server does not say or the time ran out.
 */
export async function rendersSettled(storefrontUrl: string, timeoutMs = 180_000): Promise<number | undefined> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const pages = (await readHealth(storefrontUrl)).pages
    if (pages?.rendering === undefined) return undefined
    if (pages.rendering === 0 && !pages.toImprove) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return undefined
}
