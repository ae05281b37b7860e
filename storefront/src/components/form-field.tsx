import { Icon } from "./icon"
import { Isolated } from "./isolated"

/** One field of a form (contact, find your order, the checkout's SMS number): its label, the control, a hint, and the message saying what to fix beside it. */
export function FormField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  multiline = false,
  type = "text",
  autoComplete,
  inputMode,
  hint,
}: {
  id: string
  name: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  multiline?: boolean
  type?: "text" | "email" | "tel"
  autoComplete?: string
  inputMode?: "numeric" | "email" | "tel"
  /** What a right value looks like, read out with the field. */
  hint?: string
}) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ")
  const control = {
    id,
    name,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  }
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...control} className="input input--multiline" rows={7} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} className="input" type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          <Icon name="alert" size={16} />
          <Isolated text={error} />
        </p>
      )}
    </div>
  )
}
