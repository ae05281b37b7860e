import { nativeLanguageName as lookUp, type LanguageCode } from "@shop/contracts/languages"

/**
 * Each language's name in that language, looked up by vite.config.ts at build time. In the browser, the 15
 * Intl.DisplayNames look-ups each load another locale's data: ≈ 40 ms of a phone's hydration on every page
 * (the language menu and the footer name all 15). Undefined outside a Vite build (unit tests).
 */
declare const __NATIVE_LANGUAGE_NAMES__: Record<LanguageCode, string> | undefined
const builtNames = typeof __NATIVE_LANGUAGE_NAMES__ === "undefined" ? undefined : __NATIVE_LANGUAGE_NAMES__

const looked = new Map<LanguageCode, string>()

/** A language's name in that language ("Deutsch", "Polski"). */
export function nativeLanguageName(code: LanguageCode): string {
  const built = builtNames?.[code]
  if (built) return built
  let name = looked.get(code)
  if (!name) looked.set(code, (name = lookUp(code)))
  return name
}
