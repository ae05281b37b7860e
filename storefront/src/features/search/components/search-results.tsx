import { useTranslation } from "react-i18next"
import { CATALOGUE_PAGE_SIZE, type SearchCategory } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { Icon } from "../../../components/icon"
import { LoadingText } from "../../../components/loading-text"
import { ProductGrid } from "../../../components/product-grid"
import { Pagination } from "../../catalogue/components/pagination"
import { useReportSearchMiss } from "../api/report-search-miss"
import { useSearch } from "../api/search-products"
import { Isolated } from "../../../components/isolated"

/**
 * Start panel without a query; otherwise loading, the count and a page of results with the pages, or a
 * no-results panel (with a close spelling that has results, when there is one).
 */
export function SearchResults({
  q,
  category,
  page,
  language,
  onClear,
  onSearch,
  onPage,
}: {
  q: string
  category: SearchCategory
  page: number
  language: LanguageCode
  onClear: () => void
  onSearch: (query: string) => void
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  const { data, isPending, isError } = useSearch({ q, category, lang: language, page })
  // What shoppers did not find is counted for the merchandisers (only when nothing is found in any category).
  useReportSearchMiss(q, language, data)

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
        {data.suggestion && page === 1 && (
          <p className="search-results__suggestion">
            {t("search.didYouMean")}{" "}
            <button type="button" className="link-button" onClick={() => onSearch(data.suggestion!)}>
              {data.suggestion}
            </button>
          </p>
        )}
        <button type="button" className="button button--primary" onClick={onClear}>
          {t("search.clear")}
        </button>
      </div>
    )
  }
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="section__title search-results__title">
        <Isolated text={t("search.resultsHeading", { total: data.total, q })} />
      </h2>
      <ProductGrid entries={data.results} eagerCount={4} />
      {data.total > CATALOGUE_PAGE_SIZE && <Pagination current={page} total={Math.ceil(data.total / CATALOGUE_PAGE_SIZE)} onChange={onPage} />}
    </section>
  )
}
