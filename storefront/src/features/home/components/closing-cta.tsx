import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"

export function ClosingCta() {
  const { t } = useTranslation()
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta">
          <h2 id="cta-title" className="cta__title">
            {t("home.cta.title")}
          </h2>
          <p className="cta__text">{t("home.cta.text")}</p>
          <div className="cta__actions">
            <LocalizedLink to="/products" className="button button--light button--large">
              {t("home.cta.shop")}
              <Icon name="arrow-right" size={18} />
            </LocalizedLink>
            <LocalizedLink to="/contact" className="button button--outline-light button--large">
              {t("home.cta.contact")}
            </LocalizedLink>
          </div>
        </div>
      </div>
    </section>
  )
}
