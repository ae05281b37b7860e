import { useTranslation } from "react-i18next"
import { SEARCH_CATEGORIES, type SearchCategory } from "@shop/contracts/api"

/** Single-choice category badges, starting at all. */
export function CategoryFilter({ value, onChange }: { value: SearchCategory; onChange: (category: SearchCategory) => void }) {
  const { t } = useTranslation()
  return (
    <div className="chip-group" role="group" aria-label={t("search.categoryLabel")}>
      {SEARCH_CATEGORIES.map((category) => (
        <button key={category} type="button" className="chip" aria-pressed={category === value} onClick={() => onChange(category)}>
          {t(`search.categories.${category}`)}
        </button>
      ))}
    </div>
  )
}
