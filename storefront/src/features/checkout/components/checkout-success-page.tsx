/**
 * /{lang}/checkout/success?session_id=… — where Stripe's page returns the shopper: "payment received, confirming
 * your order" until commerce has made the order (the lookup itself completes it if the webhook is late), then
 * the order (or, when its units went to another shopper meanwhile, that nothing was ordered and the payment is
 * refunded in full). The lines a cart's checkout paid for leave the cart (paid/use-paid-checkouts.ts does the same on
 * any page the shopper goes to instead); buy-now leaves the cart alone.
 */
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { Isolated } from "../../../components/isolated"
import { LoadingText } from "../../../components/loading-text"
import { LocalizedLink } from "../../../components/localized-link"
import { useCart } from "../../../lib/cart-context"
import { useDocumentTitle } from "../../../lib/document-title"
import { formatAmount } from "../../../lib/currency"
import { HttpError } from "../../../lib/http"
import { useLanguage } from "../../../lib/language-context"
import { OrderPageFrame } from "../../orders/components/order-page-frame"
import { OrderSummary } from "../../orders/components/order-summary"
import { useOrderBySession } from "../api/get-order-by-session"
import { useSettleCheckout } from "../paid/use-paid-checkouts"

export function CheckoutSuccessPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sessionId = params.get("session_id") ?? ""
  const fromCart = params.get("from") === "cart"
  const { data, error } = useOrderBySession(sessionId)
  const { clearCart } = useCart()
  const { language } = useLanguage()
  const settleCheckout = useSettleCheckout()
  const complete = data?.status === "complete"
  useDocumentTitle(t("pages.checkoutSuccess"))

  useEffect(() => {
    // The lines this checkout paid for leave the cart (lines added since stay); a checkout this browser did not
    // remember (storage blocked) empties a cart it came from, as before.
    if (complete)
      settleCheckout(sessionId, "paid").then(
        (settled) => !settled && fromCart && clearCart(),
        (error: unknown) => console.error("The paid lines could not leave the cart", error)
      )
  }, [complete, fromCart, clearCart, settleCheckout, sessionId])

  let body
  if (!sessionId || (error instanceof HttpError && (error.status === 404 || error.status === 400))) {
    body = <p role="alert">{t("checkout.success.notFound")}</p>
  } else if (error instanceof HttpError && error.status === 410) {
    body = <p role="alert">{t("checkout.success.expired")}</p>
  } else if (error) {
    body = <p role="alert">{t("checkout.success.error")}</p>
  } else if (data?.status === "sold_out") {
    body = (
      <p role="alert">
        <Isolated text={t("checkout.success.soldOut", { amount: formatAmount(data.refunded.amount, data.refunded.currency, language) })} />
      </p>
    )
  } else if (!complete) {
    body = <LoadingText>{t("checkout.success.pending")}</LoadingText>
  } else {
    body = (
      <>
        <OrderSummary order={data.order} />
        {/* No link once the order's link was renewed: the new one went to the order's e-mail. */}
        {data.order.token && (
          <p>
            <LocalizedLink to={`/order/${data.order.token}`}>{t("order.view")}</LocalizedLink>
          </p>
        )}
      </>
    )
  }

  return <OrderPageFrame title={complete ? t("checkout.success.title") : t("pages.checkoutSuccess")}>{body}</OrderPageFrame>
}
