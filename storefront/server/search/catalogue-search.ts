/**
 * The shop's search (GET /api/search, the header's suggestions): one index per language (search-index.ts)
 * over commerce's published products (GET /store/catalogue/search-documents), built at start and kept in
 * step with the catalogue's change log: the changed products are read again and the indexes rebuilt, then
 * the stored search answers are made stale (docs/adr/0010-search-in-the-storefront.md).
 *
 * Until the first build is done, or when it failed, search() answers undefined and the caller asks
 * commerce's own search (substring matching, unranked) instead.
 */
import { LANGUAGES, type LanguageCode } from "@shop/contracts/languages"
import { SEARCH_CATEGORIES, type CatalogueEntry, type SearchCategory, type SearchResponse } from "@shop/contracts/api"
import type { SearchDocument as CommerceDocument } from "@shop/contracts/commerce-api"
import { bundledStrings } from "../pages/ui-strings.js"
import { SearchIndex, type SearchDocument } from "./search-index.js"

/** Where the products come from (commerce's catalogue client). */
export interface SearchDocumentSource {
  searchDocuments(request: { limit: number; offset: number } | { ids: number[] }): Promise<{ documents: CommerceDocument[]; count?: number }>
}

export interface CatalogueSearchRequest {
  q: string
  category: SearchCategory
  /** BCP 47 locale of the language searched (as commerce's search takes it). */
  locale: string
  limit: number
  offset: number
}

const PAGE = 100
/** Changes that arrive close together are read in one go (an import, a bulk edit in the admin). */
const UPDATE_DELAY_MS = 200

/** A first build that failed is tried again after this, then twice as long each time, up to LAST_RETRY_MS. */
const FIRST_RETRY_MS = 2_000
const LAST_RETRY_MS = 60_000

const ENGLISH = "en" satisfies LanguageCode

/** A product's category names in `language`, and in English (typed everywhere, as brands are). */
function categoryNames(language: LanguageCode, categories: readonly string[]): string {
  const named = (code: LanguageCode) => (bundledStrings(code).search as { categories?: Record<string, string> } | undefined)?.categories ?? {}
  return categories.flatMap((handle) => [named(language)[handle] ?? handle, named(ENGLISH)[handle] ?? handle]).join(" ")
}

interface StoredDocument {
  json: string
  categories: string[]
}
const stored = ({ entry, categories }: CommerceDocument): StoredDocument => ({ json: JSON.stringify(entry), categories })

function documentIn(language: LanguageCode, { entry, categories }: CommerceDocument): SearchDocument | undefined {
  const text = entry.translations.find((translation) => translation.language_code === language)
  if (!text) return undefined
  const english = entry.translations.find((translation) => translation.language_code === ENGLISH)
  // Not @shop/contracts/catalogue-text's parseTags: that module requires another TypeScript file as CommonJS,
  // which the search thread cannot load under tsx (a worker registers only tsx's ESM hooks; see worker-thread.ts).
  const tags = (value: string) => {
    try {
      const parsed: unknown = JSON.parse(value)
      return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : []
    } catch {
      return []
    }
  }
  return {
    itemId: entry.item.id,
    category: categories.find((handle) => (SEARCH_CATEGORIES as readonly string[]).includes(handle)) ?? "",
    name: text.name,
    englishName: language === ENGLISH ? undefined : english?.name,
    tags: tags(text.tags),
    categoryName: categoryNames(language, categories),
    description: text.description,
  }
}

export function createCatalogueSearch(options: {
  source: SearchDocumentSource
  /** Told when the indexes changed (the stored search answers are then stale). */
  onRebuilt?: () => void
  log?: (line: string) => void
}) {
  /** Each product as its JSON (what answers are made of; a third of the memory of the parsed entry) and its categories. */
  const documents = new Map<number, StoredDocument>()
  let indexes: Map<string, SearchIndex> | undefined
  let building: Promise<void> | undefined
  let pending: { ids: Set<number>; all: boolean } | undefined
  let timer: NodeJS.Timeout | undefined
  let retry: NodeJS.Timeout | undefined
  let retryMs = FIRST_RETRY_MS

  function rebuild() {
    const all = [...documents.values()].map(({ json, categories }): CommerceDocument => ({ entry: JSON.parse(json) as CatalogueEntry, categories }))
    const next = new Map<string, SearchIndex>()
    for (const { code, locale } of LANGUAGES) {
      next.set(locale, new SearchIndex(all.flatMap((document) => documentIn(code, document) ?? []), locale))
    }
    indexes = next
    options.onRebuilt?.()
  }

  async function loadAll() {
    const loaded = new Map<number, CommerceDocument>()
    for (let offset = 0; ; offset += PAGE) {
      const page = await options.source.searchDocuments({ limit: PAGE, offset })
      for (const document of page.documents) loaded.set(document.entry.item.id, document)
      if (page.documents.length < PAGE) break
    }
    documents.clear()
    for (const [id, document] of loaded) documents.set(id, stored(document))
  }

  async function loadChanged(ids: number[]) {
    for (let at = 0; at < ids.length; at += PAGE) {
      const chunk = ids.slice(at, at + PAGE)
      const { documents: found } = await options.source.searchDocuments({ ids: chunk })
      // Asked for and not answered: unpublished or deleted.
      for (const id of chunk) documents.delete(id)
      for (const document of found) documents.set(document.entry.item.id, stored(document))
    }
  }

  /**
   * Reads what changed (everything when `all`) and rebuilds. A failure is logged; a first build that failed
   * (commerce away at start) is tried again, less and less often, until it succeeds or a change comes.
   */
  function run(work: () => Promise<void>) {
    building = (building ?? Promise.resolve())
      .then(work)
      .then(() => {
        rebuild()
        retryMs = FIRST_RETRY_MS
      })
      .catch((error: unknown) => {
        options.log?.(`search: the index was not updated: ${(error as Error).message}`)
        if (!indexes && !retry) {
          retry = setTimeout(() => {
            retry = undefined
            void run(loadAll)
          }, retryMs)
          retry.unref()
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
        }
      })
    return building
  }

  function flush() {
    timer = undefined
    const batch = pending
    pending = undefined
    if (!batch) return
    void run(() => (batch.all || !indexes ? loadAll() : loadChanged([...batch.ids])))
  }

  return {
    /** Builds the indexes (resolves when done, or when it failed: then search() stays undefined). */
    start: () => run(loadAll),

    /** Products changed (null: any of them): they are read again and the indexes rebuilt, shortly. */
    changed(itemIds: number[] | null) {
      pending ??= { ids: new Set(), all: false }
      if (itemIds === null) pending.all = true
      else for (const id of itemIds) pending.ids.add(id)
      timer ??= setTimeout(flush, UPDATE_DELAY_MS)
    },

    /**
     * One page of what `request` finds, best first, as the JSON of a SearchResponse (made of the products'
     * JSON as stored: nothing is parsed or copied object by object); undefined until the indexes are built.
     */
    search(request: CatalogueSearchRequest): string | undefined {
      const index = indexes?.get(request.locale)
      if (!index) return undefined
      const found = index.search(request.q, { category: request.category === "all" ? undefined : request.category, offset: request.offset, limit: request.limit })
      const counts = Object.fromEntries(SEARCH_CATEGORIES.map((category) => [category, found.categories[category] ?? 0])) as Record<SearchCategory, number>
      counts.all = Object.values(found.categories).reduce((sum, count) => sum + count, 0)
      const results = found.itemIds.map((itemId) => documents.get(itemId)!.json)
      const suggestion = counts.all === 0 ? index.suggest(request.q) : undefined
      const rest = { categories: counts, ...(suggestion ? { suggestion } : {}) } satisfies Omit<SearchResponse, "total" | "results">
      return `{"total":${found.total},"results":[${results.join(",")}],${JSON.stringify(rest).slice(1)}`
    },

    /** Products indexed and the indexes' bytes, for /health. */
    usage: () => ({ products: documents.size, bytes: [...(indexes?.values() ?? [])].reduce((sum, index) => sum + index.bytes, 0), ready: indexes !== undefined }),
  }
}

export type CatalogueSearch = ReturnType<typeof createCatalogueSearch>
