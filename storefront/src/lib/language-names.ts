import type { LanguageCode } from "@shop/contracts/languages"

const cache = new Map<LanguageCode, string>()

/** A language's name in that language ("Deutsch", "polski" → "Polski"), from Intl.DisplayNames. */
export function nativeLanguageName(code: LanguageCode): string {
  let name = cache.get(code)
  if (!name) {
    const raw = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code
    name = raw.charAt(0).toLocaleUpperCase(code) + raw.slice(1)
    cache.set(code, name)
  }
  return name
}
