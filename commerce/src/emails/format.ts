/**
 * Amounts in e-mails and SMS as the shop shows them (storefront/src/lib/currency.ts): in the order's currency, what
 * was charged (ADR 0018), written by Intl as the language writes it ("764,99 €" in German, whole yen for JPY), in
 * Latin digits.
 */
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"

/** `currency`: ISO 4217 in either case (Medusa keeps "eur"). */
export function formatCharged(amount: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(languageByCode(language).locale, { style: "currency", currency: currency.toUpperCase(), numberingSystem: "latn" }).format(amount)
}

/** A day as the shop's customer service counts it (the warehouse's time zone), in the e-mail's language and Latin digits. */
export function formatDay(date: Date, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Warsaw", numberingSystem: "latn" }).format(date)
}
