/**
 * `npm run bench`: every benchmark, each printing its figures and the ratio against its baseline, then
 * writing the figures it reports into its section of bench/README.md (lib/readme.ts), so that the file
 * holds each bench's last run. Uses the running shop when `npm start` is up (its build must be current),
 * else starts one for the run.
 */
import path from "node:path"
import { ROOT } from "../scripts/lib/paths.js"
import { benchAdminFreshness } from "./admin-freshness.js"
import { benchCacheMemory } from "./cache-memory.js"
import { benchCatalogue } from "./catalogue.js"
import { benchCheckout } from "./checkout.js"
import { benchConnectionRamp } from "./connection-ramp.js"
import { benchEditorPublish } from "./editor-publish.js"
import { benchLighthouse } from "./lighthouse.js"
import { figureTable, targetsMet, type Figure } from "./lib/figures.js"
import { BENCH_README, benchSection, COMPARE_HEADING, writeSection } from "./lib/readme.js"
import { benchStack, type BenchStack } from "./lib/stack.js"
import { benchHotRoutes } from "./hot-routes.js"
import { benchSearch } from "./search.js"
import { benchSearchScale } from "./search-scale.js"
import { benchServerRender } from "./server-render.js"
import { benchWholeSite } from "./whole-site.js"
import { benchWorkerPools } from "./worker-pools.js"

/** In the order they run; `BENCH_ONLY=server-render,lighthouse npm run bench` runs just those. */
const BENCHES: [name: string, run: (stack: BenchStack) => Promise<Figure[]>][] = [
  ["catalogue", benchCatalogue],
  ["hot-routes", benchHotRoutes],
  ["connection-ramp", benchConnectionRamp],
  ["server-render", benchServerRender],
  ["cache-memory", benchCacheMemory],
  ["whole-site", benchWholeSite],
  ["admin-freshness", benchAdminFreshness],
  ["editor-publish", benchEditorPublish],
  ["search", benchSearch],
  ["search-scale", benchSearchScale],
  ["checkout", benchCheckout],
  ["lighthouse", benchLighthouse],
  // The threads' pool alone: no stack.
  ["worker-pools", () => benchWorkerPools()],
]
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim())
const unknown = only?.filter((name) => !BENCHES.some(([known]) => known === name)) ?? []
if (unknown.length > 0) throw new Error(`BENCH_ONLY names unknown benches: ${unknown.join(", ")} (known: ${BENCHES.map(([name]) => name).join(", ")})`)

/** bench/README.md's sections in the order of the benches, bench:compare's last. */
const ORDER = [...BENCHES.map(([name]) => `## ${name}`), COMPARE_HEADING]

const stack = await benchStack()
try {
  for (const [name, run] of BENCHES) {
    if (only && !only.includes(name)) continue
    const started = new Date()
    const figures = await run(stack)
    // A bench with nothing to report this time (skipped) leaves its last figures in place.
    if (figures.length === 0) continue
    writeSection(benchSection(name, figures, { started, ms: Date.now() - started.getTime() }), ORDER)
    console.log(`\n${name}, ${targetsMet(figures)} (written into ${path.relative(ROOT, BENCH_README)}):\n${figureTable(figures)}`)
  }
} finally {
  await stack.stop()
}
