/**
 * "Find your order" (issue 54): the address the order was placed with and its number; commerce e-mails the
 * order's link again when they match. The page says the same whether or not they did (it cannot know, and must
 * not tell anyone whose orders are whose): that the link is on its way if the order is theirs. Both fields are
 * checked before sending, by the server's rules; a 429 (too many asks from this address) and a failure are an alert,
 * and what was typed stays.
 */
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { orderNumberDigits } from "@shop/contracts/api"
import { FormField } from "../../../components/form-field"
import { Icon } from "../../../components/icon"
import { Isolated } from "../../../components/isolated"
import { HttpError } from "../../../lib/http"
import { useDocumentTitle } from "../../../lib/document-title"
import { useLanguage } from "../../../lib/language-context"
import { checkContactField } from "../../content/contact-form-rules"
import { useFindOrder } from "../api/find-order"
import { OrderPageFrame } from "./order-page-frame"

type Field = "email" | "number"

export function TrackOrderPage() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const find = useFindOrder()
  const [values, setValues] = useState<Record<Field, string>>({ email: "", number: "" })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sentFor, setSentFor] = useState<{ email: string; number: string }>()
  const baseId = useId()
  useDocumentTitle(t("pages.trackOrder"))

  const problems = (shown: Record<Field, string>): Partial<Record<Field, string>> => ({
    ...(checkContactField("email", shown.email) && { email: t("trackOrder.invalidEmail") }),
    ...(orderNumberDigits(shown.number) === undefined && { number: t("trackOrder.invalidNumber") }),
  })

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    setSentFor(undefined)
    // A field that shows a problem is checked again as it is corrected.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: problems(next)[field] }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (find.isPending) return
    const form = event.currentTarget
    const found = problems(values)
    setErrors(found)
    setSentFor(undefined)
    const first = (["email", "number"] as const).find((field) => found[field])
    if (first) {
      find.reset()
      const control = form.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    const ask = { email: values.email.trim(), number: orderNumberDigits(values.number)!, language }
    find.mutate(ask, { onSuccess: () => setSentFor({ email: ask.email, number: ask.number }) })
  }

  const failure = find.error
  const alert = failure && (failure instanceof HttpError && failure.status === 429 ? t("trackOrder.tooMany") : t("trackOrder.error"))
  const field = (name: Field) => ({ id: `${baseId}-${name}`, name, value: values[name], error: errors[name], onChange: (value: string) => change(name, value) })

  return (
    <OrderPageFrame title={t("pages.trackOrder")}>
      <section className="contact-form track-order">
        <p>{t("trackOrder.intro")}</p>
        <form noValidate onSubmit={submit} aria-busy={find.isPending}>
          <FormField {...field("email")} label={t("trackOrder.email")} type="email" autoComplete="email" />
          <FormField {...field("number")} label={t("trackOrder.number")} inputMode="numeric" hint={t("trackOrder.numberHint")} />
          {alert && (
            <p className="form-alert" role="alert">
              <Icon name="alert" size={18} />
              {alert}
            </p>
          )}
          <div role="status" className="form-success-region">
            {sentFor && (
              <p className="form-success">
                <Icon name="check" size={18} />
                <Isolated text={t("trackOrder.sent", sentFor)} />
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary button--large" disabled={find.isPending}>
            <Icon name="mail" size={18} />
            {find.isPending ? t("trackOrder.sending") : t("trackOrder.submit")}
          </button>
        </form>
      </section>
    </OrderPageFrame>
  )
}
