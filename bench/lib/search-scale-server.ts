/**
 * A storefront server for the search bench at scale (bench/search-scale.ts), in a process of its own: the
 * real server (storefront/server/app.ts) with its search thread, whose products come from a STAND-IN
 * catalogue source serving the seed's catalogue repeated SEARCH_SCALE times (seed/src/catalogue/scale.ts)
 * in the shape commerce's GET /store/catalogue/search-documents answers. Nothing else of commerce is there:
 * only /api/search is measured. Prints "ready <port>" once listening, "indexed <ms>" once the indexes are built.
 */
import path from "node:path"
import type { CatalogueEntry } from "@shop/contracts/api"
import type { SearchDocuments } from "@shop/contracts/commerce-api"
import { LANGUAGES } from "@shop/contracts/languages"
// @shop/seed is CommonJS: its exports come as the default export here.
import seed from "@shop/seed"
import { buildServer } from "../../storefront/server/app.js"
import type { CatalogueSource } from "../../storefront/server/commerce/catalogue-client.js"
import type { CheckoutSource } from "../../storefront/server/commerce/checkout-client.js"

const times = Number(process.env.SEARCH_SCALE ?? 100)
const port = Number(process.env.PORT ?? 3200)
const { products, tags } = seed.scaledCatalogue(times)
const tagText = new Map(tags.map((tag) => [tag.value, tag.translations]))

/** A product as commerce's catalogue answers it (commerce/src/lib/catalogue-entries.ts). */
const entryOf = (index: number): SearchDocuments["documents"][number] => {
  const product = products[index]!
  const entry: CatalogueEntry = {
    item: { id: product.item_id, ident: product.ident, image_url: `/images/products/${product.image}`, best_usd_price: Math.min(...product.variants.map((v) => v.usd_price)) },
    translations: LANGUAGES.map(({ code, locale }) => ({
      language_code: code,
      name: product.text[locale as keyof typeof product.text].title,
      description: product.text[locale as keyof typeof product.text].description,
      tags: JSON.stringify(product.tags.map((tag) => tagText.get(tag)![locale as keyof typeof product.text])),
    })),
  }
  return { entry, categories: [product.category] }
}

const notHere = (what: string) => () => Promise.reject(new Error(`the search bench's stand-in catalogue has no ${what}`))
const standInCatalogue: CatalogueSource = {
  page: notHere("pages"),
  random: notHere("random picks"),
  item: notHere("products"),
  search: notHere("search of its own (the search thread answers)"),
  changes: notHere("change log"),
  lastModified: notHere("dates"),
  async searchDocuments(request) {
    if ("ids" in request) return { documents: [] }
    const end = Math.min(products.length, request.offset + request.limit)
    return { documents: Array.from({ length: Math.max(0, end - request.offset) }, (_, i) => entryOf(request.offset + i)), count: products.length }
  },
}
const noCheckout: CheckoutSource = {
  createSession: notHere("checkout"),
  orderBySession: notHere("checkout"),
  orderPage: notHere("checkout"),
  shippingRates: notHere("shipping rates"),
  forwardContactMessage: notHere("contact messages"),
}

const started = performance.now()
const app = await buildServer({
  catalogue: standInCatalogue,
  checkout: noCheckout,
  publicDir: path.resolve(import.meta.dirname, "../../storefront/public"),
  catalogueChangesPollMs: 0,
  logger: false,
  searchIndex: true,
})
await app.listen({ port, host: "127.0.0.1" })
console.log(`ready ${port} ${products.length}`)
for (;;) {
  const health = (await app.inject("/health")).json<{ search: { ready: boolean; bytes: number } }>()
  if (health.search.ready) {
    console.log(`indexed ${Math.round(performance.now() - started)} ${health.search.bytes}`)
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 250))
}
