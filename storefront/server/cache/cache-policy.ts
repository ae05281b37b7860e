/**
 * How long browsers and shared caches (Varnish, a CDN: see varnish/) may keep the storefront's answers.
 * - Public answers (pages, catalogue and content JSON, sitemaps): browsers revalidate every time (max-age=0:
 *   a cheap 304 by ETag), shared caches keep them for minutes: every change purges what it touched by cache tag
 *   (cache-tags.ts), so the minutes only bound a purge that got lost. While the storefront makes an answer
 *   again, shared caches may serve their copy (stale-while-revalidate), and for a day if it fails.
 * - An answer the storefront itself served stale (its new one is being made) is kept by shared caches for
 *   a second only: a purge just dropped their copy, and the next one must not be the old answer again.
 * - The app's shell standing in for a page still being rendered: shared caches keep it a few seconds, so that
 *   the shoppers asking for the page meanwhile share one request (Varnish coalesces them), then ask again.
 * - Per-visitor answers (search results pages, checkout returns, POSTs, errors) are never stored anywhere.
 */
import type { CachedResponse } from "./prepared-response.js"

/** How long shared caches keep a public answer unless the answer says otherwise. */
export const SHARED_MAX_AGE_SECONDS = 300
const STALE_WHILE_REVALIDATE_SECONDS = 60
const STALE_IF_ERROR_SECONDS = 86_400

export const PRIVATE_NO_STORE = "private, no-store"
/**
 * The shell served while the page renders (a `deferred` answer). Not private: a private answer makes Varnish
 * send every request for the URL on, each alone, for minutes (hit-for-miss), and a cold burst then costs the
 * storefronts every request. Kept 5 s: 1 s made the cold burst through Varnish (check:production) ask the
 * storefronts markedly more often, 10 s fewer still with no better latency; a shopper may get the shell up to
 * 5 s after the page is ready (the browser renders the same page from it).
 */
const STAND_IN_CACHE_CONTROL = "public, max-age=0, s-maxage=5"

// No must-revalidate: it would forbid shared caches the stale copies stale-while-revalidate and stale-if-error allow.
const publicPolicy = (sharedSeconds: number) =>
  `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
/** A fresh public answer's Cache-Control. */
export const PUBLIC_CACHE_CONTROL = publicPolicy(SHARED_MAX_AGE_SECONDS)
const STALE = `public, max-age=0, s-maxage=1, stale-if-error=${STALE_IF_ERROR_SECONDS}`

/** A fresh public answer's Cache-Control when shared caches keep it for `sharedSeconds`. */
export const freshCacheControl = (sharedSeconds = SHARED_MAX_AGE_SECONDS): string => (sharedSeconds === SHARED_MAX_AGE_SECONDS ? PUBLIC_CACHE_CONTROL : publicPolicy(sharedSeconds))

/** Cache-Control for a public answer: kept by shared caches for as long as it is fresh, briefly when served stale or standing in. */
export function publicCacheControl(response: CachedResponse): string {
  if (response.deferred) return STAND_IN_CACHE_CONTROL
  // Made from a fallback (the bundled content while the CMS is away): the real answer comes back by itself.
  if (response.stale || response.fallback) return STALE
  // What has no change feed (shipping rates) is kept by shared caches no longer than by the storefront.
  return freshCacheControl(response.freshMs === undefined ? SHARED_MAX_AGE_SECONDS : Math.min(SHARED_MAX_AGE_SECONDS, Math.floor(response.freshMs / 1000)))
}
