/** An order as the confirmation page and the order page show it. */
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import type { OrderConfirmation } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { Icon } from "../../../components/icon"
import { TableWrap } from "../../../components/table-wrap"
import { formatAmount } from "../../../lib/currency"
import { useLanguage } from "../../../lib/language-context"
import { deliveryDays } from "../../shipping/delivery-days"
import { Isolated } from "../../../components/isolated"
import { DispatchDay } from "./dispatch-day"

/** The shipping method in the page's language where its delivery time is known, else as commerce names it. */
function shippingMethod(shipping: OrderConfirmation["shipping"], t: TFunction, language: LanguageCode): string | undefined {
  if (!shipping) return undefined
  const days = shipping.delivery_days
  return days ? t("order.shippingTracked", deliveryDays(days, language)) : shipping.name
}

/** Order number, its dispatch day (until it has left or was cancelled), lines, shipping and total in USD (what was charged), the e-mail masked. */
export function OrderSummary({
  order,
  emailNote = "checkout.success.email",
  showDispatch = true,
}: {
  order: OrderConfirmation
  emailNote?: "checkout.success.email" | "order.email"
  showDispatch?: boolean
}) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  // In the order's currency: what was charged.
  const money = (amount: number) => formatAmount(amount, order.currency, language)
  return (
    <section className="order-summary" aria-label={t("checkout.success.orderNumber", { number: order.order_number })}>
      <p className="order-summary__number">
        <Icon name="check" size={20} /> <Isolated text={t("checkout.success.orderNumber", { number: order.order_number })} />
      </p>
      {showDispatch && <DispatchDay placedAt={order.placed_at} />}
      {order.email && <p>{t(emailNote, { email: order.email })}</p>}
      <TableWrap label={t("checkout.success.items")}>
        <table className="table">
          <caption className="table__caption">{t("checkout.success.items")}</caption>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">{line.name}</th>
                <td>× {line.quantity}</td>
                <td>{money(line.total)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t("cart.shipping")}</th>
              <td>
                <Isolated text={shippingMethod(order.shipping, t, language) ?? ""} />
              </td>
              <td data-testid="order-shipping">{order.shipping_total === 0 ? t("cart.free") : money(order.shipping_total)}</td>
            </tr>
            <tr className="order-summary__total">
              <th scope="row">{t("checkout.success.total")}</th>
              <td />
              <td data-testid="order-total">{money(order.total)}</td>
            </tr>
          </tbody>
        </table>
      </TableWrap>
    </section>
  )
}
