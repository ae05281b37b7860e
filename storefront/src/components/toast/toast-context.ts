import { createContext, useContext } from "react"

export type ToastTone = "info" | "success"

export interface Toast {
  id: number
  message: string
  tone: ToastTone
}

export interface ToastContextValue {
  /** Shows a short notification; it closes by itself after 4 s. */
  notify: (message: string, tone?: ToastTone) => void
}

export const ToastContext = createContext<ToastContextValue | null>(null)

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext)
  if (!context) throw new Error("useToast must be used within a ToastProvider")
  return context
}
