import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http"
import type { FastifyReply, FastifyRequest } from "fastify"
import { SURROGATE_KEY_HEADER } from "./cache-tags.js"
import { publicCacheControl } from "./cache-policy.js"
import { gzipBody, identityBody, type CachedResponse } from "./prepared-response.js"

interface AcceptedEncodings {
  br: boolean
  gzip: boolean
}

/**
 * Parsed Accept-Encoding headers: browsers and load balancers send a handful of distinct values, so each
 * is parsed once. Bounded: past this many the memo starts over (a crafted header costs a parse, not memory).
 */
const acceptedMemo = new Map<string, AcceptedEncodings>()
const ACCEPTED_MEMO_MAX = 256

function acceptedEncodings(acceptEncoding: string): AcceptedEncodings {
  let accepted = acceptedMemo.get(acceptEncoding)
  if (accepted) return accepted
  const qualities = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";")
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    qualities.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (name: string) => (qualities.get(name) ?? qualities.get("*") ?? 0) > 0
  accepted = { br: ok("br"), gzip: ok("gzip") }
  if (acceptedMemo.size >= ACCEPTED_MEMO_MAX) acceptedMemo.clear()
  acceptedMemo.set(acceptEncoding, accepted)
  return accepted
}

/** Picks brotli, gzip or identity from Accept-Encoding (q-values of 0 refuse an encoding). */
export function pickEncoding(acceptEncoding: string | undefined, cached: CachedResponse): "br" | "gzip" | undefined {
  if (!acceptEncoding || !(cached.gzip || cached.br)) return undefined
  const accepted = acceptedEncodings(acceptEncoding)
  if (cached.br && accepted.br) return "br"
  if (accepted.gzip) return "gzip"
  return undefined
}

export interface CachedReply {
  status: number
  headers: OutgoingHttpHeaders
  /** Empty for a 304. */
  body: Buffer | undefined
}

/**
 * What to answer with prepared bytes: ETag/304, compression negotiation, the given Cache-Control and the
 * answer's cache tags (Surrogate-Key, for a shared cache in front). One rule for both ways out: Fastify's
 * reply (sendCached) and the cache's quick way out, a bare node:http answer (app.ts).
 */
export function cachedReply(requestHeaders: IncomingHttpHeaders, cached: CachedResponse, cacheControl: string): CachedReply {
  const headers: OutgoingHttpHeaders = { "cache-control": cacheControl, etag: cached.etag, vary: "Accept-Encoding" }
  if (cached.tags?.length) headers[SURROGATE_KEY_HEADER] = cached.tags.join(" ")
  // Shows in the browser's network panel; the render bench reads it.
  if (cached.renderMs !== undefined) {
    headers["server-timing"] = `render;dur=${cached.renderMs.toFixed(2)}` + (cached.renderThreadMs === undefined ? "" : `, render-thread;dur=${cached.renderThreadMs.toFixed(2)}`)
  }
  if (cached.status === 200 && requestHeaders["if-none-match"] === cached.etag) return { status: 304, headers, body: undefined }
  headers["content-type"] = cached.type ?? "application/json; charset=utf-8"
  const encoding = pickEncoding(requestHeaders["accept-encoding"], cached)
  if (!encoding) return { status: cached.status, headers, body: identityBody(cached) }
  headers["content-encoding"] = encoding
  return { status: cached.status, headers, body: encoding === "br" ? cached.br : gzipBody(cached) }
}

/** Sends a public answer (cache-policy.ts) through Fastify. */
export const sendPublic = (request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) => sendCached(request, reply, cached, publicCacheControl(cached))

/** Sends prepared bytes through Fastify (see cachedReply). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse, cacheControl: string) {
  const { status, headers, body } = cachedReply(request.headers, cached, cacheControl)
  return reply.code(status).headers(headers).send(body)
}
