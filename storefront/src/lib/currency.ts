/**
 * The currencies the shop shows and the one price reading (ADR 0018): the picker's six, the ones the shop charges
 * in. A price is the USD price (best_usd_price, also in the cart) times the currency's rate, written by
 * Intl.NumberFormat with the currency as the page's language writes it: "764,99 €" in German, "€764.99" in
 * English, whole yen for JPY; Latin digits in every language. The rates are still the spec's fixed figures
 * here, until commerce keeps them (issue 55).
 */
import { EUR_PER_USD } from "@shop/contracts/exchange-rate"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"

/** Units of each currency per 1 USD: the spec's illustrative figures (§9), not market data. */
export const RATES = { USD: 1, EUR: EUR_PER_USD, GBP: 0.73, PLN: 3.92, JPY: 110.5, CAD: 1.25 } as const

export type CurrencyCode = keyof typeof RATES

/** The currency selector's choices (spec §2, §9), the currencies the shop shows. */
export const PICKER_CURRENCIES = Object.keys(RATES) as CurrencyCode[]

/** The currency context's own start value before a language sets its default (spec §4). */
export const DEFAULT_CURRENCY: CurrencyCode = "USD"

export const isCurrencyCode = (value: string): value is CurrencyCode => Object.hasOwn(RATES, value)

/** A USD amount in the given currency (unrounded). */
export const convertFromUsd = (usd: number, code: CurrencyCode): number => usd * RATES[code]

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

/** An amount already in `code` (ISO 4217, either case: an order's "usd"), as `language` writes it (the currency's own decimals: none for JPY). */
export const formatAmount = (amount: number, code: string, language: LanguageCode): string => numberFormat(language, code.toUpperCase()).format(amount)

/** A USD price as the shopper sees it: converted, rounded to the currency's unit, written as `language` writes it. */
export const formatUsdPrice = (usd: number, code: CurrencyCode, language: LanguageCode): string => formatAmount(convertFromUsd(usd, code), code, language)

/** The currency's sign as `language` writes it on its own ("€", "zł", "¥"): the picker's "EUR (€)". */
export const currencySymbol = (code: CurrencyCode, language: LanguageCode): string =>
  numberFormat(language, code, "narrowSymbol")
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? code
