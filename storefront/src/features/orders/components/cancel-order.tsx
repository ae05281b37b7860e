/**
 * The order page's "Cancel order" (the shop's promise: within 2 hours, while nothing is shipped). Shown while
 * commerce says the order may be cancelled (`cancellable_until`); asks once more before it cancels, since a
 * cancellation cannot be taken back, with the code e-mailed to the order's address (emailed-code.tsx). Commerce
 * keeps the rules: a click after the window gets its 409, a wrong code its 403.
 */
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { formatShopTime } from "@shop/contracts/shop-time"
import { HttpError } from "../../../lib/http"
import { useLanguage } from "../../../lib/language-context"
import { useCancelOrder } from "../api/cancel-order"
import { Isolated } from "../../../components/isolated"
import { codeRefusal, EmailedCode } from "./emailed-code"

export function CancelOrder({ token, until }: { token: string; until: string | null }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const [confirming, setConfirming] = useState(false)
  const [code, setCode] = useState("")
  const cancel = useCancelOrder(token)
  if (cancel.isSuccess)
    return (
      <p role="status" className="order-cancel__done">
        {t("order.cancel.done")}
      </p>
    )
  if (!until) return null
  // The shop's clock, its zone named, as the e-mails tell times (contracts' shop-time.ts).
  const time = formatShopTime(until, language)
  const failure =
    codeRefusal(cancel.error, t) ?? (cancel.error instanceof HttpError && cancel.error.status === 409 ? t("order.cancel.tooLate") : cancel.error ? t("order.cancel.error") : null)
  return (
    <section className="order-cancel" aria-labelledby="order-cancel-title">
      <p id="order-cancel-title">
        <Isolated text={t("order.cancel.until", { time })} />
      </p>
      {confirming ? (
        <div className="order-cancel__confirm" role="group" aria-labelledby="order-cancel-confirm">
          <p id="order-cancel-confirm">{t("order.cancel.confirm")}</p>
          <EmailedCode token={token} action="cancel" code={code} onCode={setCode} disabled={cancel.isPending} />
          <button type="button" className="button button--dark" disabled={cancel.isPending || code.trim() === ""} onClick={() => cancel.mutate({ code })}>
            {t("order.cancel.yes")}
          </button>{" "}
          <button type="button" className="button button--ghost" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
            {t("order.cancel.keep")}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t("order.cancel.button")}
        </button>
      )}
      {failure && <p role="alert">{failure}</p>}
    </section>
  )
}
