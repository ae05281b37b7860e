/**
 * Dates, times and the numbers around them as the page's language writes them, in Latin digits and the Gregorian
 * calendar in every language: the digits of every price, count and order number on the page are Latin
 * (lib/currency.ts, contracts' formatCount), and so are the e-mails'. Bengali's own digits ("১৫ জানু, ২০২৪") or
 * Arabic's beside them would make a page of two digit systems. Every date and time outside the order pages goes
 * through here.
 */
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"

const LATIN = { numberingSystem: "latn", calendar: "gregory" } as const

/** Intl.DateTimeFormat for `language`'s locale with `options`, in Latin digits. */
export const dateFormat = (language: LanguageCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(languageByCode(language).locale, { ...options, ...LATIN })

/** Intl.NumberFormat for `language`'s locale with `options`, in Latin digits. */
export const numberFormat = (language: LanguageCode, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  new Intl.NumberFormat(languageByCode(language).locale, { ...options, numberingSystem: LATIN.numberingSystem })
