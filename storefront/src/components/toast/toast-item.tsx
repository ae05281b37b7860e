import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { TOAST_DURATION_MS } from "../../lib/ui-constants"
import { Icon } from "../icon"
import type { Toast } from "./toast-context"
import { Isolated } from "../isolated"

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation()
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [toast.id, onDismiss])

  return (
    <li className={`toast toast--${toast.tone}`}>
      <Icon name={toast.tone === "success" ? "check" : "sparkles"} className="toast__icon" />
      <p className="toast__message">
        <Isolated text={toast.message} />
      </p>
      <button type="button" className="icon-button icon-button--small" onClick={() => onDismiss(toast.id)} aria-label={t("toast.dismiss")}>
        <Icon name="close" size={16} />
      </button>
    </li>
  )
}
