/**
 * A text tooltip for its one child: opens after 700 ms of hover or on keyboard focus, at once when another
 * tooltip closed less than 300 ms ago (spec §9); Escape closes it. The child is described by the text.
 */
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react"
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../lib/ui-constants"

let lastClosedAt = 0

export function Tooltip({ content, children }: { content: string; children: ReactElement<{ "aria-describedby"?: string }> }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const show = (immediately: boolean) => {
    window.clearTimeout(timer.current)
    if (immediately || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true)
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS)
  }
  const hide = () => {
    window.clearTimeout(timer.current)
    if (open) lastClosedAt = Date.now()
    setOpen(false)
  }

  return (
    <span
      className="tooltip-anchor"
      onPointerEnter={() => show(false)}
      onPointerLeave={hide}
      onFocus={() => show(true)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === "Escape") hide()
      }}
    >
      {cloneElement(children, { "aria-describedby": id })}
      <span role="tooltip" id={id} className="tooltip" data-open={open}>
        {content}
      </span>
    </span>
  )
}
