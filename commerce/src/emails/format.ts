/**
 * Amounts in e-mails as the shop shows USD (storefront/src/lib/currency.ts): the symbol first, two
 * decimals, the language's separators in Latin digits. E-mails show what was charged, which is USD.
 */
import type { LanguageCode } from "@shop/contracts/languages"

export function formatCharged(amount: number, language: LanguageCode): string {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: "latn" }).format(amount)
  return `$${number}`
}

/** A day as the shop's customer service counts it (the warehouse's time zone), in the e-mail's language and Latin digits. */
export function formatDay(date: Date, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Warsaw", numberingSystem: "latn" }).format(date)
}

/** A count as a sentence gives it: one number, or a range ("7–10" days), which takes the form of its upper bound. */
export type Count = number | readonly [from: number, to: number]

/** A count in the language's separators and Latin digits, as the e-mails' copy writes its own numbers; a range with an en dash, as the storefront writes it. */
export function formatCount(count: Count, language: LanguageCode): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2, numberingSystem: "latn" })
  return typeof count === "number" ? number.format(count) : `${number.format(count[0])}–${number.format(count[1])}`
}

/** The number whose plural form a count takes: a range's upper bound ("7–10 dni roboczych", "1–2 рабочих дня"). */
export const countNumber = (count: Count): number => (typeof count === "number" ? count : count[1])
