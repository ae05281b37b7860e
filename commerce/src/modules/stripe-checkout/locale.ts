import type Stripe from "stripe"

/**
 * The shop's languages as Stripe Checkout locales. Stripe has no Arabic, Bengali or plain Hindi locale (it has
 * hi-IN, which is Hindi): for languages it lacks, `auto` lets Stripe follow the browser.
 */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  pl: "pl",
  en: "en",
  de: "de",
  fr: "fr",
  es: "es",
  it: "it",
  zh: "zh",
  ru: "ru",
  hi: "hi-IN",
  pt: "pt",
  id: "id",
  ja: "ja",
  ko: "ko",
}

export function checkoutLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  return CHECKOUT_LOCALES[language] ?? "auto"
}
