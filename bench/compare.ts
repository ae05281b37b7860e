/**
 * `npm run bench:compare -- [old ref] [new ref]` (issue 38): the storefront server built from an old commit
 * against the new one, in one run. The old ref (default BEFORE_ISSUE_38) is built in a worktree at .bench/old/
 * (lib/checkout-build.ts); the new one is the working tree's (`npm run build -w storefront` when its sources
 * changed), or a second ref's, built in .bench/new/. Then each of issue 38's figure benches runs on the old
 * build and right after on the new one, against the same commerce and CMS (the running `npm start`, else a
 * stack of the bench's own, as `npm run bench`). Benches that measure the running shop's storefront measure a
 * storefront of the build instead, started for the bench on a spare port, preloaded and settled as the
 * running one would be. Prints one table (lib/comparison.ts) and keeps it in bench/README.md.
 *
 * Both builds run with the same settings. Shorter than `npm run bench`'s unless set otherwise, so that a
 * comparison fits in about half an hour (building the search index at 100× alone takes minutes per build):
 * BENCH_SECONDS=6 (hot routes and server-render 10, search-scale 20 in `npm run bench`), BENCH_MEMORY_REQUESTS=50000
 * (100,000), and the whole-site bench without its memory part (BENCH_WHOLE_SITE_PARTS=cold,warm,edits; the
 * cache-memory bench measures the same growth). BENCH_ONLY=hot-routes,whole-site narrows the run.
 * Exits 1 when a figure is more than 10 % worse or a bench failed.
 */
import { execFileSync } from "node:child_process"
import os from "node:os"
import path from "node:path"
import { ROOT } from "../scripts/lib/paths.js"
import { buildStorefrontIfStale } from "../scripts/lib/storefront.js"
import { buildCheckout } from "./lib/checkout-build.js"
import { comparisonSummary, comparisonTable, replaceSection, verdictOf, type Figure } from "./lib/comparison.js"
import { startFreshStorefront } from "./lib/fresh-storefront.js"
import { readHealth, rendersSettled } from "./lib/health.js"
import { benchStack, type BenchStack } from "./lib/stack.js"

/** The last commit before issue 38's work: the old build unless another ref is given. */
const BEFORE_ISSUE_38 = "5981d49"
/** The spare ports of the storefronts started for benches that would measure the running shop's. */
const PORTS = { old: 3101, new: 3102 }
/**
 * Runs of each bench on each build; each figure is the median of its runs. The order alternates (old then
 * new, new then old, …): whatever the machine does meanwhile falls on both.
 */
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 1)
const SETTINGS = ["BENCH_COMPARE_ROUNDS", "BENCH_SECONDS", "BENCH_COLD_SECONDS", "BENCH_MEMORY_REQUESTS", "BENCH_SEARCH_SCALE", "BENCH_WHOLE_SITE_PARTS", "BENCH_ONLY"]
const README = path.join(ROOT, "bench", "README.md")
const HEADING = "## Old and new build side by side (`npm run bench:compare`)"
const ABOUT = [
  "`npm run bench:compare -- [old ref] [new ref]` (bench/compare.ts) builds the old ref's storefront in a git worktree at `.bench/old/` " +
    "(gitignored; the working tree's installed packages reused through links when every package the ref's lock installs is installed alike, else `npm ci` there) " +
    "and the new one from the working tree (or from a second ref, in `.bench/new/`), then runs issue 38's figure benches on each, bench by bench, " +
    "old then new, against the same commerce and CMS (the running `npm start`, else a stack of its own); benches that measure the running shop's storefront " +
    "measure one of the build started for them on a spare port (3101, 3102), the search bench at 100× one on 3202 with its stand-in commerce. " +
    `The old ref defaults to \`${BEFORE_ISSUE_38}\`, the last commit before issue 38's work (a commit: no remote needed).`,
  "",
  "new/old above 1.10 is ✖ (issue 38 allows 10 % worse than the old build in the same run); below 1/1.10 the figure is named better. " +
    "✔/✖ beside a value: its target. Each figure is one run of each build, or the median of BENCH_COMPARE_ROUNDS runs (the order alternating: old then new, new then old, …). " +
    "On a 2-core machine shared with other work, the same build twice differed by up to 5× in a p99 (whole site, edits under load) and by 0.35–1.74× per hot route: read a ✖ there against a rerun.",
]

// Read by the benches when they are imported: set first.
process.env.BENCH_SECONDS ??= "6"
process.env.BENCH_MEMORY_REQUESTS ??= "50000"
process.env.BENCH_WHOLE_SITE_PARTS ??= "cold,warm,edits"
// The search-scale servers run under tsx: compiled afresh for both builds (and nothing cached outside the repository).
process.env.TSX_DISABLE_CACHE ??= "1"
const { benchWholeSite } = await import("./whole-site.js")
const { benchServerRender } = await import("./server-render.js")
const { benchSearchScale } = await import("./search-scale.js")
const { benchHotRoutes } = await import("./hot-routes.js")
const { benchCacheMemory } = await import("./cache-memory.js")

interface Results {
  "whole-site"?: Awaited<ReturnType<typeof benchWholeSite>>
  "server-render"?: Awaited<ReturnType<typeof benchServerRender>>
  "search-scale"?: Awaited<ReturnType<typeof benchSearchScale>>
  "hot-routes"?: Awaited<ReturnType<typeof benchHotRoutes>>
  "cache-memory"?: Awaited<ReturnType<typeof benchCacheMemory>>
}
type BenchName = keyof Results

interface Side {
  role: "old" | "new"
  root: string
  description: string
  /** One per round. */
  results: Results[]
}

const BENCHES: BenchName[] = ["whole-site", "server-render", "search-scale", "hot-routes", "cache-memory"]
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim())
const unknown = only?.filter((name) => !BENCHES.includes(name as BenchName)) ?? []
if (unknown.length > 0) throw new Error(`BENCH_ONLY names unknown benches: ${unknown.join(", ")} (known here: ${BENCHES.join(", ")})`)
const chosen = BENCHES.filter((name) => !only || only.includes(name))

const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim()
const log = (line: string) => console.log(`▸ ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const started = performance.now()

const [oldRef = BEFORE_ISSUE_38, newRef] = process.argv.slice(2)
const oldBuild = await buildCheckout(oldRef, "old", log)
const newBuild = newRef ? await buildCheckout(newRef, "new", log) : await workingTreeBuild()
const sides: Side[] = [
  { role: "old", root: oldBuild.root, description: oldBuild.description, results: Array.from({ length: ROUNDS }, () => ({})) },
  { role: "new", root: newBuild.root, description: newBuild.description, results: Array.from({ length: ROUNDS }, () => ({})) },
]

const failures: string[] = []
const stack = await benchStack()
try {
  for (const name of chosen) {
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        console.log(`\n━━━ ${name}, ${side.role} build${ROUNDS > 1 ? `, round ${round + 1} of ${ROUNDS}` : ""}: ${side.description}`)
        try {
          await measure(name, side, side.results[round]!)
        } catch (error) {
          failures.push(`${name}, ${side.role} build${ROUNDS > 1 ? `, round ${round + 1}` : ""}: ${(error as Error).message.split("\n")[0]}`)
          console.log(`✖ ${failures.at(-1)}`)
        }
      }
    }
  }
} finally {
  await stack.stop()
}

const figures = figuresOf(sides[0]!.results, sides[1]!.results)
const minutes = (performance.now() - started) / 60_000
const table = comparisonTable(figures)
const summary = comparisonSummary(figures)
const settings = SETTINGS.filter((name) => process.env[name] !== undefined).map((name) => `${name}=${process.env[name]}`)
const cpu = os.cpus()
const run = [
  `Last run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load by wrk; ` +
    `${minutes.toFixed(0)} min in all. Settings: ${settings.join(", ") || "each bench's defaults"}, the same for both builds.`,
  `Old: ${oldBuild.description}, packages ${oldBuild.packages}. New: ${newBuild.description}.`,
]
const notHere = "The cold burst through Varnish (issue 38: p99 ≤ 250 ms, 0 timeouts at 2 s) is measured by `npm run check:production` (scripts/production-check/), not here."
console.log(`\n${run.join("\n")}\n\n${table}\n\n${summary}\n${failures.map((f) => `Failed: ${f}`).join("\n")}\n${notHere}`)
replaceSection(
  README,
  [HEADING, "", ...ABOUT, "", ...run, "", table, "", summary, ...failures.map((f) => `\nFailed: ${f}`), "", notHere].join("\n"),
  "# Benches\n\n`npm run bench` runs every bench (bench/run.ts; `BENCH_ONLY=name,…` runs some), each printing its figures against its target.\n"
)
console.log(`\n(written into ${path.relative(ROOT, README)})`)
// Explicitly: the benches' child processes and timers are all stopped, but nothing may hold the exit back.
process.exit(failures.length > 0 || figures.some((figure) => verdictOf(figure) === "worse") ? 1 : 0)

/** The working tree's storefront, built when its sources changed since the last build. */
async function workingTreeBuild() {
  await buildStorefrontIfStale(log)
  const changed = git("status", "--porcelain", "--", "storefront", "contracts", "cms") !== ""
  return { root: ROOT, description: `the working tree at ${git("rev-parse", "--short=7", "HEAD")}${changed ? " with uncommitted changes" : ""}` }
}

/** One bench on one build; its figures into `results`. */
async function measure<K extends BenchName>(name: K, side: Side, results: Results): Promise<void> {
  const of = { ...stack, storefrontRoot: side.root }
  const benches: { [N in BenchName]: () => Promise<Results[N]> } = {
    "whole-site": () => benchWholeSite(of),
    "server-render": () => onFreshStorefront(of, side, benchServerRender),
    "search-scale": () => onFreshStorefront(of, side, benchSearchScale),
    "hot-routes": () => onFreshStorefront(of, side, benchHotRoutes),
    "cache-memory": () => onFreshStorefront(of, side, benchCacheMemory),
  }
  results[name] = await benches[name]()
}

/**
 * A bench that measures the running shop's storefront, on a storefront of the build started for it: ready,
 * its background renders done and its search indexes built (where /health says), as the running one's are.
 */
async function onFreshStorefront<T>(of: BenchStack, side: Side, bench: (stack: BenchStack) => Promise<T>): Promise<T> {
  const fresh = await startFreshStorefront(of, PORTS[side.role])
  try {
    const readyMs = await fresh.ready()
    await rendersSettled(fresh.url)
    for (let tries = 0; tries < 1200 && (await readHealth(fresh.url)).search?.ready === false; tries++) await sleep(100)
    console.log(`a storefront of the ${side.role} build for the bench: ${fresh.url} (pid ${fresh.pid}, ${path.relative(ROOT, fresh.script)}), ready after ${(readyMs / 1000).toFixed(1)} s`)
    return await bench({ ...of, storefrontUrl: fresh.url })
  } finally {
    await fresh.stop()
  }
}

/** The median of the values measured; undefined when none was. */
function medianOf(values: (number | undefined)[]): number | undefined {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The table's rows: issue 38's figures, of the benches that ran, each the median of its rounds. */
function figuresOf(old: Results[], now: Results[]): Figure[] {
  const pair = (pick: (results: Results) => number | undefined) => ({ old: medianOf(old.map(pick)), new: medianOf(now.map(pick)) })
  const upTo = (limit: number) => (value: number) => value <= limit
  const ran = (name: BenchName) => chosen.includes(name)
  const figures: Figure[] = []
  if (ran("whole-site")) {
    const site = (results: Results) => results["whole-site"]
    figures.push(
      { name: "whole site warm: bare server ÷ storefront, requests/s", target: "≤ 1.5×", unit: "×", meets: upTo(1.5), ...pair((r) => site(r)?.warm?.ratio) },
      { name: "whole site cold, straight to one instance: p99", target: "≤ 500 ms", unit: "ms", meets: upTo(500), ...pair((r) => site(r)?.cold?.result.p99Ms) },
      { name: "whole site cold: timeouts (no answer in 2 s)", target: "0", unit: "", meets: (value) => value === 0, ...pair((r) => site(r)?.cold?.result.timeouts) },
      { name: "edits under load: p99", target: "≤ 50 ms", unit: "ms", meets: upTo(50), ...pair((r) => site(r)?.edits?.result.p99Ms) },
      { name: "memory: RSS with the whole site kept", target: "", unit: "MB", ...pair((r) => site(r)?.rssKept) }
    )
  }
  if (ran("server-render")) {
    const product = (results: Results) => results["server-render"]?.uncached["product page"]
    figures.push({ name: "uncached product render: median, the page's wait (Server-Timing render)", target: "≤ 3 ms", unit: "ms", meets: upTo(3), ...pair((r) => product(r)?.median) })
    if ([...old, ...now].some((results) => product(results)?.inThread)) {
      figures.push({ name: "uncached product render: median in its render thread", target: "≤ 3 ms", unit: "ms", meets: upTo(3), ...pair((r) => product(r)?.inThread?.median) })
    }
  }
  if (ran("search-scale")) {
    figures.push({ name: "search at 100×: p95 at 500 distinct queries/s", target: "≤ 30 ms", unit: "ms", meets: upTo(30), ...pair((r) => r["search-scale"]?.atRate.p95Ms) })
  }
  if (ran("hot-routes")) {
    const routes = (results: Results) => results["hot-routes"]?.rows ?? []
    for (const { label, route } of [...old, ...now].map(routes).find((rows) => rows.length > 0) ?? []) {
      const p99 = (results: Results) => routes(results).find((row) => row.label === label)?.route.p99Ms
      figures.push({ name: `hot route ${label} (\`${route.label.slice(label.length + 1)}\`): p99`, target: "≤ 25 ms", unit: "ms", meets: upTo(25), ...pair(p99) })
    }
    figures.push({ name: "hot routes mixed, 200 connections: median run's p99", target: "≤ 50 ms", unit: "ms", meets: upTo(50), ...pair((r) => r["hot-routes"]?.mixed.shopMedian.p99Ms) })
  }
  if (ran("cache-memory")) {
    figures.push({ name: "memory: RSS growth, distinct query strings", target: "< 100 MB", unit: "MB", meets: (value) => value < 100, ...pair((r) => r["cache-memory"]?.growth) })
  }
  return figures
}
