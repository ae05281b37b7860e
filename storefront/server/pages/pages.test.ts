/**
 * The shop's pages as a crawler gets them (no JavaScript), from the real build's server render over the
 * REAL commerce and the local content API: visible text, head tags, structured data, status codes,
 * redirects to one URL per page, robots.txt and the sitemaps, and pages made again when content changes.
 */
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { cardOf, type CatalogueEntry } from "@shop/contracts/api"
import type { SiteSettings } from "@shop/contracts/content"
import { displayText } from "@shop/contracts/catalogue-text"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { APP_MODULE, localeModules, SCREEN_MODULES } from "../../src/app/screen-modules.js"
import de from "../../src/locales/de.json" with { type: "json" }
import { buildServer } from "../app.js"
import { createCommerceCatalogue } from "../commerce/catalogue-client.js"
import { createCommerceCheckout } from "../commerce/checkout-client.js"
import { createBundledSource, createCmsSource, sanityClient } from "../content/content-source.js"
import { FAQ_QUERY, PAGE_QUERY, REVIEWS_QUERY, SETTINGS_QUERY, UI_STRINGS_QUERY } from "@shop/cms/queries"
import { appBuild, commerceSettings, healthDetails, listening, publicDir, TEST_HEALTH_TOKEN } from "../testing/test-support.js"
import { whenRendered } from "../testing/page-test-support.js"

const ORIGIN = "https://shop.example"
const apiHost = process.env.SANITY_API_HOST
const token = process.env.SANITY_TOKEN
if (!apiHost || !token) throw new Error("The page tests read content from the local content API: set SANITY_API_HOST and SANITY_TOKEN (npm test does)")
const cmsClient = sanityClient({ dataset: "production", apiHost, token })
/** The queries the server sent the CMS, in order. */
const cmsQueries: string[] = []
const cms = createCmsSource(cmsClient)
const countingCms: typeof cms = { ...cms, fetch: (query, params) => (cmsQueries.push(query), cms.fetch(query, params)) }
const GIVE_UP_MS = 20_000

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
const head = (html: string) => html.slice(0, html.indexOf("</head>"))
const body = (html: string) => html.slice(html.indexOf("<body"), html.indexOf('<script id="server-state"'))
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1]!))
const jsonLd = (html: string) => all(html, /<script type="application\/ld\+json">(.*?)<\/script>/gs).map((text) => JSON.parse(text) as unknown)

/** What the server told the shared cache to purge. */
const purged: string[] = []
const recordingPurger = { purge: (tags: readonly string[]) => void purged.push(...tags), settled: async () => {}, stats: () => ({ delivered: 0, failedAttempts: 0, givenUp: 0 }) }

interface PagesHealth {
  kept: number
  renders: number
  rendering: number
  rendersBy: Record<string, number>
}

describe("pages rendered on the server", () => {
  let app: FastifyInstance
  const pagesHealth = async () => (await healthDetails<{ pages: PagesHealth }>(app)).pages
  const renders = async () => (await pagesHealth()).rendersBy
  const settledRenders = async () => {
    while ((await pagesHealth()).rendering > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  /** The page as rendered (a busy server's first answer may be the app's shell: see whenRendered). */
  const get = (url: string) =>
    whenRendered(
      async () => {
        const response = await app.inject({ url })
        return { status: response.statusCode, html: response.body, location: response.headers.location }
      },
      (answer) => answer.html
    )
  /** Asks for `url` until its HTML shows `text` (a published edit reached the page); fails after GIVE_UP_MS. */
  async function untilShown(url: string, text: string): Promise<void> {
    const deadline = Date.now() + GIVE_UP_MS
    while (!decode((await get(url)).html).includes(text)) {
      if (Date.now() > deadline) assert.fail(`the edit never showed on ${url}: ${text}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  before(async () => {
    const commerce = commerceSettings()
    app = await buildServer({
      // No search thread: these tests do not search, and its index build would compete with their renders.
      catalogue: createCommerceCatalogue(commerce),
      checkout: createCommerceCheckout(commerce),
      publicDir,
      distDir: appBuild(),
      publicUrl: ORIGIN,
      cacheTtlSeconds: 3600,
      catalogueChangesPollMs: 0,
      healthToken: TEST_HEALTH_TOKEN,
      content: { cms: countingCms, bundled: createBundledSource() },
      purger: recordingPurger,
    })
  })
  after(() => app.close())

  test("a German product page: name, price and description in the body; title, description, canonical, 16 alternates and Product JSON-LD in the head", async () => {
    const entry = JSON.parse((await app.inject("/api/products/5")).body) as CatalogueEntry
    const german = entry.translations.find((t) => t.language_code === "de")!
    const { status, html } = await get("/de/product/5")
    assert.equal(status, 200)
    assert.match(html, /<html lang="de" dir="ltr">/)
    const text = decode(body(html))
    assert.ok(text.includes(german.name), "German name in the body")
    assert.ok(text.includes(german.description.slice(0, 80)), "German description in the body")
    const euros = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(entry.item.prices.EUR)
    assert.ok(text.includes(euros), `the price in euros, as German shoppers see it (${euros})`)

    const tags = head(html)
    assert.deepEqual(all(tags, /<title>([^<]*)<\/title>/g), [`${german.name} | Orbita`])
    const description = all(tags, /<meta name="description" content="([^"]*)">/g)
    assert.equal(description.length, 1)
    assert.ok(german.description.startsWith(description[0]!.replace(/…$/, "")), "the German description, cut to a snippet")
    assert.deepEqual(all(tags, /<link rel="canonical" href="([^"]*)">/g), [`${ORIGIN}/de/product/5`])
    const alternates = all(tags, /<link rel="alternate" hreflang="([^"]*)" href="[^"]*">/g)
    assert.deepEqual(alternates, [...LANGUAGE_CODES, "x-default"])
    assert.ok(tags.includes(`hreflang="pl" href="${ORIGIN}/product/5"`), "Polish at the unprefixed URL")
    assert.ok(tags.includes(`hreflang="x-default" href="${ORIGIN}/product/5"`))
    assert.ok(tags.includes(`<meta property="og:image" content="${ORIGIN}${entry.item.image_url}">`), "an absolute image for link previews")

    const [product] = jsonLd(html) as [Record<string, unknown> & { offers: Record<string, unknown> }]
    assert.equal(product["@type"], "Product")
    assert.equal(product.name, german.name)
    assert.equal(product.sku, entry.item.ident)
    assert.deepEqual(product.image, [`${ORIGIN}${entry.item.image_url}`])
    assert.equal(product.offers.price, entry.item.prices.EUR.toFixed(2))
    assert.equal(product.offers.priceCurrency, "EUR")
    assert.equal(product.offers.availability, "https://schema.org/InStock")
  })

  test("the browser gets the data the page was rendered with, for hydration without a second fetch", async () => {
    const { html } = await get("/ja/product/7")
    const state = JSON.parse(decode(/<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!)) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
    }
    const product = state.queries.queries.find((query) => query.queryKey[0] === "product")
    assert.deepEqual(product?.state.data, JSON.parse((await app.inject("/api/products/7")).body))
  })

  test("a grid's page carries its products as cards (every language's name, for the cart), not every language's description and tags", async () => {
    const { html } = await get("/de/products?page=2")
    const state = JSON.parse(decode(/<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!)) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
    }
    const grid = state.queries.queries.find((query) => query.queryKey.join() === "products,page,2")
    const secondPage = JSON.parse((await app.inject("/api/products?limit=24&offset=24")).body) as CatalogueEntry[]
    assert.deepEqual(grid?.state.data, secondPage.map(cardOf))
  })

  test("the home page carries the Organization from the CMS's settings; the catalogue, FAQ and content pages their own text", async () => {
    const settings = JSON.parse((await app.inject("/api/settings?lang=ar")).body) as SiteSettings
    const home = await get("/ar")
    assert.match(home.html, /<html lang="ar" dir="rtl">/)
    const [organization] = jsonLd(home.html) as [Record<string, unknown>[]]
    assert.equal(organization[0]!["@type"], "Organization")
    assert.equal(organization[0]!.name, settings.companyName)
    assert.equal(organization[0]!.telephone, settings.phone)

    const catalogue = await get("/de/products?page=2")
    assert.equal(catalogue.status, 200)
    assert.deepEqual(all(head(catalogue.html), /<link rel="canonical" href="([^"]*)">/g), [`${ORIGIN}/de/products?page=2`])
    const secondPage = JSON.parse((await app.inject("/api/products?limit=24&offset=24")).body) as CatalogueEntry[]
    for (const entry of secondPage) assert.ok(decode(body(catalogue.html)).includes(displayText(entry, "de").name), `product ${entry.item.id} on page 2`)

    const faq = await get("/de/faq")
    const questions = (JSON.parse((await app.inject("/api/faq?lang=de")).body) as { question: string }[]).map((entry) => entry.question)
    for (const question of questions) assert.ok(decode(body(faq.html)).includes(question), question)
    assert.equal(all(head(faq.html), /<title>([^<]*)<\/title>/g)[0], de.pages.faq)

    const shipping = await get("/fr/shipping")
    const page = JSON.parse((await app.inject("/api/content/shipping?lang=fr")).body) as { title: string; description: string }
    assert.equal(all(head(shipping.html), /<title>([^<]*)<\/title>/g)[0], page.title)
    assert.ok(decode(body(shipping.html)).includes(page.title))
  })

  test("the page paints before its JavaScript: the entry imports the app dynamically, and the app and the page's chunks are preloaded at low priority", async () => {
    type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] }
    const manifest = JSON.parse(readFileSync(path.join(appBuild(), ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>
    const file = (key: string) => `/${manifest[key]!.file}`
    // The entry (src/boot.ts) imports the app dynamically, after the first paint; what it imports statically runs
    // before: none of the app's chunks (the libraries, the shared code).
    const entry = manifest["index.html"]!
    assert.deepEqual(entry.dynamicImports, [APP_MODULE])
    for (const key of manifest[APP_MODULE]!.imports!) assert.ok(!entry.imports?.includes(key), `the entry does not import ${key} itself`)
    const { html } = await get("/de/product/5")
    const preloads = all(head(html), /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]*)">/g)
    const wanted = [APP_MODULE, ...manifest[APP_MODULE]!.imports!, SCREEN_MODULES.product.module, ...localeModules("de", "product")]
    for (const key of wanted) assert.ok(preloads.includes(file(key)), `${key} preloaded at low priority`)
    assert.doesNotMatch(head(html), /<link rel="modulepreload" (?!fetchpriority="low")/, "no preload at the default (high) priority")
    assert.match(head(html), new RegExp(`<script type="module" fetchpriority="low" crossorigin src="${file("index.html")}">`))
  })

  test("status codes: unknown products, paths and language prefixes are localized 404 pages", async () => {
    const missing = await get("/de/product/987654321")
    assert.equal(missing.status, 404)
    assert.match(missing.html, /<html lang="de"/)
    assert.ok(decode(missing.html).includes(de.product.notFound), "the German 'not found'")
    assert.match(head(missing.html), /<meta name="robots" content="noindex, follow">/)
    assert.doesNotMatch(head(missing.html), /rel="canonical"/)
    for (const url of ["/xx/products", "/nope", "/de/nope", "/product/abc"]) assert.equal((await get(url)).status, 404, url)
    assert.ok(decode((await get("/de/nope")).html).includes(de.notFound.message))
  })

  test("one URL per page: /pl/..., trailing slashes, ?page=1, padded ids and backslashes redirect permanently", async () => {
    const cases: [string, string][] = [
      ["/pl", "/"],
      ["/pl/products?page=3", "/products?page=3"],
      ["/de/products/", "/de/products"],
      ["/de/products?page=1", "/de/products"],
      ["/product/0007", "/product/7"],
    ]
    for (const [from, to] of cases) {
      const { status, location } = await get(from)
      assert.equal(status, 301, from)
      assert.equal(location, to, from)
    }
    // A backslash means a slash to browsers, and never a redirect to another host. Sent over a socket as written:
    // inject would turn it into a slash first.
    const base = new URL(await listening(app))
    for (const [from, to] of [
      ["/de\\products", "/de/products"],
      ["/\\other.example/de", "/other.example/de"],
    ]) {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get({ host: base.hostname, port: base.port, path: from }, resolve).on("error", reject))
      response.resume()
      assert.equal(response.statusCode, 301, from)
      assert.equal(response.headers.location, to, from)
    }
    assert.equal((await get("/products?utm_source=mail")).status, 200, "other query parameters are served, the canonical leaves them out")
    assert.deepEqual(all(head((await get("/products?utm_source=mail")).html), /<link rel="canonical" href="([^"]*)">/g), [`${ORIGIN}/products`])
  })

  test("search results and checkout returns are not indexed", async () => {
    for (const url of ["/de/search?q=watch", "/checkout/cancel"]) {
      const { status, html } = await get(url)
      assert.equal(status, 200, url)
      assert.match(head(html), /<meta name="robots" content="noindex, follow">/, url)
    }
  })

  /** The sitemap index's files (as paths), and how many each language has (the same number in every language). */
  async function sitemapFiles() {
    const files = all((await get("/sitemap.xml")).html, /<loc>([^<]*)<\/loc>/g).map((loc) => loc.slice(ORIGIN.length))
    return { files, perLanguage: files.length / LANGUAGE_CODES.length }
  }

  test("robots.txt points to the sitemap index, which lists each language's sitemap files", async () => {
    const robots = await get("/robots.txt")
    assert.equal(robots.status, 200)
    assert.match(robots.html, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, "m"))
    const { files, perLanguage } = await sitemapFiles()
    assert.ok(perLanguage >= 1)
    assert.deepEqual(
      files,
      LANGUAGE_CODES.flatMap((code) => Array.from({ length: perLanguage }, (_, i) => `/sitemaps/${code}-${i + 1}.xml`))
    )
    assert.equal((await get(`/sitemaps/de-${perLanguage + 1}.xml`)).status, 404, "no file past the last")
    assert.equal((await get("/sitemaps/xx-1.xml")).status, 404)
  })

  test("every URL of the sitemaps answers 200, product URLs carry the 15 languages and x-default", async () => {
    const { files } = await sitemapFiles()
    for (const code of LANGUAGE_CODES) {
      let xml = ""
      for (const file of files.filter((file) => file.startsWith(`/sitemaps/${code}-`))) xml += (await get(file)).html
      const urls = xml.split("<url>").slice(1)
      const products = urls.filter((url) => url.includes("/product/"))
      assert.ok(products.length >= 640, `${code}: every published product (${products.length})`)
      for (const url of products.slice(0, 50)) {
        assert.deepEqual(all(url, /hreflang="([^"]*)"/g), [...LANGUAGE_CODES, "x-default"])
        assert.match(url, /<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/)
      }
      // Every URL of the Polish sitemap; in the others every page but the products, and every 25th product
      // (the same products under another prefix).
      const locs = urls.map((url) => decode(/<loc>([^<]*)<\/loc>/.exec(url)![1]!))
      const checked = code === "pl" ? locs : locs.filter((loc, i) => !loc.includes("/product/") || i % 25 === 0)
      const failures: string[] = []
      for (let i = 0; i < checked.length; i += 8) {
        await Promise.all(
          checked.slice(i, i + 8).map(async (loc) => {
            const { status } = await get(loc.slice(ORIGIN.length) || "/")
            if (status !== 200) failures.push(`${status} ${loc}`)
          })
        )
      }
      assert.deepEqual(failures, [], `${code}: every URL answers 200`)
    }
  })

  test("catalogue pages past the last one are 404s and never kept: crafted page numbers cannot fill the kept pages", async () => {
    // Renders still under way from earlier tests (the sitemap walk) would be counted as kept here.
    await settledRenders()
    const keptBefore = (await pagesHealth()).kept
    for (let page = 1000; page < 1040; page++) assert.equal((await get(`/de/products?page=${page}`)).status, 404)
    assert.equal((await get("/de/products?page=2")).status, 200)
    assert.ok((await pagesHealth()).kept <= keptBefore + 1, "only the real page 2 was kept")
  })

  test("pages say how shared caches may keep them, and name the data they were made from", async () => {
    const tagsOf = async (url: string) => {
      const { headers } = await app.inject(url)
      return { cacheControl: headers["cache-control"], tags: String(headers["surrogate-key"] ?? "").split(" ") }
    }
    const product = await tagsOf("/de/product/5")
    assert.match(String(product.cacheControl), /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/)
    for (const tag of ["product:5", "cms:translations:de", "lang:de", "html"]) assert.ok(product.tags.includes(tag), `/de/product/5 carries ${tag}: ${product.tags.join(" ")}`)
    assert.ok(!product.tags.some((tag) => tag.startsWith("cms:faq") || tag.includes(":en") || tag.startsWith("list:")), `only its own data: ${product.tags.join(" ")}`)
    const faq = await tagsOf("/de/faq")
    assert.ok(faq.tags.includes("cms:faq:de") && !faq.tags.includes("product:5"), faq.tags.join(" "))
    const catalogue = await tagsOf("/fr/products?page=2")
    assert.ok(catalogue.tags.includes("list:page:24") && catalogue.tags.includes("cms:translations:fr"), catalogue.tags.join(" "))
    const json = await tagsOf("/api/products?limit=24&offset=24")
    // The page, and the products it lists: an edit of one of them makes it stale.
    assert.deepEqual(json.tags, ["list:page:24", ...Array.from({ length: 24 }, (_, i) => `product:${25 + i}`)])
    assert.match(String(json.cacheControl), /s-maxage=/)
    // One visitor's pages and answers: never kept by a shared cache.
    for (const url of ["/de/search?q=uhr", "/de/checkout/success?session_id=cs_test_1", "/de/no-such-page"]) {
      const { cacheControl, tags } = await tagsOf(url)
      assert.equal(cacheControl, "private, no-store", url)
      assert.deepEqual(tags, [""], `${url} names no tags`)
    }
    const post = await app.inject({ method: "POST", url: "/api/contact", payload: {} })
    assert.equal(post.headers["cache-control"], "private, no-store")
  })

  test("a published FAQ edit shows in the page's HTML (the kept page is made again), and re-renders nothing else", async () => {
    const before = await get("/de/faq")
    assert.equal((await get("/de/faq")).html, before.html, "kept while nothing changed")
    const others = ["/en/faq", "/de/product/5", "/de/products", "/de/returns", "/fr/faq"]
    const othersBefore = await Promise.all(others.map(get))
    const rendersBefore = await renders()
    purged.length = 0
    const queriesBefore = cmsQueries.length
    const question = `Geänderte Frage ${Date.now()}?`
    const original = await cmsClient.getDocument<{ question: string }>("faq-01-de")
    await cmsClient.patch("faq-01-de").set({ question }).commit()
    try {
      await untilShown("/de/faq", question)
      // Stale pages are served while they are made again: ask once, let any re-render finish, ask again.
      await Promise.all(others.map(get))
      await settledRenders()
      const othersAfter = await Promise.all(others.map(get))
      others.forEach((url, i) => assert.equal(othersAfter[i]!.html, othersBefore[i]!.html, `${url} is still the kept page`))
      const rendersAfter = await renders()
      const caused = Object.keys(rendersAfter).filter((kind) => rendersAfter[kind] !== rendersBefore[kind])
      assert.deepEqual(caused, ["faq:de"], "only German FAQ pages were rendered again")
      // The German FAQ, and the content's dates (the sitemaps' lastmod) once the sitemaps were asked for.
      const told = [...new Set(purged)]
      assert.ok(
        told.includes("cms:faq:de") && told.every((tag) => ["cms:faq:de", "cms:dates"].includes(tag)),
        `the shared cache is told to drop the German FAQ (and the sitemaps' dates) only: ${told.join(" ")}`
      )
      // Only the answers made from FAQ entries were asked for again: no UI strings, settings, reviews or pages.
      const asked = cmsQueries.slice(queriesBefore)
      // The German FAQ only: other languages' FAQs (English and French are stored here too) do not read German entries.
      assert.equal(asked.filter((query) => query === FAQ_QUERY).length, 1, "the German FAQ, and no other, was asked for again")
      assert.deepEqual(
        asked.filter((query) => [UI_STRINGS_QUERY, SETTINGS_QUERY, REVIEWS_QUERY, PAGE_QUERY].includes(query)),
        [],
        "nothing made from other documents"
      )
    } finally {
      await cmsClient.patch("faq-01-de").set({ question: original!.question }).commit()
    }
  })

  test("a published German UI string re-renders German pages only: every language's strings are asked for again, and only German ones changed", async () => {
    const pages = ["/de/faq", "/en/faq", "/fr/faq", "/de/products"]
    await Promise.all(pages.map(get))
    const rendersBefore = await renders()
    purged.length = 0
    const queriesBefore = cmsQueries.length
    interface Footer {
      entries: { _key: string; key: string; text: { _key: string; language: string; value: string }[] }[]
    }
    const footer = (await cmsClient.getDocument<Footer>("ui-strings-footer"))!
    const entry = footer.entries.find((candidate) => candidate.key === "customerService")!
    const german = entry.text.find((text) => text.language === "de")!
    const textPath = `entries[_key=="${entry._key}"].text[_key=="${german._key}"].value`
    const text = `Kundendienst ${Date.now()}`
    await cmsClient
      .patch("ui-strings-footer")
      .set({ [textPath]: text })
      .commit()
    try {
      await untilShown("/de/faq", text)
      await Promise.all(pages.map(get))
      await settledRenders()
      const rendersAfter = await renders()
      const caused = Object.keys(rendersAfter).filter((kind) => rendersAfter[kind] !== rendersBefore[kind])
      assert.ok(caused.length > 0 && caused.every((kind) => kind.endsWith(":de")), `only German pages were rendered again: ${caused.join(" ")}`)
      // (The FAQ restored by the test before may still be announced meanwhile: only strings are looked at.)
      const strings = [...new Set(purged)].filter((tag) => tag.startsWith("cms:translations:"))
      assert.deepEqual(strings, ["cms:translations:de"], "the shared cache is told to drop the German strings only")
      // A UI-strings document holds every language: each language's strings were asked for again and compared.
      assert.ok(cmsQueries.slice(queriesBefore).filter((query) => query === UI_STRINGS_QUERY).length >= 15)
    } finally {
      await cmsClient
        .patch("ui-strings-footer")
        .set({ [textPath]: german.value })
        .commit()
    }
  })
})
