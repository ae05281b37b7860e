/**
 * Reading a shown price ("€764,99", "1 104,99 zł", "$2,699.97") back into symbol, amount and decimals,
 * and checking it against the spec's reading: USD × rate, two decimals, the currency's symbol (§9).
 */
import { expect, type Locator } from "@playwright/test"
import { RATES, SYMBOLS, type PickerCurrency } from "./spec.js"

export interface ShownPrice {
  symbol: string
  amount: number
  /** Digits after the decimal separator (0 when there is none). */
  decimals: number
}

const NUMBER = /\d(?:[\d.,\s\u00a0\u202f']*\d)?/

/** The first amount in `text` with whatever non-digit text surrounds it as the symbol. */
export function parseShownPrice(text: string): ShownPrice | undefined {
  const clean = text.replace(/[\u2066-\u2069\u200e\u200f]/g, "").trim()
  const match = NUMBER.exec(clean)
  if (!match) return undefined
  const digits = match[0]
  const separator = /[.,](\d+)$/.exec(digits)
  // A trailing group of exactly three digits after "," or "." is a thousands group, not decimals.
  const hasDecimals = separator !== null && separator[1]!.length !== 3
  const whole = (hasDecimals ? digits.slice(0, separator.index) : digits).replace(/\D/g, "")
  const fraction = hasDecimals ? separator[1]! : ""
  return {
    symbol: clean
      .replace(digits, "")
      .replace(/[\s\u00a0\u202f]+/g, " ")
      .trim(),
    amount: Number(fraction ? `${whole}.${fraction}` : whole),
    decimals: fraction.length,
  }
}

/** "ok", or what is wrong with `text` as `usd` shown in `currency`. */
export function checkShownPrice(text: string, usd: number, currency: PickerCurrency): string {
  const shown = parseShownPrice(text)
  const expected = usd * RATES[currency]
  const wanted = `${usd} USD × ${RATES[currency]} = ${expected.toFixed(2)} with "${SYMBOLS[currency]}"`
  if (!shown) return `"${text}" holds no amount; wanted ${wanted}`
  if (shown.symbol !== SYMBOLS[currency]) return `"${text}" has symbol "${shown.symbol}"; wanted ${wanted}`
  if (shown.decimals !== 2) return `"${text}" has ${shown.decimals} decimals; wanted 2`
  // Rounded to the cent: within half a cent of the exact product.
  if (Math.abs(shown.amount - expected) > 0.005 + 1e-9) return `"${text}" reads ${shown.amount}; wanted ${wanted}`
  return "ok"
}

/** The `{{price}}` part of `text` written with `template` ("{{price}} each"); all of `text` without a template. */
export function priceWithin(text: string, template?: string): string {
  if (!template) return text
  const [before = "", after = ""] = template.split("{{price}}")
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const match = new RegExp(`^${escape(before)}(.*)${escape(after)}$`, "s").exec(text.trim())
  return match ? match[1]! : `(not "${template}": "${text}")`
}

/** Waits until `locator` shows `usd` converted into `currency` (spec §9), alone or as `{{price}}` in `template`. */
export async function expectShownPrice(locator: Locator, usd: number, currency: PickerCurrency, template?: string): Promise<void> {
  await expect.poll(async () => checkShownPrice(priceWithin(await locator.innerText(), template), usd, currency), { message: `price of ${usd} USD in ${currency}` }).toBe("ok")
}
