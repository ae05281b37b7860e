import { useTranslation } from "react-i18next"
import { SEARCH_CATEGORIES, type SearchCategory } from "@shop/contracts/api"

/** Single-choice category badges, starting at all; with a query, each says how many results it has. */
export function CategoryFilter({
  value,
  counts,
  onChange,
}: {
  value: SearchCategory
  counts?: Partial<Record<SearchCategory, number>>
  onChange: (category: SearchCategory) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="chip-group" role="group" aria-label={t("search.categoryLabel")}>
      {SEARCH_CATEGORIES.map((category) => (
        <button key={category} type="button" className="chip" aria-pressed={category === value} onClick={() => onChange(category)}>
          {t(`search.categories.${category}`)}
          {counts?.[category] !== undefined && <span className="chip__count">{counts[category]}</span>}
        </button>
      ))}
    </div>
  )
}
