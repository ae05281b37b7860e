/**
 * Checkout speed. Creating a checkout session as the storefront does (commerce's POST /store/checkout-sessions:
 * a cart priced by Medusa, its shipping method, payment collection and Stripe Checkout session in one workflow)
 * against the same work through Medusa's own store API (create cart, list shipping options, add shipping
 * method, payment collection, payment session: five round trips), p50/p95 sequential and 8 at once; then
 * the time from Pay on the payment page to the order's existence in Medusa (webhook → Medusa's payment
 * workflow → order), read from the database. Targets (checkout issue): no slower than Medusa's own calls,
 * p95 ≤ 500 ms sequential.
 */
import pg from "pg"
import { fileURLToPath } from "node:url"
import type { Figure } from "./lib/figures.js"
import { benchStack, type BenchStack } from "./lib/stack.js"
import { percentile } from "./lib/stats.js"

const SEQUENTIAL = Number(process.env.BENCH_CHECKOUT_SESSIONS ?? 30)
const CONCURRENCY = 8
const PAY_RUNS = 10
const TARGET_P95_MS = 500
/** A 18.99 USD product (below free shipping: the shipping price rule is evaluated). */
const ITEM_ID = 284

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}
const fmt = (ms: number) => `${ms.toFixed(0)} ms`

async function call<T>(url: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

/** Runs `count` calls `concurrency` at a time; each call's own duration. */
async function measure(count: number, concurrency: number, run: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) durations.push(await timed(run))
    })
  )
  return durations
}

export async function benchCheckout(stack: BenchStack): Promise<Figure[]> {
  if (!stack.stripeStandInUrl) {
    console.log("\ncheckout: skipped (STRIPE_SECRET_KEY is set: the bench does not create sessions on a real Stripe account)")
    return []
  }
  const headers = { "x-publishable-api-key": stack.publishableKey }
  const ours = () =>
    call<{ checkout_session_id: string; cart_id: string }>(`${stack.commerceUrl}/store/checkout-sessions`, headers, {
      lines: [{ item_id: ITEM_ID, quantity: 1 }],
      language: "de",
      country: "de",
      currency: "USD",
      origin: { kind: "product", item_id: ITEM_ID },
    })

  // Medusa's own store API, for the same cart, shipping and payment session.
  const { entry } = await call<{ entry: { item: { ident: string } } }>(`${stack.commerceUrl}/store/catalogue/${ITEM_ID}`, headers)
  const { regions } = await call<{ regions: { id: string }[] }>(`${stack.commerceUrl}/store/regions`, headers)
  const region = regions[0]!.id
  const { products } = await call<{ products: { variants: { id: string; calculated_price: { calculated_amount: number } }[] }[] }>(
    `${stack.commerceUrl}/store/products?handle=${entry.item.ident}&fields=variants.id,*variants.calculated_price&region_id=${region}`,
    headers
  )
  // The variant the storefront sells: the cheapest (best_usd_price).
  const variant = products[0]!.variants.sort((a, b) => a.calculated_price.calculated_amount - b.calculated_price.calculated_amount)[0]!
  const medusa = async () => {
    const { cart } = await call<{ cart: { id: string } }>(`${stack.commerceUrl}/store/carts`, headers, {
      region_id: region,
      items: [{ variant_id: variant.id, quantity: 1 }],
      shipping_address: { country_code: "de" },
      locale: "de-DE",
    })
    const { shipping_options } = await call<{ shipping_options: { id: string }[] }>(`${stack.commerceUrl}/store/shipping-options?cart_id=${cart.id}`, headers)
    const { cart: withShipping } = await call<{
      cart: { id: string; total: number; shipping_total: number; items: { unit_price: number; quantity: number; product_title: string }[] }
    }>(`${stack.commerceUrl}/store/carts/${cart.id}/shipping-methods`, headers, { option_id: shipping_options[0]!.id })
    const { payment_collection } = await call<{ payment_collection: { id: string } }>(`${stack.commerceUrl}/store/payment-collections`, headers, { cart_id: cart.id })
    await call(`${stack.commerceUrl}/store/payment-collections/${payment_collection.id}/payment-sessions`, headers, {
      provider_id: "pp_stripe-checkout_stripe-checkout",
      data: {
        cart_id: cart.id,
        lines: withShipping.items.map((item) => ({ name: item.product_title, unit_amount: item.unit_price, quantity: item.quantity })),
        shipping: { name: "Tracked delivery", amount: withShipping.shipping_total, days: [1, 2] },
        country: "de",
        language: "de",
        success_url: `${stack.storefrontUrl}/de/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${stack.storefrontUrl}/de/checkout/cancel`,
      },
    })
  }

  for (let i = 0; i < 3; i++) await Promise.all([ours(), medusa()]) // warm-up
  const rows = [
    ["ours, sequential", stats(await measure(SEQUENTIAL, 1, ours))],
    ["Medusa's store API, sequential", stats(await measure(SEQUENTIAL, 1, medusa))],
    [`ours, ${CONCURRENCY} at once`, stats(await measure(SEQUENTIAL, CONCURRENCY, ours))],
    [`Medusa's store API, ${CONCURRENCY} at once`, stats(await measure(SEQUENTIAL, CONCURRENCY, medusa))],
  ] as const

  // Pay → order: the stand-in pays and posts the signed webhook; the order is polled in the database.
  const db = new pg.Client({ connectionString: stack.databaseUrl })
  await db.connect()
  const payToOrder: number[] = []
  try {
    for (let i = 0; i < PAY_RUNS; i++) {
      const session = await ours()
      const started = performance.now()
      await call(`${stack.stripeStandInUrl}/_stand-in/checkout/sessions/${session.checkout_session_id}/pay`, {}, {})
      for (;;) {
        const { rowCount } = await db.query("SELECT 1 FROM order_cart WHERE cart_id = $1 AND deleted_at IS NULL", [session.cart_id])
        if (rowCount) break
        if (performance.now() - started > 30_000) throw new Error("no order 30 s after paying")
        await new Promise((r) => setTimeout(r, 5))
      }
      payToOrder.push(performance.now() - started)
    }
  } finally {
    await db.end()
  }

  console.log(`\ncheckout: creating a checkout session (${SEQUENTIAL} each; item ${ITEM_ID}, shipped to Germany)`)
  for (const [label, { p50, p95 }] of rows) console.log(`  ${label.padEnd(42)} p50 ${fmt(p50).padStart(7)}   p95 ${fmt(p95).padStart(7)}`)
  const [oursSeq, medusaSeq, oursPar, medusaPar] = rows.map(([, s]) => s)
  console.log(`  sequential p95: ours / Medusa's = ${(oursSeq!.p95 / medusaSeq!.p95).toFixed(2)}× (target ≤ 1), ours ${fmt(oursSeq!.p95)} (target ≤ ${TARGET_P95_MS} ms)`)
  console.log(`  ${CONCURRENCY} at once p95:  ours / Medusa's = ${(oursPar!.p95 / medusaPar!.p95).toFixed(2)}×`)
  const pay = stats(payToOrder)
  console.log(`  Pay → order in Medusa (webhook path, ${PAY_RUNS} runs): p50 ${fmt(pay.p50)}, p95 ${fmt(pay.p95)}`)
  return [
    { name: "checkout session, ours, sequential: p95", value: oursSeq!.p95, unit: "ms", target: ["≤", TARGET_P95_MS] },
    { name: "checkout session, ours, sequential: p50", value: oursSeq!.p50, unit: "ms" },
    { name: "the same through Medusa's store API (five calls), sequential: p95", value: medusaSeq!.p95, unit: "ms" },
    { name: "ours ÷ Medusa's store API, sequential p95", value: oursSeq!.p95 / medusaSeq!.p95, unit: "×", target: ["≤", 1] },
    { name: `ours, ${CONCURRENCY} at once: p95`, value: oursPar!.p95, unit: "ms" },
    { name: `ours ÷ Medusa's store API, ${CONCURRENCY} at once p95`, value: oursPar!.p95 / medusaPar!.p95, unit: "×" },
    { name: "Pay → order in Medusa (webhook): p50", value: pay.p50, unit: "ms" },
    { name: "Pay → order in Medusa (webhook): p95", value: pay.p95, unit: "ms" },
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await benchStack()
  try {
    await benchCheckout(stack)
  } finally {
    await stack.stop()
  }
}
