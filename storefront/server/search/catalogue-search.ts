/**
 * The shop's search (GET /api/search, the header's suggestions): one index per language (search-index.ts)
 * over commerce's published products (GET /store/catalogue/search-documents), built at start and kept in
 * step with the catalogue's change log: the changed products are read again and merged into the indexes,
 * then the stored search answers are made stale (docs/adr/0010-search-in-the-storefront.md).
 *
 * Until the first build is done, or when it failed, search() answers undefined: the caller waits for the
 * build (search-threads.ts); there is no other search.
 */
import { LANGUAGES, type LanguageCode } from "@shop/contracts/languages"
import { cardOf, SEARCH_CATEGORIES, type CatalogueCard, type SearchCategory, type SearchResponse } from "@shop/contracts/api"
import { SEARCH_DOCUMENTS_PER_REQUEST, type CatalogueChanges, type SearchDocument as CommerceDocument } from "@shop/contracts/commerce-api"
import { bundledStrings } from "../content/ui-strings.js"
import type { SearchSynonyms } from "@shop/contracts/content"
import { pricesOf, type CurrencyRates, type Prices } from "@shop/contracts/currencies"
import { SearchIndexBuilder, type SearchIndex, type SearchDocument } from "./search-index.js"
import { Synonyms } from "./synonyms.js"
import { backgroundPace, type BackgroundPace } from "./background-pace.js"
import { codeFingerprint, readSnapshot, writeSnapshot, type SearchState } from "./index-snapshots.js"

/** Where the products come from (commerce's catalogue client). */
export interface SearchDocumentSource {
  searchDocuments(request: { limit: number; offset: number } | { ids: number[] }): Promise<{ documents: CommerceDocument[]; count?: number }>
  /** The change log since a version (the newest version and its log without one): needed for snapshots only. */
  changes?(since?: number): Promise<CatalogueChanges>
}

export interface CatalogueSearchRequest {
  q: string
  category: SearchCategory
  /** BCP 47 locale of the language searched (as commerce's search takes it). */
  locale: string
  limit: number
  offset: number
}

/** The index is built and updated from commerce in requests as large as it answers. */
const PAGE = SEARCH_DOCUMENTS_PER_REQUEST
/** Cards re-priced between rests (a millisecond or two of work). */
const REPRICE_STEP = 200
/** Changes that arrive close together are read in one go (an import, a bulk edit in the admin). */
const UPDATE_DELAY_MS = 200

/** A first build that failed is tried again after this, then twice as long each time, up to LAST_RETRY_MS. */
const FIRST_RETRY_MS = 2_000
const LAST_RETRY_MS = 60_000

const ENGLISH = "en" satisfies LanguageCode

/**
 * A start from a snapshot that had to merge more products than this writes a new one, so that the next start
 * merges few (a merge of thousands of products costs seconds; the snapshot is written in the background).
 */
const SNAPSHOT_AGAIN_AFTER_CHANGED = 2_000

/** A product's category names in `language`, and in English (typed everywhere, as brands are). */
function categoryNames(language: LanguageCode, categories: readonly string[]): string {
  const named = (code: LanguageCode) => (bundledStrings(code).search as { categories?: Record<string, string> } | undefined)?.categories ?? {}
  return categories.flatMap((handle) => [named(language)[handle] ?? handle, named(ENGLISH)[handle] ?? handle]).join(" ")
}

function documentIn(language: LanguageCode, { entry, categories, type }: CommerceDocument): SearchDocument | undefined {
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
    type: type ?? undefined,
  }
}

/** Bytes of UTF-8 text (the answer's fixed parts). */
const utf8 = (text: string) => Buffer.from(text)
const COMMA = utf8(",")

export function createCatalogueSearch(options: {
  source: SearchDocumentSource
  /** Told when the indexes changed (the stored search answers are then stale). */
  onRebuilt?: () => void
  log?: (line: string) => void
  /** The first retry of a failed first build (FIRST_RETRY_MS unless set). */
  firstRetryMs?: number
  /** How builds and merges share the CPU (the search thread gives them half a core); unpaced unless set. */
  pace?: BackgroundPace
}) {
  const pace = options.pace ?? backgroundPace(1)
  /** The folder of the indexes' snapshots, when start was given one (and the source has the change log). */
  let snapshotDir: string | undefined
  /** What the snapshots depend on: the code, and the category names the documents carry (the UI strings'). */
  let fingerprint = ""
  let writing: Promise<void> | undefined
  /**
   * Each product as its card's JSON (CatalogueCard: what answers are made of), as bytes: out of the
   * JavaScript heap, which the garbage collector then never walks (tens of MB at 100× today's catalogue).
   */
  const cards = new Map<number, Buffer>()
  /** The prices set by hand, of the products that have any (they win over the rates when cards are re-priced). */
  const pricesSetByHand = new Map<number, Partial<Prices>>()
  let indexes: Map<string, SearchIndex> | undefined
  /** Each language's synonyms by locale (the CMS's, set by setSynonyms). */
  let synonyms = new Map<string, Synonyms>()
  let building: Promise<void> | undefined
  let pending: { ids: Set<number>; all: boolean } | undefined
  let timer: NodeJS.Timeout | undefined
  let retry: NodeJS.Timeout | undefined
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS
  let retryMs = firstRetryMs

  const cardBytes = ({ entry }: CommerceDocument) => utf8(JSON.stringify(cardOf(entry)))
  /** Keeps a product's card and the prices set by hand for it. */
  function keep(document: CommerceDocument, into: Map<number, Buffer>) {
    const id = document.entry.item.id
    into.set(id, cardBytes(document))
    if (Object.keys(document.set_prices).length) pricesSetByHand.set(id, document.set_prices)
    else pricesSetByHand.delete(id)
  }

  /** Every product, page by page into a builder per language (their texts are not kept), then the cards. */
  async function loadAll() {
    // Asked before the first page is read: the products read after it hold every change up to this version.
    const head = snapshotDir ? await options.source.changes!() : undefined
    const builders = LANGUAGES.map(({ code, locale }) => ({ code, locale, builder: new SearchIndexBuilder(locale) }))
    const loaded = new Map<number, Buffer>()
    for (let offset = 0; ; offset += PAGE) {
      const page = await options.source.searchDocuments({ limit: PAGE, offset })
      pace.work(() => {
        for (const document of page.documents) {
          for (const { code, builder } of builders) {
            const text = documentIn(code, document)
            if (text) builder.add(text)
          }
          keep(document, loaded)
        }
      })
      await pace.rest()
      if (page.documents.length < PAGE) break
    }
    const built = new Map<string, SearchIndex>()
    for (const { locale, builder } of builders) {
      built.set(
        locale,
        pace.work(() => builder.finish())
      )
      await pace.rest()
    }
    indexes = built
    cards.clear()
    for (const [id, card] of loaded) cards.set(id, card)
    for (const id of pricesSetByHand.keys()) if (!cards.has(id)) pricesSetByHand.delete(id)
    if (head?.log) snapshot(head.log, head.version)
  }

  /**
   * Writes what the thread holds now as of `version` in the background: merges go on meanwhile, on copies of
   * the maps (the indexes themselves are never changed in place; a merge makes a new one). One write at a time.
   */
  function snapshot(log: string, version: number) {
    if (!snapshotDir || writing) return
    const state: SearchState = { log, version, indexes: new Map(indexes), cards: new Map(cards), pricesSetByHand: new Map(pricesSetByHand) }
    const started = performance.now()
    writing = writeSnapshot(snapshotDir, fingerprint, state, pace)
      .then(() => options.log?.(`search: snapshot of version ${version} written in ${Math.round(performance.now() - started)} ms`))
      .catch((error: unknown) => options.log?.(`search: the snapshot was not written: ${(error as Error).message}`))
      .finally(() => (writing = undefined))
  }

  /**
   * The newest snapshot with the changes since it merged, as any edit is (true), or false when there is none to
   * use (none yet, another database's or older code's, or its version no longer in commerce's change log).
   */
  async function loadSnapshot(): Promise<boolean> {
    const started = performance.now()
    const head = await options.source.changes!()
    if (!head.log) return false
    const state = await readSnapshot(snapshotDir!, fingerprint, head.log, pace).catch((error: unknown) => {
      options.log?.(`search: the snapshot could not be read, building from commerce: ${(error as Error).message}`)
      return undefined
    })
    if (!state) return false
    const since = await options.source.changes!(state.version)
    if (since.item_ids === null) return false
    indexes = state.indexes
    for (const [id, card] of state.cards) cards.set(id, card)
    for (const [id, prices] of state.pricesSetByHand) pricesSetByHand.set(id, prices)
    if (since.rates) await reprice(since.rates)
    if (since.item_ids.length) await loadChanged(since.item_ids)
    options.log?.(
      `search: indexes of ${cards.size} products read from the snapshot of version ${state.version}, ${since.item_ids.length} changed since merged, in ${Math.round(performance.now() - started)} ms`
    )
    if (since.item_ids.length > SNAPSHOT_AGAIN_AFTER_CHANGED || since.rates) snapshot(head.log, since.version)
    return true
  }

  /** The first build: from the snapshot when there is one to use, from every product otherwise. */
  async function firstLoad() {
    if (snapshotDir && (await loadSnapshot())) return
    await loadAll()
  }

  /** The changed products, read by id, merged into the indexes (a product asked for and not answered is gone). */
  async function loadChanged(ids: number[]) {
    const changed: CommerceDocument[] = []
    const removed: number[] = []
    for (let at = 0; at < ids.length; at += PAGE) {
      const chunk = ids.slice(at, at + PAGE)
      const { documents: found } = await options.source.searchDocuments({ ids: chunk })
      const answered = new Set(found.map((document) => document.entry.item.id))
      removed.push(...chunk.filter((id) => !answered.has(id)))
      changed.push(...found)
    }
    for (const document of changed) keep(document, cards)
    // A language at a time (each several milliseconds of work at 100× today's catalogue), in steps of a millisecond or two
    // with searches answered in between (by the index being replaced, until its merge is done). A change
    // arriving meanwhile is read and merged by the next run, which `run` chains after this one.
    for (const { code, locale } of LANGUAGES) {
      const documents = pace.work(() => changed.flatMap((document) => documentIn(code, document) ?? []))
      const merged = await pace.steps(indexes!.get(locale)!.mergeSteps(documents, removed))
      indexes!.set(locale, merged)
      await pace.rest()
    }
    for (const id of removed) {
      cards.delete(id)
      pricesSetByHand.delete(id)
    }
  }

  /**
   * Every card's prices made again at these rates (a currency rate changed; the texts did not): a few seconds at
   * 64,000 products where reading them all again from commerce and rebuilding the indexes takes minutes.
   */
  async function reprice(rates: CurrencyRates) {
    const ids = [...cards.keys()]
    for (let at = 0; at < ids.length; at += REPRICE_STEP) {
      pace.work(() => {
        for (const id of ids.slice(at, at + REPRICE_STEP)) {
          const bytes = cards.get(id)
          if (!bytes) continue
          const card = JSON.parse(bytes.toString()) as CatalogueCard
          card.item.prices = pricesOf(card.item.best_usd_price, rates, pricesSetByHand.get(id))
          cards.set(id, utf8(JSON.stringify(card)))
        }
      })
      await pace.rest()
    }
  }

  /**
   * Reads what changed (everything when `all`) into the indexes. A failure is logged; a first build that
   * failed (commerce away at start) is tried again, less and less often, until it succeeds or a change comes.
   */
  function run(work: () => Promise<void>) {
    if ((work === loadAll || work === firstLoad) && retry) {
      // A full load is on its way: the retry of a failed first build would only load everything twice.
      clearTimeout(retry)
      retry = undefined
    }
    building = (building ?? Promise.resolve())
      .then(work)
      .then(() => {
        retryMs = firstRetryMs
        options.onRebuilt?.()
      })
      .catch((error: unknown) => {
        options.log?.(`search: the index was not updated: ${(error as Error).message}`)
        if (!indexes && !retry) {
          retry = setTimeout(() => {
            retry = undefined
            if (!indexes) void run(firstLoad)
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
    void run(batch.all || !indexes ? loadAll : () => loadChanged([...batch.ids]))
  }

  return {
    /**
     * Builds the indexes (resolves when done, or when it failed: then search() stays undefined): from the newest
     * snapshot in `dir` (index-snapshots.ts) when there is one to use, with what changed since merged,
     * else from every product, then written there as the newest.
     */
    start(dir?: string) {
      if (dir && options.source.changes) {
        snapshotDir = dir
        fingerprint = codeFingerprint(JSON.stringify(LANGUAGES.map(({ code }) => categoryNames(code, SEARCH_CATEGORIES))))
      }
      return run(firstLoad)
    },

    /** Products changed (null: any of them): they are read again into the indexes, shortly. */
    changed(itemIds: number[] | null) {
      pending ??= { ids: new Set(), all: false }
      if (itemIds === null) pending.all = true
      else for (const id of itemIds) pending.ids.add(id)
      timer ??= setTimeout(flush, UPDATE_DELAY_MS)
    },

    /**
     * A currency rate changed: every card is re-priced, after any build or merge under way (whose products were
     * read at the old rates or the new).
     */
    repriced: (rates: CurrencyRates) => run(() => reprice(rates)),

    /** The CMS's search synonyms changed (or were read at start): searches use them from now on. */
    setSynonyms(next: SearchSynonyms) {
      synonyms = new Map(LANGUAGES.map(({ code, locale }) => [locale, new Synonyms(next[code] ?? [], locale)]))
      if (indexes) options.onRebuilt?.()
    },

    /**
     * One page of what `request` finds, best first: a SearchResponse's JSON, as UTF-8 bytes made of the
     * stored cards (nothing parsed or copied object by object; the bytes can be handed to another thread
     * without a copy); undefined until the indexes are built.
     */
    search(request: CatalogueSearchRequest): Uint8Array<ArrayBuffer> | undefined {
      const index = indexes?.get(request.locale)
      if (!index) return undefined
      const found = index.search(
        request.q,
        { category: request.category === "all" ? undefined : request.category, offset: request.offset, limit: request.limit },
        synonyms.get(request.locale)
      )
      const counts = Object.fromEntries(SEARCH_CATEGORIES.map((category) => [category, found.categories[category] ?? 0])) as Record<SearchCategory, number>
      counts.all = Object.values(found.categories).reduce((sum, count) => sum + count, 0)
      const suggestion = counts.all === 0 ? index.suggest(request.q) : undefined
      const rest = { categories: counts, ...(suggestion ? { suggestion } : {}) } satisfies Omit<SearchResponse, "total" | "results">
      const parts: Uint8Array[] = [utf8(`{"total":${found.total},"results":[`)]
      found.itemIds.forEach((itemId, i) => parts.push(...(i > 0 ? [COMMA] : []), cards.get(itemId)!))
      parts.push(utf8(`],${JSON.stringify(rest).slice(1)}`))
      // A buffer of its own (Buffer.concat may use a shared pool), so that it can be transferred.
      const answer = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
      let at = 0
      for (const part of parts) {
        answer.set(part, at)
        at += part.length
      }
      return answer
    },

    /** Resolves once the snapshot being written, if any, is on disk (or failed: that is logged). */
    snapshotWritten: async () => void (await writing),

    /** Products indexed and the indexes' bytes, for /health. */
    usage: () => ({ products: cards.size, bytes: [...(indexes?.values() ?? [])].reduce((sum, index) => sum + index.bytes, 0), ready: indexes !== undefined }),
  }
}

export type CatalogueSearch = ReturnType<typeof createCatalogueSearch>
