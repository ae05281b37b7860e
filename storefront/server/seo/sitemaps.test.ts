/**
 * The sitemaps at the shop's largest catalogue (64,000 products in 15 languages), within the protocol's limits
 * (sitemaps.org: a file ≤ 50,000 URLs and ≤ 50 MB, an index ≤ 50,000 files), written from generated dates; and
 * the routes over a small catalogue, through Fastify, before and after an edit. No commerce needed.
 */
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { gunzipSync } from "node:zlib"
import Fastify from "fastify"
import { CONTENT_PAGE_SLUGS, type ContentDates } from "@shop/contracts/content"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { alternateLinks, pageUrl } from "../../shared/page-urls.js"
import { AnswerCache } from "../cache/answer-cache.js"
import { LAST_MODIFIED_TAG } from "../cache/cache-tags.js"
import { seoRoutes } from "./seo-routes.js"
import { createSitemaps, sitemapFileCount, sitemapFiles, sitemapFileUrls, sitemapIndexXml, sitemapUrls, sitemapXml, URLS_PER_FILE, type SitemapUrl } from "./sitemaps.js"

type Items = CatalogueLastModified["items"]

const ORIGIN = "https://shop.example"
const MAX_FILE_BYTES = 50 * 1024 * 1024
const MAX_URLS_PER_FILE = 50_000
const PRODUCTS = 64_000
/** ⌈64,000 / 24⌉: the last page holds the last 16 products. */
const CATALOGUE_PAGES = 2_667

/** Items in id order (ids with gaps, as unpublished products leave), dates in no order, all in 2025. */
const itemsOf = (count: number, minute = (i: number) => (i * 7_919) % count): Items =>
  Array.from({ length: count }, (_, i) => ({ id: 3 * i + 1, updated_at: new Date(Date.UTC(2025, 0, 1) + minute(i) * 60_000).toISOString() }))
const items = itemsOf(PRODUCTS)
const NEWEST_ITEM = items
  .map((item) => item.updated_at)
  .sort()
  .at(-1)!
/** English dates for every page and the FAQ; German has its own privacy page (newer than any product) and FAQ; Arabic has none of its own. */
const content: ContentDates = {
  pages: [
    ...CONTENT_PAGE_SLUGS.map((slug) => ({ slug, language: "en", updatedAt: "2024-05-01T00:00:00.000Z" })),
    { slug: "privacy", language: "de", updatedAt: "2026-02-01T00:00:00.000Z" },
  ],
  faq: [
    { language: "en", updatedAt: "2024-06-01T00:00:00.000Z" },
    { language: "de", updatedAt: "2024-07-01T00:00:00.000Z" },
  ],
}

/** What a language's sitemaps must list, from the page rules rather than from sitemaps.ts. */
const expectedLocs = (language: LanguageCode, list: Items, pages: number) => [
  pageUrl(ORIGIN, "/", language),
  pageUrl(ORIGIN, "/products", language),
  ...Array.from({ length: pages - 1 }, (_, i) => pageUrl(ORIGIN, "/products", language, `?page=${i + 2}`)),
  ...list.map((item) => pageUrl(ORIGIN, `/product/${item.id}`, language)),
  ...CONTENT_PAGE_SLUGS.map((slug) => pageUrl(ORIGIN, `/${slug}`, language)),
  pageUrl(ORIGIN, "/faq", language),
]

interface WrittenFile {
  bytes: number
  locs: string[]
  lastmods: string[]
}
const urlBlocks = (xml: string) => xml.split("<url>").slice(1)
const firstOf = (text: string, pattern: RegExp) => pattern.exec(text)?.[1]
/** A file as a crawler reads it: its size, and each URL's loc and lastmod. */
function read(xml: string): WrittenFile {
  const blocks = urlBlocks(xml)
  return {
    bytes: Buffer.byteLength(xml),
    locs: blocks.map((url) => firstOf(url, /<loc>([^<]*)<\/loc>/)!),
    lastmods: blocks.flatMap((url) => firstOf(url, /<lastmod>([^<]*)<\/lastmod>/) ?? []),
  }
}
const newestOf = (dates: string[]) => dates.reduce<string | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined)

describe("sitemaps at 64,000 products", () => {
  const fileCount = sitemapFileCount(PRODUCTS)
  /** Every file of every language, written as served. */
  const written = new Map<LanguageCode, WrittenFile[]>(
    LANGUAGE_CODES.map((code) => [code, Array.from({ length: fileCount }, (_, f) => read(sitemapXml(ORIGIN, code, sitemapFileUrls(code, items, content, f + 1))))])
  )

  test("sitemaps: every file holds at most 2,000 URLs (the protocol allows 50,000) and under 50 MB", () => {
    assert.equal(URLS_PER_FILE, 2_000)
    assert.equal(fileCount, Math.ceil((1 + CATALOGUE_PAGES + PRODUCTS + CONTENT_PAGE_SLUGS.length + 1) / URLS_PER_FILE))
    for (const [code, files] of written) {
      assert.equal(files.length, fileCount, code)
      files.forEach(({ locs, bytes }, f) => {
        assert.ok(locs.length >= 1 && locs.length <= URLS_PER_FILE && locs.length <= MAX_URLS_PER_FILE, `${code}-${f + 1}: ${locs.length} URLs`)
        assert.ok(bytes < MAX_FILE_BYTES / 8, `${code}-${f + 1}: ${bytes} bytes, well under 50 MB`)
      })
    }
  })

  test("sitemaps: a language's files together list each of its URLs once: home, every catalogue page, every product, the content pages and the FAQ", () => {
    for (const [code, files] of written) {
      const locs = files.flatMap((file) => file.locs)
      assert.equal(new Set(locs).size, locs.length, `${code}: no URL twice`)
      assert.deepEqual(locs, expectedLocs(code, items, CATALOGUE_PAGES), code)
    }
  })

  test("sitemaps: the index lists every file of the 15 languages, each with the newest lastmod of its URLs", () => {
    const index = sitemapIndexXml(ORIGIN, sitemapFiles(LANGUAGE_CODES, items, content))
    const entries = index
      .split("<sitemap>")
      .slice(1)
      .map((entry) => ({ loc: firstOf(entry, /<loc>([^<]*)<\/loc>/), lastmod: firstOf(entry, /<lastmod>([^<]*)<\/lastmod>/) }))
    assert.equal(entries.length, 15 * fileCount)
    assert.deepEqual(
      entries.map((entry) => entry.loc),
      LANGUAGE_CODES.flatMap((code) => Array.from({ length: fileCount }, (_, f) => `${ORIGIN}/sitemaps/${code}-${f + 1}.xml`))
    )
    const expected = LANGUAGE_CODES.flatMap((code) => written.get(code)!.map((file) => newestOf(file.lastmods)))
    assert.deepEqual(
      entries.map((entry) => entry.lastmod),
      expected
    )
    // Home is as new as the newest product; German's last file holds its own privacy page, Arabic's the English one.
    assert.equal(entries[0]!.lastmod, NEWEST_ITEM)
    const last = (code: LanguageCode) => entries[LANGUAGE_CODES.indexOf(code) * fileCount + fileCount - 1]!.lastmod
    assert.equal(last("de"), "2026-02-01T00:00:00.000Z")
    assert.equal(last("ar"), newestOf(written.get("ar")!.at(-1)!.lastmods))
    assert.ok(last("ar")! < "2026", "Arabic reads the English pages' dates")
  })

  test("sitemaps: each URL names its page in the 15 languages and x-default, as the pages' hreflang links do", () => {
    const samples: SitemapUrl[] = [
      ...sitemapUrls("de", items, content, 0, 3),
      ...sitemapUrls("de", items, content, 2_667, 2_669),
      ...sitemapUrls("de", items, content, 66_669, 66_680),
    ]
    assert.deepEqual(
      samples.map((url) => url.rest + (url.query ?? "")),
      ["/", "/products", "/products?page=2", "/products?page=2667", "/product/1", ...CONTENT_PAGE_SLUGS.slice(1).map((slug) => `/${slug}`), "/faq"]
    )
    for (const code of ["pl", "de"] as const) {
      const blocks = urlBlocks(sitemapXml(ORIGIN, code, samples))
      blocks.forEach((block, i) => {
        const { rest, query } = samples[i]!
        assert.equal(firstOf(block, /<loc>([^<]*)<\/loc>/), pageUrl(ORIGIN, rest, code, query), `${code} ${rest}${query ?? ""}`)
        const links = [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, hreflang, href]) => ({ hreflang, href }))
        assert.deepEqual(links, alternateLinks(ORIGIN, rest, query), `${code} ${rest}${query ?? ""}`)
      })
    }
  })
})

describe("sitemaps: the catalogue's pages and the files' ends", () => {
  test("sitemaps: catalogue pages go up to the last one: 24·k products make k pages, one more makes k + 1, none still lists page 1", () => {
    const pagesListed = (count: number) => sitemapUrls("de", itemsOf(count), undefined).filter((url) => url.rest === "/products").length
    for (const [count, pages] of [
      [0, 1],
      [1, 1],
      [23, 1],
      [24, 1],
      [25, 2],
      [48, 2],
      [49, 3],
      [24 * 2_666, 2_666],
      [24 * 2_666 + 1, 2_667],
    ] as const) {
      assert.equal(pagesListed(count), pages, `${count} products`)
      assert.deepEqual(
        sitemapUrls("de", itemsOf(count), undefined).map((url) => pageUrl(ORIGIN, url.rest, "de", url.query)),
        expectedLocs("de", itemsOf(count), pages),
        `${count} products`
      )
    }
  })

  test("sitemaps: around a file's end, the last file is never empty and nothing is listed past it", () => {
    // At 3,830 products a language lists 1 + 160 + 3,830 + 9 = 4,000 URLs: two full files; one more product makes a third.
    const fileCounts = new Set<number>()
    for (let count = 3_800; count <= 3_860; count++) {
      const list = itemsOf(count)
      const files = sitemapFileCount(count)
      fileCounts.add(files)
      const sizes = Array.from({ length: files + 1 }, (_, f) => sitemapFileUrls("pl", list, undefined, f + 1).length)
      assert.equal(sizes.at(-1), 0, `${count}: no file ${files + 1}`)
      assert.ok(sizes.at(-2)! >= 1 && sizes.slice(0, -2).every((size) => size === URLS_PER_FILE), `${count}: ${sizes.join(" ")}`)
      assert.equal(
        sizes.reduce((a, b) => a + b),
        expectedLocs("pl", list, Math.max(1, Math.ceil(count / 24))).length
      )
    }
    assert.deepEqual([...fileCounts], [2, 3])
    assert.deepEqual(
      [3_830, 3_831].map((count) => sitemapFileCount(count)),
      [2, 3]
    )
  })
})

describe("sitemaps: the routes", () => {
  /** A server with only the SEO routes, over a catalogue whose dates the test changes (as the real one, kept under the dates' tag). */
  async function serve(start: Items) {
    let current = start
    const cache = new AnswerCache({ maxBytes: 64 << 20, defaultFreshMs: 3_600_000 })
    const produce = async () => ({ status: 200, etag: "", value: current, tags: [LAST_MODIFIED_TAG] })
    const catalogue = { lastModified: () => cache.get<Items>("lastmod", produce) }
    const app = Fastify()
    await app.register(seoRoutes, { sitemaps: createSitemaps({ origin: ORIGIN, catalogue, cache }), cache })
    /** As data/catalogue.ts hears of a change: what was made from the dates goes stale, the dates are read again. */
    const edit = async (next: Items) => {
      current = next
      cache.invalidate([LAST_MODIFIED_TAG])
      await cache.get("lastmod", produce, { stale: "wait" })
    }
    return { app, edit }
  }
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!)

  test("sitemaps: /sitemap.xml lists each language's files, each file answers 200 as XML, past the last one 404 with an error", async () => {
    // 1 + 209 pages + 5,000 products + 9 content URLs: 3 files a language.
    const { app } = await serve(itemsOf(5_000))
    const robots = await app.inject("/robots.txt")
    assert.match(robots.body, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, "m"))
    const index = await app.inject("/sitemap.xml")
    assert.equal(index.statusCode, 200)
    const files = LANGUAGE_CODES.flatMap((code) => [1, 2, 3].map((n) => `${ORIGIN}/sitemaps/${code}-${n}.xml`))
    assert.deepEqual(locsOf(index.body), files)
    let listed = 0
    for (const file of files.filter((file) => file.includes("/de-"))) {
      const answer = await app.inject(file.slice(ORIGIN.length))
      assert.equal(answer.statusCode, 200, file)
      assert.match(String(answer.headers["content-type"]), /^application\/xml/)
      listed += urlBlocks(answer.body).length
    }
    assert.equal(listed, 1 + 209 + 5_000 + CONTENT_PAGE_SLUGS.length + 1)
    for (const url of ["/sitemaps/de-4.xml", "/sitemaps/de-0.xml", "/sitemaps/de-01.xml", "/sitemaps/xx-1.xml", "/sitemaps/de-9999999.xml"]) {
      const answer = await app.inject(url)
      assert.equal(answer.statusCode, 404, url)
      assert.match((answer.json() as { error: string }).error, /No sitemap/, url)
    }
    await app.close()
  })

  test("sitemaps: /sitemaps/de.xml, the one German file before the split, is an index of the German files", async () => {
    const { app } = await serve(itemsOf(5_000))
    const answer = await app.inject("/sitemaps/de.xml")
    assert.equal(answer.statusCode, 200)
    assert.match(answer.body, /<sitemapindex /)
    assert.deepEqual(
      locsOf(answer.body),
      [1, 2, 3].map((n) => `${ORIGIN}/sitemaps/de-${n}.xml`)
    )
    await app.close()
  })

  test("sitemaps: a file is the same XML compressed or not (it is kept compressed only)", async () => {
    const { app } = await serve(itemsOf(5_000))
    const plain = await app.inject("/sitemaps/fr-2.xml")
    const gzip = await app.inject({ url: "/sitemaps/fr-2.xml", headers: { "accept-encoding": "gzip" } })
    assert.equal(gzip.headers["content-encoding"], "gzip")
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body)
    assert.equal(urlBlocks(plain.body).length, URLS_PER_FILE)
    await app.close()
  })

  test("sitemaps: after an edit the index and the files are made again: a newer date, and a new file when the products outgrow the last one", async () => {
    const { app, edit } = await serve(itemsOf(5_000))
    assert.equal(locsOf((await app.inject("/sitemap.xml")).body).length, 15 * 3)
    assert.equal((await app.inject("/sitemaps/de-4.xml")).statusCode, 404)
    // 800 products more (the last one changed just now): 1 + 242 + 5,800 + 9 URLs, 4 files.
    const more = itemsOf(5_800)
    more[5_799] = { ...more[5_799]!, updated_at: "2026-03-01T12:00:00.000Z" }
    await edit(more)
    // The first request after a change may get the kept answer while it is made again.
    const fresh = async (url: string, ok: (body: string) => boolean) => {
      for (let i = 0; i < 50; i++) {
        const body = (await app.inject(url)).body
        if (ok(body)) return body
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      assert.fail(`${url} was not made again`)
    }
    const index = await fresh("/sitemap.xml", (body) => locsOf(body).length === 15 * 4)
    assert.match(index, new RegExp(`<loc>${ORIGIN}/sitemaps/de-1.xml</loc><lastmod>2026-03-01T12:00:00.000Z</lastmod>`))
    // Home (first in file 1) is as new as the product; the product is in the new file 4.
    await fresh("/sitemaps/de-1.xml", (body) => body.includes(`<loc>${ORIGIN}/de</loc><lastmod>2026-03-01T12:00:00.000Z</lastmod>`))
    const added = await app.inject("/sitemaps/de-4.xml")
    assert.equal(added.statusCode, 200)
    assert.ok(added.body.includes(`<loc>${ORIGIN}/de/product/${more[5_799]!.id}</loc><lastmod>2026-03-01T12:00:00.000Z</lastmod>`))
    await app.close()
  })
})
