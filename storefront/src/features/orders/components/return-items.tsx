/**
 * The order page's "Return items" (the shop's promise: 30 days from delivery, no reason needed): shown while
 * commerce says something may be returned (`returnable`), until the last day it names. The shopper picks how
 * many of each line, a reason (free return shipping when the shop erred) and, for "other", a note, and gives the
 * code e-mailed to the order's address (emailed-code.tsx). Commerce keeps every rule: what is left to return,
 * the window, the code, and two requests at once.
 */
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { RETURN_NOTE_MAX_LENGTH, RETURN_REASONS, SHOP_FAULT_RETURN_REASONS, type OrderReturnable, type ReturnReason } from "@shop/contracts/api"
import { formatShopDate } from "@shop/contracts/shop-time"
import { formatAmount } from "../../../lib/currency"
import { HttpError } from "../../../lib/http"
import { useLanguage } from "../../../lib/language-context"
import { useRequestReturn } from "../api/request-return"
import { Isolated } from "../../../components/isolated"
import { codeRefusal, EmailedCode } from "./emailed-code"

/** `currency`: the order's, which the return's shipping is charged in. */
export function ReturnItems({ token, returnable, currency }: { token: string; returnable: OrderReturnable | null; currency: string }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const [open, setOpen] = useState(false)
  const request = useRequestReturn(token)
  const done = request.isSuccess ? (
    <p role="status" className="order-return__done">
      {t("order.return.done")}
    </p>
  ) : null
  if (!returnable) return done
  // The shop's clock, as the e-mails count days (contracts' shop-time.ts).
  const date = formatShopDate(returnable.until, language)
  return (
    <section className="order-return" aria-labelledby="order-return-title">
      {done}
      <h2 id="order-return-title" className="order-return__title">
        {t("order.return.title")}
      </h2>
      <p>
        <Isolated text={t("order.return.until", { date })} />
      </p>
      {open ? (
        <ReturnForm token={token} returnable={returnable} currency={currency} request={request} onClose={() => setOpen(false)} />
      ) : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            request.reset()
            setOpen(true)
          }}
        >
          {t("order.return.button")}
        </button>
      )}
    </section>
  )
}

function ReturnForm({
  token,
  returnable,
  currency,
  request,
  onClose,
}: {
  token: string
  returnable: OrderReturnable
  currency: string
  request: ReturnType<typeof useRequestReturn>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const id = useId()
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [reason, setReason] = useState<ReturnReason>("changed_mind")
  const [note, setNote] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [code, setCode] = useState("")

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lines = returnable.lines.flatMap((line) => (quantities[line.line_id] ? [{ line_id: line.line_id, quantity: quantities[line.line_id]! }] : []))
    if (!lines.length) return setProblem(t("order.return.nothingChosen"))
    if (reason === "other" && !note.trim()) return setProblem(t("order.return.noteRequired"))
    if (!code.trim()) return setProblem(t("order.code.why"))
    setProblem(null)
    request.mutate({ lines, reason, code, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: onClose })
  }
  const failure =
    problem ??
    codeRefusal(request.error, t) ??
    (request.error instanceof HttpError && request.error.status < 500 ? t("order.return.refused") : request.error ? t("order.return.error") : null)
  const free = SHOP_FAULT_RETURN_REASONS.includes(reason)

  return (
    <form className="order-return__form" onSubmit={submit} noValidate>
      <fieldset className="order-return__lines">
        <legend>{t("order.return.pick")}</legend>
        {returnable.lines.map((line) => (
          <div key={line.line_id} className="order-return__line">
            <span className="order-return__name">{line.name}</span>
            <select
              className="input order-return__quantity"
              aria-label={t("order.return.quantity", { name: line.name })}
              value={quantities[line.line_id] ?? 0}
              onChange={(event) => {
                setProblem(null)
                setQuantities({ ...quantities, [line.line_id]: Number(event.target.value) })
              }}
            >
              {Array.from({ length: line.quantity + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>{" "}
            <span>
              <Isolated text={t("order.return.of", { count: line.quantity })} />
            </span>
          </div>
        ))}
      </fieldset>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-reason`}>
          {t("order.return.reason")}
        </label>
        <select id={`${id}-reason`} className="input" value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`order.return.reasons.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-note`}>
          {t("order.return.note")}
        </label>
        <textarea
          id={`${id}-note`}
          className="input input--multiline"
          rows={3}
          maxLength={RETURN_NOTE_MAX_LENGTH}
          required={reason === "other"}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <p>
        <Isolated text={free ? t("order.return.shippingFree") : t("order.return.shippingCharged", { amount: formatAmount(returnable.shipping_amount, currency, language) })} />
      </p>
      <EmailedCode token={token} action="return" code={code} onCode={setCode} disabled={request.isPending} />
      {failure && (
        <p role="alert" className="form-alert">
          {failure}
        </p>
      )}
      <div className="order-return__actions">
        <button type="submit" className="button button--dark" disabled={request.isPending}>
          {t("order.return.submit")}
        </button>{" "}
        <button type="button" className="button button--ghost" disabled={request.isPending} onClick={onClose}>
          {t("order.return.close")}
        </button>
      </div>
    </form>
  )
}
