/**
 * The one-time code a cancellation or a return asks for (commerce/src/lib/order-codes.ts): whoever holds the
 * order's link sees the order; only whoever reads the order's e-mail changes it. "E-mail me a code", then the
 * field for it (the browser offers a code from the mail app where it can: autocomplete one-time-code).
 */
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { ORDER_CODE_LENGTH, type OrderCodeAction } from "@shop/contracts/api"
import { HttpError } from "../../../lib/http"
import { useSendOrderCode } from "../api/send-order-code"
import { Isolated } from "../../../components/isolated"

/** What the shopper is told when the code they typed was refused (the cancel and return calls' 403 and 410). */
export function codeRefusal(error: unknown, t: (key: string) => string): string | null {
  if (!(error instanceof HttpError)) return null
  if (error.status === 403) return t("order.code.wrong")
  if (error.status === 410) return t("order.code.expired")
  return null
}

export function EmailedCode(props: { token: string; action: OrderCodeAction; code: string; onCode: (code: string) => void; disabled?: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const send = useSendOrderCode(props.token, props.action)
  const failure = send.error instanceof HttpError && send.error.status === 429 ? t("order.code.tooSoon") : send.error ? t("order.code.error") : null
  return (
    <div className="order-code" role="group" aria-labelledby={`${id}-why`}>
      <p id={`${id}-why`}>{t("order.code.why")}</p>
      <button type="button" className="button button--ghost" disabled={send.isPending || props.disabled} onClick={() => send.mutate()}>
        {send.isSuccess ? t("order.code.resend") : t("order.code.send")}
      </button>
      {send.isSuccess && (
        <p role="status">
          <Isolated text={t("order.code.sent", { email: send.data.sent_to ?? "" })} />
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}
      {send.isSuccess && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-code`}>
            {t("order.code.label")}
          </label>
          <input
            id={`${id}-code`}
            className="input order-code__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ORDER_CODE_LENGTH + 2}
            value={props.code}
            onChange={(event) => props.onCode(event.target.value)}
          />
        </div>
      )}
    </div>
  )
}
