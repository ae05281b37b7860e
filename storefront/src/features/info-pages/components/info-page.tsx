/** CMS pages (contact, support, FAQ, returns, warranty, privacy, terms, cookies): a heading until their content arrives. */
import { useTranslation } from "react-i18next"
import type { RouteName } from "../../../../shared/routes"
import { useDocumentTitle } from "../../../lib/document-title"

export type InfoPageName = Exclude<RouteName, "home" | "products" | "product" | "cart" | "search" | "shipping" | "checkoutSuccess" | "checkoutCancel">

export function InfoPage({ page }: { page: InfoPageName }) {
  const { t } = useTranslation()
  const title = t(`pages.${page}`)
  useDocumentTitle(title)
  return (
    <div className="container page">
      <header className="page-header">
        <h1 className="page-header__title">{title}</h1>
      </header>
    </div>
  )
}
