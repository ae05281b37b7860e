import { useTranslation } from "react-i18next"
import type { SearchCategory } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { Icon } from "../../../components/icon"
import { LoadingText } from "../../../components/loading-text"
import { ProductGrid } from "../../../components/product-grid"
import { useSearch } from "../api/search-products"

/** Start panel without a query; otherwise loading, the count and the first results, or a no-results panel. */
export function SearchResults({ q, category, language, onClear }: { q: string; category: SearchCategory; language: LanguageCode; onClear: () => void }) {
  const { t } = useTranslation()
  const { data, isPending, isError } = useSearch({ q, category, lang: language })

  if (!q) {
    return (
      <div className="panel panel--center">
        <Icon name="search" size={40} />
        <h2 className="panel__title">{t("search.startTitle")}</h2>
        <p>{t("search.startText")}</p>
      </div>
    )
  }
  if (isPending) return <LoadingText>{t("search.loading")}</LoadingText>
  if (isError) {
    return (
      <div className="panel panel--center" role="alert">
        <h2 className="panel__title">{t("search.errorTitle")}</h2>
        <p>{t("search.errorText")}</p>
      </div>
    )
  }
  if (data.results.length === 0) {
    return (
      <div className="panel panel--center">
        <Icon name="package" size={40} />
        <h2 className="panel__title">{t("search.noResults")}</h2>
        <button type="button" className="button button--primary" onClick={onClear}>
          {t("search.clear")}
        </button>
      </div>
    )
  }
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="section__title search-results__title">
        {t("search.resultsHeading", { total: data.total, q })}
      </h2>
      <ProductGrid entries={data.results} eagerCount={4} />
    </section>
  )
}
