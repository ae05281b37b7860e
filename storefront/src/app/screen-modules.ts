/**
 * Where each screen's code lives, by route name (shared/routes.ts), and where each language's UI strings
 * live: the one list both the app (./screens.tsx loads these modules lazily) and the server read. The
 * server looks the paths up in the build's manifest (dist/.vite/manifest.json) to preload the current
 * screen's and language's chunks with the HTML, saving a round trip before the first paint.
 * Paths are relative to the storefront folder, as Vite's manifest names them. No imports with runtime
 * code: the server imports this file.
 */
import type { LanguageCode } from "@shop/contracts/languages"
import type { RouteName } from "../../shared/routes.js"
import { SHELL, type StringsPart } from "../locales/parts.js"

export type ScreenName = RouteName | "notFound"

const CONTENT = "src/features/content/components"
/** Privacy, terms and cookies: one module (the same screen), a component each. */
const POLICY_PAGE = `${CONTENT}/policy-page.tsx` as const

/** The module, the name of the component it exports, and the part of the UI strings it adds to the shell's (src/locales/parts.ts). */
export const SCREEN_MODULES = {
  home: { module: "src/features/home/components/home-page.tsx", export: "HomePage", strings: "home" },
  products: { module: "src/features/catalogue/components/catalogue-page.tsx", export: "CataloguePage", strings: "catalogue" },
  product: { module: "src/features/product/components/product-page.tsx", export: "ProductPage", strings: "product" },
  cart: { module: "src/features/cart/components/cart-page.tsx", export: "CartPage", strings: "cart" },
  search: { module: "src/features/search/components/search-page.tsx", export: "SearchPage", strings: "catalogue" },
  shipping: { module: "src/features/shipping/components/shipping-page.tsx", export: "ShippingPage", strings: "content" },
  contact: { module: `${CONTENT}/contact-page.tsx`, export: "ContactPage", strings: "contact" },
  support: { module: `${CONTENT}/support-page.tsx`, export: "SupportPage", strings: "content" },
  faq: { module: `${CONTENT}/faq-page.tsx`, export: "FaqPage", strings: "content" },
  returns: { module: `${CONTENT}/returns-page.tsx`, export: "ReturnsPage", strings: "content" },
  warranty: { module: `${CONTENT}/warranty-page.tsx`, export: "WarrantyPage", strings: "content" },
  privacy: { module: POLICY_PAGE, export: "PrivacyPage", strings: "content" },
  terms: { module: POLICY_PAGE, export: "TermsPage", strings: "content" },
  cookies: { module: POLICY_PAGE, export: "CookiesPage", strings: "content" },
  checkoutSuccess: { module: "src/features/checkout/components/checkout-success-page.tsx", export: "CheckoutSuccessPage", strings: "orders" },
  checkoutCancel: { module: "src/features/checkout/components/checkout-cancel-page.tsx", export: "CheckoutCancelPage", strings: "orders" },
  order: { module: "src/features/orders/components/order-page.tsx", export: "OrderPage", strings: "orders" },
  trackOrder: { module: "src/features/orders/components/track-order-page.tsx", export: "TrackOrderPage", strings: "orders" },
  notFound: { module: "src/features/not-found/components/not-found-page.tsx", export: "NotFoundPage", strings: "notFound" },
} as const satisfies Record<ScreenName, { module: string; export: string; strings: StringsPart }>

/** The app itself, which the page's entry (src/boot.ts) imports once the server's HTML has been painted. */
export const APP_MODULE = "src/main.tsx"

/**
 * A language's UI strings for a screen (src/locales/index.ts loads them): the shell's, which every screen shows,
 * and the screen's part. Each a chunk the build makes from src/locales/{lang}.json (vite.config.ts).
 */
export const localeModules = (language: LanguageCode, screen: ScreenName): string[] => [
  `src/locales/${language}.json?strings=${SHELL}`,
  `src/locales/${language}.json?strings=${SCREEN_MODULES[screen].strings}`,
]
