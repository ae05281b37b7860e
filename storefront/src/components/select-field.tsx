import { useId, type ReactNode } from "react"

/**
 * A labelled <select>: in the header's style (label for screen readers only), or `stacked` with the label shown
 * above it (forms). `onChange` gets the chosen option's value.
 */
export function SelectField({
  label,
  value,
  onChange,
  stacked = false,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  stacked?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className={stacked ? "select-field select-field--stacked" : "select-field"}>
      <label htmlFor={id} className={stacked ? "select-field__label select-field__label--visible" : "select-field__label"}>
        {label}
      </label>
      <select id={id} className="select-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  )
}
