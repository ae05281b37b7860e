/**
 * The one quick way out of the cache: a GET of a URL answered before, whose answer is kept and fresh, is
 * answered straight from node:http, before Fastify sees the request. Under load Fastify's per-request work
 * (request and reply objects, hooks, routing, query parsing and validation) costs as much as sending the bytes;
 * this brings a kept answer near the cost of a static file (bench/hot-routes.ts). Anything else (a stale
 * answer, one never asked for by this URL) takes the route, which serves stale-while-revalidate as usual.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import type { AnswerCache } from "./answer-cache.js"
import type { CachedResponse } from "./prepared-response.js"
import { cachedReply, pickEncoding, type CachedReply } from "./send-cached.js"

/**
 * An answer's reply as it is sent again and again: its status, body and headers (name, value, name, value…,
 * the request id's value left for each request), for one Cache-Control and encoding.
 */
interface PreparedReply {
  cacheControl: string
  encoding: "br" | "gzip"
  status: number
  body: Buffer | undefined
  headers: string[]
}

export function createQuickAnswers(cache: AnswerCache, headers: OutgoingHttpHeaders) {
  let open = true
  /**
   * Replies made once per answer: a header list built for every request, then walked by node:http as an
   * object, cost the serving thread more than anything else here.
   */
  const prepared = new WeakMap<CachedResponse, PreparedReply>()

  /** What a reply carries besides the request id: the answer's own headers, the ones every answer carries, and its length. */
  const replyHeaders = (reply: CachedReply): OutgoingHttpHeaders => ({ ...reply.headers, ...headers, ...(reply.body && { "content-length": reply.body.length }) })

  /** The reply for a plain GET in br or gzip, made once per answer; undefined for what is made per request (a revalidation, neither encoding). */
  function preparedReply(request: IncomingMessage, cached: CachedResponse, cacheControl: string): PreparedReply | undefined {
    if (request.headers["if-none-match"] !== undefined) return undefined
    const encoding = pickEncoding(request.headers["accept-encoding"], cached)
    if (!encoding) return undefined
    const known = prepared.get(cached)
    if (known?.cacheControl === cacheControl && known.encoding === encoding) return known
    const reply = cachedReply(request.headers, cached, cacheControl)
    const list: string[] = []
    for (const [name, value] of Object.entries(replyHeaders(reply))) if (value !== undefined) list.push(name, String(value))
    list.push("x-request-id", "")
    const made: PreparedReply = { cacheControl, encoding, status: reply.status, body: reply.body, headers: list }
    prepared.set(cached, made)
    return made
  }

  return {
    /** Answers `request` when it is a GET with a fresh kept answer, with its id; false leaves it to Fastify. */
    serve(request: IncomingMessage, response: ServerResponse, requestId: string): boolean {
      if (!open || request.method !== "GET" || request.url === undefined) return false
      const kept = cache.fresh(request.url)
      if (!kept) return false
      const { cacheControl } = kept
      const reply = preparedReply(request, kept.response, cacheControl)
      if (reply) {
        const list = reply.headers.slice()
        list[list.length - 1] = requestId
        response.writeHead(reply.status, list).end(reply.body)
      } else {
        const made = cachedReply(request.headers, kept.response, cacheControl)
        response.writeHead(made.status, { ...replyHeaders(made), "x-request-id": requestId }).end(made.body)
      }
      cache.quickAnswers++
      return true
    },
    /** From now on everything goes through Fastify (which answers 503 while the server closes). */
    close() {
      open = false
      cache.forgetAliases()
    },
  }
}
