/**
 * A STAND-IN for commerce in the search bench at scale (bench/search-scale.ts), in a process of its own: it
 * answers only GET /store/catalogue/search-documents (what the storefront's search thread is built from,
 * by page or by ids) as commerce does (commerce/src/api/store/catalogue/search-documents), over the seed's
 * catalogue repeated SEARCH_SCALE times (seed/src/catalogue/scale.ts), each product made when asked for,
 * and GET /store/catalogue/changes, the change log every storefront polls. POST /bench/rename?item=&word=
 * stands for a merchandiser's edit in the admin: the word is added to the product's name in every language
 * and the change logged; POST /bench/rates?EUR=0.9 stands for a rate saved in the admin's Currency rates: every
 * price is made at the new rates and a rate change logged. Everything else answers 404. Prints "ready <port> <products>" once listening.
 */
import { createServer } from "node:http"
import type { CatalogueEntry } from "@shop/contracts/api"
import type { CatalogueChanges, SearchDocuments } from "@shop/contracts/commerce-api"
import { LANGUAGES } from "@shop/contracts/languages"
// @shop/seed is CommonJS: its exports come as the default export here.
import seed from "@shop/seed"
import { isChargedCurrency, pricesOf, SPEC_RATES, type CurrencyRates } from "@shop/contracts/currencies"

const times = Number(process.env.SEARCH_SCALE ?? 100)
const port = Number(process.env.PORT ?? 3203)
const base = seed.generateCatalogue()
const count = times * base.products.length
const tagText = new Map(base.tags.map((tag) => [tag.value, tag.translations]))

/** Words added to products' names by POST /bench/rename, and the change log's entries (item ids or a rate change, oldest first). */
const renamed = new Map<number, string>()
const changeLog: (number | "rates")[] = []
let rates: CurrencyRates = { ...SPEC_RATES }

/** Product `index` as commerce's catalogue answers it (commerce/src/lib/catalogue-entries.ts). */
function documentOf(index: number): SearchDocuments["documents"][number] {
  const scaled = seed.scaledProduct(base, index)
  const added = renamed.get(scaled.item_id)
  const product = added
    ? { ...scaled, text: Object.fromEntries(Object.entries(scaled.text).map(([locale, text]) => [locale, { ...text, title: `${text.title} ${added}` }])) as typeof scaled.text }
    : scaled
  const usd = Math.min(...product.variants.map((v) => v.usd_price))
  const entry: CatalogueEntry = {
    item: {
      id: product.item_id,
      ident: product.ident,
      image_url: `/images/products/${product.image}`,
      best_usd_price: usd,
      prices: pricesOf(usd, rates),
      stock: { status: "in_stock", max_quantity: 5 },
      bestseller: false,
    },
    translations: LANGUAGES.map(({ code, locale }) => ({
      language_code: code,
      name: product.text[locale as keyof typeof product.text].title,
      description: product.text[locale as keyof typeof product.text].description,
      tags: JSON.stringify(product.tags.map((tag) => tagText.get(tag)![locale as keyof typeof product.text])),
    })),
  }
  return { entry, categories: [product.category], type: product.type, set_prices: {} }
}

/** Item ids are the scaled catalogue's: copy c of the product with base id i is c × products + i. */
const indexOfItem = (itemId: number) => {
  const copy = Math.floor((itemId - 1) / base.products.length)
  const at = base.products.findIndex((product) => product.item_id === itemId - copy * base.products.length)
  return at < 0 ? -1 : copy * base.products.length + at
}

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://stand-in")
  const json = (body: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body))
  if (url.pathname === "/bench/rename" && request.method === "POST") {
    const item = Number(url.searchParams.get("item"))
    renamed.set(item, url.searchParams.get("word") ?? "renamed")
    changeLog.push(item)
    return json({ version: changeLog.length })
  }
  if (url.pathname === "/bench/rates" && request.method === "POST") {
    const given = Object.fromEntries([...url.searchParams].filter(([code]) => isChargedCurrency(code) && code !== "USD").map(([code, rate]) => [code, Number(rate)]))
    rates = { ...rates, ...given }
    changeLog.push("rates")
    return json({ version: changeLog.length, rates })
  }
  if (url.pathname === "/store/catalogue/changes") {
    const since = url.searchParams.get("since")
    const changes = since === null ? [] : changeLog.slice(Number(since))
    return json({
      version: changeLog.length,
      item_ids: [...new Set(changes.filter((change) => change !== "rates"))],
      ...(changes.includes("rates") && { rates }),
    } satisfies CatalogueChanges)
  }
  if (url.pathname !== "/store/catalogue/search-documents") {
    response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "not in the search bench's stand-in" }))
    return
  }
  let body: SearchDocuments
  const ids = url.searchParams.get("ids")
  if (ids !== null) {
    const indexes = ids
      .split(",")
      .map((id) => indexOfItem(Number(id)))
      .filter((index) => index >= 0 && index < count)
    body = { documents: indexes.map(documentOf) }
  } else {
    const offset = Number(url.searchParams.get("offset") ?? 0)
    const end = Math.min(count, offset + Number(url.searchParams.get("limit") ?? 20))
    body = { documents: Array.from({ length: Math.max(0, end - offset) }, (_, i) => documentOf(offset + i)), count }
  }
  json(body)
}).listen(port, "127.0.0.1", () => console.log(`ready ${port} ${count}`))
