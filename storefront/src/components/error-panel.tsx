/** What a section shows when its data could not be loaded: what happened, and a way to try again. */
import { useTranslation } from "react-i18next"
import { Icon } from "./icon"

export function ErrorPanel({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="panel panel--center error-panel" role="alert">
      <Icon name="alert" size={40} />
      <h2 className="panel__title">{title}</h2>
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t("common.retry")}
        </button>
      )}
    </div>
  )
}
