/**
 * Every hot route of the storefront against the static ceiling (issue 8): for each route, wrk at 64
 * connections on the storefront, then on a bare node:http server in its own process answering the very same
 * bytes from memory. Then mixed traffic at 200 connections over every product in every language (HTML and
 * JSON), the catalogue pages, searches and random picks, after one warm-up pass over those paths, against
 * a bare server answering each of those paths with the same bytes (see mixedTraffic).
 * Targets: each route within 2× of its ceiling with p99 ≤ 25 ms; mixed p99 ≤ 50 ms with no errors.
 */
import { fileURLToPath } from "node:url"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { alternateWithCeiling } from "./lib/alternate.js"
import { ceilingFigures, ceilingVerdict, compareWithCeiling, startCeiling, type CeilingComparison, type CeilingResponse } from "./lib/ceiling.js"
import type { Figure } from "./lib/figures.js"
import { loadTool } from "./lib/load.js"
import { allItemIds, randomPathScript, walkUntilRendered } from "./lib/paths.js"
import { benchStack, type BenchStack } from "./lib/stack.js"

const CONNECTIONS = 64
const MIXED_CONNECTIONS = 200
const MIXED_ROUNDS = 3
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ACCEPT_ENCODING = "gzip, deflate, br, zstd"
const MIXED_TARGET_P99_MS = 50

const HOT_ROUTES: [label: string, path: string][] = [
  ["catalogue JSON", "/api/products?limit=24&offset=0"],
  ["product JSON", "/api/products/1"],
  ["product HTML", "/en/product/1"],
  ["random products", "/api/random-products?limit=20"],
  ["search", "/api/search?q=watch&lang=en"],
  ["catalogue HTML", "/en/products"],
]

export async function benchHotRoutes(stack: BenchStack): Promise<Figure[]> {
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
  const { responses } = await walkUntilRendered(stack.storefrontUrl, paths, headers)
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
  const mixed = await mixedTraffic(stack.storefrontUrl, responses, headers)
  return [
    ...rows.flatMap((row, i) => ceilingFigures(`hot route ${row.label} (\`${HOT_ROUTES[i]![1]}\`)`, row)),
    { name: `hot routes mixed, ${MIXED_CONNECTIONS} connections: median run's p99`, value: mixed.shopMedian.p99Ms, unit: "ms", target: ["≤", MIXED_TARGET_P99_MS] },
    { name: "hot routes mixed: errors and non-2xx", value: mixed.errors, unit: "", target: ["=", 0] },
    { name: "hot routes mixed: bare server ÷ storefront, requests/s (median of adjacent pairs)", value: mixed.pairedRatio, unit: "×" },
  ]
}

/**
 * Mixed traffic at 200 connections, on the shop and on its ceiling (a bare server answering each of the
 * same paths with the same bytes), MIXED_ROUNDS runs of each, alternating; the median run's p99 is judged.
 */
async function mixedTraffic(storefrontUrl: string, responses: CeilingResponse[], headers: Record<string, string>) {
  const ceiling = await startCeiling(responses)
  const script = await randomPathScript(responses.map((r) => r.path))
  try {
    const {
      shop,
      ceiling: bare,
      shopMedian,
      ceilingMedian,
      pairedRatio,
    } = await alternateWithCeiling(storefrontUrl, ceiling.url, {
      label: `mixed ${responses.length} paths, ${MIXED_CONNECTIONS} conns`,
      rounds: MIXED_ROUNDS,
      warmUpSeconds: 3,
      connections: MIXED_CONNECTIONS,
      seconds: SECONDS,
      headers,
      script: script.file,
    })
    const errors = shop.reduce((sum, r) => sum + r.errors + r.non2xx, 0)
    const ok = shopMedian.p99Ms <= MIXED_TARGET_P99_MS && errors === 0
    console.log(
      `mixed: median run p99 ${shopMedian.p99Ms} ms (target ≤ ${MIXED_TARGET_P99_MS} ms; ceiling's median ${ceilingMedian.p99Ms} ms), ` +
        `ceiling / shop ${pairedRatio.toFixed(2)}× in req/s (median of adjacent pairs), ${errors} errors or non-2xx ${ok ? "✔" : "✖"}`
    )
    return { shop, ceiling: bare, shopMedian, pairedRatio, errors }
  } finally {
    ceiling.stop()
    await script.remove()
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
