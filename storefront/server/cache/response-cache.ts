/**
 * In-memory cache of finished HTTP responses: each body is serialized, compressed (gzip and brotli) and
 * hashed once, then served as bytes. Concurrent misses for one key share a single producer call, so a cold
 * burst of identical requests costs commerce one call.
 */
import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)
/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024

export interface CachedResponse {
  status: number
  /** Content-Type; JSON unless said otherwise. */
  type?: string
  body: Buffer
  gzip?: Buffer
  br?: Buffer
  etag: string
}

interface Slot {
  response: CachedResponse
  expires: number
}

export function prepareResponse(status: number, payload: unknown): Promise<CachedResponse> {
  return prepareBody(status, Buffer.from(JSON.stringify(payload)))
}

/** Hashes and compresses finished bytes of any type (JSON by default). */
export async function prepareBody(status: number, body: Buffer, type?: string): Promise<CachedResponse> {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`
  if (body.length < COMPRESS_MIN_BYTES) return { status, type, body, etag }
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ])
  return { status, type, body, gzip: gz, br, etag }
}

export class ResponseCache {
  private readonly slots = new Map<string, Slot>()
  private readonly inFlight = new Map<string, Promise<CachedResponse>>()

  constructor(private readonly options: { maxEntries: number }) {}

  /**
   * The cached response for `key`, or the one `produce` makes (kept for `ttlMs(status)` milliseconds;
   * 0 keeps nothing). Producer errors are not cached: every waiter gets the error, the next call retries.
   */
  async get(key: string, ttlMs: (status: number) => number, produce: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const slot = this.slots.get(key)
    if (slot && slot.expires > Date.now()) return slot.response
    const pending = this.inFlight.get(key)
    if (pending) return pending

    const produced = produce()
      .then((response) => {
        const ttl = ttlMs(response.status)
        if (ttl > 0) this.store(key, { response, expires: Date.now() + ttl })
        return response
      })
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, produced)
    return produced
  }

  private store(key: string, slot: Slot) {
    this.slots.delete(key) // re-insert at the end: Map order doubles as least-recently-stored order
    this.slots.set(key, slot)
    while (this.slots.size > this.options.maxEntries) this.slots.delete(this.slots.keys().next().value!)
  }
}
