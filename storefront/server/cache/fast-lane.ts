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
import { cachedReply, pickEncoding, type CachedReply } from "./send-cached.js"
import type { CachedResponse } from "./response-cache.js"
import { PRIVATE_NO_STORE } from "./cache-policy.js"

/** The cache's current answer for a remembered URL, when it is stored and fresh; else undefined. */
export type FreshLookup = () => CachedResponse | undefined

interface Lane {
  lookup: FreshLookup
  cacheControl: string
}

/**
 * An answer's reply as the lane sends it again and again: its status, body and headers (name, value, name,
 * value…, the request id's value left for each request), for one Cache-Control and encoding.
 */
interface PreparedReply {
  cacheControl: string
  encoding: "br" | "gzip"
  status: number
  body: Buffer | undefined
  headers: string[]
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

  /**
   * Replies made once per answer (see prepared): a header list built for every request, then walked by
   * node:http as an object (for…in over a dozen differently shaped objects), cost the serving thread more
   * than anything else the lane does.
   */
  private readonly prepared = new WeakMap<CachedResponse, PreparedReply>()

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
    const prepared = this.preparedReply(request, cached, cacheControl)
    if (prepared) {
      const headers = prepared.headers.slice()
      headers[headers.length - 1] = requestId
      response.writeHead(prepared.status, headers).end(prepared.body)
    } else {
      // A revalidation (If-None-Match) or a client that takes neither br nor gzip: made for this request.
      const reply = cachedReply(request.headers, cached, cacheControl)
      response.writeHead(reply.status, { ...this.replyHeaders(reply), "x-request-id": requestId }).end(reply.body)
    }
    this.served++
    if (cached.deferred) this.servedDeferred++
    return true
  }

  /**
   * What a lane reply carries besides the request id: the answer's own headers, the ones every answer carries,
   * and, as Fastify sends it, a known length rather than a chunked body.
   */
  private replyHeaders(reply: CachedReply): OutgoingHttpHeaders {
    return { ...reply.headers, ...this.headers, ...(reply.body && { "content-length": reply.body.length }) }
  }

  /**
   * The reply for a plain GET of `cached` in br or gzip, made once per answer (and again when the Cache-Control
   * or the encoding asked for differs from the last): the same bytes cachedReply makes, the request id last.
   * Undefined for what is made per request (a revalidation, a client that takes neither encoding).
   */
  private preparedReply(request: IncomingMessage, cached: CachedResponse, cacheControl: string): PreparedReply | undefined {
    if (request.headers["if-none-match"] !== undefined) return undefined
    const encoding = pickEncoding(request.headers["accept-encoding"], cached)
    if (!encoding) return undefined
    const known = this.prepared.get(cached)
    if (known?.cacheControl === cacheControl && known.encoding === encoding) return known
    const reply = cachedReply(request.headers, cached, cacheControl)
    const headers: string[] = []
    for (const [name, value] of Object.entries(this.replyHeaders(reply))) if (value !== undefined) headers.push(name, String(value))
    headers.push("x-request-id", "")
    const prepared: PreparedReply = { cacheControl, encoding, status: reply.status, body: reply.body, headers }
    this.prepared.set(cached, prepared)
    return prepared
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
