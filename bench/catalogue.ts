/**
 * Catalogue page speed: the storefront's GET /api/products?limit=24&offset=0 against Medusa's own
 * GET /store/products for the same 24 products (with prices and one locale), and against the ceiling:
 * the same response bytes served from memory by a bare node:http server in its own process.
 * Targets (issue 2): storefront ≥ 100× Medusa, within 3× of the ceiling, p99 ≤ 25 ms.
 */
import { startCeiling } from "./lib/ceiling.js"
import type { Figure } from "./lib/figures.js"
import { formatResult, load, loadTool, type LoadResult } from "./lib/load.js"
import { rawGet } from "./lib/raw-get.js"
import type { BenchStack } from "./lib/stack.js"

const CONNECTIONS = 64
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
/** What Chromium sends: every client of a shop asks for compressed bodies, so all three runs do too. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd"

export async function benchCatalogue(stack: BenchStack): Promise<Figure[]> {
  const storefrontPath = "/api/products?limit=24&offset=0"
  const page = await fetch(stack.storefrontUrl + storefrontPath)
  if (!page.ok) throw new Error(`storefront answered ${page.status} for ${storefrontPath}`)
  const ids = ((await page.json()) as { item: { ident: string } }[]).map((entry) => entry.item.ident)
  const wire = await rawGet(stack.storefrontUrl + storefrontPath, { "accept-encoding": ACCEPT_ENCODING })

  // Medusa's own store API for the same products: by handle, with calculated prices in a USD region, German texts.
  const storeHeaders = { "x-publishable-api-key": stack.publishableKey, "accept-encoding": ACCEPT_ENCODING }
  const regions = (await (await fetch(`${stack.commerceUrl}/store/regions`, { headers: storeHeaders })).json()) as {
    regions: { id: string; currency_code: string }[]
  }
  const region = regions.regions.find((r) => r.currency_code === "usd")
  if (!region) throw new Error("commerce has no USD region: seed it first (npm start)")
  const medusaQuery = new URLSearchParams({ limit: "24", region_id: region.id, locale: "de-DE", fields: "*variants.calculated_price,+tags" })
  ids.forEach((handle) => medusaQuery.append("handle[]", handle))
  const medusaUrl = `${stack.commerceUrl}/store/products?${medusaQuery}`
  const check = await (await fetch(medusaUrl, { headers: storeHeaders })).json()
  if ((check as { products?: unknown[] }).products?.length !== 24)
    throw new Error(`Medusa's /store/products did not return the 24 products: ${JSON.stringify(check).slice(0, 300)}`)

  const ceiling = await startCeiling([{ path: "/", body: wire.body, encoding: wire.encoding }])

  try {
    console.log(
      `\ncatalogue: ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding "${ACCEPT_ENCODING}" ` +
        `(storefront page: ${wire.body.length} bytes ${wire.encoding ?? "identity"}), load by ${loadTool}`
    )
    const results: LoadResult[] = []
    for (const [label, url, headers] of [
      ["storefront GET /api/products (24)", stack.storefrontUrl + storefrontPath, { "accept-encoding": ACCEPT_ENCODING }],
      ["Medusa GET /store/products (24, prices, de-DE)", medusaUrl, storeHeaders],
      ["ceiling: same bytes, bare node:http", ceiling.url, { "accept-encoding": ACCEPT_ENCODING }],
    ] as const) {
      const result = await load(label, url, { connections: CONNECTIONS, seconds: SECONDS, headers })
      console.log(formatResult(result))
      results.push(result)
    }
    const [storefront, medusa, ceilingResult] = results as [LoadResult, LoadResult, LoadResult]
    return [
      { name: "storefront ÷ Medusa's own call, requests/s", value: storefront.requestsPerSecond / medusa.requestsPerSecond, unit: "×", target: ["≥", 100] },
      { name: "bare server (same bytes) ÷ storefront, requests/s", value: ceilingResult.requestsPerSecond / storefront.requestsPerSecond, unit: "×", target: ["≤", 3] },
      { name: `storefront \`${storefrontPath}\`: p99`, value: storefront.p99Ms, unit: "ms", target: ["≤", 25] },
      { name: "storefront: requests/s", value: storefront.requestsPerSecond, unit: "req/s", better: "more" },
      { name: "Medusa's `/store/products` (24, prices, de-DE): requests/s", value: medusa.requestsPerSecond, unit: "req/s", better: "more" },
    ]
  } finally {
    ceiling.stop()
  }
}
