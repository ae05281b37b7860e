/**
 * The content calls' answers, kept as finished responses (cache/response-cache.ts) per call and language.
 * Fresh copy comes from the CMS; every published change it announces (content-source.ts's watch) makes all
 * answers stale and refreshes them in the background, so an edit shows within seconds. While the CMS
 * cannot be reached, the last good answer is served (stale-while-revalidate), and an answer never fetched
 * is made from the bundled copy and kept only briefly, so fresh copy returns by itself once the CMS is back.
 */
import type { ContentDates, ContentPage, ContentPageSlug, FaqResponse, ReviewsResponse, SiteSettings, TranslationsTree } from "@shop/contracts/content"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { CONTENT_DATES_QUERY, FAQ_QUERY, PAGE_QUERY, REVIEWS_QUERY, SETTINGS_QUERY, UI_STRINGS_QUERY } from "@shop/cms/queries"
import { contentTag, type ChangeListener } from "../cache/cache-tags.js"
import { prepareResponse, ResponseCache, type CachedResponse } from "../cache/response-cache.js"
import type { FreshLookup } from "../cache/fast-lane.js"
import type { ContentSource, QueryParams } from "./content-source.js"

const MB = 1024 * 1024
/** 15 languages × a dozen answers of a few dozen KB: a few MB; the budget leaves room. */
const CONTENT_CACHE_BYTES = 32 * MB
/** How long an answer made from the bundled copy is kept before the CMS is asked again. */
const FALLBACK_FRESH_MS = 5_000

export interface ContentCache {
  page(slug: ContentPageSlug, lang: LanguageCode): Promise<CachedResponse<ContentPage | { error: string }>>
  faq(lang: LanguageCode): Promise<CachedResponse<FaqResponse>>
  settings(lang: LanguageCode): Promise<CachedResponse<SiteSettings>>
  reviews(lang: LanguageCode): Promise<CachedResponse<ReviewsResponse>>
  translations(lang: LanguageCode): Promise<CachedResponse<TranslationsTree>>
  /** When each page and FAQ entry last changed (the sitemaps' lastmod). */
  dates(): Promise<CachedResponse<ContentDates>>
  /** Fetches what every page is rendered with: each language's UI strings and site settings. */
  preload(): Promise<void>
  /**
   * The CMS says these documents changed (null: anything may have): the answers made from them are refreshed in
   * the background (all, when a document cannot be placed: see answersMadeFrom); what comes out different is
   * announced.
   */
  refreshChanged(documentIds: string[] | null): Promise<void>
  /** Goes up when any answer changes: what was made from the content (a rendered page) is out of date. */
  version(): number
  /**
   * The fast lane's reads (cache/fast-lane.ts): each call's stored answer while it is fresh and made from the
   * CMS. One made from the bundled copy goes through the route, which tells shared caches it is short-lived.
   */
  freshLookup: {
    page(slug: ContentPageSlug, lang: LanguageCode): FreshLookup
    faq(lang: LanguageCode): FreshLookup
    settings(lang: LanguageCode): FreshLookup
    reviews(lang: LanguageCode): FreshLookup
    translations(lang: LanguageCode): FreshLookup
  }
}

interface UiStringsNamespace {
  namespace: string
  entries: { key: string; text: string | null }[] | null
}

/** "hero.badge" entries nested as i18next reads them. */
export function nestUiStrings(namespaces: UiStringsNamespace[]): TranslationsTree {
  const tree: TranslationsTree = {}
  for (const { namespace, entries } of namespaces) {
    for (const { key, text } of entries ?? []) {
      if (typeof text !== "string") continue
      const path = [namespace, ...key.split(".")]
      let node = tree
      for (const part of path.slice(0, -1)) node = (typeof node[part] === "object" ? node[part] : (node[part] = {})) as TranslationsTree
      node[path.at(-1)!] = text
    }
  }
  return tree
}

/** A published document as far as the cache needs to know it: what it is, and its language if it has one. */
interface ChangedDocument {
  _type: string
  language?: string | null
}

/**
 * Which stored answers a changed document is read into (cms/queries.ts: one document type per query; pages and
 * FAQ entries also into the sitemaps' dates), or undefined for a type the cache cannot place. A page or FAQ
 * entry in a language other than English is read into that language's answers only; English ones are every
 * language's fallback (and give the FAQ its order). A publish used to refetch every answer of every type and
 * language (≈ 200 queries, on every instance); a German FAQ answer now refetches the German FAQ and the dates.
 */
function answersMadeFrom(document: ChangedDocument): ((key: string) => boolean) | undefined {
  const own = document.language && document.language !== "en" ? document.language : undefined
  switch (document._type) {
    case "faqItem":
      return (key) => key === "dates" || (own ? key === `faq:${own}` : key.startsWith("faq:"))
    case "page":
      return (key) => key === "dates" || (key.startsWith("page:") && (!own || key.endsWith(`:${own}`)))
    case "siteSettings":
      return (key) => key.startsWith("settings:")
    case "review":
      return (key) => key.startsWith("reviews:")
    case "uiStrings":
      return (key) => key.startsWith("translations:")
    default:
      return undefined
  }
}

export function createContentCache(options: {
  cms: ContentSource
  bundled: ContentSource
  ttlSeconds: number
  log: (line: string) => void
  /** Told the cache tags of the answers that changed (cache/cache-tags.ts). */
  onChange?: ChangeListener
}): ContentCache {
  const cache = new ResponseCache({
    tag: contentTag,
    onChange: options.onChange,
    maxBytes: CONTENT_CACHE_BYTES,
    freshMs: (status, response) => (response.fallback ? FALLBACK_FRESH_MS : status === 200 || status === 404 ? options.ttlSeconds * 1000 : 0),
    onRefreshError: (key, error) => options.log(`content: refreshing ${key} failed, still serving the last good copy: ${(error as Error).message}`),
  })

  /**
   * The query's answer from the CMS. When the CMS cannot be reached: a refresh fails (the cache keeps
   * serving its last good copy, which may hold edits the bundled copy lacks); a first answer comes from
   * the bundled copy.
   */
  async function read<T>(key: string, query: string, params: QueryParams): Promise<{ value: T; fallback: boolean }> {
    try {
      return { value: await options.cms.fetch<T>(query, params), fallback: false }
    } catch (error) {
      if (cache.has(key)) throw error
      options.log(`content: the CMS did not answer (${(error as Error).message}); serving the bundled copy of ${key}`)
      return { value: await options.bundled.fetch<T>(query, params), fallback: true }
    }
  }

  /** The published documents with these ids; undefined when one is gone (deleted or unpublished) or the CMS cannot say. */
  async function changedDocuments(documentIds: string[]): Promise<ChangedDocument[] | undefined> {
    try {
      const found = await options.cms.fetch<ChangedDocument[]>(`*[_id in $ids]{ _type, language }`, { ids: documentIds })
      return found.length === new Set(documentIds).size ? found : undefined
    } catch {
      return undefined
    }
  }

  function lookupOf(key: string): FreshLookup {
    return () => {
      const stored = cache.peek(key)
      return stored?.status === 200 && !stored.fallback ? stored : undefined
    }
  }

  function answer<T>(key: string, query: string, params: QueryParams, shape: (value: T) => unknown = (value) => value, missing?: string) {
    return cache.get(key, async () => {
      const { value, fallback } = await read<T>(key, query, params)
      const response = value === null && missing ? await prepareResponse(404, { error: missing }) : await prepareResponse(200, shape(value))
      return { ...response, fallback }
    })
  }

  return {
    page: (slug, lang) => answer(`page:${slug}:${lang}`, PAGE_QUERY, { slug, lang }, undefined, `Page ${slug} not found`) as Promise<CachedResponse<ContentPage>>,
    faq: (lang) => answer(`faq:${lang}`, FAQ_QUERY, { lang }) as Promise<CachedResponse<FaqResponse>>,
    settings: (lang) => answer(`settings:${lang}`, SETTINGS_QUERY, { lang }, undefined, "The site settings are missing") as Promise<CachedResponse<SiteSettings>>,
    reviews: (lang) => answer(`reviews:${lang}`, REVIEWS_QUERY, { lang }) as Promise<CachedResponse<ReviewsResponse>>,
    translations: (lang) => answer(`translations:${lang}`, UI_STRINGS_QUERY, { lang }, nestUiStrings) as Promise<CachedResponse<TranslationsTree>>,
    dates: () => answer("dates", CONTENT_DATES_QUERY, {}) as Promise<CachedResponse<ContentDates>>,
    async preload() {
      await Promise.all(LANGUAGE_CODES.flatMap((lang) => [this.translations(lang), this.settings(lang)]))
    },
    async refreshChanged(documentIds) {
      const documents = documentIds === null ? undefined : await changedDocuments(documentIds)
      const madeFrom = documents?.map(answersMadeFrom)
      if (!madeFrom || madeFrom.some((test) => test === undefined)) return cache.refreshAll()
      cache.refreshAll((key) => madeFrom.some((test) => test!(key)))
    },
    version: () => cache.version,
    freshLookup: {
      page: (slug, lang) => lookupOf(`page:${slug}:${lang}`),
      faq: (lang) => lookupOf(`faq:${lang}`),
      settings: (lang) => lookupOf(`settings:${lang}`),
      reviews: (lang) => lookupOf(`reviews:${lang}`),
      translations: (lang) => lookupOf(`translations:${lang}`),
    },
  }
}
