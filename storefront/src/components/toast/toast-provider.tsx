/** Holds the notifications; at most three are shown, a fourth pushes out the oldest (spec §9). */
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react"
import { TOAST_VISIBLE_LIMIT } from "../../lib/ui-constants"
import { ToastContext, type Toast, type ToastTone } from "./toast-context"
import { Toaster } from "./toaster"

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)

  const notify = useCallback((message: string, tone: ToastTone = "info") => {
    const id = nextId.current++
    setToasts((current) => [...current, { id, message, tone }].slice(-TOAST_VISIBLE_LIMIT))
  }, [])
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), [])

  const value = useMemo(() => ({ notify }), [notify])
  return (
    <ToastContext value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  )
}
