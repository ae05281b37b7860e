/**
 * Every hot route of the storefront against the static ceiling (issue 8): for each route, wrk at 64
 * connections on the storefront, then on a bare node:http server in its own process answering the very same
 * bytes from memory. Then mixed traffic at 200 connections over every product in every language (HTML and
 * JSON), the catalogue pages, searches and random picks, after one warm-up pass over those paths, against
 * a bare server answering each of those paths with the same bytes (see mixedTraffic).
 * Targets: each route within 2× of its ceiling with p99 ≤ 25 ms; mixed p99 ≤ 50 ms with no errors.
 */
import { writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { ceilingVerdict, compareWithCeiling, startCeiling, type CeilingComparison, type CeilingResponse } from "./lib/ceiling.js"
import { formatResult, load, loadTool, type LoadResult } from "./lib/load.js"
import { rawGet } from "./lib/raw-get.js"
import { benchStack, type BenchStack } from "./lib/stack.js"

const CONNECTIONS = 64
const MIXED_CONNECTIONS = 200
const MIXED_ROUNDS = 3
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ACCEPT_ENCODING = "gzip, deflate, br, zstd"

const HOT_ROUTES: [label: string, path: string][] = [
  ["catalogue JSON", "/api/products?limit=24&offset=0"],
  ["product JSON", "/api/products/1"],
  ["product HTML", "/en/product/1"],
  ["random products", "/api/random-products?limit=20"],
  ["search", "/api/search?q=watch&lang=en"],
  ["catalogue HTML", "/en/products"],
]


/** Every product id the catalogue lists (paging through it as the shop does). */
async function allItemIds(storefrontUrl: string): Promise<number[]> {
  const ids: number[] = []
  for (let offset = 0; ; offset += 100) {
    const page = (await (await fetch(`${storefrontUrl}/api/products?limit=100&offset=${offset}`)).json()) as { item: { id: number } }[]
    ids.push(...page.map((entry) => entry.item.id))
    if (page.length < 100) return ids
  }
}

/** A wrk script that sends each request to a random path of `paths`. */
async function randomPathScript(paths: string[]): Promise<string> {
  const file = path.join(tmpdir(), `bench-mixed-${process.pid}.lua`)
  const table = paths.map((p) => `"${p.replace(/"/g, '\\"')}"`).join(",\n")
  await writeFile(
    file,
    `local paths = {\n${table}\n}\nmath.randomseed(os.time())\n` +
      `request = function()\n  return wrk.format("GET", paths[math.random(#paths)])\nend\n`
  )
  return file
}

export async function benchHotRoutes(stack: BenchStack) {
  const headers = { "accept-encoding": ACCEPT_ENCODING }
  console.log(`\nhot routes: ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding "${ACCEPT_ENCODING}", load by ${loadTool}`)
  console.log("each route, then a bare node:http server answering the same bytes from memory (its ceiling)")
  const rows: CeilingComparison[] = []
  for (const [label, route] of HOT_ROUTES) rows.push(await compareWithCeiling(stack.storefrontUrl, label, route, { connections: CONNECTIONS, seconds: SECONDS, headers }))
  console.log("")
  for (const row of rows) console.log(ceilingVerdict(row))

  // Mixed: every product in every language, as HTML and JSON, plus pages, searches and random picks.
  const ids = await allItemIds(stack.storefrontUrl)
  const paths = [
    ...ids.flatMap((id) => LANGUAGE_CODES.map((lang) => `/${lang}/product/${id}`)),
    ...ids.map((id) => `/api/products/${id}`),
    ...Array.from({ length: Math.ceil(ids.length / 24) }, (_, page) => `/api/products?limit=24&offset=${page * 24}`),
    ...LANGUAGE_CODES.flatMap((lang) => [`/${lang}/products`, `/${lang}`, `/api/search?q=watch&lang=${lang}`, `/api/search?q=phone&lang=${lang}`]),
    "/api/random-products?limit=20",
  ]
  process.stdout.write(`\nmixed: warming ${paths.length} paths once (as shoppers would have)… `)
  const started = Date.now()
  const responses: CeilingResponse[] = []
  for (let i = 0; i < paths.length; i += 16) {
    const batch = paths.slice(i, i + 16)
    const answers = await Promise.all(batch.map((p) => rawGet(stack.storefrontUrl + p, headers)))
    answers.forEach((answer, index) => responses.push({ path: batch[index]!, body: answer.body, encoding: answer.encoding }))
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
  const mixed = await mixedTraffic(stack.storefrontUrl, responses, headers)
  return { rows, mixed }
}

/**
 * Mixed traffic at 200 connections, on the shop and on its ceiling (a bare server answering each of the
 * same paths with the same bytes). On this 2-core machine the load tool, the server and the rest of the shop
 * share the cores, and a single run's p99 swings between ≈ 10 ms and several hundred for the bare server
 * too; so, after an unmeasured warm-up run, each is measured MIXED_ROUNDS times, alternating, every run is
 * printed, and the median run's p99 is judged.
 */
async function mixedTraffic(storefrontUrl: string, responses: CeilingResponse[], headers: Record<string, string>) {
  const ceiling = await startCeiling(responses)
  const script = await randomPathScript(responses.map((r) => r.path))
  const options = { connections: MIXED_CONNECTIONS, seconds: SECONDS, headers, script }
  try {
    await load("warm-up", storefrontUrl, { ...options, seconds: 3 })
    await load("warm-up", ceiling.url, { ...options, seconds: 3 })
    const shop: LoadResult[] = []
    const bare: LoadResult[] = []
    for (let round = 1; round <= MIXED_ROUNDS; round++) {
      shop.push(await load(`mixed ${responses.length} paths, ${MIXED_CONNECTIONS} conns, run ${round}`, storefrontUrl, options))
      bare.push(await load(`  ceiling, run ${round}`, ceiling.url, options))
      console.log(formatResult(shop.at(-1)!))
      console.log(formatResult(bare.at(-1)!))
    }
    const median = (results: LoadResult[]) => [...results].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor(results.length / 2)]!
    const [shopMedian, bareMedian] = [median(shop), median(bare)]
    const errors = shop.reduce((sum, r) => sum + r.errors + r.non2xx, 0)
    const ok = shopMedian.p99Ms <= 50 && errors === 0
    console.log(
      `mixed: median run p99 ${shopMedian.p99Ms} ms (target ≤ 50 ms; ceiling's median ${bareMedian.p99Ms} ms), ` +
        `ceiling / shop ${(bareMedian.requestsPerSecond / shopMedian.requestsPerSecond).toFixed(2)}× in req/s, ${errors} errors or non-2xx ${ok ? "✔" : "✖"}`
    )
    return { shop, ceiling: bare }
  } finally {
    ceiling.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await benchStack()
  try {
    await benchHotRoutes(stack)
  } finally {
    await stack.stop()
  }
}
