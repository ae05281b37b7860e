/**
 * The order's SMS updates, when the shopper gave a number at checkout: to which number (masked), whether they are
 * on, and the button that turns them off or on again. A STOP reply does the same for every order with the number.
 */
import { useTranslation } from "react-i18next"
import type { OrderSmsUpdates } from "@shop/contracts/api"
import { Isolated } from "../../../components/isolated"
import { useSetOrderSms } from "../api/set-order-sms"

export function OrderSms({ token, sms }: { token: string; sms: OrderSmsUpdates | null }) {
  const { t } = useTranslation()
  const change = useSetOrderSms(token)
  if (!sms) return null
  return (
    <section className="order-sms" aria-labelledby="order-sms-title">
      <h2 id="order-sms-title" className="order-sms__title">
        {t("order.sms.title")}
      </h2>
      <p role="status">
        <Isolated text={t(sms.on ? "order.sms.on" : "order.sms.off", { phone: sms.phone })} />
      </p>
      <button type="button" className="button button--ghost" disabled={change.isPending} aria-busy={change.isPending} onClick={() => change.mutate({ on: !sms.on })}>
        {t(sms.on ? "order.sms.turnOff" : "order.sms.turnOn")}
      </button>
      <p className="order-sms__hint">{t("order.sms.hint")}</p>
      {change.isError && <p role="alert">{t("order.sms.error")}</p>}
    </section>
  )
}
