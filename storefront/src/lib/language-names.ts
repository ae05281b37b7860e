import type { LanguageCode } from "@shop/contracts/languages"

/**
 * Each language's name in that language, looked up by vite.config.ts at build time with Intl.DisplayNames
 * (@shop/contracts/languages). In the browser, the 15 look-ups each load another locale's data: a noticeable
 * part of a phone's hydration on every page (the language menu and the footer name all 15).
 */
declare const __NATIVE_LANGUAGE_NAMES__: Record<LanguageCode, string>

/** A language's name in that language ("Deutsch", "Polski"). */
export const nativeLanguageName = (code: LanguageCode): string => __NATIVE_LANGUAGE_NAMES__[code]
