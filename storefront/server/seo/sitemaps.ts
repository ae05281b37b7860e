/**
 * /robots.txt and the sitemaps search engines read. Each language lists its URL of every page worth finding
 * (home, every catalogue page, every published product, the content pages and the FAQ), each with its lastmod
 * and its alternates in all 15 languages (xhtml:link, as the pages' own hreflang links), in files of at most
 * URLS_PER_FILE URLs: /sitemaps/{lang}-{n}.xml, n from 1. The protocol (sitemaps.org) allows a file 50,000 URLs
 * and 50 MB, and at 64,000 products a language lists about 66,700 URLs. /sitemap.xml is the index of every file of
 * every language, each with the newest lastmod of its URLs.
 * /sitemaps/{lang}.xml, a language's one file before the split, answers as an index of that language's files:
 * search engines that were given its address find every file from it.
 * Everything is made from the catalogue's and the content's dates, one file when it is asked for, and kept with
 * their tags: an unpublished product leaves the items' dates, and so the sitemaps, within about a second.
 */
import { CATALOGUE_PAGE_SIZE } from "@shop/contracts/api"
import { CONTENT_PAGE_SLUGS, type ContentDates } from "@shop/contracts/content"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { alternateLinks, pageUrl } from "../../shared/page-urls.js"
import { escapeHtml } from "../../src/features/seo/html.js"
import { contentTag, LAST_MODIFIED_TAG } from "../cache/cache-tags.js"
import { prepareBody, type CachedResponse } from "../cache/prepared-response.js"
import type { AnswerCache } from "../cache/answer-cache.js"
import type { CatalogueData } from "../data/catalogue.js"
import type { ContentData } from "../data/content.js"

/**
 * URLs per sitemap file. A URL takes about 1.5 KB: its address 17 times (loc and 16 alternates), 16 of them in
 * link tags (1,518 bytes a URL measured with the 20-character origin https://shop.example, 17 bytes more per
 * character of origin). 2,000 make a file of about 3 MB (6 MB with a 100-character origin): far under the
 * protocol's 50 MB. The size is set by the event loop: writing a file and hashing it for its ETag takes about
 * 3 µs a URL (half of it the hash), so 2,000 URLs hold it about 6 ms; the compression runs in libuv's threads.
 * 64,000 products make 34 files a language, 510 in the index (which may list 50,000).
 */
export const URLS_PER_FILE = 2_000

const XML_TYPE = "application/xml; charset=utf-8"
/** What the sitemaps are made from: every item's last change and the content's dates. */
const SITEMAP_TAGS = [LAST_MODIFIED_TAG, contentTag("dates")]
const SITEMAP_INDEX_PATH = "/sitemap.xml"
const ROBOTS_PATH = "/robots.txt"
/** A language's index of its files (its one sitemap's address before the split). */
export const languageIndexPath = (language: LanguageCode) => `/sitemaps/${language}.xml`
/** A language's n-th sitemap file, n from 1. */
export const sitemapPath = (language: LanguageCode, n: number) => `/sitemaps/${language}-${n}.xml`

type Items = CatalogueLastModified["items"]

export interface SitemapUrl {
  /** App path without language prefix, and its canonical query. */
  rest: string
  query?: string
  lastmod?: string
}

/** A sitemap file as an index lists it. */
export interface SitemapFile {
  path: string
  lastmod?: string
}

const newer = (latest: string | undefined, date: string | null | undefined) => (date && (!latest || date > latest) ? date : latest)
const newest = (dates: (string | null | undefined)[]): string | undefined => dates.reduce(newer, undefined)
/** The newest `updated_at` of items[from..to). */
function newestItem(items: Items, from = 0, to = items.length): string | undefined {
  let latest: string | undefined
  for (let i = from; i < Math.min(to, items.length); i++) latest = newer(latest, items[i]!.updated_at)
  return latest
}

/** The catalogue's pages for `count` items: one per 24 started, and page 1 even when empty (it answers 200). */
export const cataloguePageCount = (count: number) => Math.max(1, Math.ceil(count / CATALOGUE_PAGE_SIZE))
/** How many URLs each language lists (the same in every language): home, the catalogue pages, the products, the content pages, the FAQ. */
export const sitemapUrlCount = (itemCount: number) => 1 + cataloguePageCount(itemCount) + itemCount + CONTENT_PAGE_SLUGS.length + 1
/** How many files each language's URLs take. */
export const sitemapFileCount = (itemCount: number) => Math.ceil(sitemapUrlCount(itemCount) / URLS_PER_FILE)

/** A language's content pages and FAQ with their dates (the English dates where the language has none). */
function contentUrls(language: LanguageCode, content: ContentDates | undefined): SitemapUrl[] {
  const inLanguage = <T extends { language: string }>(rows: T[]) => {
    const own = rows.filter((row) => row.language === language)
    return own.length > 0 ? own : rows.filter((row) => row.language === "en")
  }
  const contentPage = (slug: string) => newest(inLanguage((content?.pages ?? []).filter((page) => page.slug === slug)).map((page) => page.updatedAt))
  return [
    ...CONTENT_PAGE_SLUGS.map((slug) => ({ rest: `/${slug}`, lastmod: contentPage(slug) })),
    { rest: "/faq", lastmod: newest(inLanguage(content?.faq ?? []).map((entry) => entry.updatedAt)) },
  ]
}

/**
 * A language's URLs from..to (all by default) with their dates, in the order the files list them: home, the
 * catalogue pages, the products, the content pages, the FAQ. `items` in item id order (the catalogue's pages
 * follow it). Only the URLs asked for are made: one file's 2,000, not a language's 66,700 (at 64,000 products).
 */
export function sitemapUrls(language: LanguageCode, items: Items, content: ContentDates | undefined, from = 0, to = Infinity): SitemapUrl[] {
  const pages = cataloguePageCount(items.length)
  const ownContent = contentUrls(language, content)
  const urls: SitemapUrl[] = []
  for (let i = Math.max(0, from); i < Math.min(to, sitemapUrlCount(items.length)); i++) {
    if (i === 0) urls.push({ rest: "/", lastmod: newestItem(items) })
    else if (i <= pages) {
      const lastmod = newestItem(items, (i - 1) * CATALOGUE_PAGE_SIZE, i * CATALOGUE_PAGE_SIZE)
      urls.push({ rest: "/products", query: i === 1 ? "" : `?page=${i}`, lastmod })
    } else if (i <= pages + items.length) {
      const item = items[i - pages - 1]!
      urls.push({ rest: `/product/${item.id}`, lastmod: item.updated_at })
    } else urls.push(ownContent[i - pages - items.length - 1]!)
  }
  return urls
}

/** A language's n-th file's URLs (n from 1). */
export const sitemapFileUrls = (language: LanguageCode, items: Items, content: ContentDates | undefined, n: number) =>
  sitemapUrls(language, items, content, (n - 1) * URLS_PER_FILE, n * URLS_PER_FILE)

/**
 * These languages' files with their lastmods, language by language. A file's lastmod is the newest of its
 * URLs': the catalogue's (home, pages, products) are the same in every language, so they are read once, and
 * only the content pages' and the FAQ's per language.
 */
export function sitemapFiles(languages: readonly LanguageCode[], items: Items, content: ContentDates | undefined): SitemapFile[] {
  const catalogueEnd = 1 + cataloguePageCount(items.length) + items.length
  const fileCount = sitemapFileCount(items.length)
  // Without content dates, the content URLs have no lastmod: these are the catalogue's alone.
  const catalogueLastmods = Array.from({ length: fileCount }, (_, f) =>
    newest(sitemapUrls(DEFAULT_LANGUAGE, items, undefined, f * URLS_PER_FILE, (f + 1) * URLS_PER_FILE).map((url) => url.lastmod))
  )
  return languages.flatMap((language) => {
    const lastmods = [...catalogueLastmods]
    contentUrls(language, content).forEach((url, i) => {
      const f = Math.floor((catalogueEnd + i) / URLS_PER_FILE)
      lastmods[f] = newer(lastmods[f], url.lastmod)
    })
    return lastmods.map((lastmod, f) => ({ path: sitemapPath(language, f + 1), lastmod }))
  })
}

/**
 * A sitemap file of `language`'s `urls`. Every URL names its page in 15 languages and x-default: each language's
 * escaped origin and prefix is made once per file, not 17 times per URL (pageUrl(origin, rest, code, query) is
 * pageUrl(origin, "", code) + rest + query for every page but home, whose Polish URL is "/" and the others'
 * "/de", …).
 */
export function sitemapXml(origin: string, language: LanguageCode, urls: SitemapUrl[]): string {
  const linkStarts = [...LANGUAGE_CODES.map((code) => [code, code] as const), ["x-default", DEFAULT_LANGUAGE] as const].map(
    ([hreflang, code]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(pageUrl(origin, "", code))}`
  )
  const ownStart = escapeHtml(pageUrl(origin, "", language))
  const homeLinks = alternateLinks(origin, "/")
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
    .join("")
  const parts: string[] = [`<?xml version="1.0" encoding="UTF-8"?>\n`, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`]
  for (const { rest, query = "", lastmod } of urls) {
    const home = rest === "/"
    const tail = escapeHtml(rest + query)
    let entry = `<url><loc>${home ? escapeHtml(pageUrl(origin, "/", language)) : ownStart + tail}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}`
    if (home) entry += homeLinks
    else for (const start of linkStarts) entry += `${start}${tail}"/>`
    parts.push(`${entry}</url>\n`)
  }
  parts.push(`</urlset>\n`)
  return parts.join("")
}

export function sitemapIndexXml(origin: string, files: SitemapFile[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    files.map(({ path, lastmod }) => `<sitemap><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>\n`).join("") +
    `</sitemapindex>\n`
  )
}

export const robotsTxt = (origin: string) =>
  `# Every page may be crawled; the API is data for the shop's own pages.\nUser-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`

/** The sitemaps and robots.txt as answers of the one cache, made again after the catalogue's or the content's dates change. */
export function createSitemaps(options: { origin: string; catalogue: Pick<CatalogueData, "lastModified">; content?: Pick<ContentData, "dates">; cache: AnswerCache }) {
  const { origin, catalogue, content, cache } = options

  async function dates() {
    const [items, contentDates] = await Promise.all([catalogue.lastModified(), content?.dates()])
    return { items: items.value!, content: contentDates?.status === 200 ? contentDates.value : undefined }
  }
  /**
   * Kept compressed only (gzip and brotli, a twentieth of the XML): a crawler walking every file would otherwise
   * leave 3 MB a file (1.5 GB at 64,000 products) in the one cache, pushing the pages out. The rare client that
   * takes neither gets the bytes decoded from brotli.
   */
  async function xml(text: string): Promise<CachedResponse> {
    const { body, ...compressed } = await prepareBody(200, Buffer.from(text), XML_TYPE)
    return { ...compressed, ...(compressed.br ? {} : { body }), tags: SITEMAP_TAGS }
  }
  const index = (key: string, languages: readonly LanguageCode[]) =>
    cache.get(key, async () => {
      const { items, content } = await dates()
      return xml(sitemapIndexXml(origin, sitemapFiles(languages, items, content)))
    })

  return {
    index: () => index(SITEMAP_INDEX_PATH, LANGUAGE_CODES),
    languageIndex: (language: LanguageCode) => index(languageIndexPath(language), [language]),
    /**
     * A language's n-th file, written when it is first asked for after a change, not all at once (they are
     * megabytes of XML each); undefined past the language's last file.
     */
    async file(language: LanguageCode, n: number): Promise<CachedResponse | undefined> {
      if (n > sitemapFileCount((await catalogue.lastModified()).value!.length)) return undefined
      return cache.get(sitemapPath(language, n), async () => {
        const { items, content } = await dates()
        return xml(sitemapXml(origin, language, sitemapFileUrls(language, items, content, n)))
      })
    },
    /** It changes only with a release. */
    robots: () =>
      cache.get(ROBOTS_PATH, async () => ({ ...(await prepareBody(200, Buffer.from(robotsTxt(origin)), "text/plain; charset=utf-8")), freshMs: Number.MAX_SAFE_INTEGER / 2 })),
  }
}
