/**
 * The shop's 15 languages (seed spec §2, §9): short code used in URLs and the API, BCP 47 locale used by
 * commerce, text direction, and the currency and ship-to country a visitor gets when the language is chosen.
 * The currency is one the shop charges in (ADR 0018): the spec's CNY, RUB, INR, BDT, IDR and KRW, which the
 * picker does not offer, are USD. Display names come from Intl.DisplayNames; nothing here is UI text.
 */
export const LANGUAGES = [
  { code: "pl", locale: "pl-PL", currency: "PLN", country: "PL", dir: "ltr" },
  { code: "en", locale: "en-US", currency: "USD", country: "US", dir: "ltr" },
  { code: "de", locale: "de-DE", currency: "EUR", country: "DE", dir: "ltr" },
  { code: "fr", locale: "fr-FR", currency: "EUR", country: "FR", dir: "ltr" },
  { code: "es", locale: "es-ES", currency: "EUR", country: "ES", dir: "ltr" },
  { code: "it", locale: "it-IT", currency: "EUR", country: "IT", dir: "ltr" },
  { code: "zh", locale: "zh-CN", currency: "USD", country: "CN", dir: "ltr" },
  { code: "ar", locale: "ar-SA", currency: "USD", country: "SA", dir: "rtl" },
  { code: "ru", locale: "ru-RU", currency: "USD", country: "RU", dir: "ltr" },
  { code: "hi", locale: "hi-IN", currency: "USD", country: "IN", dir: "ltr" },
  { code: "bn", locale: "bn-BD", currency: "USD", country: "BD", dir: "ltr" },
  { code: "pt", locale: "pt-PT", currency: "EUR", country: "PT", dir: "ltr" },
  { code: "id", locale: "id-ID", currency: "USD", country: "ID", dir: "ltr" },
  { code: "ja", locale: "ja-JP", currency: "JPY", country: "JP", dir: "ltr" },
  { code: "ko", locale: "ko-KR", currency: "USD", country: "KR", dir: "ltr" },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]["code"]
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: LanguageCode = "pl"
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[]

export const isLanguageCode = (value: string | undefined): value is LanguageCode => value !== undefined && (LANGUAGE_CODES as readonly string[]).includes(value)

export const languageByCode = (code: LanguageCode): Language => LANGUAGES.find((l) => l.code === code)!

/**
 * The language of a product's own fields in commerce (what the admin's product form edits); the other
 * languages are Translation rows that fall back to it (catalogue-text.ts).
 */
export const SOURCE_LANGUAGE: LanguageCode = "en"
export const SOURCE_LOCALE = languageByCode(SOURCE_LANGUAGE).locale

/** A language's name in that language ("Deutsch", "polski" → "Polski"), from Intl.DisplayNames. */
export function nativeLanguageName(code: LanguageCode): string {
  const raw = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code
  return raw.charAt(0).toLocaleUpperCase(code) + raw.slice(1)
}
