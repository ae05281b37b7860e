/**
 * The shop's 15 languages (seed spec §2, §9): short code used in URLs and the API, BCP 47 locale used by
 * commerce, text direction, and the currency a visitor gets when the language is chosen.
 * Display names come from Intl.DisplayNames at runtime; nothing here is UI text.
 */
export const LANGUAGES = [
  { code: "pl", locale: "pl-PL", currency: "PLN", dir: "ltr" },
  { code: "en", locale: "en-US", currency: "USD", dir: "ltr" },
  { code: "de", locale: "de-DE", currency: "EUR", dir: "ltr" },
  { code: "fr", locale: "fr-FR", currency: "EUR", dir: "ltr" },
  { code: "es", locale: "es-ES", currency: "EUR", dir: "ltr" },
  { code: "it", locale: "it-IT", currency: "EUR", dir: "ltr" },
  { code: "zh", locale: "zh-CN", currency: "CNY", dir: "ltr" },
  { code: "ar", locale: "ar-SA", currency: "USD", dir: "rtl" },
  { code: "ru", locale: "ru-RU", currency: "RUB", dir: "ltr" },
  { code: "hi", locale: "hi-IN", currency: "INR", dir: "ltr" },
  { code: "bn", locale: "bn-BD", currency: "BDT", dir: "ltr" },
  { code: "pt", locale: "pt-PT", currency: "EUR", dir: "ltr" },
  { code: "id", locale: "id-ID", currency: "IDR", dir: "ltr" },
  { code: "ja", locale: "ja-JP", currency: "JPY", dir: "ltr" },
  { code: "ko", locale: "ko-KR", currency: "KRW", dir: "ltr" },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]["code"]
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: LanguageCode = "pl"
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[]

export const isLanguageCode = (value: string | undefined): value is LanguageCode =>
  value !== undefined && (LANGUAGE_CODES as readonly string[]).includes(value)

export const languageByCode = (code: LanguageCode): Language => LANGUAGES.find((l) => l.code === code)!
