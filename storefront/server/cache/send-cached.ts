import type { FastifyReply, FastifyRequest } from "fastify"
import type { CachedResponse } from "./response-cache.js"

/** Picks brotli, gzip or identity from Accept-Encoding (q-values of 0 refuse an encoding). */
export function pickEncoding(acceptEncoding: string | undefined, cached: CachedResponse): "br" | "gzip" | undefined {
  if (!acceptEncoding || !cached.gzip) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";")
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  if (cached.br && ok("br")) return "br"
  if (ok("gzip")) return "gzip"
  return undefined
}

/** Sends prepared bytes with ETag/304, compression negotiation and the given Cache-Control. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse, cacheControl: string) {
  reply.header("cache-control", cacheControl).header("etag", cached.etag).header("vary", "Accept-Encoding")
  if (cached.status === 200 && request.headers["if-none-match"] === cached.etag) {
    return reply.code(304).send()
  }
  reply.code(cached.status).type(cached.type ?? "application/json; charset=utf-8")
  const encoding = pickEncoding(request.headers["accept-encoding"], cached)
  if (encoding) return reply.header("content-encoding", encoding).send(encoding === "br" ? cached.br : cached.gzip)
  return reply.send(cached.body)
}
