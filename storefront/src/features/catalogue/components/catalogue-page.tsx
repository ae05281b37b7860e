/** The catalogue (spec §2): 24 products a page from ?page=, a filter box that searches, pagination. */
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { CATALOGUE_PAGE_SIZE } from "@shop/contracts/api"
import { ProductGrid, ProductGridLoading } from "../../../components/product-grid"
import { useDocumentTitle } from "../../../lib/document-title"
import { useProductsPage } from "../api/get-products"
import { knownPageCount, parsePageParam } from "../pagination"
import { CatalogueFilter } from "./catalogue-filter"
import { Pagination } from "./pagination"
import { Isolated } from "../../../components/isolated"

export function CataloguePage() {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = parsePageParam(searchParams.get("page"))
  const { data, isPending, isError, isPlaceholderData } = useProductsPage(page)
  const entries = data ?? []
  const pageCount = knownPageCount(page, entries.length, CATALOGUE_PAGE_SIZE)
  useDocumentTitle(t("catalogue.documentTitle", { page }))

  const previousPage = useRef(page)
  useEffect(() => {
    if (previousPage.current === page) return
    previousPage.current = page
    window.scrollTo({ top: 0, behavior: "smooth" })
  }, [page])

  const goTo = (next: number) =>
    setSearchParams((params) => {
      params.set("page", String(next))
      return params
    })

  return (
    <div className="container page">
      <header className="page-header page-header--split">
        <div>
          <h1 className="page-header__title">{t("catalogue.title")}</h1>
          <p className="page-header__description">{t("catalogue.description")}</p>
          {/* A heading: the product cards' names (h3) come under it. */}
          <h2 className="page-header__meta">
            <Isolated text={t("catalogue.pageOf", { page })} />
          </h2>
        </div>
        <CatalogueFilter />
      </header>
      {isPending ? (
        <ProductGridLoading label={t("catalogue.loading")} count={CATALOGUE_PAGE_SIZE} />
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? "is-refreshing" : undefined}>
          {entries.length > 0 && <ProductGrid entries={entries} eagerCount={4} />}
          {/* A failed fetch is only logged (spec §8); an empty page past the end says so. */}
          {entries.length === 0 && !isError && <p className="empty-note">{t("catalogue.emptyPage")}</p>}
        </div>
      )}
      <Pagination current={page} total={pageCount} onChange={goTo} />
    </div>
  )
}
