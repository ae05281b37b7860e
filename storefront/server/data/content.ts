/**
 * The CMS's content as the shop reads it: pages, the FAQ, site settings, reviews and UI strings per language,
 * and the dates of pages and FAQ entries (the sitemaps'). Each read is an answer of the one cache
 * (cache/answer-cache.ts), kept under the URL the browser asks for it by and tagged `cms:{call}:{lang}`.
 *
 * A published change the CMS announces (content-changes.ts) reaches `changed`, which makes stale the answers
 * made from the changed documents, and the pages made from those. While the CMS cannot be reached the last
 * good answer is served (a failed refresh keeps it), and an answer never fetched is made from the bundled
 * copy and kept only briefly, so fresh copy returns by itself once the CMS is back.
 */
import type { ContentDates, ContentPage, ContentPageSlug, FaqResponse, ReviewsResponse, SiteSettings, TranslationsTree } from "@shop/contracts/content"
import { withoutIsolates } from "@shop/contracts/bidi"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { CONTENT_DATES_QUERY, FAQ_QUERY, PAGE_QUERY, REVIEWS_QUERY, SETTINGS_QUERY, UI_STRINGS_QUERY } from "@shop/cms/queries"
import type { AnswerCache } from "../cache/answer-cache.js"
import { contentTag, uiStringsTag } from "../cache/cache-tags.js"
import { prepareResponse, type CachedResponse } from "../cache/prepared-response.js"
import type { ContentSource, QueryParams } from "../content/content-source.js"
import { fillCopyValues, type CopyValues, type ShopFigures } from "../content/copy-values.js"
import { deliveryTimesInWords } from "../../src/features/shipping/delivery-times.js"
import { createUiStrings } from "../content/ui-strings.js"
import { createRenderI18n } from "../../src/lib/i18n-render.js"

/** How long an answer made from the bundled copy is kept before the CMS is asked again. */
const FALLBACK_FRESH_MS = 5_000
const DATES_KEY = "data:content-dates"

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

/** The calls whose answers hold every language's text of a document (a UI-strings namespace, the settings, a review). */
type EveryLanguageCall = "translations" | "settings" | "reviews"

/**
 * What a changed document touches (cms/queries.ts: one document type per query; pages and FAQ entries also
 * the sitemaps' dates): the tag patterns of the answers it is read into when its type and language say which
 * (a page or FAQ entry in a language other than English is read into that language's answers only; English
 * ones are every language's fallback), or the call whose every language's answer may have changed (a UI-strings
 * document holds all fifteen: made again and compared, so a German string touches the German pages only).
 * Undefined for a type that cannot be placed.
 */
function touchedBy(document: ChangedDocument): { tags: string[] } | { call: EveryLanguageCall } | undefined {
  const language = document.language && document.language !== "en" ? document.language : "*"
  switch (document._type) {
    case "faqItem":
      return { tags: [contentTag("dates"), contentTag(`faq:${language}`)] }
    case "page":
      return { tags: [contentTag("dates"), contentTag(`page:${language === "*" ? "*" : `${language}:*`}`)] }
    case "uiStrings":
      return { call: "translations" }
    case "siteSettings":
      return { call: "settings" }
    case "review":
      return { call: "reviews" }
    case "searchSynonyms":
      // Read by search, not into content answers (app.ts tells the search thread).
      return { tags: [] }
    default:
      return undefined
  }
}

/** The CMS's UI strings when it has none: one object, so the merge with the bundled ones is kept (createUiStrings). */
const EMPTY_STRINGS: TranslationsTree = {}

/** The shop's figures pages and FAQ answers may name (content/copy-values.ts), with what they were read from. */
export type ShopFiguresSource = (lang: LanguageCode) => Promise<{ values: ShopFigures; tags: string[]; freshMs?: number }>

export function createContentData(options: { cms: ContentSource; bundled: ContentSource; cache: AnswerCache; figures: ShopFiguresSource; log: (line: string) => void }) {
  const { cache } = options

  /**
   * The query's answer from the CMS. When the CMS cannot be reached: a refresh fails (the cache keeps serving
   * its last good copy, which may hold edits the bundled copy lacks); a first answer comes from the bundled copy.
   */
  async function read<T>(key: string, query: string, params: QueryParams): Promise<{ value: T; fallback: boolean }> {
    try {
      return { value: await options.cms.fetch<T>(query, params), fallback: false }
    } catch (error) {
      if (cache.stored(key)) throw error
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

  /** A content answer: where it is kept, its tag, and how it is made. */
  interface ContentAnswer {
    key: string
    produce: () => Promise<CachedResponse>
  }
  /**
   * An answer made from one query. Text shoppers read (a page, the FAQ) names its language as `figuresFor`: the
   * shop's figures it names are filled in, and it carries their tags and freshness too.
   */
  function made<T>(
    key: string,
    tag: string,
    query: string,
    params: QueryParams,
    shape: (value: T) => unknown = (value) => value,
    missing?: string,
    figuresFor?: LanguageCode
  ): ContentAnswer {
    return {
      key,
      produce: async () => {
        const [{ value, fallback }, figures] = await Promise.all([read<T>(key, query, params), figuresFor ? copyValues(figuresFor) : undefined])
        const body = figures ? fillCopyValues(shape(value), figures.values) : shape(value)
        const response = value === null && missing ? await prepareResponse(404, { error: missing }) : await prepareResponse(200, body)
        const freshMs = Math.min(figures?.freshMs ?? Infinity, fallback ? FALLBACK_FRESH_MS : Infinity)
        return { ...response, fallback, tags: [contentTag(tag), ...(figures?.tags ?? [])], freshMs: Number.isFinite(freshMs) ? freshMs : undefined }
      },
    }
  }
  const uiStrings = createUiStrings()
  /** The shop's figures in words of `lang`: the counts' nouns from the UI strings (the CMS's over the bundled ones). */
  async function copyValues(lang: LanguageCode): Promise<{ values: CopyValues; tags: string[]; freshMs?: number }> {
    const [figures, strings] = await Promise.all([options.figures(lang), translations(lang)])
    const { t } = createRenderI18n(lang, uiStrings(lang, strings.value ?? EMPTY_STRINGS).strings)
    const { freeShippingFrom, countriesShippedTo, ...days } = figures.values
    return {
      values: {
        freeShippingFrom,
        countriesShippedTo: withoutIsolates(t("shipping.countriesShippedTo", { count: countriesShippedTo })),
        ...deliveryTimesInWords(days, lang, t),
      },
      tags: [...figures.tags, uiStringsTag(lang)],
      freshMs: figures.freshMs,
    }
  }
  const get = ({ key, produce }: ContentAnswer) => cache.get(key, produce)
  const everyLanguage: Record<EveryLanguageCall, (lang: LanguageCode) => ContentAnswer> = {
    translations: (lang) => made(`/api/translations/${lang}`, `translations:${lang}`, UI_STRINGS_QUERY, { lang }, nestUiStrings),
    settings: (lang) => made(`/api/settings?lang=${lang}`, `settings:${lang}`, SETTINGS_QUERY, { lang }, undefined, "The site settings are missing"),
    reviews: (lang) => made(`/api/reviews?lang=${lang}`, `reviews:${lang}`, REVIEWS_QUERY, { lang }),
  }
  const translations = (lang: LanguageCode) => get(everyLanguage.translations(lang)) as Promise<CachedResponse<TranslationsTree>>
  const settings = (lang: LanguageCode) => get(everyLanguage.settings(lang)) as Promise<CachedResponse<SiteSettings>>

  return {
    page: (slug: ContentPageSlug, lang: LanguageCode) =>
      get(made(`/api/content/${slug}?lang=${lang}`, `page:${lang}:${slug}`, PAGE_QUERY, { slug, lang }, undefined, `Page ${slug} not found`, lang)) as Promise<
        CachedResponse<ContentPage>
      >,
    faq: (lang: LanguageCode) => get(made(`/api/faq?lang=${lang}`, `faq:${lang}`, FAQ_QUERY, { lang }, undefined, undefined, lang)) as Promise<CachedResponse<FaqResponse>>,
    settings,
    reviews: (lang: LanguageCode) => get(everyLanguage.reviews(lang)) as Promise<CachedResponse<ReviewsResponse>>,
    translations,
    /** When each page and FAQ entry last changed (the sitemaps' lastmod). */
    dates: () => get(made(DATES_KEY, "dates", CONTENT_DATES_QUERY, {})) as Promise<CachedResponse<ContentDates>>,
    /** Fetches what every page is rendered with: each language's UI strings and site settings. */
    async preload(): Promise<void> {
      await Promise.all(LANGUAGE_CODES.flatMap((lang) => [translations(lang), settings(lang)]))
    },
    /**
     * The CMS says these documents changed (null: anything may have): the answers made from them go stale, and
     * what is made from those (touchedBy); every content answer, when a document cannot be placed.
     */
    async changed(documentIds: string[] | null): Promise<void> {
      const documents = documentIds === null ? undefined : await changedDocuments(documentIds)
      const touched = documents?.map(touchedBy)
      if (!touched || touched.some((what) => what === undefined)) return void cache.invalidate([contentTag("*")])
      cache.invalidate([...new Set(touched.flatMap((what) => (what && "tags" in what ? what.tags : [])))])
      const calls = new Set(touched.flatMap((what) => (what && "call" in what ? [what.call] : [])))
      await Promise.all([...calls].flatMap((call) => LANGUAGE_CODES.map((lang) => everyLanguage[call](lang)).map(({ key, produce }) => cache.remake(key, produce))))
    },
  }
}

export type ContentData = ReturnType<typeof createContentData>
