/**
 * How quickly a merchandiser's edit reaches shoppers (issue 8): a product renamed, re-priced and unpublished
 * through commerce's admin API, as the admin does it, and a currency rate saved (issue 55: every product's price in
 * that currency) and a variant's units set in the admin (issue 56: "only N left"), timed until the storefront
 * (already caching the product) shows it. Each edit is repeated, then
 * undone. Target: every edit visible within 5 s.
 */
import { fileURLToPath } from "node:url"
import { ensureAdminUser } from "../scripts/lib/commerce.js"
import { atRate } from "@shop/contracts/currencies"
import { adminApi } from "@shop/storefront/admin-api"
import type { Figure } from "./lib/figures.js"
import { benchStack, type BenchStack } from "./lib/stack.js"

const ITEM = 31
const ROUNDS = Number(process.env.BENCH_FRESHNESS_ROUNDS ?? 5)
const TARGET_MS = 5000

interface Entry {
  item: { best_usd_price: number; prices: Record<string, number>; stock?: { status: string; left?: number } }
  translations: { language_code: string; name: string }[]
}

export async function benchAdminFreshness(stack: BenchStack): Promise<Figure[]> {
  const credentials = await ensureAdminUser(stack.databaseUrl)
  const admin = await adminApi({ MEDUSA_URL: stack.commerceUrl, MEDUSA_ADMIN_EMAIL: credentials.email, MEDUSA_ADMIN_PASSWORD: credentials.password })
  const product = await admin.productByItemId(ITEM)
  const price = product.variants[0]!.prices.find((p) => p.currency_code === "usd")!.amount
  const productUrl = `${stack.storefrontUrl}/api/products/${ITEM}`
  const read = async () => {
    const response = await fetch(productUrl)
    return { status: response.status, entry: response.ok ? ((await response.json()) as Entry) : undefined }
  }

  /** Milliseconds from the admin call's answer until the storefront shows `seen`. */
  async function timeUntil(edit: () => Promise<unknown>, seen: (answer: Awaited<ReturnType<typeof read>>) => boolean) {
    await read() // cached before the edit
    await edit()
    const started = performance.now()
    while (!seen(await read())) {
      if (performance.now() - started > 30_000) throw new Error("an edit did not show within 30 s")
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    return performance.now() - started
  }

  const figures: Record<string, number[]> = { rename: [], price: [], unpublish: [], "PLN rate": [], stock: [] }
  const rates = await admin.currencyRates()
  // The variant the entry sells (its cheapest): its units set in the admin show as "only N left" (issue 56).
  const sold = product.variants.reduce((cheapest, variant) =>
    (variant.prices.find((p) => p.currency_code === "usd")?.amount ?? Infinity) < (cheapest.prices.find((p) => p.currency_code === "usd")?.amount ?? Infinity) ? variant : cheapest
  )
  const stock = await admin.stockOf(sold.sku!)
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const title = `${product.title} (round ${round})`
      figures.rename!.push(
        await timeUntil(
          () => admin.updateProduct(product.id, { title }),
          (a) => a.entry?.translations.some((t) => t.language_code === "en" && t.name === title) ?? false
        )
      )
      const amount = price + round
      figures.price!.push(
        await timeUntil(
          () => admin.setUsdPrice(product, amount),
          (a) => a.entry?.item.best_usd_price === amount
        )
      )
      figures.unpublish!.push(
        await timeUntil(
          () => admin.updateProduct(product.id, { status: "draft" }),
          (a) => a.status === 404
        )
      )
      await admin.updateProduct(product.id, { status: "published" })
      const rate = rates.PLN! + round / 100
      figures["PLN rate"]!.push(
        await timeUntil(
          () => admin.setCurrencyRates({ PLN: rate }),
          (a) => !!a.entry && a.entry.item.prices.PLN === atRate(a.entry.item.best_usd_price, rate, "PLN")
        )
      )
      figures.stock!.push(
        await timeUntil(
          () => stock.set(round),
          (a) => a.entry?.item.stock?.status === "low" && a.entry.item.stock.left === round
        )
      )
    }
  } finally {
    await stock.set(stock.quantity)
    await admin.setCurrencyRates(rates)
    await admin.updateProduct(product.id, { title: product.title, status: "published" })
    await admin.setUsdPrice(product, price)
  }

  console.log(`\nadmin edits → storefront (product ${ITEM}, ${ROUNDS} rounds; the storefront polls commerce's change log)`)
  let all: number[] = []
  const reported: Figure[] = []
  for (const [edit, times] of Object.entries(figures)) {
    const sorted = times.slice().sort((a, b) => a - b)
    all = all.concat(sorted)
    console.log(`${edit.padEnd(10)} median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`)
    reported.push(
      { name: `${edit} seen on the storefront: median`, value: sorted[Math.floor(sorted.length / 2)]! / 1000, unit: "s" },
      { name: `${edit} seen on the storefront: slowest of ${ROUNDS}`, value: sorted.at(-1)! / 1000, unit: "s", target: ["≤", TARGET_MS / 1000] }
    )
  }
  const slowest = Math.max(...all)
  console.log(`slowest edit ${slowest.toFixed(0)} ms (target ≤ ${TARGET_MS} ms) ${slowest <= TARGET_MS ? "✔" : "✖"}; before: up to 60,000 ms (the cache TTL)`)
  return reported
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await benchStack()
  try {
    await benchAdminFreshness(stack)
  } finally {
    await stack.stop()
  }
}
