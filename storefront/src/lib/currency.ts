/**
 * The currencies the shop shows, each one it charges in (ADR 0018), and how an amount is written: by
 * Intl.NumberFormat with the currency as the page's language writes it ("764,99 €" in German, "€764.99" in
 * English, whole yen for JPY), Latin digits in every language. The amounts are commerce's (each product's and
 * shipping rate's `prices`): no rate is kept here.
 */
import { CHARGED_CURRENCIES, isChargedCurrency, type ChargedCurrency } from "@shop/contracts/currencies"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"

export type CurrencyCode = ChargedCurrency

/** The currency selector's choices (spec §2, §9): the currencies the shop shows and charges in. */
export const PICKER_CURRENCIES: readonly CurrencyCode[] = CHARGED_CURRENCIES

export const isCurrencyCode = isChargedCurrency

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(language: LanguageCode, code: string, currencyDisplay: "symbol" | "narrowSymbol" = "symbol"): Intl.NumberFormat {
  const key = `${language} ${code} ${currencyDisplay}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(languageByCode(language).locale, { style: "currency", currency: code, currencyDisplay, numberingSystem: "latn" })
    formats.set(key, format)
  }
  return format
}

/** An amount in `code` (ISO 4217, either case: an order's "usd"), as `language` writes it (the currency's own decimals: none for JPY). */
export const formatAmount = (amount: number, code: string, language: LanguageCode): string => numberFormat(language, code.toUpperCase()).format(amount)

/** The currency's sign as `language` writes it on its own ("€", "zł", "¥"): the picker's "EUR (€)". */
export const currencySymbol = (code: CurrencyCode, language: LanguageCode): string =>
  numberFormat(language, code, "narrowSymbol")
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? code
