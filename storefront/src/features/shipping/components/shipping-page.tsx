/** The shipping page (spec §2): the price table per country from commerce; the surrounding copy comes with the CMS. */
import { useTranslation } from "react-i18next"
import { LocalizedLink } from "../../../components/localized-link"
import { useDocumentTitle } from "../../../lib/document-title"
import { ShippingRates } from "./shipping-rates"

export function ShippingPage() {
  const { t } = useTranslation()
  const title = t("pages.shipping")
  useDocumentTitle(title)
  return (
    <div className="container page">
      <header className="page-header">
        <h1 className="page-header__title">{title}</h1>
      </header>
      <ShippingRates />
      <p className="shipping-rates__note">
        {t("shipping.notListed")} <LocalizedLink to="/contact">{t("shipping.contactUs")}</LocalizedLink>
      </p>
    </div>
  )
}
