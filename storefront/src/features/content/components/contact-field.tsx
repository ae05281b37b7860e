import { Icon } from "../../../components/icon"
import { Isolated } from "../../../components/isolated"

/** One field of the contact form: its label, the control, and the message saying what to fix beside it. */
export function ContactField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  multiline = false,
  type = "text",
  autoComplete,
}: {
  id: string
  name: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  multiline?: boolean
  type?: "text" | "email"
  autoComplete?: string
}) {
  const errorId = `${id}-error`
  const control = {
    id,
    name,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  }
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...control} className="input input--multiline" rows={7} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} className="input" type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
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
