/**
 * The one place that writes a page's <head> for search engines and link previews, for every route and
 * language (the server's render calls it with the data the route's loaders fetched):
 * - <title> and meta description from the page's own data in its language (the same title the screen
 *   sets as the tab's title, so hydration changes nothing);
 * - one absolute canonical, hreflang alternates for the 15 languages and x-default (Polish, the default);
 * - Open Graph and Twitter tags with an absolute image;
 * - Product JSON-LD on product pages, Organization and WebSite JSON-LD on the home page;
 * - noindex on pages that are not content (search results, checkout returns, not found).
 */
import type { QueryClient } from "@tanstack/react-query"
import type { TFunction } from "i18next"
import type { CatalogueEntry } from "@shop/contracts/api"
import { withoutIsolates } from "@shop/contracts/bidi"
import { displayText } from "@shop/contracts/catalogue-text"
import type { ContentPage, ContentPageSlug, FaqResponse, SiteSettings } from "@shop/contracts/content"
import { DEFAULT_LANGUAGE, languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { alternateLinks, canonicalSearch, pageUrl, routePath } from "../../../shared/page-urls"
import { matchRoute, splitLanguagePrefix, type RouteName } from "../../../shared/routes"
import { parsePageParam } from "../catalogue/pagination"
import { contentPageQueryOptions } from "../content/api/get-content-page"
import { faqQueryOptions } from "../content/api/get-faq"
import { siteSettingsQueryOptions } from "../content/api/get-site-settings"
import { productQueryOptions } from "../product/api/get-product"
import { escapeHtml, scriptSafeJson, snippet } from "./html"
import { absoluteUrl, organizationJsonLd, productJsonLd } from "./structured-data"

/** The picture a link preview shows for pages without their own (public/images/og-default.png, 1200×630). */
export const DEFAULT_SHARE_IMAGE = "/images/og-default.png"

/** Pages that are answers to one visitor, not content: kept out of search results (and the sitemap). */
const NOT_INDEXED: ReadonlySet<RouteName> = new Set(["search", "checkoutSuccess", "checkoutCancel", "order"])

export interface PageHeadInput {
  /** The shop's public origin, e.g. https://shop.example (canonical and alternate links are absolute). */
  origin: string
  /** The requested page (path and query). */
  url: URL
  /** The loaders' query cache: the page's data. */
  queryClient: QueryClient
  t: TFunction
}

interface PageMeta {
  title: string
  description: string
  image?: string
  type: "website" | "product"
  jsonLd?: unknown
  indexed: boolean
}

export function pageHead({ origin, url, queryClient, t }: PageHeadInput): string {
  const route = matchRoute(url.pathname)
  const language = splitLanguagePrefix(url.pathname).language ?? DEFAULT_LANGUAGE
  const read = <T>(options: { queryKey: readonly unknown[] }) => queryClient.getQueryData<T>(options.queryKey)
  const fallbackDescription = t("brand.tagline")
  const rest = route ? routePath(route) : undefined
  const query = route ? canonicalSearch(route.name, url.searchParams) : ""
  const canonical = rest !== undefined ? pageUrl(origin, rest, language, query) : undefined

  let meta: PageMeta
  if (!route) meta = { title: t("notFound.message"), description: fallbackDescription, type: "website", indexed: false }
  else {
    const content = (slug: ContentPageSlug) => read<ContentPage>(contentPageQueryOptions(slug, language))
    switch (route.name) {
      case "home": {
        const settings = read<SiteSettings>(siteSettingsQueryOptions(language))
        const searchTemplate = `${pageUrl(origin, "/search", language)}?q={search_term_string}`
        meta = {
          title: t("meta.homeTitle"),
          description: t("home.hero.description"),
          type: "website",
          jsonLd: settings && organizationJsonLd(settings, origin, searchTemplate),
          indexed: true,
        }
        break
      }
      case "products": {
        const page = parsePageParam(url.searchParams.get("page"))
        meta = { title: t("catalogue.documentTitle", { page }), description: t("catalogue.description"), type: "website", indexed: true }
        break
      }
      case "product": {
        const entry = read<CatalogueEntry>(productQueryOptions(route.productId!))
        if (!entry) {
          meta = { title: t("product.notFound"), description: fallbackDescription, type: "website", indexed: false }
          break
        }
        const text = displayText(entry, language)
        meta = {
          title: t("meta.productTitle", { name: text.name }),
          description: text.description.trim() ? text.description : t("product.noDescription"),
          image: entry.item.image_url ?? undefined,
          type: "product",
          jsonLd: productJsonLd(entry, text, canonical!, origin, language),
          indexed: true,
        }
        break
      }
      case "faq": {
        const questions = read<FaqResponse>(faqQueryOptions(language))?.map((entry) => entry.question) ?? []
        meta = { title: t("pages.faq"), description: questions.length ? questions.join(" · ") : fallbackDescription, type: "website", indexed: true }
        break
      }
      case "cart":
        meta = { title: t("cart.title"), description: fallbackDescription, type: "website", indexed: true }
        break
      case "search": {
        const q = (url.searchParams.get("q") ?? "").trim()
        meta = { title: q ? t("search.documentTitleQuery", { q }) : t("search.title"), description: t("search.description"), type: "website", indexed: false }
        break
      }
      case "trackOrder":
        meta = { title: t("pages.trackOrder"), description: t("trackOrder.intro"), type: "website", indexed: true }
        break
      case "checkoutSuccess":
      case "checkoutCancel":
      case "order":
        meta = { title: t(`pages.${route.name}`), description: fallbackDescription, type: "website", indexed: false }
        break
      default: {
        const page = content(route.name)
        meta = { title: page?.title ?? t(`pages.${route.name}`), description: page?.description ?? fallbackDescription, type: "website", indexed: true }
      }
    }
    if (NOT_INDEXED.has(route.name)) meta.indexed = false
  }
  return renderHead(meta, { origin, language, canonical, rest, query, siteName: t("brand.name") })
}

/** og:locale spelling of a language's locale: pl_PL. */
const ogLocale = (language: LanguageCode) => languageByCode(language).locale.replace("-", "_")

function renderHead(pageMeta: PageMeta, page: { origin: string; language: LanguageCode; canonical?: string; rest?: string; query: string; siteName: string }): string {
  // The title and description stand alone in a tab, a search result or a share card: no isolates around their values.
  const meta = { ...pageMeta, title: withoutIsolates(pageMeta.title), description: withoutIsolates(pageMeta.description) }
  const description = snippet(meta.description)
  const image = absoluteUrl(page.origin, meta.image ?? DEFAULT_SHARE_IMAGE)
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(" ")}>`
  const lines = [`<title>${escapeHtml(meta.title)}</title>`, tag("meta", { name: "description", content: description })]
  if (!meta.indexed) lines.push(tag("meta", { name: "robots", content: "noindex, follow" }))
  if (meta.indexed && page.canonical && page.rest !== undefined) {
    lines.push(tag("link", { rel: "canonical", href: page.canonical }))
    for (const { hreflang, href } of alternateLinks(page.origin, page.rest, page.query)) lines.push(tag("link", { rel: "alternate", hreflang, href }))
  }
  lines.push(
    tag("meta", { property: "og:type", content: meta.type }),
    tag("meta", { property: "og:site_name", content: page.siteName }),
    tag("meta", { property: "og:title", content: meta.title }),
    tag("meta", { property: "og:description", content: description }),
    tag("meta", { property: "og:image", content: image }),
    tag("meta", { property: "og:locale", content: ogLocale(page.language) }),
    tag("meta", { name: "twitter:card", content: "summary_large_image" }),
    tag("meta", { name: "twitter:title", content: meta.title }),
    tag("meta", { name: "twitter:description", content: description }),
    tag("meta", { name: "twitter:image", content: image })
  )
  if (page.canonical) lines.push(tag("meta", { property: "og:url", content: page.canonical }))
  if (meta.type === "product" && meta.image) lines.push(`<link rel="preload" as="image" href="${escapeHtml(meta.image)}" fetchpriority="high">`)
  if (meta.jsonLd) lines.push(`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`)
  return lines.join("")
}
