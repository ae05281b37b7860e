/**
 * /{lang}/checkout/success?session_id=… — where Stripe's page returns the shopper: "payment received, confirming
 * your order" until commerce has made the order (the lookup itself completes it if the webhook is late), then
 * the order. A checkout that came from the cart empties the cart; buy-now leaves it alone.
 */
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { LoadingText } from "../../../components/loading-text"
import { LocalizedLink } from "../../../components/localized-link"
import { useCart } from "../../../lib/cart-context"
import { useDocumentTitle } from "../../../lib/document-title"
import { HttpError } from "../../../lib/http"
import { OrderPageFrame } from "../../orders/components/order-page-frame"
import { OrderSummary } from "../../orders/components/order-summary"
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
    body = (
      <>
        <OrderSummary order={data.order} />
        <p>
          <LocalizedLink to={`/order/${data.order.token}`}>{t("order.view")}</LocalizedLink>
        </p>
      </>
    )
  }

  return <OrderPageFrame title={complete ? t("checkout.success.title") : t("pages.checkoutSuccess")}>{body}</OrderPageFrame>
}
