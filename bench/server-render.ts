/**
 * Pages rendered on the server (issue 11): a German product page and catalogue page as kept HTML against
 * their static ceiling (target ≤ 2×), and the time to render a page that is not kept yet (its data already
 * in the storefront's caches, as after a catalogue edit): product pages and catalogue pages in every
 * language, one at a time, median and 95th percentile (issue 19: product pages ≤ 3 ms median).
 */
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { ceilingFigures, ceilingVerdict, compareWithCeiling } from "./lib/ceiling.js"
import type { Figure } from "./lib/figures.js"
import type { BenchStack } from "./lib/stack.js"
import { readHealth } from "./lib/health.js"
import { percentile } from "./lib/stats.js"

const CONNECTIONS = 64
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" }
/**
 * Uncached renders timed per kind (each a page not kept before), after WARM_UP_RENDERS of other pages: the
 * renderer's code reaches V8's optimised tiers only after several hundred product pages (in a fresh process,
 * the median of each next hundred renders keeps falling until then), and a shop that has run a while has
 * rendered thousands. The warm-up's own median is printed too: what the first visitors of a fresh process meet.
 */
const RENDERS = 100
const WARM_UP_RENDERS = 700
/** Issue 19: the median uncached render of a product page (the server's own time, Server-Timing). */
const PRODUCT_RENDER_TARGET_MS = 3

/** The storefront's count of page renders so far (its /health). */
const renderCount = async (baseUrl: string) => (await readHealth(baseUrl)).pages?.renders

/**
 * Times GETs of pages not kept yet, one at a time, each after its data was fetched through the API (as after
 * a catalogue edit). Only asks that made exactly one render count (the storefront's /health says): a page
 * some earlier traffic had kept is skipped, so reruns measure renders too.
 */
async function uncachedRenders(baseUrl: string, pages: { warm: string; page: string }[], wanted: number): Promise<{ times: number[]; renders: number[]; inThread: number[] }> {
  const times: number[] = []
  const renders: number[] = []
  const inThread: number[] = []
  for (const { warm, page } of pages) {
    if (times.length >= wanted) break
    await (await fetch(baseUrl + warm)).arrayBuffer()
    const before = await renderCount(baseUrl)
    const started = performance.now()
    const response = await fetch(baseUrl + page, { headers: HEADERS })
    await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
    const after = await renderCount(baseUrl)
    if (before === undefined || after === undefined) throw new Error("the storefront does not count its renders (/health pages.renders): rebuild it")
    if (after - before !== 1) continue
    times.push(elapsed)
    // The server's own time for the render (Server-Timing: render;dur=…), without the HTTP round trip, and of
    // that the render's time in its render thread (render-thread;dur=…), without the hand-offs.
    const timing = response.headers.get("server-timing") ?? ""
    const rendered = /(?:^|, )render;dur=([\d.]+)/.exec(timing)
    if (rendered) renders.push(Number(rendered[1]))
    const threaded = /render-thread;dur=([\d.]+)/.exec(timing)
    if (threaded) inThread.push(Number(threaded[1]))
  }
  const ascending = (a: number, b: number) => a - b
  return { times: times.sort(ascending), renders: renders.sort(ascending), inThread: inThread.sort(ascending) }
}

/** `items` in a random order (a rerun renders other pages than the last run kept). */
const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item) => [Math.random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item)

/** Kept pages timed against their ceiling. */
const KEPT: [label: string, path: string][] = [
  ["product HTML", "/de/product/5"],
  ["catalogue HTML", "/de/products?page=2"],
]

export async function benchServerRender(stack: BenchStack): Promise<Figure[]> {
  console.log(`\nserver-rendered pages: kept HTML at ${CONNECTIONS} connections for ${SECONDS} s against a bare server with the same bytes`)
  const options = { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS }
  const figures: Figure[] = []
  for (const [label, path] of KEPT) {
    const row = await compareWithCeiling(stack.storefrontUrl, label, path, options)
    console.log(ceilingVerdict(row))
    figures.push(...ceilingFigures(`kept ${label} (\`${path}\`)`, row))
  }

  // Pages not kept yet, in every language but the default, in random order: first WARM_UP_RENDERS of other
  // pages (see there), then RENDERS measured per kind.
  const ids: number[] = []
  for (let offset = 0; ; offset += 100) {
    const page = (await (await fetch(`${stack.storefrontUrl}/api/products?limit=100&offset=${offset}`)).json()) as { item: { id: number } }[]
    ids.push(...page.map((entry) => entry.item.id))
    if (page.length < 100) break
  }
  const languages = LANGUAGE_CODES.filter((code) => code !== "pl")
  const products = shuffled(ids.flatMap((id) => languages.map((language) => ({ warm: `/api/products/${id}`, page: `/${language}/product/${id}` }))))
  const lastPage = Math.ceil(ids.length / 24)
  const catalogue = shuffled(
    Array.from({ length: lastPage - 1 }, (_, i) => i + 2).flatMap((page) =>
      languages.map((language) => ({ warm: `/api/products?limit=24&offset=${(page - 1) * 24}`, page: `/${language}/products?page=${page}` }))
    )
  )
  const warmUp = await uncachedRenders(stack.storefrontUrl, products.splice(0, WARM_UP_RENDERS), WARM_UP_RENDERS)
  const warmUpTimes = warmUp.inThread.length > 0 ? warmUp.inThread : warmUp.renders
  if (warmUpTimes.length > 0) {
    console.log(
      `uncached render, product page, the first ${warmUpTimes.length} of this run (the renderer's code still being optimised if the process is fresh): median ${percentile(warmUpTimes, 50).toFixed(2)} ms`
    )
  }
  figures.push({
    name: `uncached product render: median of the run's first ${WARM_UP_RENDERS} (the warm-up)`,
    value: warmUpTimes.length > 0 ? percentile(warmUpTimes, 50) : undefined,
    unit: "ms",
  })
  for (const [label, pages] of [
    ["product page", products],
    ["catalogue page", catalogue],
  ] as const) {
    const { times, renders, inThread } = await uncachedRenders(stack.storefrontUrl, pages, RENDERS)
    // Issue 19's target is the product page's.
    const kind = label === "product page" ? "product" : "catalogue"
    const target = label === "product page" ? (["≤", PRODUCT_RENDER_TARGET_MS] as const) : undefined
    if (renders.length === 0) {
      console.log(`uncached render, ${label}: none measured (each page asked was kept already, or other renders ran meanwhile) ✖`)
      figures.push({ name: `uncached ${kind} render: median, the page's wait (Server-Timing render)`, value: undefined, unit: "ms", target })
      continue
    }
    const verdict = (median: number) =>
      label === "product page"
        ? ` (target ≤ ${PRODUCT_RENDER_TARGET_MS} ms: ${(median / PRODUCT_RENDER_TARGET_MS).toFixed(2)}× ${median <= PRODUCT_RENDER_TARGET_MS ? "✔" : "✖"})`
        : ""
    const median = percentile(renders, 50)
    console.log(`uncached render, ${label} (${times.length} pages after ${WARM_UP_RENDERS} others, data cached, one at a time):`)
    if (inThread.length > 0) {
      const threadMedian = percentile(inThread, 50)
      console.log(`  the render in its render thread: median ${threadMedian.toFixed(2)} ms, p95 ${percentile(inThread, 95).toFixed(2)} ms${verdict(threadMedian)}`)
    }
    console.log(
      `  the page's wait for its render${inThread.length > 0 ? " (with the hand-offs to and from the thread)" : ""}: median ${median.toFixed(2)} ms, p95 ${percentile(renders, 95).toFixed(2)} ms${verdict(median)}`
    )
    console.log(`  request to last byte: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`)
    figures.push(
      { name: `uncached ${kind} render: median, the page's wait (Server-Timing render)`, value: median, unit: "ms", target },
      { name: `uncached ${kind} render: p95, the page's wait`, value: percentile(renders, 95), unit: "ms" }
    )
    if (inThread.length > 0) {
      figures.push(
        { name: `uncached ${kind} render: median in its render thread`, value: percentile(inThread, 50), unit: "ms", target },
        { name: `uncached ${kind} render: p95 in its render thread`, value: percentile(inThread, 95), unit: "ms" }
      )
    }
  }
  return figures
}
