/** The page frame for every route: language, currency, ship-to country, cart and notifications around header, screen, footer. */
import { ToastProvider } from "../components/toast/toast-provider"
import { CartProvider } from "../lib/cart-context"
import { CurrencyProvider } from "../lib/currency-context"
import { LanguageProvider } from "../lib/language-context"
import { ShipToProvider } from "../lib/ship-to-context"
import { ScrollToTop } from "./scroll-to-top"
import { SiteShell } from "./site-shell"

export function RootLayout() {
  return (
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
  )
}
