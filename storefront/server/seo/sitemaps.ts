/**
 * /robots.txt and the sitemaps search engines read: /sitemap.xml is an index of one sitemap per language
 * (/sitemaps/{lang}.xml), each listing that language's URL of every page worth finding (home, every
 * catalogue page, every published product, the content pages and the FAQ) with its lastmod and its
 * alternates in all 15 languages (xhtml:link, as the pages' own hreflang links).
 * They are made from the cached catalogue and content answers and made again when those change: an
 * unpublished product leaves the catalogue's answer, and so the sitemaps, within about a second.
 */
import { CATALOGUE_PAGE_SIZE } from "@shop/contracts/api"
import { CONTENT_PAGE_SLUGS, type ContentDates } from "@shop/contracts/content"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { alternateLinks, pageUrl } from "../../shared/page-urls.js"
import { escapeHtml } from "../../src/features/seo/html.js"
import { contentTag, LAST_MODIFIED_TAG } from "../cache/cache-tags.js"
import { prepareBody, type CachedResponse } from "../cache/response-cache.js"
import type { CatalogueCache } from "../catalogue-cache.js"
import type { ContentCache } from "../content/content-cache.js"
import type { FreshLookup } from "../cache/fast-lane.js"

const XML_TYPE = "application/xml; charset=utf-8"
/** What the sitemaps are made from: every item's last change and the content's dates. */
const SITEMAP_TAGS = `${LAST_MODIFIED_TAG} ${contentTag("dates")}`
export const sitemapPath = (language: LanguageCode) => `/sitemaps/${language}.xml`

interface SitemapUrl {
  /** App path without language prefix, and its canonical query. */
  rest: string
  query?: string
  lastmod?: string
}

const newest = (dates: (string | null | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined)

/** One language's pages with their dates; `items` in item id order (the catalogue's pages follow it). */
export function sitemapUrls(language: LanguageCode, items: CatalogueLastModified["items"], content: ContentDates | undefined): SitemapUrl[] {
  const catalogueDate = newest(items.map((item) => item.updated_at))
  const pageCount = Math.max(1, Math.ceil(items.length / CATALOGUE_PAGE_SIZE))
  const inLanguage = <T extends { language: string }>(rows: T[]) => {
    const own = rows.filter((row) => row.language === language)
    return own.length > 0 ? own : rows.filter((row) => row.language === "en")
  }
  const contentPage = (slug: string) => newest(inLanguage((content?.pages ?? []).filter((page) => page.slug === slug)).map((page) => page.updatedAt))
  return [
    { rest: "/", lastmod: catalogueDate },
    ...Array.from({ length: pageCount }, (_, i) => ({
      rest: "/products",
      query: i === 0 ? "" : `?page=${i + 1}`,
      lastmod: newest(items.slice(i * CATALOGUE_PAGE_SIZE, (i + 1) * CATALOGUE_PAGE_SIZE).map((item) => item.updated_at)),
    })),
    ...items.map((item) => ({ rest: `/product/${item.id}`, lastmod: item.updated_at })),
    ...CONTENT_PAGE_SLUGS.map((slug) => ({ rest: `/${slug}`, lastmod: contentPage(slug) })),
    { rest: "/faq", lastmod: newest(inLanguage(content?.faq ?? []).map((entry) => entry.updatedAt)) },
  ]
}

export function sitemapXml(origin: string, language: LanguageCode, urls: SitemapUrl[]): string {
  const entry = ({ rest, query = "", lastmod }: SitemapUrl) =>
    `<url><loc>${escapeHtml(pageUrl(origin, rest, language, query))}</loc>` +
    (lastmod ? `<lastmod>${lastmod}</lastmod>` : "") +
    alternateLinks(origin, rest, query)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join("") +
    `</url>\n`
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    urls.map(entry).join("") +
    `</urlset>\n`
  )
}

export function sitemapIndexXml(origin: string, lastmods: Map<LanguageCode, string | undefined>): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    LANGUAGE_CODES.map((code) => {
      const lastmod = lastmods.get(code)
      return `<sitemap><loc>${escapeHtml(origin + sitemapPath(code))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>\n`
    }).join("") +
    `</sitemapindex>\n`
  )
}

export const robotsTxt = (origin: string) =>
  `# Every page may be crawled; the API is data for the shop's own pages.\nUser-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`

/** The sitemaps as cached responses, made again when the catalogue's or the content's answers change. */
export function createSitemaps(options: { origin: string; catalogue: CatalogueCache; content?: ContentCache }) {
  const { origin, catalogue, content } = options
  let made:
    | { key: string; urls: Map<LanguageCode, SitemapUrl[]>; index: Promise<CachedResponse>; languages: Map<LanguageCode, Promise<CachedResponse>> }
    | undefined

  async function current() {
    const [items, dates] = await Promise.all([catalogue.lastModified(), content?.dates()])
    const key = `${items.etag}:${dates?.etag ?? ""}`
    if (made?.key !== key) {
      const contentDates = dates?.status === 200 ? dates.value : undefined
      const urls = new Map(LANGUAGE_CODES.map((code) => [code, sitemapUrls(code, items.value!, contentDates)] as const))
      const lastmods = new Map([...urls].map(([code, list]) => [code, newest(list.map((url) => url.lastmod))] as const))
      made = { key, urls, index: xml(sitemapIndexXml(origin, lastmods)), languages: new Map() }
    }
    return made
  }
  let robots: Promise<CachedResponse> | undefined
  let robotsMade: CachedResponse | undefined
  const xml = async (text: string) => ({ ...(await prepareBody(200, Buffer.from(text), XML_TYPE)), surrogateKey: SITEMAP_TAGS })
  /**
   * A language's sitemap is written when it is first asked for after a change, not all fifteen at once: each is
   * hundreds of kilobytes of XML, and writing them together held the event loop ≈ 0.4 s after every edit.
   */
  async function languageSitemap(language: LanguageCode) {
    const sitemaps = await current()
    let sitemap = sitemaps.languages.get(language)
    if (!sitemap) sitemaps.languages.set(language, (sitemap = xml(sitemapXml(origin, language, sitemaps.urls.get(language)!))))
    return sitemap
  }

  return {
    index: async () => (await current()).index,
    language: languageSitemap,
    robots: () => (robots ??= prepareBody(200, Buffer.from(robotsTxt(origin)), "text/plain; charset=utf-8").then((made) => (robotsMade = made))),
    /** robots.txt once made (it changes only with a release): what the fast lane serves. */
    robotsLookup: (): FreshLookup => () => robotsMade,
  }
}
