/**
 * The fast lane: repeat GETs of answers that are cached and fresh are answered straight from node:http,
 * before Fastify sees the request. Under load Fastify's per-request work (request and reply objects, hooks,
 * routing, query parsing and validation) costs as much as sending the bytes; the fast lane brings a cached
 * answer near the cost of a static file (see bench/hot-routes.ts).
 *
 * Routes teach it: after answering a URL from the cache they remember the URL with a lookup that returns
 * the cache's fresh answer for it, or undefined. The lane serves only what the lookup returns, so the
 * caches stay the single source of truth: a stale, evicted or changed answer is not in the lane's way (the
 * request goes through Fastify, which serves stale-while-revalidate and refreshes as usual).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { LRUCache } from "lru-cache"
import { cachedReply } from "./send-cached.js"
import type { CachedResponse } from "./response-cache.js"
import { PRIVATE_NO_STORE } from "./cache-policy.js"

/** The cache's current answer for a remembered URL, when it is stored and fresh; else undefined. */
export type FreshLookup = () => CachedResponse | undefined

interface Lane {
  lookup: FreshLookup
  cacheControl: string
}

/** Longer URLs always take the slow path: nobody shares them, and they would crowd the memo. */
const MAX_URL_LENGTH = 512
/** The memo holds URLs and closures, never bodies (those live in the caches): 16 MB is ≈ 50,000 URLs. */
const MEMO_BYTES = 16 * 1024 * 1024
const LANE_OVERHEAD_BYTES = 200

export class FastLane {
  private readonly lanes = new LRUCache<string, Lane>({ maxSize: MEMO_BYTES, sizeCalculation: (_lane, url) => url.length * 2 + LANE_OVERHEAD_BYTES })
  private open = true
  /** Requests answered by the lane, for /health and the tests… */
  served = 0
  /** …of them with a stand-in for this visit only (a page's shell while its render waits). */
  servedDeferred = 0

  /** `headers`: what every answer carries besides its own (the security headers). */
  constructor(private readonly headers: OutgoingHttpHeaders = {}) {}

  /** Remembers `url` (a GET just answered from the cache) while `lookup` finds a fresh answer for it. */
  remember(url: string, lookup: FreshLookup | undefined, cacheControl: string): void {
    if (!lookup || !this.open || url.length > MAX_URL_LENGTH) return
    // A lookup that finds nothing any more (its page replaced or dropped) gives way to the new one.
    if (this.lanes.peek(url)?.lookup()) return
    // Only answers that are in a cache now: a URL the caches never hold (a crafted offset) is not kept.
    if (lookup()) this.lanes.set(url, { lookup, cacheControl })
  }

  /** Answers `request` when it is a GET of a remembered URL with a fresh answer, with its id; false leaves it to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse, requestId: string): boolean {
    if (!this.open || request.method !== "GET" || request.url === undefined) return false
    const lane = this.lanes.get(request.url)
    if (!lane) return false
    const cached = lane.lookup()
    if (!cached) return false
    // A stand-in is for this visit only: a shared cache must ask again.
    const cacheControl = cached.deferred ? PRIVATE_NO_STORE : lane.cacheControl
    const reply = cachedReply(request.headers, cached, cacheControl)
    // Written with the rest in one writeHead, which costs less than setting each on the response first.
    Object.assign(reply.headers, this.headers)
    reply.headers["x-request-id"] = requestId
    // As Fastify does: a known length, not a chunked body.
    if (reply.body) reply.headers["content-length"] = reply.body.length
    response.writeHead(reply.status, reply.headers).end(reply.body)
    this.served++
    if (cached.deferred) this.servedDeferred++
    return true
  }

  /** The fresh cached answer for a GET of `url` the lane knows, without sending it (the server's render reads it). */
  peek(url: string): CachedResponse | undefined {
    return this.open ? this.lanes.get(url)?.lookup() : undefined
  }

  /** From now on everything goes through Fastify (which answers 503 while the server closes). */
  close(): void {
    this.open = false
    this.lanes.clear()
  }

  get size(): number {
    return this.lanes.size
  }
}
