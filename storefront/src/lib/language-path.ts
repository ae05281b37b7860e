/**
 * Language in the URL (spec §4, issue 11): the first path segment names the language when it is one of the
 * 15 codes; unprefixed paths are Polish, the default language, and its only URLs (/pl/... redirects there,
 * shared/page-urls.ts).
 */
import { DEFAULT_LANGUAGE, languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { languagePath, withOneLeadingSlash } from "../../shared/page-urls"
import { splitLanguagePrefix } from "../../shared/routes"

/** The language a path shows: its prefix, else Polish. */
export const languageFromPath = (pathname: string): LanguageCode => splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE

/** The same page in another language: the prefix replaced, added, or (for Polish) removed; always a path on this shop. */
export const switchLanguageInPath = (pathname: string, language: LanguageCode): string =>
  languagePath(withOneLeadingSlash(splitLanguagePrefix(withOneLeadingSlash(pathname)).rest), language)

/** An app path ("/products", "/search?q=x") as a link in `language`. */
export function localizePath(path: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE) return path
  if (path === "/") return `/${language}`
  return path.startsWith("/?") ? `/${language}${path.slice(1)}` : `/${language}${path}`
}

/** The language's default currency and text direction (@shop/contracts/languages). */
export const languageDefaults = (language: LanguageCode) => {
  const { currency, dir } = languageByCode(language)
  return { currency, dir }
}
