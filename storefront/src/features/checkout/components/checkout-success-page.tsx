/**
 * /{lang}/checkout/success?session_id=… — where Stripe's page returns the shopper: "payment received, confirming
 * your order" until commerce has made the order (the lookup itself completes it if the webhook is late), then
 * the order. A checkout that came from the cart empties the cart; buy-now leaves it alone.
 */
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import type { OrderConfirmation } from "@shop/contracts/api"
import { Icon } from "../../../components/icon"
import { LoadingText } from "../../../components/loading-text"
import { LocalizedLink } from "../../../components/localized-link"
import { useCart } from "../../../lib/cart-context"
import { formatAmount } from "../../../lib/currency"
import { useDocumentTitle } from "../../../lib/document-title"
import { HttpError } from "../../../lib/http"
import { useLanguage } from "../../../lib/language-context"
import { useOrderBySession } from "../api/get-order-by-session"

export function CheckoutSuccessPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sessionId = params.get("session_id") ?? ""
  const fromCart = params.get("from") === "cart"
  const { data, error } = useOrderBySession(sessionId)
  const { clearCart } = useCart()
  const complete = data?.status === "complete"
  useDocumentTitle(t("pages.checkoutSuccess"))

  useEffect(() => {
    if (complete && fromCart) clearCart()
  }, [complete, fromCart, clearCart])

  let body
  if (!sessionId || (error instanceof HttpError && (error.status === 404 || error.status === 400))) {
    body = <p role="alert">{t("checkout.success.notFound")}</p>
  } else if (error instanceof HttpError && error.status === 410) {
    body = <p role="alert">{t("checkout.success.expired")}</p>
  } else if (error) {
    body = <p role="alert">{t("checkout.success.error")}</p>
  } else if (!complete) {
    body = <LoadingText>{t("checkout.success.pending")}</LoadingText>
  } else {
    body = <OrderSummary order={data.order} />
  }

  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1 className="page-header__title">{complete ? t("checkout.success.title") : t("pages.checkoutSuccess")}</h1>
      </header>
      {body}
      <LocalizedLink to="/products" className="button button--ghost">
        <Icon name="arrow-left" size={18} />
        {t("checkout.success.continue")}
      </LocalizedLink>
    </div>
  )
}

/** Order number, lines, shipping and total in USD (what was charged), the e-mail masked. */
function OrderSummary({ order }: { order: OrderConfirmation }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const usd = (amount: number) => formatAmount(amount, "USD", language)
  return (
    <section className="order-summary" aria-label={t("checkout.success.orderNumber", { number: order.order_number })}>
      <p className="order-summary__number">
        <Icon name="check" size={20} /> {t("checkout.success.orderNumber", { number: order.order_number })}
      </p>
      {order.email && <p>{t("checkout.success.email", { email: order.email })}</p>}
      <div className="table-wrap">
        <table className="table">
          <caption className="table__caption">{t("checkout.success.items")}</caption>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">{line.name}</th>
                <td>× {line.quantity}</td>
                <td>{usd(line.total)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t("cart.shipping")}</th>
              <td>{order.shipping?.name}</td>
              <td data-testid="order-shipping">{order.shipping_total === 0 ? t("cart.free") : usd(order.shipping_total)}</td>
            </tr>
            <tr className="order-summary__total">
              <th scope="row">{t("checkout.success.total")}</th>
              <td />
              <td data-testid="order-total">{usd(order.total)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}
