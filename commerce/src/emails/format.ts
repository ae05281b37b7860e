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
