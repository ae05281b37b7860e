import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { paginationModel } from "../pagination"

/** Previous, first page…, five pages around the current one, …last page, next (spec §2). */
export function Pagination({ current, total, onChange }: { current: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation()
  const model = paginationModel(current, total)
  const pageButton = (page: number) => (
    <li key={page}>
      <button
        type="button"
        className="pagination__page"
        aria-current={page === current ? "page" : undefined}
        aria-label={t("catalogue.pagination.page", { page })}
        onClick={() => page !== current && onChange(page)}
      >
        {page}
      </button>
    </li>
  )
  const ellipsis = (key: string) => (
    <li key={key} className="pagination__ellipsis" aria-hidden="true">
      …
    </li>
  )

  return (
    <nav className="pagination" aria-label={t("catalogue.pagination.label")}>
      <button type="button" className="pagination__step" disabled={!model.hasPrevious} onClick={() => onChange(current - 1)}>
        <Icon name="chevron-left" size={18} />
        <span>{t("catalogue.pagination.previous")}</span>
      </button>
      <ul className="pagination__pages">
        {model.first && pageButton(1)}
        {model.firstEllipsis && ellipsis("start")}
        {model.pages.map(pageButton)}
        {model.lastEllipsis && ellipsis("end")}
        {model.last && pageButton(total)}
      </ul>
      <button type="button" className="pagination__step" disabled={!model.hasNext} onClick={() => onChange(current + 1)}>
        <span>{t("catalogue.pagination.next")}</span>
        <Icon name="chevron-right" size={18} />
      </button>
    </nav>
  )
}
