/**
 * A table that scrolls sideways when the screen is narrower than it (a phone): the scrolling box is a named
 * region in the tab order, so a keyboard can scroll it and a screen reader says what it holds (WCAG 2.1.1).
 */
import type { ReactNode } from "react"

export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
