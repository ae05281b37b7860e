/** The notification stack, bottom end corner, announced politely to screen readers. */
import { useTranslation } from "react-i18next"
import type { Toast } from "./toast-context"
import { ToastItem } from "./toast-item"

export function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation()
  return (
    <section className="toaster" aria-label={t("toast.region")} aria-live="polite">
      <ol className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  )
}
