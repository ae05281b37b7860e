/**
 * The storefront's one cache: every finished answer it keeps (pages, /api/* answers, and the data they are
 * made from), by key, with one byte budget and one freshness rule.
 * - Each answer names the cache tags of the data it was made from (cache-tags.ts). `invalidate(tags)` makes
 *   every answer carrying one of them stale: a stale answer is served while one refresh runs
 *   (stale-while-revalidate), and a refresh that fails keeps it.
 * - An answer whose source announces no changes (shipping rates, random picks) says how long it stays fresh
 *   (`freshMs`); the others stay fresh until invalidated, at most `defaultFreshMs`.
 * - Concurrent misses for one key share a single producer call (a cold burst costs commerce one call).
 * - Request URLs are remembered against the key that answered them (`alias`), so that `fresh(url)`, the one
 *   quick way out (app.ts), finds a repeat request's answer before Fastify sees it.
 */
import { LRUCache } from "lru-cache"
import { publicCacheControl } from "./cache-policy.js"
import { tagMatches } from "./cache-tags.js"
import { oneVariant, responseBytes, type CachedResponse } from "./prepared-response.js"

export type Producer<T = unknown> = () => Promise<CachedResponse<T>>

interface Entry {
  response: CachedResponse
  freshUntil: number
  stale: boolean
  /** When it went stale (served stale for at most MAX_STALE_MS). */
  staleSince?: number
  /** Not made again before this (the last try failed). */
  retryAt?: number
}

/** A request URL answered from `key`, and how others may keep that answer while it is fresh. */
interface Alias {
  key: string
  cacheControl: string
}

export interface GetOptions {
  /**
   * A stale answer is served at once while its refresh runs ("serve", the default), or the refresh is waited
   * for ("wait": a page being rendered again must read the new data; on a failure the stale answer is used).
   */
  stale?: "serve" | "wait"
  /**
   * A stale answer's refresh waits its turn among the background refreshes ("paced", the default: commerce
   * sees a trickle when many answers go stale at once), or starts now ("now": pages, which their render slots
   * pace, and whose renders wait for the data refreshes).
   */
  refresh?: "paced" | "now"
}

/** Why an answer is made again: a change made it stale, or its freshness ran out. */
type Why = "changed" | "expired"

/** Bookkeeping per entry besides its bytes (key, entry, LRU node, tag index), roughly. */
const ENTRY_OVERHEAD_BYTES = 256
/** Background refreshes at a time: when many answers go stale at once, commerce sees a trickle, not a storm. */
const REFRESHES_AT_ONCE = 4
/** A failed refresh is tried again after this at the earliest (the stale answer is served meanwhile). */
const RETRY_FAILED_REFRESH_MS = 5_000
/** A stale answer that cannot be made again (its source away) is served this long at most, as stale-if-error allows shared caches. */
const MAX_STALE_MS = 24 * 60 * 60_000
/** Request URLs remembered for the quick way out: URLs and keys, never bodies. */
const ALIAS_BYTES = 16 * 1024 * 1024
const MAX_ALIASED_URL_LENGTH = 512

/** Freshness spread ±10% so answers kept together do not all expire (and refresh) together. */
const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2))

export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>
  private readonly keysByTag = new Map<string, Set<string>>()
  private readonly inFlight = new Map<string, Promise<CachedResponse>>()
  private readonly aliases = new LRUCache<string, Alias>({ maxSize: ALIAS_BYTES, sizeCalculation: (alias, url) => (url.length + alias.key.length) * 2 + 100 })
  /** Invalidations while answers are being made: one made from data that changed meanwhile is stored stale. */
  private invalidations: { seq: number; patterns: readonly string[] }[] = []
  /** When each answer being made started (the invalidation count then): older invalidations can be forgotten. */
  private readonly startedAt = new Map<string, number>()
  /** The etag each key `remake` was asked for last came out with (a few keys: the shipping rates, the CMS's calls per language). */
  private readonly remadeEtags = new Map<string, string | undefined>()
  private seq = 0
  private refreshesRunning = 0
  /**
   * Refreshes waiting for a turn: those of answers a change made stale (what an edit must show) before those
   * whose freshness merely ran out, of which a whole catalogue's may be waiting at once.
   */
  private readonly refreshQueue = { changed: [] as (() => void)[], expired: [] as (() => void)[] }
  /** How many answers the quick way out sent, for /health. */
  quickAnswers = 0
  /**
   * Told the key of an answer being made that the quick way out answered for meanwhile (its stand-in, or the stale
   * answer it replaces): someone asked for it again (pages/ puts the renders asked for most first).
   */
  askedWhileMade?: (key: string) => void

  constructor(
    private readonly options: {
      maxBytes: number
      /** How long an answer that does not say (`freshMs`) stays fresh if no change is announced. */
      defaultFreshMs: number
      onRefreshError?: (key: string, error: unknown) => void
      /** Told every invalidation's tag patterns (the shared cache in front drops what carries them). */
      onInvalidate?: (patterns: readonly string[]) => void
    }
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => responseBytes(entry.response) + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      dispose: (entry, key) => this.unindex(key, entry.response.tags),
    })
  }

  /**
   * The answer for `key`: the stored one while fresh; a stale one at once while it is made again (see
   * GetOptions); otherwise the one `produce` makes (shared by concurrent callers). Producer errors are not
   * stored: every waiter gets the error, the next call tries again.
   */
  async get<T>(key: string, produce: Producer<T>, options: GetOptions = {}): Promise<CachedResponse<T>> {
    const entry = this.entries.get(key)
    // A stand-in (placeholder) is no answer: whoever asks the cache waits for the real one.
    if (!entry || entry.response.deferred) return this.produce(key, produce).then(oneVariant)
    const now = Date.now()
    if (this.isFresh(entry, now)) return oneVariant(entry.response as CachedResponse<T>)
    entry.staleSince ??= now
    if (entry.response.status !== 200 || now - entry.staleSince > MAX_STALE_MS) return this.produce(key, produce).then(oneVariant)
    const stale = { ...oneVariant(entry.response as CachedResponse<T>), stale: true }
    if (options.stale === "wait") return this.produce(key, produce).then(oneVariant, () => stale)
    if (!(entry.retryAt && entry.retryAt > now)) this.refresh(key, produce, options.refresh ?? "paced", entry.stale ? "changed" : "expired")
    return stale
  }

  /**
   * For a GET of `url` answered before (alias): the 200 answer kept for it, with its Cache-Control, when it is
   * fresh, or stale with its refresh under way (served as the route would: stale, kept briefly by shared
   * caches); else undefined. The request then takes the route, which serves stale answers and starts their
   * refresh, and makes new ones: after an edit that makes many answers stale, one request per answer does.
   */
  fresh(url: string): { response: CachedResponse; cacheControl: string } | undefined {
    const alias = this.aliases.get(url)
    const entry = alias && this.entries.get(alias.key)
    if (!entry || entry.response.status !== 200) return undefined
    if (this.isFresh(entry, Date.now())) {
      if (entry.response.deferred) this.askedWhileMade?.(alias.key)
      return { response: oneVariant(entry.response), cacheControl: entry.response.deferred ? publicCacheControl(entry.response) : alias.cacheControl }
    }
    if (entry.response.deferred || !this.inFlight.has(alias.key)) return undefined
    this.askedWhileMade?.(alias.key)
    const stale = { ...oneVariant(entry.response), stale: true }
    return { response: stale, cacheControl: publicCacheControl(stale) }
  }

  /**
   * A GET of `url` was answered with the answer kept under `key`, which others may keep as `cacheControl` says:
   * `fresh(url)` finds it from now on (a placeholder's stand-in is kept by shared caches for a few seconds only).
   */
  alias(url: string, key: string, cacheControl: string): void {
    if (url.length > MAX_ALIASED_URL_LENGTH || !this.entries.has(key)) return
    const known = this.aliases.peek(url)
    if (known?.key !== key || known.cacheControl !== cacheControl) this.aliases.set(url, { key, cacheControl })
  }

  /** Forgets every alias: the quick way out answers nothing more (the server is closing). */
  forgetAliases(): void {
    this.aliases.clear()
  }

  /** The stored answer for `key`, fresh or stale, without producing anything. */
  stored<T = unknown>(key: string): CachedResponse<T> | undefined {
    return this.entries.peek(key)?.response as CachedResponse<T> | undefined
  }

  /** Whether the answer kept for `key` was made stale by a change (invalidate), not by the end of its freshness. */
  changed(key: string): boolean {
    return this.entries.peek(key)?.stale === true
  }

  has(key: string): boolean {
    return this.entries.has(key) || this.inFlight.has(key)
  }

  /** The answer for `key` being made now, if one is. */
  making<T = unknown>(key: string): Promise<CachedResponse<T>> | undefined {
    return this.inFlight.get(key) as Promise<CachedResponse<T>> | undefined
  }

  /** Makes `key` again in the background, when not under way already; a failure keeps what is stored. */
  private refresh<T>(key: string, produce: Producer<T>, when: "paced" | "now", why: Why): void {
    if (this.inFlight.has(key)) return
    const failed = (error: unknown) => {
      const entry = this.entries.peek(key)
      if (entry) entry.retryAt = Date.now() + RETRY_FAILED_REFRESH_MS
      this.options.onRefreshError?.(key, error)
    }
    this.produce(key, when === "now" ? produce : this.paced(produce, why)).catch(failed)
  }

  /**
   * Makes the answer for `key` again now, in its turn among the background refreshes, for a source that cannot
   * say what a change touched (a UI-strings document holds every language): when it comes out different, or
   * was never made, everything else made from its data goes stale. Resolves to whether it did; a failure keeps
   * what is kept.
   */
  async remake<T>(key: string, produce: Producer<T>): Promise<boolean> {
    // One being made now may have read the data before the change: this one starts after it.
    await this.making(key)?.catch(() => undefined)
    // What it was when last made here if it has been dropped since: on a site larger than the cache that is
    // routine, and taken for a change it made every page showing the data stale each time it was read.
    const before = this.entries.peek(key)?.response.etag ?? this.remadeEtags.get(key)
    const made = await this.produce(key, this.paced(produce, "changed")).catch((error: unknown) => this.options.onRefreshError?.(key, error))
    if (made) this.remadeEtags.set(key, made.etag)
    if (!made || made.etag === before) return false
    this.invalidate(made.tags ?? [], key)
    return true
  }

  /** `produce` run in its turn: at most REFRESHES_AT_ONCE background refreshes at a time, changed answers' first. */
  private paced<T>(produce: Producer<T>, why: Why): Producer<T> {
    return async () => {
      await this.refreshSlot(why)
      try {
        return await produce()
      } finally {
        this.refreshesRunning--
        ;(this.refreshQueue.changed.shift() ?? this.refreshQueue.expired.shift())?.()
      }
    }
  }

  /**
   * While the answer for `key` is being made, `stand-in` is what the quick way out serves for it (a page's app
   * shell while its render waits behind others); it goes when the answer is stored, or when making it fails or
   * makes nothing to keep. `get` never returns it.
   */
  placeholder(key: string, standIn: CachedResponse): void {
    if (this.entries.has(key) || !this.inFlight.has(key)) return
    this.entries.set(key, { response: { ...standIn, deferred: true }, freshUntil: Number.MAX_SAFE_INTEGER, stale: false })
  }

  /** The stand-in for `key` goes (the answer is being made now, and is worth waiting for). */
  dropPlaceholder(key: string): void {
    if (this.entries.peek(key)?.response.deferred) this.entries.delete(key)
  }

  /** Stores `response` for `key` unless an answer is stored or being made: one that came along with another (a product in a catalogue page). */
  seed(key: string, response: CachedResponse): void {
    if (this.entries.has(key) || this.inFlight.has(key)) return
    this.store(key, response)
  }

  /**
   * The answer kept for `key` compressed again, smaller (the same bytes once decoded, so the same etag): kept
   * instead of its brotli if the answer is still the one of `etag`.
   */
  keepSmaller(key: string, etag: string, br: Buffer): void {
    const entry = this.entries.peek(key)
    if (!entry || entry.response.etag !== etag || !entry.response.br || entry.response.br.length <= br.length) return
    const smaller: Entry = { ...entry, response: { ...entry.response, br } }
    // A new entry object, so that the byte budget counts its new size (its tags are indexed again).
    this.entries.set(key, smaller)
    if (this.entries.peek(key) === smaller) this.index(key, smaller.response.tags ?? [])
  }

  /** The answers made from data under these tag patterns (but the one under `except`) are stale; returns how many were fresh. */
  invalidate(patterns: readonly string[], except?: string): number {
    if (patterns.length === 0) return 0
    this.options.onInvalidate?.(patterns)
    this.seq++
    if (this.inFlight.size > 0) this.invalidations.push({ seq: this.seq, patterns })
    let invalidated = 0
    const now = Date.now()
    for (const pattern of patterns) {
      const tags = pattern.endsWith("*") ? [...this.keysByTag.keys()].filter((tag) => tagMatches(pattern, tag)) : [pattern]
      for (const tag of tags)
        for (const key of this.keysByTag.get(tag) ?? []) {
          const entry = this.entries.peek(key)
          if (!entry || entry.stale || key === except) continue
          entry.stale = true
          entry.staleSince = now
          invalidated++
        }
    }
    return invalidated
  }

  /** Entries and bytes, in all and of the answers `kind` picks (e.g. the HTML pages). */
  usage(kind: (response: CachedResponse) => boolean = () => true): { entries: number; bytes: number } {
    let entries = 0
    let bytes = 0
    for (const [key, entry] of this.entries.entries())
      if (kind(entry.response)) {
        entries++
        bytes += responseBytes(entry.response) + key.length * 2 + ENTRY_OVERHEAD_BYTES
      }
    return { entries, bytes }
  }

  get bytes(): number {
    return this.entries.calculatedSize
  }

  /** The byte budget. */
  get maxBytes(): number {
    return this.options.maxBytes
  }

  get size(): number {
    return this.entries.size
  }

  private isFresh(entry: Entry, now: number): boolean {
    return !entry.stale && entry.freshUntil > now
  }

  private async refreshSlot(why: Why): Promise<void> {
    if (this.refreshesRunning >= REFRESHES_AT_ONCE) await new Promise<void>((resolve) => this.refreshQueue[why].push(resolve))
    this.refreshesRunning++
    // A turn of the event loop first: refreshes that need no I/O of their own would otherwise follow one
    // another in a single run of promise callbacks, reading no request meanwhile.
    await new Promise((resolve) => setImmediate(resolve))
  }

  private produce<T>(key: string, produce: Producer<T>): Promise<CachedResponse<T>> {
    const pending = this.inFlight.get(key)
    if (pending) return pending as Promise<CachedResponse<T>>
    const startedAt = this.seq
    const dropPlaceholder = () => this.dropPlaceholder(key)
    const made = produce()
      .then((response) => {
        // The time it took to make goes to those who waited for it, not to everyone it is served to later.
        const { renderMs: _made, renderThreadMs: _madeInThread, ...kept } = response
        if (this.store(key, kept, startedAt)) return { ...response, key }
        // Not kept (freshMs 0, or an error that is not remembered): what was stored is out of date.
        if (response.status !== 200) this.entries.delete(key)
        dropPlaceholder()
        return response
      })
      .catch((error: unknown) => {
        dropPlaceholder()
        throw error
      })
      .finally(() => {
        this.inFlight.delete(key)
        this.startedAt.delete(key)
        if (this.invalidations.length === 0) return
        let oldest = Infinity
        for (const seq of this.startedAt.values()) oldest = Math.min(oldest, seq)
        this.invalidations = this.invalidations.filter((change) => change.seq > oldest)
      })
    this.inFlight.set(key, made)
    this.startedAt.set(key, startedAt)
    return made
  }

  /** Stores a made answer (stale at once when its data changed while it was made); false when it is not kept. */
  private store(key: string, response: CachedResponse, startedAt = this.seq): boolean {
    const freshMs = response.freshMs ?? this.options.defaultFreshMs
    if (freshMs <= 0) return false
    const tags = response.tags ?? []
    const missed = this.invalidations.some((change) => change.seq > startedAt && change.patterns.some((pattern) => tags.some((tag) => tagMatches(pattern, tag))))
    const now = Date.now()
    response.key = key
    for (const variant of response.variants ?? []) variant.key = key
    const entry: Entry = { response, freshUntil: now + jitter(freshMs), stale: missed, staleSince: missed ? now : undefined }
    this.entries.set(key, entry)
    // lru-cache refuses an entry bigger than the whole budget: then there is nothing to index.
    if (this.entries.peek(key) !== entry) return false
    this.index(key, tags)
    return true
  }

  private index(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag)
      if (!keys) this.keysByTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
  }

  private unindex(key: string, tags: readonly string[] | undefined) {
    for (const tag of tags ?? []) {
      const keys = this.keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.keysByTag.delete(tag)
    }
  }
}
