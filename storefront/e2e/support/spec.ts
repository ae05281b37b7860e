/**
 * What the seed spec fixes (§2, §8, §9), written out here so a test fails when the app drifts from it
 * instead of agreeing with whatever the app's own constants say.
 */

/** §2: the 15 language codes; Polish is the default (unprefixed URLs). */
export const LANGUAGES = ["pl", "en", "de", "fr", "es", "it", "zh", "ar", "ru", "hi", "bn", "pt", "id", "ja", "ko"] as const
export type Lang = (typeof LANGUAGES)[number]

/**
 * §9: the currency each language brings, but for the six the spec names without a rate (CNY, RUB, INR, BDT, IDR,
 * KRW): those languages start in USD, a currency the shop shows and charges (ADR 0018, issue 55).
 */
export const DEFAULT_CURRENCY: Record<Lang, string> = {
  pl: "PLN",
  en: "USD",
  de: "EUR",
  fr: "EUR",
  es: "EUR",
  it: "EUR",
  pt: "EUR",
  zh: "USD",
  ar: "USD",
  ru: "USD",
  hi: "USD",
  bn: "USD",
  id: "USD",
  ja: "JPY",
  ko: "USD",
}

/** §9: the currency picker and its rates against USD (amounts are written as Intl writes them: ADR 0018). */
export const PICKER_CURRENCIES = ["USD", "EUR", "GBP", "PLN", "JPY", "CAD"] as const
export type PickerCurrency = (typeof PICKER_CURRENCIES)[number]
export const RATES: Record<PickerCurrency, number> = { USD: 1, EUR: 0.85, GBP: 0.73, PLN: 3.92, JPY: 110.5, CAD: 1.25 }

/** §2: every screen's path without the language prefix (terms and cookies are "not shown"). */
export const SPEC_ROUTES = [
  { path: "/", screen: "home" },
  { path: "/products", screen: "catalogue" },
  { path: "/product/1", screen: "product" },
  { path: "/cart", screen: "cart" },
  { path: "/shipping", screen: "shipping" },
  { path: "/contact", screen: "contact" },
  { path: "/support", screen: "support" },
  { path: "/faq", screen: "faq" },
  { path: "/returns", screen: "returns" },
  { path: "/warranty", screen: "warranty" },
  { path: "/privacy", screen: "privacy" },
  { path: "/search", screen: "search" },
] as const
export type Screen = (typeof SPEC_ROUTES)[number]["screen"]

/** §9 and the stack under test (640 products, item ids 1..640). */
export const PAGE_SIZE = 24
export const HOME_PRODUCT_COUNT = 20
export const PRODUCT_COUNT = 640
export const LAST_PAGE = Math.ceil(PRODUCT_COUNT / PAGE_SIZE)
export const REVIEW_COUNT = 127

/** English texts the spec quotes word for word. */
export const SPEC_TEXT = {
  notFound: "Oops! Page not found",
  productNotFound: "Product not found",
  cartEmpty: "Your cart is empty",
  noResults: "No products found for this query. Try different keywords.",
  checkoutFailed: "Failed to create checkout session. Please try again.",
} as const
