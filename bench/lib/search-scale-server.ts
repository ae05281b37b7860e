/**
 * A storefront server for the search bench at scale (bench/search-scale.ts), in a process of its own: the
 * real server (storefront/server/app.ts) with its search thread, reading the products over HTTP with the
 * real catalogue client from the STAND-IN commerce at COMMERCE_URL (search-scale-commerce.ts: the seed's
 * catalogue repeated, its search documents only). Only /api/search is measured. Prints "ready <port>" once
 * listening, "indexed <ms> <bytes>" once the indexes are built.
 */
import path from "node:path"
import { buildServer } from "../../storefront/server/app.js"
import { createCommerceCatalogue } from "../../storefront/server/commerce/catalogue-client.js"
import type { CheckoutSource } from "../../storefront/server/commerce/checkout-client.js"

const port = Number(process.env.PORT ?? 3200)
const commerceUrl = process.env.COMMERCE_URL ?? "http://127.0.0.1:3203"

const notHere = (what: string) => () => Promise.reject(new Error(`the search bench has no ${what}`))
const noCheckout: CheckoutSource = {
  createSession: notHere("checkout"),
  orderBySession: notHere("checkout"),
  orderPage: notHere("checkout"),
  shippingRates: notHere("shipping rates"),
  forwardContactMessage: notHere("contact messages"),
}

const started = performance.now()
const app = await buildServer({
  catalogue: createCommerceCatalogue({ baseUrl: commerceUrl, publishableKey: "pk_search_bench_stand_in" }),
  checkout: noCheckout,
  publicDir: path.resolve(import.meta.dirname, "../../storefront/public"),
  // Commerce's change log polled each second, as in production: the bench's edits reach search this way.
  catalogueChangesPollMs: 1000,
  // Warnings only (the search thread says so when it fails or is replaced).
  logger: true,
  searchIndex: true,
})
await app.listen({ port, host: "127.0.0.1" })
console.log(`ready ${port}`)
for (;;) {
  const health = (await app.inject("/health")).json<{ search: { ready: boolean; bytes: number } }>()
  if (health.search.ready) {
    console.log(`indexed ${Math.round(performance.now() - started)} ${health.search.bytes}`)
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 250))
}
