/**
 * Language in the URL (spec §4): the first path segment names the language when it is one of the 15 codes;
 * otherwise the language is unchanged (Polish on a fresh load).
 */
import { DEFAULT_LANGUAGE, languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { splitLanguagePrefix } from "../../shared/routes"

/** The language a page load starts in: the path's prefix, else Polish. */
export const languageFromPath = (pathname: string): LanguageCode => splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE

/** The same page in another language: the prefix replaced, or added when there was none. */
export function switchLanguageInPath(pathname: string, language: LanguageCode): string {
  const { rest } = splitLanguagePrefix(pathname)
  return rest === "/" ? `/${language}` : `/${language}${rest}`
}

/**
 * An app path ("/products", "/search?q=x") as a link for `language`. Links keep the URL's style: prefixed
 * when the current URL is prefixed or the language is not the default, so a reload shows the same language.
 */
export function localizePath(path: string, language: LanguageCode, currentUrlIsPrefixed: boolean): string {
  if (!currentUrlIsPrefixed && language === DEFAULT_LANGUAGE) return path
  if (path === "/") return `/${language}`
  return path.startsWith("/?") ? `/${language}${path.slice(1)}` : `/${language}${path}`
}

/** The language's default currency and text direction (@shop/contracts/languages). */
export const languageDefaults = (language: LanguageCode) => {
  const { currency, dir } = languageByCode(language)
  return { currency, dir }
}
