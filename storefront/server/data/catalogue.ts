/**
 * The catalogue as the shop reads it: a product, a catalogue page, random picks, search pages, and every
 * published item's date. Each read is an answer of the one cache (cache/answer-cache.ts), kept under the URL
 * the browser asks for it by, with the tags of the products it holds.
 *
 * Only canonical requests are kept: pages and search pages of 24 at offsets that are multiples of 24, products
 * by id, and the home page's 20 random products. Any other limit or offset is cut from the canonical pages and
 * answered without being kept, so crafted query strings cannot grow memory.
 *
 * Freshness: commerce's change log (commerce/catalogue-changes.ts) reaches `changed`: the changed products' tags are
 * invalidated, which makes stale their answers, the catalogue pages and random picks that hold them, and every
 * page made from those; when products appeared or left, every list. Searches go stale when the index is rebuilt.
 */
import { CATALOGUE_PAGE_SIZE, HOME_RANDOM_COUNT, MAX_REQUEST_NUMBER, type ApiError, type CatalogueEntry, type SearchCategory, type SearchResponse } from "@shop/contracts/api"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { productApiUrl, productsApiUrl, randomProductsApiUrl } from "../../shared/api-urls.js"
import type { AnswerCache } from "../cache/answer-cache.js"
import { LAST_MODIFIED_TAG, listPageTag, LISTS_TAG_PATTERN, productTag, RANDOM_PICKS_TAG, SEARCH_TAG } from "../cache/cache-tags.js"
import { BROTLI_QUALITY_QUICK, identityBody, prepareBody, prepareResponse, type CachedResponse } from "../cache/prepared-response.js"
import type { CatalogueSource } from "../commerce/catalogue-client.js"
import type { CatalogueSearchRequest } from "../search/catalogue-search.js"

/** Random picks are drawn from a pool this big, drawn again every ttl and when a product in it changes. */
const RANDOM_POOL_SIZE = 100
/** Precompressed random picks of HOME_RANDOM_COUNT kept ready; each request is served one of them. */
const RANDOM_SAMPLES = 24
/** A home page (its random picks) is fresh this long: the grid varies between visits. */
const RANDOM_PICKS_FRESH_MS = 60_000
const NOT_FOUND_FRESH_MS = 10_000
const PRELOAD_PAGES_AT_ONCE = 4
/**
 * The most catalogue pages a start reads ahead: the seed's whole catalogue (27 pages), at 100× it the first
 * 4,800 products. All 2,667 pages of 64,000 products took commerce over 30 s, with the instance not ready
 * meanwhile, and would not fit the one cache beside the rest of the site; a product past them is read on its
 * first visit (a few tens of ms from commerce at that size: bench/README.md, "scale").
 */
const PRELOAD_MOST_PAGES = 200
const POOL_KEY = "data:random-pool"
const LAST_MODIFIED_KEY = "data:last-modified"

export interface SearchRequest {
  q: string
  category: SearchCategory
  /** The storefront language ("de") and its commerce locale ("de-DE"). */
  lang: string
  locale: string
  limit: number
  offset: number
}

/** What answers searches: the search index (search/), by pages of 24, as a SearchResponse's JSON. */
export type SearchEngine = (request: CatalogueSearchRequest) => Promise<Buffer>

/** Shopper-typed text as one key: the same words in any case or spacing are the same search. */
export const normalizeSearchText = (q: string) => q.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US")

/**
 * The canonical pages (offset multiples of `size`) that cover `limit` entries from `offset`. None past the
 * largest offset commerce takes (MAX_REQUEST_NUMBER, as /api/* does): they are empty anyway, and not asked for.
 */
export function coveringPages(limit: number, offset: number, size = CATALOGUE_PAGE_SIZE): number[] {
  const first = Math.floor(offset / size) * size
  const pages: number[] = []
  for (let start = first; start < offset + limit && start <= MAX_REQUEST_NUMBER; start += size) pages.push(start)
  return pages
}

const isCanonical = (limit: number, offset: number) => limit === CATALOGUE_PAGE_SIZE && offset % CATALOGUE_PAGE_SIZE === 0

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

const entryTags = (entries: readonly CatalogueEntry[]) => entries.map((entry) => productTag(entry.item.id))

export function createCatalogueData(source: CatalogueSource, cache: AnswerCache, search: SearchEngine, options: { preloadPages?: number } = {}) {
  /** Total products as the newest page answer said: offsets past it are answered without asking commerce. */
  let knownCount: number | undefined

  const produceProduct = (id: number) => async (): Promise<CachedResponse<CatalogueEntry | ApiError>> => {
    const entry = await source.item(id)
    if (!entry) return { ...(await prepareResponse(404, { error: `Product ${id} not found` })), tags: [productTag(id)], freshMs: NOT_FOUND_FRESH_MS }
    return { ...(await prepareResponse(200, entry)), tags: [productTag(id)] }
  }
  const product = (id: number) => cache.get(productApiUrl(id), produceProduct(id))

  const canonicalPage = (offset: number) =>
    cache.get<CatalogueEntry[]>(productsApiUrl(CATALOGUE_PAGE_SIZE, offset), async () => {
      const { entries, count } = await source.page(CATALOGUE_PAGE_SIZE, offset)
      knownCount = count
      // A page holds its products' whole entries: those not kept yet need no call of their own.
      for (const entry of entries) {
        const id = entry.item.id
        // Not kept when that fails: the product is then read on its own first use.
        if (!cache.has(productApiUrl(id)))
          prepareResponse(200, entry).then(
            (answer) => cache.seed(productApiUrl(id), { ...answer, tags: [productTag(id)] }),
            () => undefined
          )
      }
      return { ...(await prepareResponse(200, entries)), tags: [listPageTag(offset), ...entryTags(entries)] }
    })

  /** Entries `offset`..`offset+limit` cut from the canonical pages (each kept), and what they were cut from. */
  async function pageEntries(limit: number, offset: number): Promise<{ entries: CatalogueEntry[]; tags: string[] }> {
    const starts = coveringPages(limit, offset).filter((start) => knownCount === undefined || start < knownCount)
    const pages = await Promise.all(starts.map(canonicalPage))
    const skip = offset - (starts[0] ?? offset)
    return { entries: pages.flatMap((page) => page.value!).slice(skip, skip + limit), tags: [...new Set(pages.flatMap((page) => page.tags ?? []))] }
  }

  const pool = () =>
    cache.get<CatalogueEntry[]>(POOL_KEY, async () => {
      const entries = await source.random(RANDOM_POOL_SIZE)
      return { status: 200, etag: "", value: entries, tags: [RANDOM_PICKS_TAG, ...entryTags(entries)] }
    })
  /** RANDOM_SAMPLES draws from the pool, each compressed once; each request is answered with one of them. */
  const randomSamples = () =>
    cache.get(randomProductsApiUrl(HOME_RANDOM_COUNT), async () => {
      const current = await pool()
      const draw = async () => ({ ...(await prepareResponse(200, sample(current.value!, HOME_RANDOM_COUNT))), tags: current.tags, freshMs: RANDOM_PICKS_FRESH_MS })
      const variants = await Promise.all(Array.from({ length: RANDOM_SAMPLES }, draw))
      return { ...variants[0]!, variants }
    })

  const produceLastModified = async (): Promise<CachedResponse<CatalogueLastModified["items"]>> => ({
    status: 200,
    etag: "",
    value: await source.lastModified(),
    tags: [LAST_MODIFIED_TAG],
  })
  const lastModified = () => cache.get(LAST_MODIFIED_KEY, produceLastModified)

  const searchKey = (request: SearchRequest, offset: number) => `search:${JSON.stringify([request.lang, request.category, offset, normalizeSearchText(request.q)])}`
  function searchPage(request: SearchRequest, offset: number): Promise<CachedResponse<SearchResponse>> {
    return cache.get<SearchResponse>(searchKey(request, offset), async () => {
      const json = await search({ q: normalizeSearchText(request.q), category: request.category, locale: request.locale, limit: CATALOGUE_PAGE_SIZE, offset })
      // Kept as brotli only, made quickly (gzip is made if a client asks): most searches are asked once, and
      // gzip and brotli at the usual levels took more CPU than the search itself.
      return { ...(await prepareBody(200, json, undefined, { brotliOnly: true, brotliQuality: BROTLI_QUALITY_QUICK })), tags: [SEARCH_TAG] }
    })
  }
  const searchAnswer = (response: CachedResponse<SearchResponse>) => JSON.parse(identityBody(response).toString()) as SearchResponse

  const publishedIds = () => {
    const items = cache.stored<CatalogueLastModified["items"]>(LAST_MODIFIED_KEY)?.value
    return items ? new Set(items.map((item) => item.id)) : undefined
  }
  const sameIds = (a: Set<number> | undefined, b: Set<number> | undefined) => a !== undefined && b !== undefined && a.size === b.size && [...a].every((id) => b.has(id))

  return {
    /** 200 with the entry, or 404 with {error} (remembered briefly). */
    product,

    /** The entry of a published product, or null. */
    async productEntry(id: number): Promise<CatalogueEntry | null> {
      const answer = await product(id)
      return answer.status === 200 ? (answer.value as CatalogueEntry) : null
    },

    /** `limit` entries from `offset`, in item id order (the canonical pages are kept, other cuts made from them). */
    async page(limit: number, offset: number): Promise<CachedResponse<CatalogueEntry[]>> {
      if (isCanonical(limit, offset) && (knownCount === undefined || offset < knownCount)) return canonicalPage(offset)
      const { entries, tags } = await pageEntries(limit, offset)
      return { ...(await prepareResponse(200, entries, { compress: false })), tags: tags.length > 0 ? tags : [listPageTag(offset - (offset % CATALOGUE_PAGE_SIZE))], freshMs: 0 }
    },

    /** `limit` random products: one of the kept draws of HOME_RANDOM_COUNT, or a draw of its own. */
    async random(limit: number): Promise<CachedResponse<CatalogueEntry[]>> {
      if (limit === HOME_RANDOM_COUNT) return randomSamples() as Promise<CachedResponse<CatalogueEntry[]>>
      const current = await pool()
      return { ...(await prepareResponse(200, sample(current.value!, limit), { compress: false })), tags: current.tags, freshMs: 0 }
    },

    /** One page of what a search finds, best first (canonical pages kept; other cuts made from them). */
    async search(request: SearchRequest): Promise<CachedResponse<SearchResponse>> {
      if (isCanonical(request.limit, request.offset)) return searchPage(request, request.offset)
      const pages = await Promise.all(coveringPages(request.limit, request.offset).map((start) => searchPage(request, start)))
      const skip = request.offset % CATALOGUE_PAGE_SIZE
      const answers = pages.map(searchAnswer)
      const results = answers.flatMap((answer) => answer.results).slice(skip, skip + request.limit)
      return { ...(await prepareResponse(200, { ...answers[0]!, results } satisfies SearchResponse, { compress: false })), tags: [SEARCH_TAG], freshMs: 0 }
    },

    /** Every published item and when it last changed (the sitemaps' lastmod). */
    lastModified,

    /**
     * Fetches every catalogue page (and with them every product's entry), the random picks and the items'
     * dates: what the pages are rendered from, in ≈ 30 calls instead of one per product as traffic arrives.
     */
    async preload(): Promise<void> {
      await canonicalPage(0)
      // The rest four at a time: commerce shares the machine with the traffic that is arriving.
      const pages = Math.min(Math.ceil((knownCount ?? 0) / CATALOGUE_PAGE_SIZE), options.preloadPages ?? PRELOAD_MOST_PAGES)
      const offsets = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => (i + 1) * CATALOGUE_PAGE_SIZE)
      await Promise.all(
        Array.from({ length: PRELOAD_PAGES_AT_ONCE }, async () => {
          for (let offset = offsets.shift(); offset !== undefined; offset = offsets.shift()) await canonicalPage(offset)
        })
      )
      await Promise.all([randomSamples(), lastModified()])
    },

    /**
     * These products' answers made again now from commerce, waited for (not served stale once, as after a change
     * heard from the log): checkout just learnt from commerce that their stock is not what was shown.
     */
    async readAgain(itemIds: readonly number[]): Promise<void> {
      cache.invalidate(itemIds.map(productTag))
      await Promise.all(itemIds.map((id) => cache.get(productApiUrl(id), produceProduct(id), { stale: "wait" }).catch(() => undefined)))
    },

    /**
     * Commerce says these products changed (null: anything may have): their answers and everything made from
     * them go stale. When the published products are no longer the same (one created, published,
     * unpublished or deleted, or commerce cannot say which changed), every list goes stale: the pages after
     * it moved. (The shared cache in front drops the same tags: answer-cache.ts's onInvalidate.)
     */
    async changed(itemIds: number[] | null): Promise<void> {
      const before = publishedIds()
      cache.invalidate([...(itemIds === null ? [productTag("*"), LISTS_TAG_PATTERN] : itemIds.map(productTag)), LAST_MODIFIED_TAG])
      await cache.get(LAST_MODIFIED_KEY, produceLastModified, { stale: "wait" }).catch(() => undefined)
      if (itemIds !== null && !sameIds(before, publishedIds())) cache.invalidate([LISTS_TAG_PATTERN])
    },
  }
}

export type CatalogueData = ReturnType<typeof createCatalogueData>
