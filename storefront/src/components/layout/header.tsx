/**
 * The sticky site header (spec §2): logo and tagline, main links, language and currency, search, cart with
 * a count badge above zero, and on small screens a menu toggle that opens the same links and selectors.
 */
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router-dom"
import { useCart } from "../../lib/cart-context"
import { Icon } from "../icon"
import { LocalizedLink } from "../localized-link"
import { CartCountAnnouncer } from "./cart-count-announcer"
import { HeaderSearch } from "../../features/search/components/header-search"
import { CurrencySelect } from "./currency-select"
import { LanguageSelect } from "./language-select"
import { MainNav } from "./main-nav"
import { SiteLogo } from "./site-logo"

const MOBILE_MENU_ID = "mobile-menu"

export function Header() {
  const { t } = useTranslation()
  const { totalItems } = useCart()
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const [menuPath, setMenuPath] = useState(pathname)
  const close = () => setMenuOpen(false)

  // Any navigation (a link, back, a language change) closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false)
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [menuOpen])

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <SiteLogo onNavigate={close} />
        <nav className="site-header__nav" aria-label={t("header.mainNav")}>
          <MainNav className="main-nav" />
        </nav>
        <div className="site-header__tools">
          <div className="site-header__selects">
            <LanguageSelect />
            <CurrencySelect />
          </div>
          <HeaderSearch onOpen={close} />
          <CartCountAnnouncer />
          <LocalizedLink to="/cart" className="icon-button cart-link" aria-label={t("header.cart", { count: totalItems })} onClick={close}>
            <Icon name="cart" />
            {totalItems > 0 && (
              <span className="cart-link__badge" aria-hidden="true">
                {totalItems > 99 ? "99+" : totalItems}
              </span>
            )}
          </LocalizedLink>
          <button
            type="button"
            className="icon-button site-header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? "close" : "menu"} />
          </button>
        </div>
      </div>
      {/* Its links and selectors only while open: every page's render and HTML would otherwise carry a hidden
          copy of the header's (≈ 50 elements, a tenth of a product page's render), of no use without JavaScript. */}
      <div id={MOBILE_MENU_ID} className="mobile-menu" hidden={!menuOpen}>
        {menuOpen && (
          <nav className="container" aria-label={t("header.mobileNav")}>
            <MainNav className="mobile-menu__links" onNavigate={close} />
            <div className="mobile-menu__selects">
              <LanguageSelect />
              <CurrencySelect />
            </div>
          </nav>
        )}
      </div>
    </header>
  )
}
