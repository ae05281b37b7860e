import { useId, type ReactNode } from "react"

/** A labelled <select> in the header's style; `onChange` gets the chosen option's value. */
export function SelectField({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId()
  return (
    <div className="select-field">
      <label htmlFor={id} className="select-field__label">
        {label}
      </label>
      <select id={id} className="select-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  )
}
