/** /{lang}/checkout/cancel — the shopper left Stripe's page: nothing was charged, the cart is unchanged. */
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { useDocumentTitle } from "../../../lib/document-title"

export function CheckoutCancelPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const product = params.get("from") === "product" && /^\d{1,9}$/.test(params.get("product") ?? "") ? params.get("product") : null
  useDocumentTitle(t("pages.checkoutCancel"))
  return (
    <div className="container page page--narrow">
      <div className="panel panel--center">
        <Icon name="returns" size={44} />
        <h1 className="panel__title">{t("checkout.cancel.title")}</h1>
        <p role="status">{product ? t("checkout.cancel.textProduct") : t("checkout.cancel.text")}</p>
        {product ? (
          <LocalizedLink to={`/product/${product}`} className="button button--primary">
            <Icon name="arrow-left" size={18} />
            {t("checkout.cancel.backToProduct")}
          </LocalizedLink>
        ) : (
          <LocalizedLink to="/cart" className="button button--primary">
            <Icon name="arrow-left" size={18} />
            {t("checkout.cancel.backToCart")}
          </LocalizedLink>
        )}
      </div>
    </div>
  )
}
