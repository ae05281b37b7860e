/**
 * `npm run bench`: every benchmark, each printing its figures and the ratio against its baseline.
 * Uses the running shop when `npm start` is up (its build must be current), else starts one for the run.
 */
import { benchAdminFreshness } from "./admin-freshness.js"
import { benchCacheMemory } from "./cache-memory.js"
import { benchCatalogue } from "./catalogue.js"
import { benchCheckout } from "./checkout.js"
import { benchEditorPublish } from "./editor-publish.js"
import { benchLighthouse } from "./lighthouse.js"
import { benchStack, type BenchStack } from "./lib/stack.js"
import { benchHotRoutes } from "./hot-routes.js"
import { benchSearch } from "./search.js"
import { benchSearchScale } from "./search-scale.js"
import { benchServerRender } from "./server-render.js"
import { benchWholeSite } from "./whole-site.js"

/** In the order they run; `BENCH_ONLY=server-render,lighthouse npm run bench` runs just those. */
const BENCHES: [name: string, run: (stack: BenchStack) => Promise<unknown>][] = [
  ["catalogue", benchCatalogue],
  ["hot-routes", benchHotRoutes],
  ["server-render", benchServerRender],
  ["cache-memory", benchCacheMemory],
  ["whole-site", benchWholeSite],
  ["admin-freshness", benchAdminFreshness],
  ["editor-publish", benchEditorPublish],
  ["search", benchSearch],
  ["search-scale", benchSearchScale],
  ["checkout", benchCheckout],
  ["lighthouse", benchLighthouse],
]
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim())
const unknown = only?.filter((name) => !BENCHES.some(([known]) => known === name)) ?? []
if (unknown.length > 0) throw new Error(`BENCH_ONLY names unknown benches: ${unknown.join(", ")} (known: ${BENCHES.map(([name]) => name).join(", ")})`)

const stack = await benchStack()
try {
  for (const [name, run] of BENCHES) if (!only || only.includes(name)) await run(stack)
} finally {
  await stack.stop()
}
