/**
 * The cart (spec §2): an empty state, or one line per item and a summary. The cart lives in the browser,
 * so the server's HTML (and the hydrating render) shows the title and a loading line until it is read.
 */
import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { LoadingText } from "../../../components/loading-text"
import { LocalizedLink } from "../../../components/localized-link"
import { useCart } from "../../../lib/cart-context"
import { useDocumentTitle } from "../../../lib/document-title"
import { useAddFromLink } from "../add-from-link/use-add-from-link"
import { useLineProducts } from "../api/use-line-products"
import { CartLine } from "./cart-line"
import { CartSummary } from "./cart-summary"

export function CartPage() {
  const { t } = useTranslation()
  const { items, loaded } = useCart()
  const { pricesOf, stockOf } = useLineProducts(items)
  useDocumentTitle(t("cart.title"))
  useAddFromLink()

  if (!loaded) {
    return (
      <div className="container page cart-page">
        <header className="page-header">
          <h1 className="page-header__title">{t("cart.title")}</h1>
        </header>
        <LoadingText>{t("common.loading")}</LoadingText>
      </div>
    )
  }

  if (items.length === 0) {
    return (
      <div className="container page cart-page">
        <div className="panel panel--center">
          <Icon name="cart" size={44} />
          <h1 className="panel__title">{t("cart.empty")}</h1>
          <p>{t("cart.emptyText")}</p>
          <LocalizedLink to="/products" className="button button--primary">
            {t("cart.browse")}
            <Icon name="arrow-right" size={18} />
          </LocalizedLink>
        </div>
      </div>
    )
  }

  return (
    <div className="container page cart-page">
      <header className="page-header">
        <h1 className="page-header__title">{t("cart.title")}</h1>
      </header>
      <div className="cart">
        <ul className="cart__lines" aria-label={t("cart.linesLabel")}>
          {items.map((item) => (
            <CartLine key={item.id} item={item} prices={pricesOf(item)} stock={stockOf(item)} />
          ))}
        </ul>
        <CartSummary />
      </div>
    </div>
  )
}
