import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { useCart } from "../../../lib/cart-context"
import { useCurrency } from "../../../lib/currency-context"
import { useLanguage } from "../../../lib/language-context"
import { useShipTo } from "../../../lib/ship-to-context"
import { DispatchLine } from "../../shipping/components/dispatch-line"
import { startCartCheckout, useCheckoutRedirect } from "../../checkout/api/start-checkout"
import { SmsUpdatesField } from "../../checkout/components/sms-updates-field"
import { useSmsUpdates } from "../../checkout/sms-updates/use-sms-updates"
import { useShippingRates } from "../../shipping/api/get-shipping-rates"
import { useLineProducts } from "../api/use-line-products"
import { ShipToSelect } from "../../shipping/components/ship-to-select"
import { shippingQuote } from "../../shipping/shipping-quote"
import { deliveryDays } from "../../shipping/delivery-days"
import { Isolated } from "../../../components/isolated"

/**
 * Product count, ship-to country, shipping for it (price or free, from commerce's rates), the total with
 * shipping, delivery updates by SMS if the shopper wants them, and checkout of the whole cart through Stripe's page
 * (not while a line is sold out or asks for more than is left: the line says so). (The spec shows shipping as always free,
 * which its own shipping table contradicts: see the README's deviations.)
 */
export function CartSummary() {
  const { t } = useTranslation()
  const { items, totalItems } = useCart()
  const { currency, format } = useCurrency()
  const { itemsTotal, orderable } = useLineProducts(items)
  const { language } = useLanguage()
  const { country } = useShipTo()
  const rates = useShippingRates(language)
  const sms = useSmsUpdates()
  const checkout = useCheckoutRedirect(startCartCheckout, sms.takeServerProblem)
  const quote = rates.data && itemsTotal !== null ? shippingQuote(rates.data.rates, country, itemsTotal, currency) : undefined

  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t("cart.summary")}
      </h2>
      {rates.data && <ShipToSelect rates={rates.data.rates} />}
      <dl className="cart-summary__rows">
        <div>
          <dt>{t("cart.products")}</dt>
          <dd>{totalItems}</dd>
        </div>
        <div>
          <dt>{t("cart.shipping")}</dt>
          <dd data-testid="cart-shipping" className={quote?.free ? "text-success" : undefined}>
            {!rates.data || itemsTotal === null ? "…" : !quote ? t("shipping.unavailable") : quote.free ? t("cart.free") : format(quote.price)}
          </dd>
        </div>
        {quote?.rate.days && (
          <div>
            <dt>{t("shipping.table.delivery")}</dt>
            <dd>
              <Isolated text={t("shipping.table.days", deliveryDays(quote.rate.days, language))} />
            </dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{t("cart.total")}</dt>
          <dd data-testid="cart-total">{itemsTotal === null ? "…" : format(itemsTotal + (quote?.price ?? 0))}</dd>
        </div>
      </dl>
      <SmsUpdatesField sms={sms} />
      <button
        type="button"
        className="button button--primary button--large button--block"
        disabled={checkout.busy || (rates.data !== undefined && !quote) || !orderable}
        aria-busy={checkout.busy}
        onClick={() => {
          const smsRequest = sms.forRequest()
          if (smsRequest) checkout.start({ lines: items.map((item) => ({ productId: item.id, quantity: item.quantity })), language, country, currency, ...smsRequest })
        }}
      >
        {checkout.busy ? t("checkout.redirecting") : t("cart.checkout")}
      </button>
      <DispatchLine />
      <LocalizedLink to="/products" className="button button--ghost button--block">
        <Icon name="arrow-left" size={18} />
        {t("cart.continue")}
      </LocalizedLink>
    </aside>
  )
}
