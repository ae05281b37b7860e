/** The page frame for every route: hydration, language, currency, ship-to country, cart and notifications around header, screen, footer. */
import { ToastProvider } from "../components/toast/toast-provider"
import { CartProvider } from "../lib/cart-context"
import { CurrencyProvider } from "../lib/currency-context"
import { LanguageProvider } from "../lib/language-context"
import { ShipToProvider } from "../lib/ship-to-context"
import { HydrationProvider } from "../lib/use-hydrated"
import { ScrollToTop } from "./scroll-to-top"
import { SiteShell } from "./site-shell"

export function RootLayout() {
  return (
    <HydrationProvider>
      <LanguageProvider>
        <CurrencyProvider>
          <ShipToProvider>
            <CartProvider>
              <ToastProvider>
                <ScrollToTop />
                <SiteShell />
              </ToastProvider>
            </CartProvider>
          </ShipToProvider>
        </CurrencyProvider>
      </LanguageProvider>
    </HydrationProvider>
  )
}
