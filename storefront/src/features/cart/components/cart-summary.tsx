import { useTranslation } from "react-i18next"
import { ComingSoonButton } from "../../../components/coming-soon-button"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { useCart } from "../../../lib/cart-context"
import { useCurrency } from "../../../lib/currency-context"

/** Product count, free shipping, total; checkout comes later (explained in a tooltip). */
export function CartSummary() {
  const { t } = useTranslation()
  const { totalItems, totalPrice } = useCart()
  const { formatPrice } = useCurrency()
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t("cart.summary")}
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>{t("cart.products")}</dt>
          <dd>{totalItems}</dd>
        </div>
        <div>
          <dt>{t("cart.shipping")}</dt>
          <dd className="text-success">{t("cart.free")}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t("cart.total")}</dt>
          <dd>{formatPrice(totalPrice)}</dd>
        </div>
      </dl>
      <ComingSoonButton reason={t("cart.checkoutSoon")} className="button button--primary button--large button--block">
        {t("cart.checkout")}
      </ComingSoonButton>
      <LocalizedLink to="/products" className="button button--ghost button--block">
        <Icon name="arrow-left" size={18} />
        {t("cart.continue")}
      </LocalizedLink>
    </aside>
  )
}
