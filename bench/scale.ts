/**
 * `npm run bench:scale`: the shop at a real merchant's size (issue 58). Loads the catalogue 100 times over
 * (64,000 products, each with its 15 languages, tags, type, category, prices, stock and image) into a database of
 * its own through Medusa's workflows, as a merchant's catalogue would come in: the seed at 1x first (store,
 * shipping, tags, types), then the copies, a slice per core side by side (seed/src/commerce/import-at-scale.ts).
 * Stopped (Ctrl-C), it goes on where it stopped when run again. Then it measures the shop at that size: commerce's
 * answers (every catalogue page, random picks, the admin API's screens), and storefronts of its own on it
 * (lib/scale-storefront.ts: ready after a start and a restart, memory, search, every page equally likely, a
 * second instance starting beside a loaded one, a tag on 5,000 products renamed). Its figures go into
 * bench/README.md.
 *
 * The database: .data/scale-postgres on SCALE_PGPORT (5435), or DATABASE_URL. SCALE=1 measures the seed's own
 * catalogue, SCALE=10 loads 6,400 products (into
 * .data/scale-10x-postgres: each size keeps its own database, so 10x and 100x can be measured one after the other);
 * SCALE_PROCESSES sets how many load side by side (the machine's cores by default).
 */
import os from "node:os"
import path from "node:path"
import { SingleBar } from "cli-progress"
import pg from "pg"
import { CATALOGUE_PAGE_SIZE } from "@shop/contracts/api"
import { buildIfStale, commerceEnv, createAdminUser, migrateIfNeeded, readPublishableKey, seedIfNeeded, startCommerce } from "../scripts/lib/commerce.js"
import { contentStorefrontEnv, startContent } from "../scripts/lib/content.js"
import { mailCommerceEnv } from "../scripts/lib/mail.js"
import { smsCommerceEnv } from "../scripts/lib/sms.js"
import { paymentsCommerceEnv } from "../scripts/lib/stripe.js"
import { openDatabase } from "../scripts/lib/database.js"
import { COMMERCE_DIR, MEDUSA_BIN, ROOT } from "../scripts/lib/paths.js"
import { run, stopRunningCommands } from "../scripts/lib/processes.js"
import { figureTable, targetsMet, type Figure } from "./lib/figures.js"
import { storefrontFigures } from "./lib/scale-storefront.js"
import { writeScaleSummary } from "./lib/scale-summary.js"
import { percentile } from "./lib/stats.js"
import { BENCH_README, benchSection, writeSection } from "./lib/readme.js"

const SCALE = Number(process.env.SCALE ?? 100)
const PROCESSES = Number(process.env.SCALE_PROCESSES ?? os.availableParallelism())
const PGPORT = Number(process.env.SCALE_PGPORT ?? 5435)
const SEED_PRODUCTS = 640
const TARGET_MINUTES = 20
const COMMERCE_PORT = Number(process.env.SCALE_COMMERCE_PORT ?? 9300)
/** Requests in flight at once when timing commerce's answers: one per core of this machine's two (more only queue in its one Node thread). */
const IN_FLIGHT = 2
const TARGET_P99_MS = 50
/** What a merchandiser waits for in the admin, its API's part (issue 58: each screen open in ≤ 1 s). */
const TARGET_ADMIN_MS = 1000
/** The fields the Medusa admin's product list asks for (its products table). */
const ADMIN_LIST_FIELDS = "+thumbnail,+collection,+sales_channels,+variants.id,+status"
/** A loading process's progress line (import-at-scale.ts). */
const LOADED = /\bloaded (\d+)\/(\d+) products/

const log = (line: string) => console.log(`▸ ${line}`)

async function count(databaseUrl: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(sql)
    return Number(rows[0]?.n ?? 0)
  } finally {
    await client.end()
  }
}

/** Loads this run's slices side by side, one progress bar over all, with its estimate of the time left. */
async function loadSlices(databaseUrl: string, total: number, alreadyLoaded: number): Promise<void> {
  const bar = new SingleBar({
    format: "  {bar} {percentage}% | {value}/{total} products | {rate}/s | about {eta_formatted} left",
    // Without a terminal (CI, a log file): a line every 15 s instead of a bar redrawn in place.
    noTTYOutput: true,
    notTTYSchedule: 15_000,
    etaBuffer: 50,
    hideCursor: true,
  })
  const loadedBySlice = new Map<number, number>()
  const started = Date.now()
  bar.start(total, alreadyLoaded, { rate: "0" })
  const update = () => {
    const loaded = [...loadedBySlice.values()].reduce((sum, n) => sum + n, 0)
    // Slices report once they have looked; until then the products known loaded count.
    const value = Math.max(alreadyLoaded, loaded)
    bar.update(value, { rate: ((value - alreadyLoaded) / ((Date.now() - started) / 1000)).toFixed(0) })
  }
  process.once("SIGINT", () => {
    bar.stop()
    console.log("\nstopped: `npm run bench:scale` goes on from here")
    stopRunningCommands()
  })
  try {
    await Promise.all(
      Array.from({ length: PROCESSES }, (_, index) =>
        run(MEDUSA_BIN, ["exec", "../seed/src/commerce/medusa-exec-at-scale.ts"], {
          cwd: COMMERCE_DIR,
          env: commerceEnv(databaseUrl, { CATALOGUE_CHANGES_PAUSED: "1", SEED_SCALE: String(SCALE), SEED_SLICE: `${index}/${PROCESSES}` }),
          label: `scale-load-${index}`,
          quiet: true,
          onLine: (line) => {
            const match = LOADED.exec(line)
            if (!match) return
            loadedBySlice.set(index, Number(match[1]))
            update()
          },
        })
      )
    )
  } finally {
    bar.stop()
  }
}

/** Each path asked once, `inFlight` at a time; the answers' times in ms, sorted. Every answer must be 200. */
async function timeEach(origin: string, paths: readonly string[], headers: Record<string, string>, inFlight = IN_FLIGHT): Promise<number[]> {
  const times: number[] = []
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!
      const started = performance.now()
      const response = await fetch(origin + path, { headers })
      await response.arrayBuffer()
      times.push(performance.now() - started)
      if (!response.ok) throw new Error(`commerce answered ${response.status} for ${path}`)
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker))
  return times.sort((a, b) => a - b)
}

/**
 * Commerce's production build on the loaded database for `measure` (the sources under tsx answer a page in about
 * twice the time), with npm start's local stand-ins named (its production settings refuse to start without them).
 */
async function withCommerce<T>(databaseUrl: string, measure: (origin: string) => Promise<T>): Promise<T> {
  await buildIfStale(log)
  // The local content API too, as npm start runs it: a storefront without its CMS serves the bundled copy and has
  // shared caches keep its pages seconds, not minutes, which would make every Varnish figure a storefront figure.
  const content = await startContent({ quiet: true })
  log(`commerce on the loaded database (port ${COMMERCE_PORT})…`)
  const commerce = await startCommerce(databaseUrl, "production", {
    quiet: true,
    port: COMMERCE_PORT,
    env: { ...paymentsCommerceEnv(), ...smsCommerceEnv({ commercePort: COMMERCE_PORT }), ...mailCommerceEnv(), ...contentStorefrontEnv(), DISABLE_MEDUSA_ADMIN: "true" },
  })
  try {
    return await measure(`http://127.0.0.1:${COMMERCE_PORT}`)
  } finally {
    await commerce.stop()
    await content.service?.stop()
  }
}

/** Shoppers' reads of commerce at this size, uncached (commerce keeps no answers): every catalogue page, the last included, and random picks. */
async function commerceFigures(databaseUrl: string, origin: string, total: number): Promise<Figure[]> {
  const headers = { "x-publishable-api-key": await readPublishableKey(databaseUrl) }
  const pages = Math.ceil(total / CATALOGUE_PAGE_SIZE)
  const pagePaths = Array.from({ length: pages }, (_, page) => `/store/catalogue?limit=${CATALOGUE_PAGE_SIZE}&offset=${page * CATALOGUE_PAGE_SIZE}`)
  await timeEach(origin, pagePaths.slice(0, 50), headers) // Medusa's own first-request work (its locale and rates reads) is not a page's
  const lastPage = await timeEach(origin, Array(20).fill(pagePaths.at(-1)!), headers)
  const everyPage = await timeEach(origin, pagePaths, headers)
  const random = await timeEach(origin, Array(1000).fill(`/store/catalogue/random?limit=20`), headers)
  log(`every page ${pages} times: p50 ${percentile(everyPage, 50).toFixed(1)} ms, p99 ${percentile(everyPage, 99).toFixed(1)} ms`)
  return [
    {
      name: `commerce: every catalogue page (${pages.toLocaleString("en")}), ${IN_FLIGHT} at a time: p99`,
      value: percentile(everyPage, 99),
      unit: "ms",
      target: ["≤", TARGET_P99_MS],
    },
    { name: "commerce: the last catalogue page, 20 times: p99", value: percentile(lastPage, 99), unit: "ms", target: ["≤", TARGET_P99_MS] },
    { name: `commerce: 20 random picks, 1,000 times, ${IN_FLIGHT} at a time: p99`, value: percentile(random, 99), unit: "ms", target: ["≤", TARGET_P99_MS] },
    ...(await merchandiserFigures(databaseUrl, origin, total)),
  ]
}

/** The admin API's answers behind the screens a merchandiser opens at this size: the product list, a search by title, a product. */
async function merchandiserFigures(databaseUrl: string, origin: string, total: number): Promise<Figure[]> {
  const admin = await createAdminUser(databaseUrl, `bench-scale-${Date.now()}@shop.local`)
  const login = await fetch(`${origin}/auth/user/emailpass`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  // One merchandiser's screen after the other.
  const slowest = async (paths: string[]) => (await timeEach(origin, paths, headers, 1)).at(-1)!
  const list = (query: Record<string, string> = {}) => `/admin/products?${new URLSearchParams({ limit: "20", order: "-created_at", fields: ADMIN_LIST_FIELDS, ...query })}`
  // A product of the last series, found by its full title among its 99 namesakes of the other series (at 1x, the newest product).
  const series = total / SEED_PRODUCTS
  const found = (await (await fetch(origin + list(series > 1 ? { q: `S${series}` } : {}), { headers })).json()) as { products: { id: string; title: string }[] }
  const product = found.products[0]
  if (!product) throw new Error("the admin's search found no product of the last series")
  return [
    {
      name: "admin API: the product list, first and 100th page, slowest of 10",
      value: await slowest([...Array(5).fill(list()), ...Array(5).fill(list({ offset: "1980" }))]),
      unit: "ms",
      target: ["≤", TARGET_ADMIN_MS],
    },
    { name: "admin API: a search by title, slowest of 10", value: await slowest(Array(10).fill(list({ q: product.title }))), unit: "ms", target: ["≤", TARGET_ADMIN_MS] },
    { name: "admin API: a product's page, slowest of 10", value: await slowest(Array(10).fill(`/admin/products/${product.id}`)), unit: "ms", target: ["≤", TARGET_ADMIN_MS] },
  ]
}

/** Prints a section's figures and writes them into bench/README.md. */
function report(name: string, figures: Figure[], started: number) {
  writeSection(benchSection(name, figures, { started: new Date(started), ms: Date.now() - started, file: "scale.ts" }))
  writeScaleSummary()
  console.log(`\n${name}, ${targetsMet(figures)} (written into ${path.relative(ROOT, BENCH_README)}):\n${figureTable(figures)}`)
}

async function main() {
  if (!Number.isSafeInteger(SCALE) || SCALE < 1) throw new Error(`SCALE must be a whole number from 1, not "${process.env.SCALE}"`)
  const total = SCALE * SEED_PRODUCTS
  const database = await openDatabase({ folder: SCALE === 100 ? "scale-postgres" : `scale-${SCALE}x-postgres`, port: PGPORT, name: "shop", log })
  try {
    const entries = () => count(database.url, "SELECT count(*) AS n FROM published_entry WHERE deleted_at IS NULL").catch(() => 0)
    const startedEmpty = (await entries()) === 0
    const started = Date.now()
    log(`${SCALE}x: ${total.toLocaleString("en")} products into ${database.embedded ? `the embedded PostgreSQL in ${path.relative(ROOT, database.location!)}` : "DATABASE_URL"}`)
    // An empty database is migrated and seeded whatever .data's record of earlier runs on this address says (a
    // database folder removed to start over keeps that record).
    await migrateIfNeeded(database.url, log, { force: startedEmpty })
    await seedIfNeeded(database.url, log, { force: startedEmpty })
    const before = await entries()
    if (before > 0 && !startedEmpty) log(`${before.toLocaleString("en")} products were loaded before: going on from there`)
    // SCALE=1: the seed's own catalogue, measured as the larger ones are (bench/README's 1x column).
    if (before < total) await loadSlices(database.url, total, before)
    const minutes = (Date.now() - started) / 60_000
    const loaded = await entries()
    if (loaded !== total) throw new Error(`${loaded} published entries for ${total} products: run again to finish`)
    // The load's figures only from an empty database (a resumed load's time says nothing); they keep their own
    // section, so a run that resumes or only measures leaves the last full load's figures in bench/README.md.
    const loadFigures: Figure[] = [
      { name: "products in 15 languages loaded into an empty database through Medusa's workflows", value: minutes, unit: "min", target: ["≤", TARGET_MINUTES] },
      { name: "products loaded a second", value: total / (minutes * 60), unit: "/s", better: "more" },
      { name: "published entries", value: loaded, unit: "", target: ["=", total] },
      { name: "translation rows", value: await count(database.url, "SELECT count(*) AS n FROM translation WHERE deleted_at IS NULL"), unit: "" },
      { name: "database size", value: (await count(database.url, "SELECT pg_database_size(current_database()) AS n")) / 2 ** 20, unit: "MB" },
    ]
    if (startedEmpty && SCALE > 1) report(`scale: loading ${total.toLocaleString("en")} products`, loadFigures, started)
    else log("the load was resumed or had nothing left to do: its time is no figure (run it on an empty database for that)")
    await withCommerce(database.url, async (origin) => {
      const measured = Date.now()
      report(`scale: commerce at ${total.toLocaleString("en")} products`, await commerceFigures(database.url, origin, total), measured)
      const stack = { commerceUrl: origin, publishableKey: await readPublishableKey(database.url), databaseUrl: database.url }
      const shopMeasured = Date.now()
      report(
        `scale: the storefront at ${total.toLocaleString("en")} products`,
        await storefrontFigures({ ...stack, storefrontUrl: "", stop: async () => undefined }, total),
        shopMeasured
      )
    })
  } finally {
    await database.stop()
  }
}

await main()
