/**
 * Amounts are integers in the currency's smallest unit, as in Stripe. Stripe's zero- and three-decimal lists
 * differ from ISO 4217 in places (ISK, HUF, UGX), so they are spelled out instead of read from Intl.
 */
const ZERO_DECIMAL = new Set(["bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf"])
const THREE_DECIMAL = new Set(["bhd", "jod", "kwd", "omr", "tnd"])

/** Stripe's ceiling for one charge, in minor units (eight digits). */
export const MAX_AMOUNT = 99_999_999

const SUPPORTED = new Set(Intl.supportedValuesOf("currency").map((code) => code.toLowerCase()))

export const isCurrency = (code: string) => /^[a-z]{3}$/.test(code) && SUPPORTED.has(code)

export function minorDigits(currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 0
  if (THREE_DECIMAL.has(currency)) return 3
  return 2
}

const formatters = new Map<string, Intl.NumberFormat>()

/** 1999, "usd" → "$19.99"; 1000, "jpy" → "¥1,000". */
export function formatAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase(), minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatters.set(currency, formatter)
  }
  return formatter.format(minor / 10 ** digits)
}
