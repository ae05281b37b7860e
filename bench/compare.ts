/**
 * `npm run bench:compare -- [old ref] [new ref]` (issue 38): the storefront server built from an old commit
 * against the new one, in one run. The old ref (default BEFORE_ISSUE_38) is built in a worktree at .bench/old/
 * (lib/checkout-build.ts); the new one is the working tree's (`npm run build -w storefront` when its sources
 * changed), or a second ref's, built in .bench/new/. Then each of issue 38's figure benches runs on the old
 * build and right after on the new one, against the same commerce and CMS (the running `npm start`, else a
 * stack of the bench's own, as `npm run bench`). Benches that measure the running shop's storefront measure a
 * storefront of the build instead, started for the bench on a spare port, preloaded and settled as the
 * running one would be. The figures are those each bench reports (lib/figures.ts), as `npm run bench` writes
 * them; prints one table of both builds' (lib/comparison.ts) and keeps it in bench/README.md (lib/readme.ts).
 *
 * Both builds run with the same settings. Shorter than `npm run bench`'s unless set otherwise, so that a
 * comparison fits in about half an hour (building the search index at 100× alone takes minutes per build):
 * BENCH_SECONDS=6 (hot routes and server-render 10, search-scale 20 in `npm run bench`), BENCH_MEMORY_REQUESTS=50000
 * (100,000), and the whole-site bench without its memory part (BENCH_WHOLE_SITE_PARTS=cold,warm,edits,edits-cold,edits-overflow; the
 * cache-memory bench measures the same growth). BENCH_ONLY=hot-routes,whole-site narrows the run.
 * Exits 1 when a figure is more than 10 % worse or a bench failed.
 */
import path from "node:path"
import { ROOT } from "../scripts/lib/paths.js"
import { buildStorefrontIfStale } from "../scripts/lib/storefront.js"
import { buildCheckout } from "./lib/checkout-build.js"
import { compareFigures, comparisonSummary, comparisonTable, verdictOf } from "./lib/comparison.js"
import type { Figure } from "./lib/figures.js"
import { startFreshStorefront } from "./lib/fresh-storefront.js"
import { readHealth, rendersSettled } from "./lib/health.js"
import { BENCH_README, benchSettings, COMMERCE_COMPARE_HEADING, COMPARE_HEADING, machine, utcMinute, workingTree, writeSection } from "./lib/readme.js"
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
const ABOUT = [
  "`npm run bench:compare -- [old ref] [new ref]` (bench/compare.ts) builds the old ref's storefront in a git worktree at `.bench/old/` " +
    "(gitignored; the working tree's installed packages reused through links when every package the ref's lock installs is installed alike, else `npm ci` there) " +
    "and the new one from the working tree (or from a second ref, in `.bench/new/`), then runs issue 38's figure benches on each, bench by bench, " +
    "old then new, against the same commerce and CMS (the running `npm start`, else a stack of its own); benches that measure the running shop's storefront " +
    "measure one of the build started for them on a spare port (3101, 3102), the search bench at 100× one on 3202 with its stand-in commerce. " +
    `The old ref defaults to \`${BEFORE_ISSUE_38}\`, the last commit before issue 38's work (a commit: no remote needed).`,
  "",
  "More than 10 % worse than the old build is ✖ (issue 38 allows 10 % worse in the same run): new/old above 1.10 where less is better, below 1/1.10 where more is " +
    "(a target of ≥); as much the other way and the figure is named better. " +
    "✔/✖ beside a value: its target. Each figure is one run of each build, or the median of BENCH_COMPARE_ROUNDS runs (the order alternating: old then new, new then old, …). " +
    "On a 2-core machine shared with other work, the same build twice differed by up to 5× in a p99 (whole site, edits under load) and by 0.35–1.74× per hot route: read a ✖ there against a rerun.",
]

// Read by the benches when they are imported: set first.
process.env.BENCH_SECONDS ??= "6"
process.env.BENCH_MEMORY_REQUESTS ??= "50000"
process.env.BENCH_WHOLE_SITE_PARTS ??= "cold,warm,edits,edits-cold,edits-overflow"
// The search-scale servers run under tsx: compiled afresh for both builds (and nothing cached outside the repository).
process.env.TSX_DISABLE_CACHE ??= "1"
const { benchWholeSite } = await import("./whole-site.js")
const { benchServerRender } = await import("./server-render.js")
const { benchSearchScale } = await import("./search-scale.js")
const { benchHotRoutes } = await import("./hot-routes.js")
const { benchCacheMemory } = await import("./cache-memory.js")
const { benchLighthouse } = await import("./lighthouse.js")

type BenchName = "whole-site" | "server-render" | "search-scale" | "hot-routes" | "cache-memory" | "lighthouse"
/** Each bench's figures, of one round. */
type Results = Partial<Record<BenchName, Figure[]>>

interface Side {
  role: "old" | "new"
  root: string
  description: string
  /** One per round. */
  results: Results[]
}

const BENCHES: BenchName[] = ["whole-site", "server-render", "search-scale", "hot-routes", "cache-memory", "lighthouse"]
/** A bench's comparison section in bench/README.md, after the method's. */
const compareHeading = (name: BenchName) => `## Old and new build side by side: ${name}`
/** Where the sections go: the method, each bench's in this order, then commerce's comparison. */
const compareOrder = [COMPARE_HEADING, ...BENCHES.map(compareHeading), COMMERCE_COMPARE_HEADING]
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim())
const unknown = only?.filter((name) => !BENCHES.includes(name as BenchName)) ?? []
if (unknown.length > 0) throw new Error(`BENCH_ONLY names unknown benches: ${unknown.join(", ")} (known here: ${BENCHES.join(", ")})`)
const chosen = BENCHES.filter((name) => !only || only.includes(name))

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

/** One list of figures per round: the bench's (every chosen bench's, in the order they ran, unless named). */
const figuresOf = (side: Side, name?: BenchName) => side.results.map((results) => (name ? [name] : chosen).flatMap((bench) => results[bench] ?? []))
const figures = compareFigures(figuresOf(sides[0]!), figuresOf(sides[1]!))
const minutes = (performance.now() - started) / 60_000
const settings = benchSettings()
const run = [
  `Last run: ${utcMinute(new Date())}, ${machine()}; ${minutes.toFixed(0)} min in all (${chosen.join(", ")}). Settings: ${settings.join(", ") || "each bench's defaults"}, the same for both builds.`,
  `Old: ${oldBuild.description}, packages ${oldBuild.packages}. New: ${newBuild.description}.`,
]
const notHere = "The cold burst through Varnish (issue 38: p99 ≤ 250 ms, 0 timeouts at 2 s) is measured by `npm run check:production` (scripts/production-check/), not here."
console.log(`\n${run.join("\n")}\n\n${comparisonTable(figures)}\n\n${comparisonSummary(figures)}\n${failures.map((f) => `Failed: ${f}`).join("\n")}\n${notHere}`)
// The method once, then one section per bench: a run of some benches leaves the others' last tables in place.
writeSection([COMPARE_HEADING, "", ...ABOUT, "", notHere].join("\n"), compareOrder)
for (const name of chosen) {
  const ofBench = compareFigures(figuresOf(sides[0]!, name), figuresOf(sides[1]!, name))
  const failed = failures.filter((failure) => failure.startsWith(`${name},`))
  writeSection([compareHeading(name), "", ...run, "", comparisonTable(ofBench), "", comparisonSummary(ofBench), ...failed.map((f) => `\nFailed: ${f}`)].join("\n"), compareOrder)
}
console.log(`\n(written into ${path.relative(ROOT, BENCH_README)})`)
// Explicitly: the benches' child processes and timers are all stopped, but nothing may hold the exit back.
process.exit(failures.length > 0 || figures.some((figure) => verdictOf(figure) === "worse") ? 1 : 0)

/** The working tree's storefront, built when its sources changed since the last build. */
async function workingTreeBuild() {
  await buildStorefrontIfStale(log)
  return { root: ROOT, description: workingTree(["storefront", "contracts", "cms"]) }
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
    lighthouse: () => onFreshStorefront(of, side, benchLighthouse),
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
    console.log(
      `a storefront of the ${side.role} build for the bench: ${fresh.url} (pid ${fresh.pid}, ${path.relative(ROOT, fresh.script)}), ready after ${(readyMs / 1000).toFixed(1)} s`
    )
    return await bench({ ...of, storefrontUrl: fresh.url })
  } finally {
    await fresh.stop()
  }
}
