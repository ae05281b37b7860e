/** Search (spec §2, §5): query box, category badges, and results from GET /api/search in the current language. */
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import type { SearchCategory } from "@shop/contracts/api"
import { useDocumentTitle } from "../../../lib/document-title"
import { useLanguage } from "../../../lib/language-context"
import { useSearch } from "../api/search-products"
import { readSearchParams, withCategory, withPage, withQuery } from "../search-params"
import { CategoryFilter } from "./category-filter"
import { SearchForm } from "./search-form"
import { SearchResults } from "./search-results"

export function SearchPage() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const [searchParams, setSearchParams] = useSearchParams()
  const { q, category, page } = readSearchParams(searchParams)
  // The badges' counts come with the results (the same cached answer).
  const counts = useSearch({ q, category, lang: language, page }).data?.categories
  useDocumentTitle(q ? t("search.documentTitleQuery", { q }) : t("search.title"))

  const setQuery = (query: string) => setSearchParams((params) => withQuery(params, query))
  const setCategory = (next: SearchCategory) => setSearchParams((params) => withCategory(params, next), { replace: true })
  const setPage = (next: number) => {
    setSearchParams((params) => withPage(params, next))
    window.scrollTo({ top: 0 })
  }

  return (
    <div className="container page">
      <header className="page-header">
        <h1 className="page-header__title">{t("search.title")}</h1>
        <p className="page-header__description">{t("search.description")}</p>
      </header>
      {/* Keyed by q: a new q from the URL (header, catalogue filter, back) resets the box to it. */}
      <SearchForm key={q} initialQuery={q} onSubmit={setQuery} />
      <CategoryFilter value={category} counts={q ? counts : undefined} onChange={setCategory} />
      <SearchResults q={q} category={category} page={page} language={language} onClear={() => setQuery("")} onSearch={setQuery} onPage={setPage} />
    </div>
  )
}
