/**
 * A merchandiser's edits in the admin reach every storefront instance without waiting for a cache to expire.
 * Two storefront servers (separate caches and search indexes, nothing shared) over the REAL commerce, both
 * polling its change log; their cache TTL is an hour, so only the change log can make them show an edit. Each edit is made
 * through commerce's admin API, as the admin makes it; the tests put everything back afterwards.
 * Run by `npm test` after the read-only suites, since it edits the shared test catalogue.
 */
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import type { CatalogueEntry, SearchResponse, ShippingRatesResponse } from "@shop/contracts/api"
import { appBuild, healthDetails, listening, recordingPurger, serverOverCommerce, type CountingCatalogue } from "../test-support.js"
import { adminApi, type AdminProduct } from "../admin-api.js"

const ITEM = 30
/** How long to keep looking before calling an edit lost: generous, this is no timing test (see bench/). */
const GIVE_UP_MS = 20_000

let admin: Awaited<ReturnType<typeof adminApi>>
/** A storefront server and its address: every request goes over real HTTP, so the quick way out answers repeats. */
interface Instance {
  app: FastifyInstance
  url: string
  /** Its calls to commerce's catalogue. */
  catalogue: CountingCatalogue
}
const instances: Instance[] = []
/** What the first instance told the shared cache to drop. */
const purged = recordingPurger()
let original: AdminProduct
let originalGerman: Record<string, string> | undefined
/** The ids on catalogue page 3 (offset 48) before any edit. */
let thirdPageIds: number[] = []
const created: string[] = []
let originalRates: Record<string, number> | undefined

async function getJson<T>(instance: Instance, url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(instance.url + url)
  return { status: response.status, body: (await response.json()) as T }
}

/** Waits until `check` holds on every instance (each polled every 100 ms); fails with what was last seen. */
async function onEveryInstance(what: string, check: (instance: Instance) => Promise<boolean>) {
  const deadline = Date.now() + GIVE_UP_MS
  for (const [index, instance] of instances.entries()) {
    while (!(await check(instance))) {
      if (Date.now() > deadline) assert.fail(`storefront instance ${index + 1} never showed: ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

const nameIn = (entry: CatalogueEntry, language: string) => entry.translations.find((t) => t.language_code === language)?.name
const product = (instance: Instance, id: number) => getJson<CatalogueEntry>(instance, `/api/products/${id}`)
const page = (instance: Instance, offset: number) => getJson<CatalogueEntry[]>(instance, `/api/products?limit=24&offset=${offset}`)
const search = (instance: Instance, q: string) => getJson<SearchResponse>(instance, `/api/search?q=${encodeURIComponent(q)}&lang=en`)
/**
 * The product page's HTML, rendered by the server: its status, the product's name in the page's language
 * (its heading) and the price in its Product JSON-LD.
 */
async function productPage(
  instance: Instance,
  language: string,
  id: number
): Promise<{ status: number; title: string | undefined; price: string | undefined; currency: string | undefined }> {
  const response = await fetch(`${instance.url}/${language}/product/${id}`)
  const html = await response.text()
  const offer = /"price":"([\d.]+)","priceCurrency":"([A-Z]{3})"/.exec(html)
  return { status: response.status, title: /<h1 class="product__name">([^<]*)<\/h1>/.exec(html)?.[1], price: offer?.[1], currency: offer?.[2] }
}
/** Whether any of the German sitemap files lists the product's page (every language lists the same products). */
async function inSitemap(instance: Instance, id: number): Promise<boolean> {
  const index = await (await fetch(`${instance.url}/sitemap.xml`)).text()
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/de-\d+\.xml)<\/loc>/g)].map(([, path]) => path!)
  const texts = await Promise.all(files.map(async (path) => (await fetch(`${instance.url}${path}`)).text()))
  return texts.some((xml) => xml.includes(`/de/product/${id}</loc>`))
}

before(async () => {
  admin = await adminApi()
  original = await admin.productByItemId(ITEM)
  for (let i = 0; i < 2; i++) {
    // With the search thread (its indexes must follow the edits too) and the content (a product page shows the
    // dispatch rules of the site settings).
    const { app, catalogue } = await serverOverCommerce({
      withContent: true,
      cacheTtlSeconds: 3600,
      catalogueChangesPollMs: 200,
      distDir: appBuild(),
      purger: i === 0 ? purged : undefined,
    })
    instances.push({ app, url: await listening(app), catalogue })
  }
  // Without the preload (a test server's default) the search thread starts on the first search: ask one, then
  // wait for its index (waiting first would only run out the clock: nothing would have started it).
  for (const instance of instances) {
    await search(instance, "freshness probe")
    for (let tries = 0; !(await healthDetails<{ search: { ready: boolean } }>(instance.app)).search.ready; tries++) {
      if (tries === 300) assert.fail("the search index was not ready within 15 s")
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  // Warm both caches (twice: the second answer comes from the quick way out). From here on they would serve
  // these answers for an hour if nothing told them otherwise.
  for (const instance of instances) {
    for (let i = 0; i < 2; i++) {
      assert.equal((await product(instance, ITEM)).status, 200)
      assert.equal((await productPage(instance, "en", ITEM)).status, 200)
      assert.equal((await productPage(instance, "de", ITEM)).status, 200)
      for (const offset of [0, 24, 48]) assert.equal((await page(instance, offset)).body.length, 24)
      await search(instance, "freshness probe")
      await getJson(instance, "/api/random-products")
      await inSitemap(instance, ITEM)
    }
  }
  thirdPageIds = (await page(instances[0]!, 48)).body.map((entry) => entry.item.id)
})

after(async () => {
  // Put the catalogue back for the browser tests that follow.
  if (admin && original) {
    await admin.updateProduct(original.id, { title: original.title, status: "published" })
    await admin.setUsdPrice(original, original.variants[0]!.prices.find((p) => p.currency_code === "usd")!.amount)
    if (originalGerman) await admin.translate(original.id, "de-DE", originalGerman)
    if (originalRates) await admin.setCurrencyRates(originalRates)
    for (const id of created) await admin.deleteProduct(id).catch(() => undefined)
  }
  await Promise.all(instances.map(({ app }) => app.close()))
})

describe("admin edits reach both storefront instances", () => {
  test("renaming a product shows the new English name on its page, in search and in the catalogue; German keeps its translation", async () => {
    const before = (await product(instances[0]!, ITEM)).body
    const pageCalls = instances.map((instance) => instance.catalogue.calls.page)
    purged.tags.length = 0
    await admin.updateProduct(original.id, { title: "Freshness Probe Renamed" })
    await onEveryInstance("the new English name", async (app) => nameIn((await product(app, ITEM)).body, "en") === "Freshness Probe Renamed")
    await onEveryInstance("the new English name on the product page", async (app) => (await productPage(app, "en", ITEM)).title === "Freshness Probe Renamed")
    await onEveryInstance("the new name in search", async (app) => (await search(app, "freshness probe")).body.results.some((e) => e.item.id === ITEM))
    await onEveryInstance("the new name on catalogue page 2", async (app) =>
      (await page(app, 24)).body.some((e) => e.item.id === ITEM && nameIn(e, "en") === "Freshness Probe Renamed")
    )
    for (const instance of instances) assert.equal(nameIn((await product(instance, ITEM)).body, "de"), nameIn(before, "de"))
    // The shared cache in front is told to drop what the rename touched: the product (and with it whatever lists
    // it: catalogue page 2 names it in its Surrogate-Key), the search answers and the sitemaps' dates; no other
    // product, no content.
    const listing = await instances[0]!.app.inject("/api/products?limit=24&offset=24")
    assert.ok(String(listing.headers["surrogate-key"]).split(" ").includes(`product:${ITEM}`), String(listing.headers["surrogate-key"]))
    for (const tag of [`product:${ITEM}`, "search", "list:lastmod"]) {
      const deadline = Date.now() + GIVE_UP_MS
      while (!purged.tags.includes(tag)) {
        if (Date.now() > deadline) assert.fail(`never purged ${tag}: ${purged.tags.join(" ")}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const told = new Set(purged.tags)
    const others = [...told].filter((tag) => (tag.startsWith("product:") && tag !== `product:${ITEM}`) || tag.startsWith("cms:") || tag === "list:page:0")
    assert.deepEqual(others, [], "nothing the rename did not touch")
    // Refreshes run four at a time: a second for any that would still be starting.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    // The same products are published: of the three catalogue pages each instance holds, only the one listing
    // the product was asked for again (not every page, on every instance, for every edit).
    instances.forEach((instance, index) => assert.equal(instance.catalogue.calls.page - pageCalls[index]!, 1, `catalogue pages fetched again by instance ${index + 1}`))
  })

  test("editing the German translation shows on the German text", async () => {
    originalGerman = await admin.translate(original.id, "de-DE", { title: "Frische-Probe auf Deutsch" })
    await onEveryInstance("the new German name", async (app) => nameIn((await product(app, ITEM)).body, "de") === "Frische-Probe auf Deutsch")
    await onEveryInstance("the new German name on the German product page", async (app) => (await productPage(app, "de", ITEM)).title === "Frische-Probe auf Deutsch")
  })

  test("a price change shows as the product's best USD price", async () => {
    await admin.setUsdPrice(original, 123.45)
    await onEveryInstance("the new price", async (app) => (await product(app, ITEM)).body.item.best_usd_price === 123.45)
    await onEveryInstance("the new price in the product page's structured data", async (app) => (await productPage(app, "en", ITEM)).price === "123.45")
  })

  // In złoty: the other admin-edit files running beside this one read euros (the shipping threshold's) and dollars.
  test("a currency rate saved in the admin re-prices the product, its search card, its Polish page and the shipping table in złoty", async () => {
    originalRates = await admin.currencyRates()
    const usd = (await product(instances[0]!, ITEM)).body.item.best_usd_price
    const zloty = Math.round(usd * 4.5 * 100) / 100
    assert.notEqual((await product(instances[0]!, ITEM)).body.item.prices.PLN, zloty, "the seeded rate gives another price")
    await admin.setCurrencyRates({ PLN: 4.5 })
    await onEveryInstance("the product's price in złoty at the new rate", async (app) => (await product(app, ITEM)).body.item.prices.PLN === zloty)
    // The search re-prices its cards itself (it reads no product again): its card of the product in złoty.
    const name = nameIn((await product(instances[0]!, ITEM)).body, "en")!
    await onEveryInstance("the product's search card at the new rate", async (app) =>
      (await search(app, name)).body.results.some((card) => card.item.id === ITEM && card.item.prices.PLN === zloty)
    )
    await onEveryInstance("the Polish page's offer at the new rate", async (app) => {
      const offer = await productPage(app, "pl", ITEM)
      return offer.currency === "PLN" && offer.price === zloty.toFixed(2)
    })
    // Shipping to Germany: 7.05 USD at the new rate (31.73 PLN, where the spec's rate made it 27.64).
    await onEveryInstance("the shipping table at the new rate", async (app) => {
      const { rates } = (await getJson<ShippingRatesResponse>(app, "/api/shipping-rates?lang=pl")).body
      return rates.find((rate) => rate.country === "DE")?.prices.PLN === 31.73
    })
    await admin.setCurrencyRates(originalRates)
  })

  test("a price set by hand in euros wins over the rate", async () => {
    await admin.setPrices(original, [
      { currency_code: "usd", amount: 1.23 },
      { currency_code: "eur", amount: 99 },
    ])
    await onEveryInstance("the hand-set euro price", async (app) => {
      const { item } = (await product(app, ITEM)).body
      return item.best_usd_price === 1.23 && item.prices.EUR === 99 && item.prices.GBP === 0.9
    })
  })

  test("unpublishing: the product answers 404 and leaves search, and its catalogue page still holds 24 entries", async () => {
    await admin.updateProduct(original.id, { status: "draft" })
    await onEveryInstance("404 for the unpublished product", async (app) => (await product(app, ITEM)).status === 404)
    await onEveryInstance("404 for its page", async (app) => (await productPage(app, "en", ITEM)).status === 404)
    await onEveryInstance("page 2 without it", async (app) => !(await page(app, 24)).body.some((e) => e.item.id === ITEM))
    for (const instance of instances) {
      const entries = (await page(instance, 24)).body
      assert.equal(entries.length, 24, "filtered before the limit: still a full page")
      assert.equal(new Set(entries.map((e) => e.item.id)).size, 24)
    }
    // Every page after it moved up by one: page 3 was fetched again too, though it does not list the product.
    await onEveryInstance("page 3 moved up by one", async (app) => (await page(app, 48)).body[0]?.item.id === thirdPageIds[1])
    for (const instance of instances) assert.equal((await page(instance, 24)).body.at(-1)?.item.id, thirdPageIds[0])
    await onEveryInstance("search without it", async (app) => !(await search(app, "freshness probe")).body.results.some((e) => e.item.id === ITEM))
    await onEveryInstance("the sitemaps without it", async (app) => !(await inSitemap(app, ITEM)))

    await admin.updateProduct(original.id, { status: "published" })
    await onEveryInstance("the product back after publishing", async (app) => (await product(app, ITEM)).status === 200)
    await onEveryInstance("the product back in the sitemaps", async (app) => inSitemap(app, ITEM))
  })

  test("a product created in the admin gets the next item id and shows on its page and in search", async () => {
    const first = await admin.createProduct("Freshness Newcomer Alpha", 42)
    created.push(first.id)
    const itemId = await admin.itemIdOf(first.id)
    assert.ok(itemId !== undefined && itemId > 640, `a new item id above the seeded 640: ${itemId}`)
    await onEveryInstance("the new product's page", async (app) => (await product(app, itemId)).status === 200)
    await onEveryInstance("the new product in search", async (app) => (await search(app, "freshness newcomer")).body.results.some((e) => e.item.id === itemId))
    const entry = (await product(instances[1]!, itemId)).body
    assert.equal(nameIn(entry, "en"), "Freshness Newcomer Alpha")
    assert.equal(nameIn(entry, "ja"), undefined, "no Japanese translation yet")
    assert.equal(entry.item.best_usd_price, 42)
  })

  test("products created at the same moment get distinct, consecutive item ids", async () => {
    const products = await Promise.all(["Beta", "Gamma", "Delta", "Epsilon"].map((name) => admin.createProduct(`Freshness Newcomer ${name}`, 10)))
    created.push(...products.map((p) => p.id))
    const ids = (await Promise.all(products.map((p) => admin.itemIdOf(p.id)))).map(Number).sort((a, b) => a - b)
    assert.equal(new Set(ids).size, 4, `distinct: ${ids.join(", ")}`)
    assert.equal(ids[3]! - ids[0]!, 3, `consecutive from the sequence: ${ids.join(", ")}`)
  })

  test("deleting a product: its page answers 404 on both instances", async () => {
    const id = created[0]!
    const itemId = (await admin.itemIdOf(id))!
    await onEveryInstance("the product before deletion", async (app) => (await product(app, itemId)).status === 200)
    await admin.deleteProduct(id)
    await onEveryInstance("404 for the deleted product", async (app) => (await product(app, itemId)).status === 404)
  })
})
