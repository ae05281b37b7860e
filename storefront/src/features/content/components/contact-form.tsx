/**
 * The contact form (name, e-mail, subject, message): checked before sending with the server's own rules
 * (../contact-form-rules.ts), each problem shown beside its field; a 400's per-field messages are shown the
 * same way, a 429 or 503 as an alert with the server's text. What was typed stays until the message is
 * stored (201): then the form empties and says so. The button is disabled while the message is on its way.
 */
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { FormField } from "../../../components/form-field"
import { Icon } from "../../../components/icon"
import { HttpError } from "../../../lib/http"
import { useLanguage } from "../../../lib/language-context"
import { useSendContactMessage } from "../api/send-contact-message"
import {
  CONTACT_FIELDS,
  checkContactField,
  checkContactForm,
  EMPTY_CONTACT_FORM,
  isContactField,
  trimContactForm,
  type ContactField as Field,
  type ContactFieldProblem,
} from "../contact-form-rules"

type FieldErrors = Partial<Record<Field, string>>

export function ContactForm() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const send = useSendContactMessage()
  const [values, setValues] = useState(EMPTY_CONTACT_FORM)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sent, setSent] = useState(false)
  const baseId = useId()

  const problemText = (field: Field, problem: ContactFieldProblem): string => {
    if (problem.code === "tooLong") return t("contact.form.errors.tooLong", { count: problem.max })
    if (problem.code === "invalidEmail") return t("contact.form.errors.emailInvalid")
    switch (field) {
      case "name":
        return t("contact.form.errors.nameRequired")
      case "email":
        return t("contact.form.errors.emailRequired")
      case "subject":
        return t("contact.form.errors.subjectRequired")
      case "message":
        return t("contact.form.errors.messageRequired")
    }
  }

  /** Shows the problems beside their fields and puts the cursor in the first one. */
  const showErrors = (form: HTMLFormElement, shown: FieldErrors) => {
    setErrors(shown)
    const first = CONTACT_FIELDS.find((field) => shown[field])
    const control = first && form.elements.namedItem(first)
    if (control instanceof HTMLElement) control.focus()
  }

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setSent(false)
    // A field that shows a problem is checked again as it is corrected, so the message goes once it is right.
    if (errors[field]) {
      const problem = checkContactField(field, value)
      setErrors((current) => ({ ...current, [field]: problem && problemText(field, problem) }))
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (send.isPending) return
    setSent(false)
    const problems = checkContactForm(values)
    if (Object.keys(problems).length > 0) {
      send.reset()
      showErrors(form, Object.fromEntries(CONTACT_FIELDS.flatMap((field) => (problems[field] ? [[field, problemText(field, problems[field])]] : []))))
      return
    }
    setErrors({})
    send.mutate(
      { ...trimContactForm(values), language },
      {
        onSuccess: () => {
          setValues(EMPTY_CONTACT_FORM)
          setSent(true)
        },
        onError: (error) => {
          // The server's per-field messages go beside their fields; anything else is the alert below.
          if (error instanceof HttpError && error.status === 400 && error.fields) {
            showErrors(form, Object.fromEntries(Object.entries(error.fields).filter(([field]) => isContactField(field))))
          }
        },
      }
    )
  }

  const failure = send.error
  const fieldFailure = failure instanceof HttpError && failure.status === 400 && failure.fields && Object.keys(failure.fields).some(isContactField)
  // HttpError carries the server's text (429: when to try again; 503: try later); without an answer, ours.
  const alert = failure && !fieldFailure ? (failure instanceof HttpError ? failure.message : t("contact.form.failed")) : undefined

  const field = (name: Field) => ({
    id: `${baseId}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
  })

  return (
    <section className="contact-form" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="contact-form__title">
        {t("contact.form.title")}
      </h2>
      <form noValidate onSubmit={submit} aria-busy={send.isPending}>
        <div className="contact-form__row">
          <FormField {...field("name")} label={t("contact.form.name")} autoComplete="name" />
          <FormField {...field("email")} label={t("contact.form.email")} type="email" autoComplete="email" />
        </div>
        <FormField {...field("subject")} label={t("contact.form.subject")} />
        <FormField {...field("message")} label={t("contact.form.message")} multiline />
        {alert && (
          <p className="form-alert" role="alert">
            <Icon name="alert" size={18} />
            {alert}
          </p>
        )}
        <div role="status" className="form-success-region">
          {sent && (
            <p className="form-success">
              <Icon name="check" size={18} />
              {t("contact.form.sent")}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary button--large" disabled={send.isPending}>
          <Icon name="mail" size={18} />
          {send.isPending ? t("contact.form.sending") : t("contact.form.send")}
        </button>
      </form>
    </section>
  )
}
