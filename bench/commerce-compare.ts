/**
 * `npm run bench:commerce-compare -- [old ref] [new ref]` (issue 39): commerce's catalogue figures of an old
 * commit against the new one, in one run. The old ref (default BEFORE_READ_MODEL: the catalogue read by raw
 * SQL) and the new one (default HEAD: the published-entries read model) are each checked out and built in a
 * worktree of their own (.bench/commerce-old/, .bench/commerce-new/; lib/commerce-checkout.ts): both builds
 * are made alike, and the new one is HEAD's whatever the working tree holds meanwhile.
 *
 * Each build, in turn (BENCH_COMPARE_ROUNDS rounds, the order alternating), gets a database of its own,
 * created empty in the PostgreSQL server `npm start` uses (bench_commerce_old, bench_commerce_new; dropped
 * after each round and at the end, whatever happened; without npm start, in a throwaway embedded server of
 * the bench's own), and is measured there:
 *  1. the seed's time: `medusa db:migrate`, then `medusa exec ../seed/src/commerce/medusa-exec.ts` with
 *     CATALOGUE_CHANGES_PAUSED=1, in its commerce/ folder, as npm start runs them on a first start (timed apart),
 *     then, untimed, VACUUM ANALYZE (as autovacuum soon would: the old build's SQL is planned on statistics);
 *  2. its Medusa (`medusa start` in its .medusa/server, production, the admin off) on a spare port, and wrk
 *     at 64 connections, BENCH_SECONDS (6) each, on each catalogue route the storefront reads, with the
 *     store's publishable key: requests/s and p99. Before each run a 2-second warm-up at 4 connections, and
 *     before each (warm-up or run) Medusa idle again: wrk leaves the requests it had open at its end, which
 *     Medusa still answers (64 of the heavier routes take it seconds);
 *  3. a rename through the admin API (POST /admin/products/:id), EDITS times, timed from the request until
 *     the change log (GET /store/catalogue/changes?since=<the version before>) names the item and
 *     GET /store/catalogue/<item> shows the new English name, both polled every 20 ms; the title restored.
 * Each measurement starts once other processes leave the machine alone (under 0.15 cores, lib/cpu.ts) and is
 * made again, up to three times in all, when they used more than 0.25 cores while it ran: on a 2-core machine
 * a test run beside it halves a figure. When they keep the machine busy for two minutes, it is made anyway,
 * once, and the run says so.
 * Prints one table (lib/comparison.ts) and keeps it in bench/README.md (lib/readme.ts).
 * Exits 1 when a figure is more than 10 % worse or a measurement failed.
 */
import { createHash, randomBytes } from "node:crypto"
import { rmSync } from "node:fs"
import { cpus } from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import pg from "pg"
import { adminApi } from "@shop/storefront/admin-api"
import { commerceEnv, readPublishableKey } from "../scripts/lib/commerce.js"
import { DATA_DIR, ROOT } from "../scripts/lib/paths.js"
import { startEmbeddedPostgres, type PostgresHandle } from "../scripts/lib/postgres.js"
import { assertPortFree, run, startService, waitForHttp, type Service } from "../scripts/lib/processes.js"
import { EMBEDDED_DATABASE_PORT } from "../scripts/lib/shop.js"
import { buildCommerceCheckout, type CommerceCheckout } from "./lib/commerce-checkout.js"
import { countOtherCpu, groupIdle, othersQuiet } from "./lib/cpu.js"
import { compareFigures, comparisonSummary, comparisonTable, verdictOf } from "./lib/comparison.js"
import { formatValue, markdownTable, type Figure } from "./lib/figures.js"
import { formatResult, load, type LoadResult } from "./lib/load.js"
import { BENCH_README, benchSettings, COMMERCE_COMPARE_HEADING, COMPARE_HEADING, machine, utcMinute, writeSection } from "./lib/readme.js"

/** The last commit before the published-entries read model (7872f02): catalogue reads by raw SQL. */
const BEFORE_READ_MODEL = "7da7c12"
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 1)
process.env.BENCH_SECONDS ??= "6"
const SECONDS = Number(process.env.BENCH_SECONDS)
const WARM_UP_SECONDS = 2
const WARM_UP_CONNECTIONS = 4
const CONNECTIONS = 64
/** Renames per build and round. */
const EDITS = 10
const POLL_MS = 20
/** The product renamed (as bench/admin-freshness.ts). */
const EDITED_ITEM = 31
const EDIT_TARGET_MS = 5000
const PORTS = { old: 9101, new: 9102 } as const
const DATABASES = { old: "bench_commerce_old", new: "bench_commerce_new" } as const
/**
 * Where the bench's Medusa finds the CMS, Stripe and SMTP: nowhere (a closed port). With npm start's addresses
 * its scheduled contact e-mail sweep would find the running shop's contact messages in the CMS, none of them
 * in its own empty database, and mail them again; no request measured here reaches any of the three.
 */
const NOWHERE = "127.0.0.1:9"
/** Cores other processes may use during a measurement before it is made again (ATTEMPTS in all). */
const CONTAMINATED = 0.25
const ATTEMPTS = 3
/**
 * Set for every Medusa command of the bench: no Redis (a REDIS_URL of the caller's would share its event bus and
 * workflow engine with the running shop's Medusa), no Stripe or Sanity project of the caller's.
 */
const OWN_ONLY: NodeJS.ProcessEnv = { REDIS_URL: "", STRIPE_SECRET_KEY: "", SANITY_PROJECT_ID: "" }

const ROUTES: [label: string, path: string][] = [
  ["catalogue page", "/store/catalogue?limit=24&offset=0"],
  ["random picks", "/store/catalogue/random?limit=20"],
  ["one entry", "/store/catalogue/1"],
  ["search documents", "/store/catalogue/search-documents?limit=100&offset=0"],
]
/** Routes whose answers must be the same for both builds (the same seed): all but the random picks. */
const SAME_ANSWER = new Set(["catalogue page", "one entry", "search documents"])

type Role = "old" | "new"
interface Side {
  role: Role
  build: CommerceCheckout
  /** One list of figures per round. */
  rounds: Figure[][]
  /** Each same-answer route's answer (canonical JSON's hash), from its first round. */
  answers: Map<string, string>
}

const ABOUT = [
  "`npm run bench:commerce-compare -- [old ref] [new ref]` (bench/commerce-compare.ts) checks out and builds commerce of the old ref " +
    `(default \`${BEFORE_READ_MODEL}\`, the last commit whose catalogue routes read by raw SQL) and of the new one (default HEAD, the published-entries read model) ` +
    "in git worktrees at `.bench/commerce-old/` and `.bench/commerce-new/` (gitignored; the working tree's installed packages linked, the workspaces the worktree's own), " +
    "then measures each build on a database of its own, created empty in the running `npm start`'s PostgreSQL and dropped afterwards " +
    "(without npm start, in a throwaway embedded PostgreSQL of the bench's own on port 5436, its settings npm start's): " +
    "the seed's time as npm start's first start has it (`medusa db:migrate`, then `medusa exec ../seed/src/commerce/medusa-exec.ts` with CATALOGUE_CHANGES_PAUSED=1); " +
    "then, untimed, `VACUUM ANALYZE` of its database (as autovacuum soon would: the old build's SQL joins are otherwise planned with or without statistics as it happens to run); " +
    `its Medusa (production build, admin off, on port ${PORTS.old} or ${PORTS.new}) under wrk, ${CONNECTIONS} connections, BENCH_SECONDS each ` +
    `after a ${WARM_UP_SECONDS} s warm-up at ${WARM_UP_CONNECTIONS} connections, Medusa idle before each (its process group under 5 % of a core), ` +
    "on each catalogue route the storefront reads (uncompressed, with the store's publishable key); " +
    `and ${EDITS} renames through the admin API (POST /admin/products/:id, item ${EDITED_ITEM}), each timed from the request until both the change log ` +
    `(\`/store/catalogue/changes?since=\` the version before) names the item and \`/store/catalogue/${EDITED_ITEM}\` shows the new English name, polled every ${POLL_MS} ms. ` +
    "Each measurement waits for other processes to leave the machine alone (under 0.15 cores, two minutes at most) and is made again, up to three times in all, " +
    `when they used more than ${CONTAMINATED} cores while it ran (counted from /proc: all but the bench, wrk, its Medusa and its database's PostgreSQL backends); ` +
    "one made after two minutes of waiting in vain is kept as it is. " +
    "The CMS, Stripe and SMTP addresses point at a closed port and Redis is off (no measured request uses them; the scheduled contact e-mail sweep would otherwise mail the running shop's messages again).",
  "",
  "More than 10 % worse than the old build is ✖ (issue 39 allows 10 % worse in the same run): new/old above 1.10 where less is better, below 1/1.10 where more is; " +
    "as much the other way and the figure is named better. ✔/✖ beside a value: its target. Each figure is one run of each build, or the median of BENCH_COMPARE_ROUNDS runs " +
    "(the order alternating: old then new, new then old, …). " +
    "At 64 connections Medusa takes 0.3–2.5 s (p50) to answer these routes, so a 6-second run holds only 100–1,200 answers and its p99 is about the slowest few of them: " +
    "read a p99 with its route's requests/s, and against a longer run (BENCH_SECONDS=20) before taking its ✖ as real. " +
    "On this 2-core machine, shared with other work, the same build's seed took up to 1.6× as long in one round as in the other.",
]

const log = (line: string) => console.log(`▸ ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => Number((ms / 1000).toFixed(2))
const started = performance.now()

/** The PostgreSQL server the bench's databases are made in (databaseServer()), without a database name. */
let serverUrl = ""
/** Which server that is, for the printout. */
let serverDescription = ""
/** A throwaway embedded server of the bench's own, when npm start's is not running. */
let ownServer: PostgresHandle | undefined

/** Every measurement's share of the machine taken by other processes (tests, other benches, editors). */
const othersDuring: { role: Role; what: string; cores: number }[] = []
/** The measurements made again, other processes having used more than CONTAMINATED cores during them. */
const repeated: string[] = []

/** Everything to undo when the bench ends, whichever way it ends: the Medusas it started, its databases. */
const running = new Set<Service>()
let cleaning: Promise<void> | undefined
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.all([...running].map((service) => service.stop()))
    if (ownServer) {
      await ownServer.stop()
      rmSync(ownServer.dataDir, { recursive: true, force: true })
    } else if (serverUrl) {
      for (const name of Object.values(DATABASES)) await dropDatabase(name).catch((error: unknown) => console.log(`✖ could not drop ${name}: ${(error as Error).message}`))
    }
  })())
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the bench's Medusas and dropping its databases…`)
    void cleanUp().finally(() => process.exit(130))
  })
}

const [oldRef = BEFORE_READ_MODEL, newRef = "HEAD"] = process.argv.slice(2)
const failures: string[] = []
let sides: Side[] = []
try {
  await databaseServer()
  for (const port of Object.values(PORTS)) await assertPortFree(port, "the bench's Medusa")
  // An earlier run stopped hard may have left its databases.
  for (const name of Object.values(DATABASES)) await dropDatabase(name)
  const oldBuild = await buildCommerceCheckout(oldRef, "old", log)
  const newBuild = await buildCommerceCheckout(newRef, "new", log)
  sides = [
    { role: "old", build: oldBuild, rounds: [], answers: new Map() },
    { role: "new", build: newBuild, rounds: [], answers: new Map() },
  ]
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      console.log(`\n━━━ ${side.role} build${ROUNDS > 1 ? `, round ${round + 1} of ${ROUNDS}` : ""}: ${side.build.description}`)
      const figures: Figure[] = []
      side.rounds.push(figures)
      try {
        await measure(side, figures)
      } catch (error) {
        failures.push(`${side.role} build${ROUNDS > 1 ? `, round ${round + 1}` : ""}: ${(error as Error).message.split("\n")[0]}`)
        console.log(`✖ ${failures.at(-1)}`)
      }
    }
  }
} finally {
  await cleanUp()
}

const [oldSide, newSide] = sides as [Side, Side]
const figures = compareFigures(oldSide.rounds, newSide.rounds)
const differing = [...SAME_ANSWER].filter((label) => oldSide.answers.has(label) && newSide.answers.has(label) && oldSide.answers.get(label) !== newSide.answers.get(label))
const compared = [...SAME_ANSWER].filter((label) => oldSide.answers.has(label) && newSide.answers.has(label))
const answers =
  compared.length === 0
    ? "The builds' answers were not compared (a build was not measured)."
    : differing.length === 0
      ? `Both builds answered the ${compared.join(", ")} routes alike (the same JSON, keys in any order).`
      : `The builds answered differently: ${differing.join(", ")} (the same seed; see the routes' JSON).`
const minutes = (performance.now() - started) / 60_000
const table = comparisonTable(figures)
const summary = comparisonSummary(figures)
const othersSorted = othersDuring.slice().sort((a, b) => a.cores - b.cores)
const busiest = othersSorted.at(-1)
const othersLine = busiest
  ? `Other processes (not the bench's Medusa, its database's PostgreSQL backends, wrk or the bench) used ${othersSorted[Math.floor(othersSorted.length / 2)]!.cores.toFixed(2)} ` +
    `of the ${cpus().length} cores in the median measurement, ${busiest.cores.toFixed(2)} at most (${busiest.role} build, ${busiest.what}); ` +
    `${repeated.length === 0 ? "no measurement was made again" : `made again for that reason (more than ${CONTAMINATED} cores): ${repeated.join("; ")}`}.`
  : ""
const runLine = [
  `Last run: ${utcMinute(new Date())}, ${machine()}; ${minutes.toFixed(0)} min in all. Settings: ${benchSettings().join(", ") || "the defaults"}, the same for both builds.`,
  `Old: ${oldSide.build.description}. New: ${newSide.build.description}. Databases in ${serverDescription}. Packages: ${oldSide.build.packages} (old), ${newSide.build.packages} (new). ${answers} ${othersLine}`.trimEnd(),
]
const perRound = ROUNDS > 1 ? ["", "<details><summary>Each round's figures (old, then new)</summary>", "", roundsTable(), "", "</details>"] : []
if (ROUNDS > 1) console.log(`\n${roundsTable()}`)
console.log(`\n${runLine.join("\n")}\n\n${table}\n\n${summary}\n${failures.map((f) => `Failed: ${f}`).join("\n")}`)
writeSection([COMMERCE_COMPARE_HEADING, "", ...ABOUT, "", ...runLine, "", table, "", summary, ...failures.map((f) => `\nFailed: ${f}`), ...perRound].join("\n"), [
  COMPARE_HEADING,
  COMMERCE_COMPARE_HEADING,
])
console.log(`\n(written into ${path.relative(ROOT, BENCH_README)})`)
process.exit(failures.length > 0 || figures.some((figure) => verdictOf(figure) === "worse") ? 1 : 0)

/** One build, one round: its database made, migrated and seeded, its Medusa started, loaded and edited; all undone. */
async function measure(side: Side, figures: Figure[]): Promise<void> {
  const { build, role } = side
  const database = DATABASES[role]
  const databaseUrl = `${serverUrl}/${database}`
  const medusa = (args: string[], label: string, env: NodeJS.ProcessEnv = {}, onLine?: (line: string) => void) =>
    run(build.medusaBin, args, { cwd: build.commerceDir, env: commerceEnv(databaseUrl, { ...OWN_ONLY, ...env }), label: `bench commerce ${role} ${label}`, quiet: true, onLine })
  let service: Service | undefined
  try {
    // 1. The seed's time, as npm start's first start (scripts/lib/commerce.ts: migrateIfNeeded, seedIfNeeded), from an empty database.
    const { migrateMs, seedMs, parts } = await quietly(role, "migrations and seed", { commandLineIncludes: [database] }, undefined, async () => {
      await dropDatabase(database)
      await query(`CREATE DATABASE "${database}"`)
      const t = performance.now()
      await medusa(["db:migrate"], "migrate")
      const migrateMs = performance.now() - t
      // The seed's own account of its parts (its summary, and the new build's published entries), for the printout.
      const parts: string[] = []
      await medusa(["exec", "../seed/src/commerce/medusa-exec.ts"], "seed", { CATALOGUE_CHANGES_PAUSED: "1" }, (line) => {
        const part = /(published entries made .*|catalogue seeded in [\d.]+s)/.exec(stripVTControlCharacters(line))?.[1]
        if (part) parts.push(part)
      })
      return { migrateMs, seedMs: performance.now() - t - migrateMs, parts }
    })
    log(`${role}: migrations ${seconds(migrateMs)} s, seed ${seconds(seedMs)} s (${parts.join("; ") || "the seed said nothing of its parts"})`)
    figures.push(
      { name: "seed's time: migrations (`medusa db:migrate`, empty database)", value: seconds(migrateMs), unit: "s" },
      { name: "seed's time: the whole catalogue (`medusa exec …/medusa-exec.ts`)", value: seconds(seedMs), unit: "s" },
      { name: "seed's time: migrations and seed", value: seconds(migrateMs + seedMs), unit: "s" }
    )

    // Untimed: the tables' statistics and visibility maps made now, as autovacuum makes them soon after a seed. Otherwise
    // the old build's SQL joins are planned on a never-analyzed database or not, as autovacuum happens to run.
    let t = performance.now()
    await query("VACUUM ANALYZE", databaseUrl)
    log(`${role}: VACUUM ANALYZE in ${seconds(performance.now() - t)} s`)

    const admin = { email: "bench@shop.local", password: randomBytes(9).toString("base64url") }
    await medusa(["user", `--email=${admin.email}`, `--password=${admin.password}`], "user")
    const publishableKey = await readPublishableKey(databaseUrl)

    // 2. Its Medusa, as npm start runs it (scripts/lib/commerce.ts: startCommerce), on a port of its own.
    const port = PORTS[role]
    const url = `http://127.0.0.1:${port}`
    t = performance.now()
    service = startService(build.medusaBin, ["start"], {
      cwd: build.serverDir,
      label: `bench commerce ${role}`,
      quiet: true,
      env: commerceEnv(databaseUrl, {
        ...OWN_ONLY,
        NODE_ENV: "production",
        PORT: String(port),
        MEDUSA_URL: `http://localhost:${port}`,
        DISABLE_MEDUSA_ADMIN: "true",
        STOREFRONT_URL: "http://localhost:3000",
        SANITY_API_HOST: `http://${NOWHERE}`,
        SANITY_DATASET: "production",
        STRIPE_API_URL: `http://${NOWHERE}`,
        SMTP_URL: `smtp://${NOWHERE}`,
        MAIL_FROM: "Orbita <orders@shop.local>",
      }),
    })
    running.add(service)
    await waitForHttp(`${url}/health`, service, 120_000)
    log(`${role}: Medusa up on port ${port} (pid ${service.child.pid}) after ${seconds(performance.now() - t)} s`)

    const group = service.child.pid!
    const served = { groups: [group], commandLineIncludes: [database] }
    const headers = { "x-publishable-api-key": publishableKey }
    const results: LoadResult[] = []
    for (const [label, route] of ROUTES) {
      const answer = await fetch(url + route, { headers })
      if (!answer.ok) throw new Error(`GET ${route} answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`)
      const body = await answer.json()
      if (SAME_ANSWER.has(label) && !side.answers.has(label)) side.answers.set(label, createHash("sha256").update(canonical(body)).digest("hex"))
      await groupIdle(group)
      await load(`${label} (warm-up)`, url + route, { connections: WARM_UP_CONNECTIONS, seconds: WARM_UP_SECONDS, headers })
      const result = await quietly(
        role,
        `GET ${route}`,
        served,
        () => groupIdle(group),
        () => load(`${role} GET ${route}`, url + route, { connections: CONNECTIONS, seconds: SECONDS, headers })
      )
      console.log(`${formatResult(result)}   (${Math.round(result.requestsPerSecond * SECONDS)} answered, p50 ${result.p50Ms} ms)`)
      results.push(result)
      figures.push(
        { name: `\`GET ${route}\`: requests/s`, value: Math.round(result.requestsPerSecond), unit: "req/s", better: "more" },
        { name: `\`GET ${route}\`: p99`, value: result.p99Ms, unit: "ms" }
      )
    }
    figures.push({ name: "catalogue routes under load: errors and non-2xx", value: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0), unit: "", target: ["=", 0] })

    // 3. Renames reaching shoppers.
    const times = await quietly(
      role,
      "renames",
      served,
      () => groupIdle(group),
      () => renames(url, headers, admin)
    )
    const sorted = times.slice().sort((a, b) => a - b)
    const median = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2
    log(`${role}: renames seen by shoppers after ${times.map((ms) => ms.toFixed(0)).join(", ")} ms (p50 ${median.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)})`)
    figures.push(
      { name: `rename seen by shoppers (change log and entry): p50 of ${EDITS}`, value: Math.round(median), unit: "ms" },
      { name: `rename seen by shoppers (change log and entry): slowest of ${EDITS}`, value: Math.round(sorted.at(-1)!), unit: "ms", target: ["≤", EDIT_TARGET_MS] }
    )
  } finally {
    if (service) {
      await service.stop()
      running.delete(service)
    }
    await dropDatabase(database)
  }
}

/** EDITS renames of item EDITED_ITEM, each timed until shoppers see it; the title restored after. */
async function renames(url: string, headers: Record<string, string>, credentials: { email: string; password: string }): Promise<number[]> {
  const admin = await adminApi({ MEDUSA_URL: url, MEDUSA_ADMIN_EMAIL: credentials.email, MEDUSA_ADMIN_PASSWORD: credentials.password })
  const product = await admin.productByItemId(EDITED_ITEM)
  const json = async <T>(route: string): Promise<T> => {
    const answer = await fetch(url + route, { headers })
    if (!answer.ok) throw new Error(`GET ${route} answered ${answer.status}`)
    return (await answer.json()) as T
  }
  type Changes = { version: number; item_ids: number[] | null }
  type Entry = { entry: { translations: { language_code: string; name: string }[] } }
  const times: number[] = []
  try {
    for (let edit = 1; edit <= EDITS; edit++) {
      const { version } = await json<Changes>("/store/catalogue/changes")
      const title = `${product.title} (bench rename ${edit})`
      const started = performance.now()
      await admin.updateProduct(product.id, { title })
      for (;;) {
        const [changes, item] = await Promise.all([json<Changes>(`/store/catalogue/changes?since=${version}`), json<Entry>(`/store/catalogue/${EDITED_ITEM}`)])
        const named = changes.item_ids === null || changes.item_ids.includes(EDITED_ITEM)
        if (named && item.entry.translations.some((t) => t.language_code === "en" && t.name === title)) break
        if (performance.now() - started > 30_000) throw new Error(`rename ${edit} was not seen within 30 s`)
        await sleep(POLL_MS)
      }
      times.push(performance.now() - started)
      // Whatever the edit set off afterwards (the change subscriber's batch) is done before the next.
      await sleep(250)
    }
  } finally {
    await admin.updateProduct(product.id, { title: product.title })
  }
  return times
}

/**
 * One measurement, made when other processes leave the machine alone: after `settle` (the server idle again),
 * once they use less than 0.15 cores; made again (ATTEMPTS in all) when they used more than CONTAMINATED cores
 * while it ran. The attempt kept is the last; so is one made after waiting in vain (the machine stays busy:
 * another attempt would be no better).
 */
async function quietly<T>(
  role: Role,
  what: string,
  involved: Parameters<typeof countOtherCpu>[0],
  settle: (() => Promise<void>) | undefined,
  measurement: () => Promise<T>
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await settle?.()
    const { waitedMs, quiet } = await othersQuiet(involved)
    if (waitedMs > 1500) console.log(`  (${what}: waited ${seconds(waitedMs)} s for other processes to leave the machine alone${quiet ? "" : ", in vain"})`)
    const counting = countOtherCpu(involved)
    const result = await measurement()
    const { otherCores, involvedCores } = counting.stop()
    const again = otherCores > CONTAMINATED && quiet && attempt < ATTEMPTS
    console.log(`  (${what}: the measured processes used ${involvedCores.toFixed(2)} cores, other processes ${otherCores.toFixed(2)}${again ? ": measured again" : ""})`)
    if (again) {
      repeated.push(`${role} build, ${what}`)
      continue
    }
    othersDuring.push({ role, what, cores: otherCores })
    return result
  }
}

/** Each figure of each round, both builds: how far apart the rounds were. */
function roundsTable(): string {
  const names = [...new Set([...oldSide.rounds, ...newSide.rounds].flat().map((figure) => figure.name))]
  const value = (side: Side, round: number, name: string) => {
    const figure = side.rounds[round]?.find((f) => f.name === name)
    return figure ? formatValue(figure.value, figure.unit) : "n/a"
  }
  const rounds = Array.from({ length: ROUNDS }, (_, round) => round)
  return markdownTable(
    ["figure", ...rounds.map((round) => `old, round ${round + 1}`), ...rounds.map((round) => `new, round ${round + 1}`)],
    ["---", ...rounds.flatMap(() => ["---:", "---:"])],
    names.map((name) => [name, ...rounds.map((round) => value(oldSide, round, name)), ...rounds.map((round) => value(newSide, round, name))])
  )
}

/** JSON with every object's keys sorted: two answers alike but for key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v
  )
}

/**
 * The server of DATABASE_URL when set, else npm start's embedded one when it runs (the bench's databases
 * beside the shop's), else a throwaway embedded server of the bench's own on BENCH_PGPORT (5436), in
 * .data/bench-commerce-postgres, removed at the end.
 */
async function databaseServer(): Promise<void> {
  if (process.env.DATABASE_URL) {
    serverUrl = Object.assign(new URL(process.env.DATABASE_URL), { pathname: "", search: "" }).toString().replace(/\/$/, "")
    serverDescription = "DATABASE_URL's PostgreSQL server"
    await query("SELECT 1")
    return
  }
  serverUrl = `postgres://postgres:postgres@localhost:${EMBEDDED_DATABASE_PORT}`
  serverDescription = `npm start's embedded PostgreSQL (port ${EMBEDDED_DATABASE_PORT})`
  const shared = await query("SELECT 1").then(
    () => true,
    () => false
  )
  if (shared) return
  const port = Number(process.env.BENCH_PGPORT ?? 5436)
  log(`no PostgreSQL on port ${EMBEDDED_DATABASE_PORT} (npm start is not running): starting a throwaway embedded one on port ${port}…`)
  const dataDir = path.join(DATA_DIR, "bench-commerce-postgres")
  rmSync(dataDir, { recursive: true, force: true })
  ownServer = await startEmbeddedPostgres({ dataDir, port, fresh: true, log })
  serverUrl = ownServer.url
  serverDescription = `a throwaway embedded PostgreSQL of the bench's own (port ${port}; npm start's was not running), its settings npm start's`
}

/** Runs `sql` on the bench's server (its `postgres` database unless another is named). */
async function query(sql: string, databaseUrl = `${serverUrl}/postgres`): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Drops one of the bench's own databases (never another: the names are the bench's). */
function dropDatabase(name: (typeof DATABASES)[Role]): Promise<void> {
  return query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}
