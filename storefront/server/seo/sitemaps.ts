/**
 * /robots.txt and the sitemaps search engines read: /sitemap.xml is an index of one sitemap per language
 * (/sitemaps/{lang}.xml), each listing that language's URL of every page worth finding (home, every
 * catalogue page, every published product, the content pages and the FAQ) with its lastmod and its
 * alternates in all 15 languages (xhtml:link, as the pages' own hreflang links).
 * They are made from the catalogue's and the content's dates and kept with their tags: an unpublished
 * product leaves the items' dates, and so the sitemaps, within about a second.
 */
import { CATALOGUE_PAGE_SIZE } from "@shop/contracts/api"
import { CONTENT_PAGE_SLUGS, type ContentDates } from "@shop/contracts/content"
import type { CatalogueLastModified } from "@shop/contracts/commerce-api"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { alternateLinks, pageUrl } from "../../shared/page-urls.js"
import { escapeHtml } from "../../src/features/seo/html.js"
import { contentTag, LAST_MODIFIED_TAG } from "../cache/cache-tags.js"
import { prepareBody, type CachedResponse } from "../cache/prepared-response.js"
import type { AnswerCache } from "../cache/answer-cache.js"
import type { CatalogueData } from "../data/catalogue.js"
import type { ContentData } from "../data/content.js"

const XML_TYPE = "application/xml; charset=utf-8"
/** What the sitemaps are made from: every item's last change and the content's dates. */
const SITEMAP_TAGS = [LAST_MODIFIED_TAG, contentTag("dates")]
const SITEMAP_INDEX_PATH = "/sitemap.xml"
const ROBOTS_PATH = "/robots.txt"
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

/** The sitemaps and robots.txt as answers of the one cache, made again after the catalogue's or the content's dates change. */
export function createSitemaps(options: { origin: string; catalogue: Pick<CatalogueData, "lastModified">; content?: Pick<ContentData, "dates">; cache: AnswerCache }) {
  const { origin, catalogue, content, cache } = options

  /** A language's sitemap URLs (every language's, for the index), from the items' and the content's dates. */
  async function urlsOf(languages: readonly LanguageCode[]) {
    const [items, dates] = await Promise.all([catalogue.lastModified(), content?.dates()])
    const contentDates = dates?.status === 200 ? dates.value : undefined
    return new Map(languages.map((code) => [code, sitemapUrls(code, items.value!, contentDates)] as const))
  }
  const xml = async (text: string): Promise<CachedResponse> => ({ ...(await prepareBody(200, Buffer.from(text), XML_TYPE)), tags: SITEMAP_TAGS })

  return {
    index: () =>
      cache.get(SITEMAP_INDEX_PATH, async () => {
        const urls = await urlsOf(LANGUAGE_CODES)
        return xml(sitemapIndexXml(origin, new Map([...urls].map(([code, list]) => [code, newest(list.map((url) => url.lastmod))] as const))))
      }),
    /**
     * A language's sitemap is written when it is first asked for after a change, not all fifteen at once: each is
     * hundreds of kilobytes of XML, and writing them together held the event loop for a good part of a second after every edit.
     */
    language: (language: LanguageCode) => cache.get(sitemapPath(language), async () => xml(sitemapXml(origin, language, (await urlsOf([language])).get(language)!))),
    /** It changes only with a release. */
    robots: () =>
      cache.get(ROBOTS_PATH, async () => ({ ...(await prepareBody(200, Buffer.from(robotsTxt(origin)), "text/plain; charset=utf-8")), freshMs: Number.MAX_SAFE_INTEGER / 2 })),
  }
}
