/**
 * The currencies the shop shows and charges in, and its one price reading (ADR 0018): a price in a currency is the
 * USD price times the merchandisers' rate, rounded to the currency's smallest unit (whole yen for JPY, cents for
 * the others: Intl's digits for the currency), unless a merchandiser set that currency's price by hand, which wins.
 * Commerce prices the catalogue and checkout with it; the storefront shows what commerce answers. No imports: the
 * app's bundle takes it as it is.
 */

/** The currency selector's choices (spec §2, §9): the only currencies shown, and each one charged. */
export const CHARGED_CURRENCIES = ["USD", "EUR", "GBP", "PLN", "JPY", "CAD"] as const

export type ChargedCurrency = (typeof CHARGED_CURRENCIES)[number]

export const isChargedCurrency = (value: string): value is ChargedCurrency => (CHARGED_CURRENCIES as readonly string[]).includes(value)

/** Units of each currency per 1 USD (USD itself: 1). */
export type CurrencyRates = Record<ChargedCurrency, number>

/** A price in every charged currency. */
export type Prices = Record<ChargedCurrency, number>

/** The spec's illustrative figures (§9), the rates commerce starts with until a merchandiser changes them. */
export const SPEC_RATES: CurrencyRates = { USD: 1, EUR: 0.85, GBP: 0.73, PLN: 3.92, JPY: 110.5, CAD: 1.25 }

/** A rate a merchandiser may set: more than nothing, and no more than a million units per dollar. */
export const RATE_MAX = 1_000_000

const digits = new Map<string, number>()

/** Digits after the point of the currency's smallest unit: 0 for JPY, 2 for the others (ISO 4217, as Intl has it). */
export function minorDigits(currency: string): number {
  let known = digits.get(currency)
  if (known === undefined) {
    known = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
    digits.set(currency, known)
  }
  return known
}

/** An amount as a whole number of the currency's smallest unit (cents; yen): how two amounts are compared without a floating-point edge. */
export const inMinorUnits = (amount: number, currency: string): number => Math.round(amount * 10 ** minorDigits(currency))

/** An amount rounded to the currency's smallest unit (half up, as a price is written). */
export function roundToUnit(amount: number, currency: string): number {
  const scale = 10 ** minorDigits(currency)
  // The epsilon keeps 764.995 (binary 764.99499…) rounding up, as a price written on paper does.
  return Math.round(amount * scale + 1e-7) / scale
}

/** A USD amount in `currency` at `rate` (its units per USD), rounded to the currency's unit. */
export const atRate = (usd: number, rate: number, currency: string): number => roundToUnit(usd * rate, currency)

/** A USD price in every charged currency: set by hand where a merchandiser did, else the USD price at the rate. */
export function pricesOf(usd: number, rates: CurrencyRates, setByHand: Partial<Prices> = {}): Prices {
  return Object.fromEntries(CHARGED_CURRENCIES.map((currency) => [currency, setByHand[currency] ?? atRate(usd, rates[currency], currency)])) as Prices
}
