/**
 * Currencies, rates and the one price reading used everywhere (spec §9): every stored price is USD
 * (best_usd_price, also in the cart), shown as USD × rate with 2 decimals and the currency symbol.
 */
import { EUR_PER_USD } from "@shop/contracts/exchange-rate"
import type { LanguageCode } from "@shop/contracts/languages"

export interface CurrencyInfo {
  /** Units of this currency per 1 USD. */
  rate: number
  symbol: string
  /** The symbol follows the amount ("12,00 zł") instead of preceding it ("$12.00"). */
  symbolAfter: boolean
}

/**
 * Fixed illustrative rates against USD, not live market data.
 * USD, EUR, GBP, PLN, JPY and CAD with their symbols are the spec's (§9). The spec names CNY, RUB, INR,
 * BDT, IDR and KRW as language defaults without rates; theirs are rounded figures of the same kind.
 */
export const CURRENCIES = {
  USD: { rate: 1, symbol: "$", symbolAfter: false },
  EUR: { rate: EUR_PER_USD, symbol: "€", symbolAfter: false },
  GBP: { rate: 0.73, symbol: "£", symbolAfter: false },
  PLN: { rate: 3.92, symbol: "zł", symbolAfter: true },
  JPY: { rate: 110.5, symbol: "¥", symbolAfter: false },
  CAD: { rate: 1.25, symbol: "C$", symbolAfter: false },
  CNY: { rate: 7.2, symbol: "CN¥", symbolAfter: false },
  RUB: { rate: 90, symbol: "₽", symbolAfter: true },
  INR: { rate: 83, symbol: "₹", symbolAfter: false },
  BDT: { rate: 110, symbol: "৳", symbolAfter: false },
  IDR: { rate: 15500, symbol: "Rp", symbolAfter: false },
  KRW: { rate: 1330, symbol: "₩", symbolAfter: false },
} as const satisfies Record<string, CurrencyInfo>

export type CurrencyCode = keyof typeof CURRENCIES

/** The currency selector's choices (spec §2, §9). */
export const PICKER_CURRENCIES = ["USD", "EUR", "GBP", "PLN", "JPY", "CAD"] as const satisfies readonly CurrencyCode[]

/** The currency context's own start value before a language sets its default (spec §4). */
export const DEFAULT_CURRENCY: CurrencyCode = "USD"

export const isCurrencyCode = (value: string): value is CurrencyCode => Object.hasOwn(CURRENCIES, value)

/** The spec's symbol lookup: unknown codes get "$". */
export const currencySymbol = (code: string): string => (isCurrencyCode(code) ? CURRENCIES[code].symbol : "$")

/** A USD amount in the given currency (unrounded). */
export const convertFromUsd = (usd: number, code: CurrencyCode): number => usd * CURRENCIES[code].rate

const numberFormats = new Map<string, Intl.NumberFormat>()

/** An amount already in `code`, with 2 decimals and the symbol; digits grouped as `language` writes them. */
export function formatAmount(amount: number, code: CurrencyCode, language: LanguageCode): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: "latn" })
    numberFormats.set(language, format)
  }
  const { symbol, symbolAfter } = CURRENCIES[code]
  const number = format.format(amount)
  return symbolAfter ? `${number}\u00a0${symbol}` : `${symbol}${number}`
}

/** A USD price as the shopper sees it: converted, 2 decimals, symbol. */
export const formatUsdPrice = (usd: number, code: CurrencyCode, language: LanguageCode): string => formatAmount(convertFromUsd(usd, code), code, language)
