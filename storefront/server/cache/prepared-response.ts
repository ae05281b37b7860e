/**
 * Finished HTTP answers as the one cache (answer-cache.ts) keeps them: each body serialized, compressed (gzip
 * and brotli) and hashed once, then served as bytes.
 */
import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gzip, gzipSync } from "node:zlib"

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)
/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024
const GZIP_LEVEL = 6

export interface CachedResponse<T = unknown> {
  status: number
  /** Content-Type; JSON unless said otherwise. */
  type?: string
  /** The identity bytes; absent in a compact answer (kept as brotli only: see compactResponse). */
  body?: Buffer
  gzip?: Buffer
  br?: Buffer
  etag: string
  /** The cache tags of the data the answer was made from (cache-tags.ts), sent as Surrogate-Key. */
  tags?: readonly string[]
  /**
   * How long it stays fresh when its source announces no changes (shipping rates, random picks); unset: until a
   * change is announced, at most the cache's default (answer-cache.ts). 0: not kept at all.
   */
  freshMs?: number
  /** Served from a stale slot while it is made again: shared caches must not keep it long. */
  stale?: boolean
  /** A stand-in (a page's shell while its render waits): shared caches keep it seconds only (cache-policy.ts). */
  deferred?: boolean
  /** Made for this request (a page rendered now): how long that took, sent as Server-Timing. */
  renderMs?: number
  /** Of that, the render's own time in its render thread (pages/render-worker.ts), without the hand-offs. */
  renderThreadMs?: number
  /** The payload the body was serialized from, when the server reads it again (no JSON.parse per use). */
  value?: T
  /** Made from a fallback (e.g. the bundled content while the CMS is down): kept only briefly. */
  fallback?: boolean
  /** The key the one cache keeps it under (answer-cache.ts); unset for an answer made for one request only. */
  key?: string
  /** Equivalent answers, one of which each request gets (the random picks' draws). */
  variants?: readonly CachedResponse<T>[]
}

interface PrepareOptions {
  /** false for one-off answers that are not stored: compressing them would cost more than sending them. */
  compress?: boolean
  /**
   * Brotli only, for the many answers kept compact (rendered pages, see compactResponse): gzip is made if and
   * when a client asks. On the calling thread, at `brotliQuality`.
   */
  brotliOnly?: boolean
  /**
   * Brotli's quality for brotliOnly (default BROTLI_QUALITY_KEPT); searches, mostly asked once, and pages are
   * made at BROTLI_QUALITY_QUICK.
   */
  brotliQuality?: number
}

/**
 * Brotli quality for an answer made while someone waits (a page's render) or mostly asked once (a search):
 * several times faster than BROTLI_QUALITY_KEPT, for a quarter to a third more bytes.
 */
export const BROTLI_QUALITY_QUICK = 1
/** Brotli quality for what is kept and served many times (catalogue and content answers). */
export const BROTLI_QUALITY_KEPT = 5

/**
 * Brotli at `quality`, with a window just big enough for the body: brotli's default window (4 MB) is
 * allocated and freed for every answer, and those allocations, in the thread pool's threads, grew the
 * process markedly under many distinct answers (memory the C allocator kept; bench/cache-memory.ts measures the
 * growth); a smaller window over a body that fits in it compresses the same.
 */
const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(body.length + 1)) + 1)),
  },
})

/** `body` as brotli at `quality`, on the calling thread. */
export const brotliSync = (body: Buffer, quality: number): Buffer => brotliCompressSync(body, brotliOptions(body, quality))

/** A freshly prepared answer: it always has its identity bytes. */
export type PreparedResponse<T = unknown> = CachedResponse<T> & { body: Buffer }

export function prepareResponse<T>(status: number, payload: T, options?: PrepareOptions): Promise<PreparedResponse<T>> {
  return prepareBody(status, Buffer.from(JSON.stringify(payload)), undefined, options).then((response) => ({ ...response, value: payload }))
}

/** Hashes and compresses finished bytes of any type (JSON by default). */
/** A strong ETag of the bytes. */
export const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`

export async function prepareBody(status: number, body: Buffer, type?: string, options: PrepareOptions = {}): Promise<PreparedResponse<never>> {
  const etag = etagOf(body)
  if (body.length < COMPRESS_MIN_BYTES || options.compress === false) return { status, type, body, etag }
  if (options.brotliOnly) return { status, type, body, br: brotliSync(body, options.brotliQuality ?? BROTLI_QUALITY_KEPT), etag }
  const [gz, br] = await Promise.all([gzipAsync(body, { level: GZIP_LEVEL }), brotliAsync(body, brotliOptions(body, BROTLI_QUALITY_KEPT))])
  return { status, type, body, gzip: gz, br, etag }
}

/** What an entry costs in memory: its bytes, and the parsed payload (about twice its JSON). */
export const responseBytes = (response: CachedResponse): number =>
  (response.variants?.reduce((sum, variant) => sum + responseBytes(variant), 0) ?? 0) +
  (response.body?.length ?? 0) * (response.value === undefined ? 1 : 3) +
  (response.gzip?.length ?? 0) +
  (response.br?.length ?? 0) +
  (response.tags?.reduce((sum, tag) => sum + tag.length * 2 + 16, 0) ?? 0)

/**
 * The answer kept as brotli only, when it has a brotli copy: a small part of identity + gzip + brotli. Nearly
 * every client takes brotli; gzip is made once when first asked for (shared caches ask for it) and the
 * identity bytes are decoded per request for the rare client that takes neither (see identityBody, gzipBody).
 */
export function compactResponse<T>(response: CachedResponse<T>): CachedResponse<T> {
  if (!response.br) return response
  const { body: _identity, gzip: _gzip, value: _parsed, ...compact } = response
  return compact
}

/** The identity bytes, decoded from brotli for a compact answer. */
export const identityBody = (response: CachedResponse): Buffer => response.body ?? brotliDecompressSync(response.br!)

/** The gzip copy; a compact answer makes it on first use and keeps it. */
export function gzipBody(response: CachedResponse): Buffer | undefined {
  if (response.gzip || !response.br) return response.gzip
  return (response.gzip = gzipSync(identityBody(response), { level: GZIP_LEVEL }))
}

/** The answer to send: one of its variants (each a whole answer of its own) when it has them. */
export const oneVariant = <T>(response: CachedResponse<T>): CachedResponse<T> =>
  response.variants ? response.variants[Math.floor(Math.random() * response.variants.length)]! : response
