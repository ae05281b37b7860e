/**
 * A button whose action is not available yet (checkout): it stays focusable and explains itself in a
 * tooltip instead of doing nothing silently.
 */
import type { ReactNode } from "react"
import { Tooltip } from "./tooltip"

export function ComingSoonButton({ reason, className, children }: { reason: string; className: string; children: ReactNode }) {
  return (
    <Tooltip content={reason}>
      <button type="button" className={className} aria-disabled="true">
        {children}
      </button>
    </Tooltip>
  )
}
