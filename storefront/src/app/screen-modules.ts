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

export type ScreenName = RouteName | "notFound"

const CONTENT = "src/features/content/components"
/** Privacy, terms and cookies: one module (the same screen), a component each. */
const POLICY_PAGE = `${CONTENT}/policy-page.tsx` as const

/** The module and the name of the component it exports. */
export const SCREEN_MODULES = {
  home: { module: "src/features/home/components/home-page.tsx", export: "HomePage" },
  products: { module: "src/features/catalogue/components/catalogue-page.tsx", export: "CataloguePage" },
  product: { module: "src/features/product/components/product-page.tsx", export: "ProductPage" },
  cart: { module: "src/features/cart/components/cart-page.tsx", export: "CartPage" },
  search: { module: "src/features/search/components/search-page.tsx", export: "SearchPage" },
  shipping: { module: "src/features/shipping/components/shipping-page.tsx", export: "ShippingPage" },
  contact: { module: `${CONTENT}/contact-page.tsx`, export: "ContactPage" },
  support: { module: `${CONTENT}/support-page.tsx`, export: "SupportPage" },
  faq: { module: `${CONTENT}/faq-page.tsx`, export: "FaqPage" },
  returns: { module: `${CONTENT}/returns-page.tsx`, export: "ReturnsPage" },
  warranty: { module: `${CONTENT}/warranty-page.tsx`, export: "WarrantyPage" },
  privacy: { module: POLICY_PAGE, export: "PrivacyPage" },
  terms: { module: POLICY_PAGE, export: "TermsPage" },
  cookies: { module: POLICY_PAGE, export: "CookiesPage" },
  checkoutSuccess: { module: "src/features/checkout/components/checkout-success-page.tsx", export: "CheckoutSuccessPage" },
  checkoutCancel: { module: "src/features/checkout/components/checkout-cancel-page.tsx", export: "CheckoutCancelPage" },
  order: { module: "src/features/orders/components/order-page.tsx", export: "OrderPage" },
  notFound: { module: "src/features/not-found/components/not-found-page.tsx", export: "NotFoundPage" },
} as const satisfies Record<ScreenName, { module: string; export: string }>

/** The app itself, which the page's entry (src/boot.ts) imports once the server's HTML has been painted. */
export const APP_MODULE = "src/main.tsx"

/** The UI strings of a language (src/locales/index.ts loads them). */
export const localeModule = (language: LanguageCode): string => `src/locales/${language}.json`
