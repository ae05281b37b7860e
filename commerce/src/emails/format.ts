/**
 * Amounts in e-mails and SMS as the shop shows them (storefront/src/lib/currency.ts): in the order's currency, what
 * was charged (ADR 0018), written by Intl as the language writes it ("764,99 €" in German, whole yen for JPY), in
 * Latin digits.
 */
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { formatShopDate } from "@shop/contracts/shop-time"

/** `currency`: ISO 4217 in either case (Medusa keeps "eur"). */
export function formatCharged(amount: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(languageByCode(language).locale, { style: "currency", currency: currency.toUpperCase(), numberingSystem: "latn" }).format(amount)
}

/** The currency's name in `language` ("Euro", "米ドル"): the e-mails say what the amounts were charged in. */
export const currencyName = (currency: string, language: LanguageCode): string =>
  new Intl.DisplayNames(languageByCode(language).locale, { type: "currency" }).of(currency.toUpperCase()) ?? currency.toUpperCase()

/** A day on the shop's clock (the warehouse's, as the order page shows days: contracts' shop-time.ts), in the e-mail's language and Latin digits. */
export const formatDay = (date: Date, language: LanguageCode): string => formatShopDate(date, language)
