import { useTranslation } from "react-i18next"
import { dateFormat } from "../../../lib/dates"
import { useLanguage } from "../../../lib/language-context"

/** "Last updated: 15 January 2024", the date written the page language's way. */
export function LastUpdated({ date }: { date: string }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const when = new Date(date)
  if (Number.isNaN(when.getTime())) return null
  // The CMS gives a calendar date ("2024-01-15", read as UTC midnight): format it in UTC so no time zone moves it a day.
  const formatted = dateFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(when)
  return (
    <p className="page-header__meta">
      {t("content.lastUpdated")} <time dateTime={date}>{formatted}</time>
    </p>
  )
}
