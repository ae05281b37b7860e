/**
 * In-memory cache of finished HTTP responses: each body is serialized, compressed (gzip and brotli) and
 * hashed once, then served as bytes.
 * - Bounded in bytes (lru-cache's maxSize), least recently used first out: crafted keys cannot grow it.
 * - Stale-while-revalidate: once a key holds a successful answer, nobody waits for the producer again; a
 *   stale answer is served while one refresh runs in the background.
 * - Concurrent misses for one key share a single producer call (a cold burst costs commerce one call).
 */
import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gzip, gzipSync } from "node:zlib"
import { LRUCache } from "lru-cache"
import type { ChangeListener } from "./cache-tags.js"

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)
/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024
const GZIP_LEVEL = 6
/** Bookkeeping per entry besides its bytes (key, slot object, LRU node), roughly. */
const ENTRY_OVERHEAD_BYTES = 256

export interface CachedResponse<T = unknown> {
  status: number
  /** Content-Type; JSON unless said otherwise. */
  type?: string
  /** The identity bytes; absent in a compact answer (kept as brotli only: see compactResponse). */
  body?: Buffer
  gzip?: Buffer
  br?: Buffer
  etag: string
  /** Surrogate-Key: the cache tags of the data the answer was made from (cache/cache-tags.ts). */
  surrogateKey?: string
  /** Served from a stale slot while it is made again: shared caches must not keep it long. */
  stale?: boolean
  /** A stand-in for this visit only (a page's shell while its render waits): nobody keeps it. */
  deferred?: boolean
  /** Made for this request (a page rendered now): how long that took, sent as Server-Timing. */
  renderMs?: number
  /** Of that, the render's own time in its render thread (pages/render-threads.ts), without the hand-offs. */
  renderThreadMs?: number
  /** The payload the body was serialized from, when the server reads it again (no JSON.parse per use). */
  value?: T
  /** Made from a fallback (e.g. the bundled content while the CMS is down): kept only briefly. */
  fallback?: boolean
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
   * Brotli's quality for brotliOnly (default BROTLI_QUALITY_KEPT). A render thread compresses at
   * BROTLI_QUALITY_QUICK for the shopper waiting on the render and makes the kept copy smaller afterwards
   * (pages/render-thread.ts).
   */
  brotliQuality?: number
}

/**
 * Brotli quality for a page a shopper is waiting for: a 30 KB product page in ≈ 0.2 ms, ≈ 28% bigger than at
 * BROTLI_QUALITY_KEPT (≈ 0.8 ms), a 200 KB catalogue page ≈ 0.8 ms and 39% bigger (≈ 3 ms).
 */
export const BROTLI_QUALITY_QUICK = 1
/** Brotli quality for what is kept and served many times (as the answers made on the thread pool). */
export const BROTLI_QUALITY_KEPT = 5

/**
 * Brotli at `quality`, with a window just big enough for the body: brotli's default window (4 MB) is
 * allocated and freed for every answer, and those allocations, in the thread pool's threads, grew the
 * process by ≈ 100 MB under many distinct answers (memory the C allocator kept); a smaller window over
 * a body that fits in it compresses the same.
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
export async function prepareBody(status: number, body: Buffer, type?: string, options: PrepareOptions = {}): Promise<PreparedResponse<never>> {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`
  if (body.length < COMPRESS_MIN_BYTES || options.compress === false) return { status, type, body, etag }
  if (options.brotliOnly) return { status, type, body, br: brotliSync(body, options.brotliQuality ?? BROTLI_QUALITY_KEPT), etag }
  const [gz, br] = await Promise.all([gzipAsync(body, { level: GZIP_LEVEL }), brotliAsync(body, brotliOptions(body, BROTLI_QUALITY_KEPT))])
  return { status, type, body, gzip: gz, br, etag }
}

/** What an entry costs in memory: its bytes, and the parsed payload (about twice its JSON). */
export const responseBytes = (response: CachedResponse) =>
  (response.body?.length ?? 0) * (response.value === undefined ? 1 : 3) +
  (response.gzip?.length ?? 0) +
  (response.br?.length ?? 0) +
  (response.surrogateKey?.length ?? 0) * 2 +
  ENTRY_OVERHEAD_BYTES

/**
 * The answer kept as brotli only, when it has a brotli copy: ≈ a fifth of identity + gzip + brotli. Nearly
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

interface Slot {
  response: CachedResponse
  freshUntil: number
  /** The cache's generation when the answer was produced; older generations are stale (markStale). */
  generation: number
  /** How the answer was made, to make it again ahead of use (refreshAll). */
  produce: () => Promise<CachedResponse>
}

/**
 * Background refreshes run at most this many at a time, across every cache: when many answers go stale at
 * once (a catalogue-wide change, or expiry), commerce, which shares the machine, sees a trickle, not a storm.
 */
const MAX_CONCURRENT_REFRESHES = 4
let refreshesRunning = 0
const refreshQueue: (() => void)[] = []
async function inRefreshSlot<T>(work: () => Promise<T>): Promise<T> {
  if (refreshesRunning >= MAX_CONCURRENT_REFRESHES) await new Promise<void>((resolve) => refreshQueue.push(resolve))
  refreshesRunning++
  try {
    // A turn of the event loop first: refreshes that need no I/O of their own (answers made again from data
    // already fetched) would otherwise follow one another in a single run of promise callbacks, reading no
    // request meanwhile (a content publish, which refreshes every content answer, held the loop ≈ 0.4 s).
    await new Promise((resolve) => setImmediate(resolve))
    return await work()
  } finally {
    refreshesRunning--
    refreshQueue.shift()?.()
  }
}

/** Freshness spread ±10% so answers cached together do not all expire (and refresh) together. */
const jitter = (ms: number) => (ms >= Number.MAX_SAFE_INTEGER / 2 ? ms : Math.round(ms * (0.9 + Math.random() * 0.2)))

export interface ResponseCacheOptions {
  /** Most bytes kept (bodies, compressed copies, parsed payloads). */
  maxBytes: number
  /** How long an answer stays fresh, by its status (or the answer itself); 0 keeps nothing (errors, one-off answers). */
  freshMs: (status: number, response: CachedResponse) => number
  /** Told when a background refresh fails; the stale answer stays in use. */
  onRefreshError?: (key: string, error: unknown) => void
  /** The cache tag of a key's answer (cache/cache-tags.ts), written into its Surrogate-Key. */
  tag?: (key: string) => string
  /** Told the tags whose answers changed: a stored answer replaced by a different one, or (markStale) the family pattern. */
  onChange?: ChangeListener
  /** The tag pattern covering every key (announced by markStale). */
  family?: string
}

export class ResponseCache {
  private readonly slots: LRUCache<string, Slot>
  private readonly inFlight = new Map<string, Promise<CachedResponse>>()
  /** Keys to produce again once their answer under way is in (see refresh). */
  private readonly refreshAfter = new Map<string, () => Promise<CachedResponse>>()
  private generation = 0
  /**
   * Goes up whenever a stored answer is replaced by a different one or dropped: anything built from this
   * cache's answers (a rendered page) is current only while this number is the one it was built at.
   */
  version = 0

  constructor(private readonly options: ResponseCacheOptions) {
    this.slots = new LRUCache<string, Slot>({
      maxSize: options.maxBytes,
      sizeCalculation: (slot, key) => responseBytes(slot.response) + key.length * 2,
      // An answer dropped for room is not a change of its data: what was made from it is still current.
      dispose: (_slot, _key, reason) => {
        if (reason === "evict" || reason === "delete") this.version++
      },
    })
  }

  /**
   * The answer for `key`: the stored one while fresh; a stale successful one at once, refreshed in the
   * background; otherwise the one `produce` makes (shared by concurrent callers). Producer errors are not
   * stored: every waiter gets the error, the next call tries again.
   */
  async get<T>(key: string, produce: () => Promise<CachedResponse<T>>): Promise<CachedResponse<T>> {
    const slot = this.slots.get(key)
    if (slot) {
      if (this.isFresh(slot)) return slot.response as CachedResponse<T>
      if (slot.response.status === 200) {
        // Out of date by age only: the refresh under way, if any, is as good as a new one.
        if (!this.inFlight.has(key)) this.refresh(key, produce)
        return { ...slot.response, stale: true } as CachedResponse<T>
      }
    }
    return this.produce(key, produce)
  }

  /**
   * Produces `key` again in the background; failures keep what is stored. When `key` is being produced
   * already, it is produced once more after that: the answer under way may have been asked for before the
   * change that calls for this refresh.
   */
  refresh<T>(key: string, produce: () => Promise<CachedResponse<T>>): void {
    if (this.inFlight.has(key)) {
      this.refreshAfter.set(key, produce)
      return
    }
    this.produce(key, produce, true).catch((error: unknown) => this.options.onRefreshError?.(key, error))
  }

  /**
   * Produces `key` again, as refresh does, and resolves once the new answer is stored (after the one under way,
   * if any): with it, or with undefined when producing failed (what is stored stays).
   */
  async refreshed<T>(key: string, produce: () => Promise<CachedResponse<T>>): Promise<CachedResponse<T> | undefined> {
    await this.inFlight.get(key)?.catch(() => undefined)
    return this.produce(key, produce, true).catch((error: unknown) => {
      this.options.onRefreshError?.(key, error)
      return undefined
    })
  }

  /** The stored answer for `key` if it is fresh, without producing or refreshing anything (the fast lane's read). */
  peek<T = unknown>(key: string): CachedResponse<T> | undefined {
    const slot = this.slots.get(key)
    return slot && this.isFresh(slot) ? (slot.response as CachedResponse<T>) : undefined
  }

  /** True when `key` holds an answer, fresh or stale. */
  has(key: string): boolean {
    return this.slots.has(key)
  }

  /** Everything stored becomes stale: served until refreshed, and refreshed on its next use. */
  markStale(): void {
    this.generation++
    if (this.options.family) this.options.onChange?.([this.options.family])
  }

  /** `key`'s data changed while it is not stored here: what was made from it before is out of date. */
  announceChange(key: string): void {
    if (this.options.tag) this.options.onChange?.([this.options.tag(key)])
  }

  /**
   * Everything stored (or what `only` picks) is produced again now, in the background (for small caches);
   * the stored answers are served until their new ones land, and only those that come out different are
   * announced as changed.
   */
  refreshAll(only: (key: string) => boolean = () => true): void {
    for (const [key, slot] of this.slots.entries()) if (only(key)) this.refresh(key, slot.produce)
  }

  /**
   * Stores `response` for `key` unless an answer is stored or being made: an answer that came along with
   * another (a product in a catalogue page), not a change. `produce` makes it again when it is refreshed.
   */
  seed(key: string, response: CachedResponse, produce: () => Promise<CachedResponse>): void {
    if (this.slots.has(key) || this.inFlight.has(key)) return
    const ttl = this.options.freshMs(response.status, response)
    if (ttl <= 0) return
    if (this.options.tag) response.surrogateKey = this.options.tag(key)
    this.slots.set(key, { response, freshUntil: Date.now() + jitter(ttl), generation: this.generation, produce })
  }

  /** The stored answer for `key`, fresh or stale, without producing or refreshing anything. */
  stored<T = unknown>(key: string): CachedResponse<T> | undefined {
    return this.slots.peek(key)?.response as CachedResponse<T> | undefined
  }

  /** Bytes in use, as counted against maxBytes. */
  get bytes(): number {
    return this.slots.calculatedSize
  }

  get entries(): number {
    return this.slots.size
  }

  private isFresh(slot: Slot): boolean {
    return slot.generation === this.generation && slot.freshUntil > Date.now()
  }

  private produce<T>(key: string, produce: () => Promise<CachedResponse<T>>, background = false): Promise<CachedResponse<T>> {
    const pending = this.inFlight.get(key)
    if (pending) return pending as Promise<CachedResponse<T>>
    const generation = this.generation
    const produced = (background ? inRefreshSlot(produce) : produce())
      .then((response) => {
        const ttl = this.options.freshMs(response.status, response)
        // A changed catalogue (markStale) while producing: keep the answer, but as stale already.
        if (this.options.tag) response.surrogateKey = this.options.tag(key)
        const previous = this.slots.peek(key)
        const changed = previous !== undefined && previous.response.etag !== response.etag
        if (ttl > 0) {
          if (changed) this.version++
          this.slots.set(key, { response, freshUntil: Date.now() + jitter(ttl), generation, produce })
        } else this.slots.delete(key)
        if (changed && this.options.tag) this.options.onChange?.([this.options.tag(key)])
        return response
      })
      .finally(() => {
        this.inFlight.delete(key)
        const again = this.refreshAfter.get(key)
        if (again) {
          this.refreshAfter.delete(key)
          this.refresh(key, again)
        }
      })
    this.inFlight.set(key, produced)
    return produced
  }
}
