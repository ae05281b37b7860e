/**
 * Search engines, decided with figures (issue 8, item 6; docs/adr/0007-search-engine.md): the shop's search
 * against Medusa 2.21's Search module with its PostgreSQL provider, on one fixed set of queries in all 15
 * languages.
 *
 * - Ours: commerce's GET /store/catalogue/search (commerce/src/lib/catalogue-search.ts): case-insensitive
 *   substring match (`LIKE '%q%'`, pg_trgm GIN indexes) on the product title and tags in the shopper's locale
 *   (the Translation module's rows), plus category names; results in item id order (no relevance ranking).
 * - Medusa: `@medusajs/search` with `@medusajs/search-postgres`, engine `native`: one `tsvector` per document
 *   (`to_tsvector('medusa_search_<language>', …)`, weights per field), matched with `plainto_tsquery` (every
 *   query word must be a whole lexeme; `match_strategy: "last"` makes the last word a prefix), ranked by
 *   `ts_rank_cd`, and with `typo_tolerance` also `pg_trgm` `word_similarity(q, text) > 0.3`.
 *
 * How Medusa's side runs here. The Search module is one of Medusa 2.21's default modules (`defineConfig`
 * registers it with this provider), but it only serves indexes declared with `defineSearchIndex` under
 * commerce/src/search/, and declaring one changes commerce, its build and its events. So the bench does not
 * go through the module: it constructs the provider's own class (`PostgresSearchService` from
 * @medusajs/search-postgres, its real SQL for tables, indexes, upserts and queries) with a knex-backed
 * `manager`, which is what the module hands it, pointed at the same database with `search_path` set to a
 * schema of its own (`bench_search_engines`) that it creates, fills and drops. What the module adds on top
 * (resolving the active index version, cached) is not timed.
 *
 * Per-locale texts: the provider has ONE text search configuration for every index (option `language`,
 * default `english`) and rejects query-time locales (`search_options.locales`). Translated texts can only be
 * indexed as one document per (product, locale) with a filterable `locale` (or one index per locale: the
 * same SQL on smaller tables); that is what is built here, from the Translation module's rows (what an
 * index's `seed` would yield): `{ id, item_id, locale, title (weight 3), tags (weight 2) }`.
 *
 * Queries: 8 products per language drawn with a fixed seed, five queries each: the full name, its longest
 * word in the language's own script (not the Latin brand or model), a prefix of that word, a piece from its
 * middle, and one of the product's tags. Relevance: is the product the query came from the first result, and
 * is it found at all. Latency: sequential, interleaved, p50/p95 of a page of 24 with the total count; both
 * engines' SQL run from this process over the same pool, ours also through its HTTP route.
 */
import { fileURLToPath } from "node:url"
import knexFactory, { type Knex } from "knex"
import type { MedusaContainer, SearchTypes } from "@medusajs/framework/types"
import { PostgresSearchService } from "@medusajs/search-postgres/dist/services/postgres-search.js"
import { searchCatalogue } from "../commerce/src/lib/catalogue-search.js"
import { benchStack, type BenchStack } from "./lib/stack.js"
import { percentile, seededRandom } from "./lib/stats.js"

const SCHEMA = "bench_search_engines"
const PRODUCTS_PER_LOCALE = Number(process.env.BENCH_SEARCH_ENGINES_PRODUCTS ?? 8)
const PAGE = 24
const WARM_UP = 30
/** Enough to see every match of any query (the catalogue has 640 products). */
const ALL = 1000
const LOCALES = [
  "pl-PL", "en-US", "de-DE", "fr-FR", "es-ES", "it-IT", "zh-CN", "ar-SA",
  "ru-RU", "hi-IN", "bn-BD", "pt-PT", "id-ID", "ja-JP", "ko-KR",
] as const
/** Scripts written without spaces between words: a word there can be two characters. */
const UNSPACED = new Set(["zh-CN", "ja-JP"])
const KINDS = ["name", "word", "prefix", "infix", "tag"] as const
type Kind = (typeof KINDS)[number]

interface ProductTexts {
  itemId: number
  title: Record<string, string>
  tags: Record<string, string[]>
}
interface Query {
  locale: string
  kind: Kind
  q: string
  /** The item id the query was drawn from. */
  itemId: number
}
/** One engine's answer: item ids in its order, and the total. */
interface Answer {
  itemIds: number[]
  count: number
}
interface Engine {
  label: string
  search(query: Query, limit: number): Promise<Answer>
  /** Index bytes the engine needs (pg_relation_size), and what they are. */
  indexBytes: number
  indexNote: string
}

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment)
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(0)}%`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

/** Every product's title and tags in every locale, read as the search reads them (Translation module rows). */
async function loadTexts(db: Knex): Promise<ProductTexts[]> {
  const { rows } = await db.raw<{ rows: { item_id: number; locale: string; title: string | null; tags: string[] | null }[] }>(`
    SELECT ci.item_id, t.locale_code AS locale, t.translations ->> 'title' AS title,
      (SELECT array_agg(tt.translations ->> 'value' ORDER BY tag.value)
       FROM product_tags pt
       JOIN product_tag tag ON tag.id = pt.product_tag_id AND tag.deleted_at IS NULL
       JOIN translation tt ON tt.reference = 'product_tag' AND tt.reference_id = tag.id
         AND tt.locale_code = t.locale_code AND tt.deleted_at IS NULL
       WHERE pt.product_id = p.id) AS tags
    FROM product p
    JOIN product_product_catalogue_catalogue_item link ON link.product_id = p.id AND link.deleted_at IS NULL
    JOIN catalogue_item ci ON ci.id = link.catalogue_item_id AND ci.deleted_at IS NULL
    JOIN translation t ON t.reference = 'product' AND t.reference_id = p.id AND t.deleted_at IS NULL
    WHERE p.deleted_at IS NULL AND p.status = 'published'
    ORDER BY ci.item_id, t.locale_code`)
  const byItem = new Map<number, ProductTexts>()
  for (const row of rows) {
    const entry = byItem.get(row.item_id) ?? { itemId: Number(row.item_id), title: {}, tags: {} }
    if (row.title) entry.title[row.locale] = row.title
    entry.tags[row.locale] = row.tags ?? []
    byItem.set(row.item_id, entry)
  }
  return [...byItem.values()]
}

/**
 * The fixed query set. The word is the title's longest word that the English title does not contain (so a
 * localized noun or colour, not the brand), in whole graphemes; prefix = its first 60% (at least 3, or 2 in
 * Chinese/Japanese), infix = the word without its first and last grapheme.
 */
function querySet(products: ProductTexts[]): Query[] {
  const queries: Query[] = []
  LOCALES.forEach((locale, localeIndex) => {
    const next = seededRandom(20261123 + localeIndex)
    const pool = products.filter((p) => p.title[locale])
    const picked = new Set<number>()
    while (picked.size < Math.min(PRODUCTS_PER_LOCALE, pool.length)) picked.add(Math.floor(next() * pool.length))
    for (const index of picked) {
      const product = pool[index]!
      const title = product.title[locale]!
      const english = new Set((product.title["en-US"] ?? "").toLowerCase().split(/\s+/))
      const words = title.split(/\s+/).filter((w) => /\p{L}/u.test(w))
      const own = words.filter((w) => locale === "en-US" || !english.has(w.toLowerCase()))
      const word = [...(own.length ? own : words)].sort((a, b) => graphemes(b).length - graphemes(a).length)[0] ?? title
      const letters = graphemes(word)
      const minimum = UNSPACED.has(locale) ? 2 : 3
      const prefix = letters.slice(0, Math.max(minimum, Math.ceil(letters.length * 0.6))).join("")
      const infix = letters.length >= minimum + 2 ? letters.slice(1, -1).join("") : word
      const tags = product.tags[locale] ?? []
      const tag = tags[Math.floor(next() * tags.length)] ?? word
      const add = (kind: Kind, q: string) => queries.push({ locale, kind, q, itemId: product.itemId })
      add("name", title)
      add("word", word)
      add("prefix", prefix)
      add("infix", infix)
      add("tag", tag)
    }
  })
  return queries
}

/** Ours: the route's own search function (same SQL, same bindings), over the bench's pool. */
async function ourEngine(db: Knex): Promise<Engine> {
  const container = { resolve: () => db } as unknown as MedusaContainer
  const { rows } = await db.raw<{ rows: { name: string; bytes: string }[] }>(
    `SELECT c.relname AS name, pg_relation_size(c.oid) AS bytes FROM pg_class c
     WHERE c.relname IN ('IDX_translation_product_title_trgm', 'IDX_translation_product_tag_value_trgm')`
  )
  return {
    label: "ours (LIKE '%q%' + pg_trgm, item id order)",
    search: (query, limit) => searchCatalogue(container, { q: query.q, locale: query.locale, category: "all", limit, offset: 0 }),
    indexBytes: rows.reduce((sum, r) => sum + Number(r.bytes), 0),
    indexNote: rows.map((r) => `${r.name} ${kb(Number(r.bytes))}`).join(", ") + " (on the Translation module's table)",
  }
}

type ManagerLike = ConstructorParameters<typeof PostgresSearchService>[0]["manager"]
/** What the Search module hands its provider: `execute(sql, ?-params)` and `transactional`, here on knex. */
function managerOf(db: Knex | Knex.Transaction): ManagerLike {
  return {
    execute: async (sql: string, params: unknown[] = []) => ((await db.raw(sql, params as Knex.RawBinding[])) as { rows: unknown[] }).rows,
    transactional: async <T>(run: (manager: ManagerLike) => Promise<T>) =>
      "commit" in db ? run(managerOf(db)) : (db as Knex).transaction((trx) => run(managerOf(trx))),
  } as ManagerLike
}

const INDEX_FIELDS: Record<string, SearchTypes.SearchFieldDefinition> = {
  id: { type: "keyword", filterable: true },
  item_id: { type: "integer", filterable: true, sortable: true },
  locale: { type: "keyword", filterable: true },
  title: { type: "text", searchable: { weight: 3 } },
  tags: { type: "text", array: true, searchable: { weight: 2 } },
}

interface MedusaVariant {
  label: string
  language: "english" | "simple"
  options: SearchTypes.SearchOptions
}
const MEDUSA_VARIANTS: MedusaVariant[] = [
  { label: "Medusa search-postgres, defaults (english, match all)", language: "english", options: {} },
  { label: "Medusa, english, typeahead (last) + typo tolerance", language: "english", options: { match_strategy: "last", typo_tolerance: true } },
  { label: "Medusa, simple config, typeahead (last) + typo tolerance", language: "simple", options: { match_strategy: "last", typo_tolerance: true } },
]

/** Builds one provider index (one table per text search language) in the bench schema and fills it. */
async function medusaEngines(db: Knex, products: ProductTexts[]): Promise<Engine[]> {
  const manager = managerOf(db)
  // The provider's migration (Migration20260807120000) creates the catalog table and medusa_search_english;
  // here in the bench schema, plus a medusa_search_simple built the same way (what a non-English shop needs).
  await db.raw(`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.raw(`CREATE EXTENSION IF NOT EXISTS unaccent`)
  for (const [language, dictionary] of [["english", "english_stem"], ["simple", "simple"]] as const) {
    await db.raw(`CREATE TEXT SEARCH CONFIGURATION ${SCHEMA}.medusa_search_${language} (COPY = ${language})`)
    await db.raw(`ALTER TEXT SEARCH CONFIGURATION ${SCHEMA}.medusa_search_${language} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${dictionary}`)
  }
  await db.raw(`CREATE TABLE search_postgres_index ("name" text PRIMARY KEY, "table_name" text NOT NULL, "schema_hash" text NOT NULL,
    "plan" jsonb NOT NULL, "document_count" integer NOT NULL DEFAULT 0, "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now())`)

  const documents = products.flatMap((p) =>
    LOCALES.filter((locale) => p.title[locale]).map((locale) => ({
      id: `${p.itemId}:${locale}`,
      item_id: p.itemId,
      locale,
      title: p.title[locale]!,
      tags: p.tags[locale] ?? [],
    }))
  )
  const engines: Engine[] = []
  const built = new Map<string, { provider: PostgresSearchService; index: SearchTypes.ResolvedSearchIndexDefinition; bytes: number; note: string }>()
  for (const variant of MEDUSA_VARIANTS) {
    let entry = built.get(variant.language)
    if (!entry) {
      const provider = new PostgresSearchService({ manager }, { language: variant.language })
      const name = `product_${variant.language}`
      const index = {
        name,
        entity: "product",
        primary_key: "id",
        provider: "postgres",
        fields: INDEX_FIELDS,
        settings: {},
        definition_hash: name,
        physical_name: name,
        seed: async function* () {},
      } as SearchTypes.ResolvedSearchIndexDefinition
      await provider.upsertIndex({ index })
      const started = performance.now()
      for (let offset = 0; offset < documents.length; offset += 500) {
        await provider.upsertDocuments({ index: name, definition: index, documents: documents.slice(offset, offset + 500) })
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      await db.raw(`ANALYZE search_pg_${name}`)
      const { rows } = await db.raw<{ rows: { name: string; bytes: string }[] }>(
        `SELECT c.relname AS name, pg_relation_size(c.oid) AS bytes FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE i.indrelid = ?::regclass ORDER BY c.relname`,
        [`${SCHEMA}.search_pg_${name}`]
      )
      const table = await db.raw<{ rows: { bytes: string }[] }>(`SELECT pg_table_size(?::regclass) AS bytes`, [`${SCHEMA}.search_pg_${name}`])
      const note =
        rows.map((r) => `${r.name.replace(`search_pg_${name}_`, "")} ${kb(Number(r.bytes))}`).join(", ") +
        `; table ${kb(Number(table.rows[0]!.bytes))} of ${documents.length} documents, written in ${seconds} s`
      entry = { provider, index, bytes: rows.reduce((sum, r) => sum + Number(r.bytes), 0), note }
      built.set(variant.language, entry)
    }
    const { provider, index } = entry
    engines.push({
      label: variant.label,
      indexBytes: entry.bytes,
      indexNote: entry.note,
      search: async (query, limit) => {
        const result = await provider.search({
          index,
          q: query.q,
          filters: { locale: query.locale },
          attributes_to_retrieve: ["item_id"],
          pagination: { skip: 0, take: limit },
          search_options: variant.options,
        })
        return { itemIds: result.hits.map((hit) => Number(hit.document.item_id)), count: Number(result.metadata.count ?? 0) }
      },
    })
  }
  return engines
}

interface Relevance {
  first: number
  /** On the first page of 24. */
  page: number
  found: number
}
function relevance(answers: Answer[], queries: Query[], pick: (q: Query) => boolean): Relevance {
  let first = 0
  let page = 0
  let found = 0
  queries.forEach((query, i) => {
    if (!pick(query)) return
    const rank = answers[i]!.itemIds.indexOf(query.itemId)
    if (rank === 0) first++
    if (rank >= 0 && rank < PAGE) page++
    if (rank >= 0) found++
  })
  return { first, page, found }
}

export async function benchSearchEngines(stack: BenchStack) {
  const db = knexFactory({
    client: "pg",
    connection: stack.databaseUrl,
    pool: {
      min: 1,
      max: 4,
      afterCreate: (conn: { query: (sql: string, done: (error?: Error) => void) => void }, done: (error?: Error) => void) =>
        conn.query(`SET search_path TO ${SCHEMA}, public`, done),
    },
  })
  const headers = { "x-publishable-api-key": stack.publishableKey }
  try {
    await db.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
    await db.raw(`CREATE SCHEMA ${SCHEMA}`)
    const products = await loadTexts(db)
    const queries = querySet(products)
    console.log(
      `\nsearch engines: ${queries.length} fixed queries (${PRODUCTS_PER_LOCALE} products × ${KINDS.length} kinds × ${LOCALES.length} languages) ` +
        `over ${products.length} products; building Medusa's search-postgres indexes in schema ${SCHEMA}…`
    )
    const engines = [await ourEngine(db), ...(await medusaEngines(db, products))]

    // Relevance: every match of every query, in the engine's own order.
    const answers = await Promise.all(engines.map(async (engine) => {
      const all: Answer[] = []
      for (const query of queries) all.push(await engine.search(query, ALL))
      return all
    }))

    // Latency: a page of 24 with the total, sequential and interleaved, after a warm-up.
    const route = (query: Query) =>
      `${stack.commerceUrl}/store/catalogue/search?${new URLSearchParams({ q: query.q, locale: query.locale, limit: String(PAGE) })}`
    const routeMs: number[] = []
    const routeSearchMs: number[] = []
    const engineMs: number[][] = engines.map(() => [])
    for (const [i, query] of [...queries.slice(0, WARM_UP), ...queries].entries()) {
      const record = i >= WARM_UP
      const started = performance.now()
      const res = await fetch(route(query), { headers })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`commerce answered ${res.status} for ${route(query)}`)
      if (record) {
        routeMs.push(performance.now() - started)
        routeSearchMs.push(Number(/search;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN))
      }
      for (const [e, engine] of engines.entries()) {
        const t = performance.now()
        await engine.search(query, PAGE)
        if (record) engineMs[e]!.push(performance.now() - t)
      }
    }
    const stats = (ms: number[]) => {
      const sorted = [...ms].sort((a, b) => a - b)
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
    }

    const width = 58
    const cell = (r: Relevance, of: number) => `${pct(r.first, of)} / ${pct(r.page, of)} / ${pct(r.found, of)}`
    console.log(
      `\nrelevance (${queries.length} queries): is the product the query came from the first result / on the first page of ${PAGE} / found at all`
    )
    for (const [e, engine] of engines.entries()) {
      const all = relevance(answers[e]!, queries, () => true)
      const n = (count: number) => `${String(count).padStart(4)} (${pct(count, queries.length)})`
      console.log(`  ${(e === 0 ? "ours" : `Medusa ${e}`).padEnd(9)} ${engine.label.padEnd(width)} first ${n(all.first)}  page ${n(all.page)}  found ${n(all.found)}`)
    }
    const perGroup = (title: string, groups: readonly string[], pick: (q: Query, group: string) => boolean) => {
      console.log(`\n  ${`${title}: first / page / found`.padEnd(30)}${engines.map((_, e) => (e === 0 ? "ours" : `Medusa ${e}`).padStart(20)).join("")}`)
      for (const group of groups) {
        const of = queries.filter((q) => pick(q, group)).length
        console.log(`  ${group.padEnd(30)}${answers.map((a) => cell(relevance(a, queries, (q) => pick(q, group)), of).padStart(20)).join("")}`)
      }
    }
    perGroup("kind", KINDS, (q, kind) => q.kind === kind)
    perGroup("language", LOCALES, (q, locale) => q.locale === locale)
    const misses = queries.filter((_, i) => engines.slice(1).every((_, e) => !answers[e + 1]![i]!.itemIds.includes(queries[i]!.itemId)))
    console.log(`\n  found by no Medusa variant (first 12 of ${misses.length}): ${misses.slice(0, 12).map((q) => `${q.locale} ${q.kind} "${q.q}"`).join(", ")}`)

    console.log(`\nlatency: ${queries.length} sequential queries, interleaved, page of ${PAGE} with the total, after ${WARM_UP} warm-up queries`)
    const line = (label: string, ms: number[]) => {
      const s = stats(ms)
      console.log(`  ${label.padEnd(width + 12)} p50 ${s.p50.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms`)
      return s
    }
    line("ours: GET /store/catalogue/search (HTTP, with the page's entries)", routeMs)
    line("ours: the route's search query (Server-Timing)", routeSearchMs)
    const timings = engines.map((engine, e) => line(`${engine.label}, from here`, engineMs[e]!))

    console.log(`\nindex size (pg_relation_size of the indexes each needs)`)
    for (const engine of engines) console.log(`  ${engine.label.padEnd(width)} ${kb(engine.indexBytes).padStart(8)}  (${engine.indexNote})`)

    const ours = relevance(answers[0]!, queries, () => true)
    const oursTime = timings[0]!
    console.log(`\nMedusa / ours (found; on page 1; first; p50; p95 of the search SQL from here; index bytes)`)
    for (const [e, engine] of engines.entries()) {
      if (e === 0) continue
      const r = relevance(answers[e]!, queries, () => true)
      const t = timings[e]!
      console.log(
        `  ${engine.label.padEnd(width)} found ${(r.found / ours.found).toFixed(2)}×  page ${(r.page / ours.page).toFixed(2)}×  first ${(r.first / ours.first).toFixed(2)}×  ` +
          `p50 ${(t.p50 / oursTime.p50).toFixed(2)}×  p95 ${(t.p95 / oursTime.p95).toFixed(2)}×  index ${(engine.indexBytes / engines[0]!.indexBytes).toFixed(2)}×`
      )
    }
    return {
      queries: queries.length,
      engines: engines.map((engine, e) => ({
        label: engine.label,
        ...relevance(answers[e]!, queries, () => true),
        ...timings[e]!,
        indexBytes: engine.indexBytes,
      })),
      route: stats(routeMs),
    }
  } finally {
    await db.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch(() => {})
    await db.destroy()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await benchStack()
  try {
    await benchSearchEngines(stack)
  } finally {
    await stack.stop()
  }
}
