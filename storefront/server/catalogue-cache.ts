/**
 * The storefront's catalogue answers, kept as finished responses (see cache/response-cache.ts) and shared
 * by the /api/* routes and the HTML shell.
 *
 * Only canonical requests are stored: pages and search pages of 24 at offsets that are multiples of 24,
 * products by id, and the home page's 20 random products. Any other limit or offset is cut from the
 * canonical pages and answered without being stored, so crafted query strings cannot grow memory.
 *
 * Freshness: commerce's change log is polled about once a second (catalogue-changes.ts) and reaches
 * `applyChanges`: changed products, the catalogue pages that list them (every page when products appeared or
 * left) and the random pool are fetched again at once; search answers become stale and are refreshed on their
 * next use while the old answer is still served.
 */
import { CATALOGUE_PAGE_SIZE, HOME_RANDOM_COUNT, type ApiError, type CatalogueEntry, type SearchCategory, type SearchResponse } from "@shop/contracts/api"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { LAST_MODIFIED_TAG, listPageTag, productTag, RANDOM_PICKS_TAG, SEARCH_TAG, type ChangeListener } from "./cache/cache-tags.js"
import type { FreshLookup } from "./cache/fast-lane.js"
import { BROTLI_QUALITY_QUICK, identityBody, prepareBody, prepareResponse, ResponseCache, type CachedResponse } from "./cache/response-cache.js"
import type { CatalogueSource } from "./commerce/catalogue-client.js"

/** Random picks are drawn from a pool this big, refreshed every ttl and on every catalogue change. */
const RANDOM_POOL_SIZE = 100
/** Precompressed random picks of HOME_RANDOM_COUNT kept ready; each request is served one of them. */
const RANDOM_SAMPLES = 24
const NOT_FOUND_TTL_MS = 10_000
const MB = 1024 * 1024

/**
 * Byte budgets. Products: 640 entries in 15 languages are ≈ 15 MB with their compressed copies and parsed
 * form; lists: 27 catalogue pages and the random pool ≈ 12 MB; search answers vary without end, so they get
 * a fixed share and the least recently used go first.
 */
export const CACHE_BUDGETS = { products: 48 * MB, lists: 32 * MB, search: 24 * MB }

export interface SearchRequest {
  q: string
  category: SearchCategory
  /** The storefront language ("de") and its commerce locale ("de-DE"). */
  lang: string
  locale: string
  limit: number
  offset: number
}

export interface CatalogueCache {
  page(limit: number, offset: number): Promise<CachedResponse>
  /** 200 with the entry, or 404 with {error} (remembered briefly). */
  product(id: number): Promise<CachedResponse<CatalogueEntry | ApiError>>
  /** The cached 200 answer for a product (its value is the entry), or null when there is no such product. */
  productEntry(id: number): Promise<CachedResponse<CatalogueEntry> | null>
  random(limit: number): Promise<CachedResponse>
  search(request: SearchRequest): Promise<CachedResponse>
  /**
   * For the fast lane: a lookup of the fresh stored 200 answer to the same request, or undefined when such
   * requests are not stored (non-canonical limits and offsets are cut from pages on every request).
   */
  freshLookup: {
    page(limit: number, offset: number): FreshLookup | undefined
    product(id: number): FreshLookup
    random(limit: number): FreshLookup | undefined
    search(request: SearchRequest): FreshLookup | undefined
  }
  /** Every published item and when it last changed (the sitemaps' lastmod); refreshed with the lists. */
  lastModified(): Promise<CachedResponse<CatalogueLastModified["items"]>>
  /**
   * Fetches every catalogue page (and with them every product's entry), the random picks and the items'
   * dates: what the pages are rendered from, in ≈ 30 calls instead of one per product as traffic arrives.
   */
  preload(): Promise<void>
  /** Goes up when a catalogue page or the random pool changes: what was made from them is out of date. */
  listsVersion(): number
  /** Commerce says these products changed (null: anything may have). */
  applyChanges(itemIds: number[] | null): void
  /** What searches find changed (the search index was rebuilt): every stored search answer is stale. */
  searchesChanged(): void
  /** Bytes held by each cache, for /health and the memory bench. */
  usage(): Record<keyof typeof CACHE_BUDGETS, number>
}

/** Shopper-typed text as one key: the same words in any case or spacing are the same search (commerce matches case-insensitively). */
export const normalizeSearchText = (q: string) => q.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US")

const POOL_KEY = "random-pool"
const PRELOAD_PAGES_AT_ONCE = 4
const LAST_MODIFIED_KEY = "last-modified"

/** The largest offset commerce takes (nine digits, as /api/* does): pages past it are empty anyway, and not asked for. */
const MAX_COMMERCE_OFFSET = 999_999_999

/** The canonical pages (offset multiples of `size`) that cover `limit` entries from `offset`. */
export function coveringPages(limit: number, offset: number, size = CATALOGUE_PAGE_SIZE): number[] {
  const first = Math.floor(offset / size) * size
  const pages: number[] = []
  for (let start = first; start < offset + limit && start <= MAX_COMMERCE_OFFSET; start += size) pages.push(start)
  return pages
}

const isCanonical = (limit: number, offset: number) => limit === CATALOGUE_PAGE_SIZE && offset % CATALOGUE_PAGE_SIZE === 0

export function createCatalogueCache(
  catalogue: CatalogueSource,
  options: {
    ttlSeconds: number
    onRefreshError?: (key: string, error: unknown) => void
    /** Told the cache tags of the answers that changed (cache/cache-tags.ts). */
    onChange?: ChangeListener
    /**
     * Who answers searches first (the search thread, see app.ts), with a SearchResponse's JSON; when it has no
     * answer (its indexes not built yet), or is not set, the catalogue source's own search answers.
     */
    search?: (params: Parameters<CatalogueSource["search"]>[0]) => Promise<Buffer | undefined>
  }
): CatalogueCache {
  const freshMs = (status: number) => (status === 200 ? options.ttlSeconds * 1000 : status === 404 ? NOT_FOUND_TTL_MS : 0)
  const common = { freshMs, onRefreshError: options.onRefreshError, onChange: options.onChange }
  const products = new ResponseCache({ maxBytes: CACHE_BUDGETS.products, ...common, tag: (key) => productTag(Number(key.slice("item:".length))) })
  const lists = new ResponseCache({ maxBytes: CACHE_BUDGETS.lists, ...common, tag: listTag })
  const searches = new ResponseCache({ maxBytes: CACHE_BUDGETS.search, ...common, tag: () => SEARCH_TAG, family: SEARCH_TAG })
  /** Total products as the newest page answer said: offsets past it are answered without asking commerce. */
  let knownCount: number | undefined

  /** While the preload runs: the entries its pages brought, by item id (a product asked for meanwhile waits for them). */
  let preloading: { done: Promise<void>; entries: Map<number, CatalogueEntry> } | undefined
  const produceProduct = (id: number) => async (): Promise<CachedResponse<CatalogueEntry | ApiError>> => {
    if (preloading) {
      const { done, entries } = preloading
      await done.catch(() => undefined)
      const preloaded = entries.get(id)
      if (preloaded) return prepareResponse(200, preloaded)
    }
    const entry = await catalogue.item(id)
    return entry ? prepareResponse(200, entry) : prepareResponse(404, { error: `Product ${id} not found` })
  }
  const product = (id: number) => products.get(`item:${id}`, produceProduct(id))

  const pageKey = (offset: number) => `page:${offset}`
  function listTag(key: string): string {
    if (key === POOL_KEY) return RANDOM_PICKS_TAG
    if (key === LAST_MODIFIED_KEY) return LAST_MODIFIED_TAG
    return listPageTag(Number(key.slice("page:".length)))
  }
  const canonicalPage = (offset: number) =>
    lists.get(pageKey(offset), async () => {
      const { entries, count } = await catalogue.page(CATALOGUE_PAGE_SIZE, offset)
      knownCount = count
      // A page holds its products' whole entries: those not stored yet need no call of their own.
      for (const entry of entries) {
        preloading?.entries.set(entry.item.id, entry)
        if (!products.has(`item:${entry.item.id}`)) void seedProduct(entry)
      }
      return prepareResponse(200, entries)
    })
  const seedProduct = async (entry: CatalogueEntry) => products.seed(`item:${entry.item.id}`, await prepareResponse(200, entry), produceProduct(entry.item.id))

  /** Entries `offset`..`offset+limit` cut from the canonical pages (each cached), in item id order. */
  async function pageEntries(limit: number, offset: number): Promise<CatalogueEntry[]> {
    const starts = coveringPages(limit, offset).filter((start) => knownCount === undefined || start < knownCount)
    const pages = await Promise.all(starts.map(canonicalPage))
    const entries = pages.flatMap((page) => page.value as CatalogueEntry[])
    const skip = offset - (starts[0] ?? offset)
    return entries.slice(skip, skip + limit)
  }

  const pool = () => lists.get(POOL_KEY, async () => prepareResponse(200, await catalogue.random(RANDOM_POOL_SIZE)))
  // The samples follow the pool: rebuilt (each compressed once) whenever the pool's answer changes; until
  // the new ones are ready the previous set is still served.
  interface Samples {
    poolEtag: string
    samples: CachedResponse[]
  }
  let building: { poolEtag: string; ready: Promise<Samples> } | undefined
  let ready: Samples | undefined
  const pick = ({ samples }: Samples) => samples[Math.floor(Math.random() * samples.length)]!
  async function randomSample(): Promise<CachedResponse> {
    const current = await pool()
    if (building?.poolEtag !== current.etag) {
      const entries = current.value as CatalogueEntry[]
      const poolEtag = current.etag
      const next = Promise.all(
        Array.from({ length: RANDOM_SAMPLES }, async () => ({ ...(await prepareResponse(200, sample(entries, HOME_RANDOM_COUNT))), surrogateKey: RANDOM_PICKS_TAG }))
      ).then((samples) => ({ poolEtag, samples }))
      building = { poolEtag, ready: next }
      next.then((built) => building?.ready === next && (ready = built), () => building?.ready === next && (building = undefined))
    }
    return pick(ready ?? (await building!.ready))
  }

  const produceLastModified = async () => prepareResponse(200, await catalogue.lastModified())
  const lastModified = () => lists.get(LAST_MODIFIED_KEY, produceLastModified)

  const searchKey = (request: SearchRequest, offset: number) => JSON.stringify([request.lang, request.category, offset, normalizeSearchText(request.q)])
  async function searchPage(request: SearchRequest, offset: number): Promise<CachedResponse<SearchResponse>> {
    const q = normalizeSearchText(request.q)
    // Stored as bytes only: searches are many, and a parsed page costs several times its JSON.
    return searches.get<SearchResponse>(searchKey(request, offset), async () => {
      const params = { q, category: request.category, locale: request.locale, limit: CATALOGUE_PAGE_SIZE, offset }
      const json = (await options.search?.(params)) ?? Buffer.from(JSON.stringify(await catalogue.search(params)))
      // Brotli only, quickly (gzip is made if a client asks): most searches are asked once, and gzip and
      // brotli at the usual levels took more CPU than the search itself (at 20× the catalogue, with a page
      // of 24 full entries: 280 searches/s with them, 670 without).
      return prepareBody(200, json, undefined, { brotliOnly: true, brotliQuality: BROTLI_QUALITY_QUICK })
    })
  }
  const searchAnswer = (response: CachedResponse<SearchResponse>) => JSON.parse(identityBody(response).toString()) as SearchResponse

  const publishedIds = () => {
    const items = lists.stored<CatalogueLastModified["items"]>(LAST_MODIFIED_KEY)?.value
    return items ? new Set(items.map((item) => item.id)) : undefined
  }
  const sameIds = (a: Set<number> | undefined, b: Set<number> | undefined) => a !== undefined && b !== undefined && a.size === b.size && [...a].every((id) => b.has(id))
  const isPageKey = (key: string) => key.startsWith("page:")

  /**
   * Fetches again the catalogue pages a change can have altered, after the items' dates (which list every
   * published product). Pages are in item id order: while the same products are published (a rename, a
   * price, a translation), a product keeps its place and only the pages listing it change, one call instead
   * of one per page (≈ 27) on every storefront instance for every edit. A product that appeared or left
   * (created, published, unpublished, deleted), or a change log that cannot say what changed, moves the
   * pages after it: then every page is fetched again. Only pages that come out different are announced.
   */
  async function refreshListPagesAfter(itemIds: number[] | null) {
    const before = publishedIds()
    await lists.refreshed(LAST_MODIFIED_KEY, produceLastModified)
    if (itemIds === null || !sameIds(before, publishedIds())) return lists.refreshAll(isPageKey)
    const changed = new Set(itemIds)
    lists.refreshAll((key) => isPageKey(key) && (lists.stored<CatalogueEntry[]>(key)?.value ?? []).some((entry) => changed.has(entry.item.id)))
  }

  return {
    async page(limit, offset) {
      if (isCanonical(limit, offset) && (knownCount === undefined || offset < knownCount)) return canonicalPage(offset)
      const surrogateKey = coveringPages(limit, offset).map(listPageTag).join(" ")
      return { ...(await prepareResponse(200, await pageEntries(limit, offset), { compress: false })), surrogateKey }
    },

    product,

    async productEntry(id) {
      const response = await product(id)
      return response.status === 200 ? (response as CachedResponse<CatalogueEntry>) : null
    },

    async random(limit) {
      if (limit === HOME_RANDOM_COUNT) return randomSample()
      return { ...(await prepareResponse(200, sample((await pool()).value as CatalogueEntry[], limit), { compress: false })), surrogateKey: RANDOM_PICKS_TAG }
    },

    async search(request) {
      if (isCanonical(request.limit, request.offset)) return searchPage(request, request.offset)
      const pages = await Promise.all(coveringPages(request.limit, request.offset).map((start) => searchPage(request, start)))
      const skip = request.offset % CATALOGUE_PAGE_SIZE
      const answers = pages.map(searchAnswer)
      const results = answers.flatMap((answer) => answer.results).slice(skip, skip + request.limit)
      return { ...(await prepareResponse(200, { ...answers[0]!, results } satisfies SearchResponse, { compress: false })), surrogateKey: SEARCH_TAG }
    },

    freshLookup: {
      page: (limit, offset) => (isCanonical(limit, offset) ? () => lists.peek(pageKey(offset)) : undefined),
      product: (id) => () => {
        const answer = products.peek(`item:${id}`)
        return answer?.status === 200 ? answer : undefined
      },
      random: (limit) =>
        limit === HOME_RANDOM_COUNT
          ? () => {
              const current = lists.peek(POOL_KEY)
              return current && ready?.poolEtag === current.etag ? pick(ready) : undefined
            }
          : undefined,
      search: (request) => {
        if (!isCanonical(request.limit, request.offset)) return undefined
        const key = searchKey(request, request.offset)
        return () => searches.peek(key)
      },
    },

    lastModified,

    async preload() {
      const entries = new Map<number, CatalogueEntry>()
      const done = (async () => {
        await canonicalPage(0)
        // The rest four at a time: commerce shares the machine with the traffic that is arriving.
        const offsets = Array.from({ length: Math.max(0, Math.ceil((knownCount ?? 0) / CATALOGUE_PAGE_SIZE) - 1) }, (_, i) => (i + 1) * CATALOGUE_PAGE_SIZE)
        await Promise.all(Array.from({ length: PRELOAD_PAGES_AT_ONCE }, async () => {
          for (let offset = offsets.shift(); offset !== undefined; offset = offsets.shift()) await canonicalPage(offset)
        }))
      })()
      preloading = { done, entries }
      try {
        await done
      } finally {
        preloading = undefined
      }
      await Promise.all([randomSample(), lastModified()])
    },

    listsVersion: () => lists.version,

    applyChanges(itemIds) {
      // Products: those that changed (all, when commerce cannot say which), first: refreshes take turns
      // (four at a time), and a product page is what its editor looks at. Catalogue pages: only those that
      // can have changed (refreshListPagesAfter). The random pool only when it holds a changed product (a new draw
      // would change every home page). Searches are many: each is refreshed on its next use.
      if (itemIds === null) products.refreshAll()
      else
        for (const id of itemIds) {
          if (products.has(`item:${id}`)) products.refresh(`item:${id}`, produceProduct(id))
          else products.announceChange(`item:${id}`)
        }
      const drawn = lists.stored<CatalogueEntry[]>(POOL_KEY)?.value
      if (itemIds === null || !drawn || drawn.some((entry) => itemIds.includes(entry.item.id))) lists.refreshAll((key) => key === POOL_KEY)
      void refreshListPagesAfter(itemIds)
      searches.markStale()
    },

    searchesChanged: () => searches.markStale(),

    usage: () => ({ products: products.bytes, lists: lists.bytes, search: searches.bytes }),
  }
}

/** `count` distinct elements in random order (partial Fisher–Yates on a copy). */
export function sample<T>(items: readonly T[], count: number): T[] {
  const copy = items.slice()
  const n = Math.min(count, copy.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy.slice(0, n)
}
