/**
 * Checking a shown price ("764,99 €", "1 104,99 zł", "$2,699.97") against the spec's reading (§9: USD × rate) written as the page's language writes an amount in
 * that currency (ADR 0018: Intl.NumberFormat, the currency's own decimals, none for JPY; Latin digits).
 */
import { expect, type Locator } from "@playwright/test"
import { RATES, type Lang, type PickerCurrency } from "./spec.js"

/** Each language's locale, as the shop formats with it (contracts' languages.ts, which Playwright's loader cannot import). */
const LOCALES: Record<Lang, string> = {
  pl: "pl-PL",
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  zh: "zh-CN",
  ar: "ar-SA",
  ru: "ru-RU",
  hi: "hi-IN",
  bn: "bn-BD",
  pt: "pt-PT",
  id: "id-ID",
  ja: "ja-JP",
  ko: "ko-KR",
}

/** Without bidi marks and isolates, every kind of space as a plain one: what a reader sees. */
const asRead = (text: string) =>
  text
    .replace(/[\u2066-\u2069\u200e\u200f]/g, "")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()

/** "ok", or what is wrong with `text` as `amount` (already in `currency`) on a page in `lang`. */
export function checkShownAmount(text: string, amount: number, currency: PickerCurrency, lang: Lang): string {
  const wanted = asRead(new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency, numberingSystem: "latn" }).format(amount))
  return asRead(text) === wanted ? "ok" : `"${asRead(text)}" is not ${amount} ${currency} as ${lang} writes it: "${wanted}"`
}

/** Waits until `locator` shows `amount` of `currency` (commerce's figure, as charged) written as `lang` writes it. */
export async function expectShownAmount(locator: Locator, amount: number, currency: PickerCurrency, lang: Lang): Promise<void> {
  await expect.poll(async () => checkShownAmount(await locator.innerText(), amount, currency, lang), { message: `${amount} ${currency} (${lang})` }).toBe("ok")
}

/** "ok", or what is wrong with `text` as `usd` shown in `currency` on a page in `lang`. */
export function checkShownPrice(text: string, usd: number, currency: PickerCurrency, lang: Lang): string {
  const amount = usd * RATES[currency]
  const wanted = asRead(new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency, numberingSystem: "latn" }).format(amount))
  return asRead(text) === wanted ? "ok" : `"${asRead(text)}" is not ${usd} USD × ${RATES[currency]} in ${currency} as ${lang} writes it: "${wanted}"`
}

/** The `{{price}}` part of `text` written with `template` ("{{price}} each"); all of `text` without a template. */
export function priceWithin(text: string, template?: string): string {
  if (!template) return text
  const [before = "", after = ""] = template.split("{{price}}")
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const match = new RegExp(`^${escape(before)}(.*)${escape(after)}$`, "s").exec(text.trim())
  return match ? match[1]! : `(not "${template}": "${text}")`
}

/** Waits until `locator` shows `usd` converted into `currency` (spec §9) on a page in `lang`, alone or as `{{price}}` in `template`. */
export async function expectShownPrice(locator: Locator, usd: number, currency: PickerCurrency, lang: Lang, template?: string): Promise<void> {
  await expect
    .poll(async () => checkShownPrice(priceWithin(await locator.innerText(), template), usd, currency, lang), { message: `price of ${usd} USD in ${currency} (${lang})` })
    .toBe("ok")
}
