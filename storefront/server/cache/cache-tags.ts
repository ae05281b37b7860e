/**
 * Cache tags: names for the data an answer was made from, so that a change drops exactly what it touched.
 * - The data layer (data/) tags every answer it makes with the data it read (a catalogue page: its page and
 *   each product on it); a page carries the tags of every answer its render read (pages/html-pages.ts);
 * - a change invalidates its tags in the one cache (answer-cache.ts): what carries them goes stale;
 * - every cacheable answer names its tags in Surrogate-Key, and the same invalidations purge a shared cache
 *   in front (cache/purge/): Varnish, Fastly or Cloudflare drop what carries them.
 * A tag pattern is a tag, or a prefix ending in `*` for a whole family (`product:*`).
 */
import type { LanguageCode } from "@shop/contracts/languages"

export const SURROGATE_KEY_HEADER = "surrogate-key"

export const productTag = (id: number | "*") => `product:${id}`
export const listPageTag = (offset: number) => `list:page:${offset}`
export const RANDOM_PICKS_TAG = "list:random"
export const LAST_MODIFIED_TAG = "list:lastmod"
/** Every list of products: the catalogue pages, the random picks, the items' dates. */
export const LISTS_TAG_PATTERN = "list:*"
export const SEARCH_TAG = "search"
/** A content answer's tag ("faq:de" → "cms:faq:de"; data/content.ts). */
export const contentTag = (key: string) => `cms:${key}`
export const uiStringsTag = (language: LanguageCode) => contentTag(`translations:${language}`)
export const shippingTag = (language: LanguageCode | "*") => `shipping:${language}`
/** Every HTML page, and every page of one language: what an operator purges by hand after a release. */
export const HTML_TAG = "html"
export const languageTag = (language: LanguageCode) => `lang:${language}`

/** Does `tag` match `pattern` (a tag, or a family prefix ending in `*`)? */
export const tagMatches = (pattern: string, tag: string) => (pattern.endsWith("*") ? tag.startsWith(pattern.slice(0, -1)) : tag === pattern)

export type ChangeListener = (tagPatterns: readonly string[]) => void

/** Where the caches announce changed tags and the pages and the purger hear of them. */
export interface ChangeFeed {
  announce: ChangeListener
  listen(listener: ChangeListener): void
}

export function createChangeFeed(): ChangeFeed {
  const listeners: ChangeListener[] = []
  return {
    announce(tagPatterns) {
      if (tagPatterns.length === 0) return
      for (const listener of listeners) listener(tagPatterns)
    },
    listen: (listener) => void listeners.push(listener),
  }
}
