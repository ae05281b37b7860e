import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { useDocumentTitle } from "../../../lib/document-title"

export function ProductNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t("product.notFound"))
  return (
    <div className="container page">
      <div className="panel panel--center">
        <Icon name="package" size={40} />
        <h1 className="panel__title">{t("product.notFound")}</h1>
        <LocalizedLink to="/products" className="button button--primary">
          <Icon name="arrow-left" size={18} />
          {t("product.backToProducts")}
        </LocalizedLink>
      </div>
    </div>
  )
}
