/**
 * Pages rendered on the server (issue 11): a German product page and catalogue page as kept HTML against
 * their static ceiling (target ≤ 2×), and the time to render a page that is not kept yet (its data already
 * in the storefront's caches, as after a catalogue edit): product pages and catalogue pages in several
 * languages, one at a time, median and 95th percentile.
 */
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { ceilingVerdict, compareWithCeiling, type CeilingComparison } from "./lib/ceiling.js"
import type { BenchStack } from "./lib/stack.js"
import { percentile } from "./lib/stats.js"

const CONNECTIONS = 64
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" }
/** Uncached renders timed per kind (each a page not requested before). */
const RENDERS = 60

/** Times GETs of pages never asked for before, one at a time, after their data was fetched through the API. */
async function uncachedRenders(baseUrl: string, pages: { warm: string; page: string }[]): Promise<number[]> {
  const times: number[] = []
  for (const { warm, page } of pages) {
    await (await fetch(baseUrl + warm)).arrayBuffer()
    const started = performance.now()
    const response = await fetch(baseUrl + page, { headers: HEADERS })
    await response.arrayBuffer()
    times.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
  }
  return times.sort((a, b) => a - b)
}

export async function benchServerRender(stack: BenchStack) {
  console.log(`\nserver-rendered pages: kept HTML at ${CONNECTIONS} connections for ${SECONDS} s against a bare server with the same bytes`)
  const options = { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS }
  const rows: CeilingComparison[] = [
    await compareWithCeiling(stack.storefrontUrl, "product HTML", "/de/product/5", options),
    await compareWithCeiling(stack.storefrontUrl, "catalogue HTML", "/de/products?page=2", options),
  ]
  console.log("")
  for (const row of rows) console.log(ceilingVerdict(row))

  // Pages nobody asked for yet: product ids from the back of the catalogue, languages in turn.
  const ids = ((await (await fetch(`${stack.storefrontUrl}/api/products?limit=100&offset=500`)).json()) as { item: { id: number } }[]).map((e) => e.item.id)
  const languages = LANGUAGE_CODES.filter((code) => code !== "pl")
  const products = ids.slice(0, RENDERS).map((id, i) => ({ warm: `/api/products/${id}`, page: `/${languages[i % languages.length]}/product/${id}` }))
  const catalogue = Array.from({ length: Math.min(RENDERS, languages.length * 3) }, (_, i) => {
    const page = 20 + (i % 3)
    return { warm: `/api/products?limit=24&offset=${(page - 1) * 24}`, page: `/${languages[Math.floor(i / 3) % languages.length]}/products?page=${page}` }
  })
  for (const [label, pages] of [["product page", products], ["catalogue page", catalogue]] as const) {
    const times = await uncachedRenders(stack.storefrontUrl, pages)
    console.log(`uncached render, ${label}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} pages, data cached, one at a time)`)
  }
  return rows
}
