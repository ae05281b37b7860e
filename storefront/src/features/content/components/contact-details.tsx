/**
 * The seller's details from the CMS settings (spec §2): company, registration number, address, e-mail and
 * phone (as mailto: and tel: links), opening hours, and the two marketplaces' review pages (new tab).
 */
import { useTranslation } from "react-i18next"
import type { SiteSettings } from "@shop/contracts/content"
import { ErrorPanel } from "../../../components/error-panel"
import { Icon } from "../../../components/icon"
import { LoadingText } from "../../../components/loading-text"
import { useLanguage } from "../../../lib/language-context"
import { useSiteSettings } from "../api/get-site-settings"

/** A phone number as a tel: link takes only digits and the leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`
/** Review pages are other sites: only web addresses become links. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url)

export function ContactDetails() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data: settings, isError, refetch } = useSiteSettings(language)
  if (!settings) {
    return isError ? (
      <ErrorPanel title={t("contact.details.error")} text={t("content.errorText")} onRetry={() => void refetch()} />
    ) : (
      <LoadingText>{t("contact.details.loading")}</LoadingText>
    )
  }
  return <Details settings={settings} />
}

function Details({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation()
  const { address, openingHours } = settings
  const reviewLinks = settings.reviewLinks.filter((link) => isWebAddress(link.url))
  return (
    <section className="contact-card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-card__title">
        {t("contact.details.title")}
      </h2>
      <dl className="contact-details">
        <div>
          <dt>{t("contact.details.company")}</dt>
          <dd>{settings.companyName}</dd>
        </div>
        <div>
          <dt>{t("contact.details.registrationNumber")}</dt>
          <dd>{settings.registrationNumber}</dd>
        </div>
        <div>
          <dt>{t("contact.details.address")}</dt>
          <dd>
            <address>
              {address.street}
              <br />
              {address.city} {address.postcode}
              <br />
              {address.country}
            </address>
          </dd>
        </div>
        <div>
          <dt>{t("contact.details.email")}</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
            {settings.emailResponse && <span className="contact-details__note">{settings.emailResponse}</span>}
          </dd>
        </div>
        <div>
          <dt>{t("contact.details.phone")}</dt>
          <dd>
            {/* Phone numbers read left to right in every language. */}
            <a href={telHref(settings.phone)} dir="ltr">
              {settings.phone}
            </a>
            {settings.phoneHours && <span className="contact-details__note">{settings.phoneHours}</span>}
          </dd>
        </div>
      </dl>

      <h3 className="contact-card__subtitle">{t("contact.details.openingHours")}</h3>
      <dl className="opening-hours">
        <div>
          <dt>{openingHours.weekdaysLabel}</dt>
          <dd>{openingHours.weekdays}</dd>
        </div>
        <div>
          <dt>{openingHours.weekendLabel}</dt>
          <dd>{openingHours.weekend}</dd>
        </div>
      </dl>

      {reviewLinks.length > 0 && (
        <>
          <h3 className="contact-card__subtitle">{t("contact.details.reviews")}</h3>
          <ul className="review-links">
            {reviewLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <Icon name="star" size={16} />
                  {link.label}
                  <span className="visually-hidden"> ({t("contact.details.newTab")})</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
