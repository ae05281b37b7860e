/**
 * Every URL of the shop a visitor or a crawler meets, each in its one canonical spelling (answering 200,
 * no redirect): every page in every language and the public JSON calls. Per-visitor pages (search results,
 * checkout returns) are left out: their URLs are endless and nothing of them is shared between visitors.
 */
import { CATALOGUE_PAGE_SIZE } from "@shop/contracts/api"
import { CONTENT_PAGE_SLUGS } from "@shop/contracts/content"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { canonicalRedirect, languagePath } from "@shop/storefront/page-urls"
import { ROUTES, type RouteName } from "@shop/storefront/routes"
import { allItemIds } from "./paths.js"

/** Per-visitor pages: not part of the shared site. */
const PER_VISITOR: ReadonlySet<RouteName> = new Set(["search", "checkoutSuccess", "checkoutCancel", "order"])
/** Listed by their own groups. */
const OWN_GROUP: ReadonlySet<RouteName> = new Set(["home", "products", "product"])
const SEARCH_WORDS = ["watch", "phone", "gold"]

export interface PathGroup {
  label: string
  html: boolean
  paths: string[]
}

export interface WholeSite {
  ids: number[]
  groups: PathGroup[]
  all: string[]
  /** How many of the paths are HTML pages (each one the server renders and keeps). */
  htmlPages: number
}

const perLanguage = (make: (lang: LanguageCode) => string[]) => LANGUAGE_CODES.flatMap(make)

/** The whole site's paths, in groups; product ids from the catalogue, sitemap files from the sitemap index. */
export async function listWholeSite(storefrontUrl: string): Promise<WholeSite> {
  const ids = await allItemIds(storefrontUrl)
  const catalogueOffsets = Array.from({ length: Math.ceil(ids.length / CATALOGUE_PAGE_SIZE) }, (_, page) => page * CATALOGUE_PAGE_SIZE)
  const otherPages = (Object.keys(ROUTES) as RouteName[]).filter((name) => !PER_VISITOR.has(name) && !OWN_GROUP.has(name))
  const sitemapIndex = await (await fetch(`${storefrontUrl}/sitemap.xml`)).text()
  const sitemapFiles = [...sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const groups: PathGroup[] = [
    { label: "product pages", html: true, paths: perLanguage((lang) => ids.map((id) => languagePath(`/product/${id}`, lang))) },
    {
      label: "catalogue pages",
      html: true,
      paths: perLanguage((lang) => catalogueOffsets.map((offset, index) => languagePath("/products", lang) + (index === 0 ? "" : `?page=${index + 1}`))),
    },
    { label: "home pages", html: true, paths: perLanguage((lang) => [languagePath("/", lang)]) },
    { label: `other pages (${otherPages.join(", ")})`, html: true, paths: perLanguage((lang) => otherPages.map((name) => languagePath(ROUTES[name], lang))) },
    { label: "product JSON", html: false, paths: ids.map((id) => `/api/products/${id}`) },
    { label: "catalogue JSON", html: false, paths: catalogueOffsets.map((offset) => `/api/products?limit=${CATALOGUE_PAGE_SIZE}&offset=${offset}`) },
    {
      label: "content JSON (faq, settings, reviews, translations, pages, shipping rates)",
      html: false,
      paths: perLanguage((lang) => [
        `/api/faq?lang=${lang}`,
        `/api/settings?lang=${lang}`,
        `/api/reviews?lang=${lang}`,
        `/api/translations/${lang}`,
        `/api/shipping-rates?lang=${lang}`,
        ...CONTENT_PAGE_SLUGS.map((slug) => `/api/content/${slug}?lang=${lang}`),
      ]),
    },
    { label: `search JSON (${SEARCH_WORDS.join(", ")})`, html: false, paths: perLanguage((lang) => SEARCH_WORDS.map((q) => `/api/search?q=${q}&lang=${lang}`)) },
    { label: "random products JSON", html: false, paths: ["/api/random-products?limit=20"] },
    { label: "robots.txt and sitemaps", html: false, paths: ["/robots.txt", "/sitemap.xml", ...sitemapFiles] },
  ]
  for (const group of groups.filter((g) => g.html)) {
    const redirected = group.paths.filter((p) => canonicalRedirect(p.split("?")[0]!, p.includes("?") ? `?${p.split("?")[1]}` : "") !== undefined)
    if (redirected.length > 0) throw new Error(`${group.label}: not the page's one URL: ${redirected.slice(0, 5).join(", ")}`)
  }
  const all = groups.flatMap((g) => g.paths)
  return { ids, groups, all, htmlPages: groups.filter((g) => g.html).reduce((sum, g) => sum + g.paths.length, 0) }
}

/** Every page the sitemaps list (as paths) that is missing from `site`: crawlers would ask for it. */
export async function missingFromSitemaps(storefrontUrl: string, site: WholeSite): Promise<{ listed: number; missing: string[] }> {
  const known = new Set(site.all)
  const sitemaps = site.groups.at(-1)!.paths.filter((p) => p.startsWith("/sitemaps/"))
  let listed = 0
  const missing: string[] = []
  for (const sitemap of sitemaps) {
    const xml = await (await fetch(storefrontUrl + sitemap)).text()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(loc!.replaceAll("&amp;", "&"))
      listed++
      if (!known.has(url.pathname + url.search)) missing.push(url.pathname + url.search)
    }
  }
  return { listed, missing }
}

/**
 * A GET of up to `perGroup` paths of each group, spread evenly, without following redirects: the paths that
 * do not answer 200.
 */
export async function checkSample(storefrontUrl: string, site: WholeSite, perGroup = 45): Promise<{ checked: number; failures: string[] }> {
  const sample = site.groups.flatMap(({ paths }) => {
    const step = Math.max(1, Math.floor(paths.length / perGroup))
    return paths.filter((_, index) => index % step === 0).slice(0, perGroup)
  })
  const failures: string[] = []
  for (let i = 0; i < sample.length; i += 16) {
    await Promise.all(
      sample.slice(i, i + 16).map(async (p) => {
        const response = await fetch(storefrontUrl + p, { redirect: "manual" })
        await response.arrayBuffer()
        if (response.status !== 200) failures.push(`${p} → ${response.status}`)
      })
    )
  }
  return { checked: sample.length, failures }
}
