/**
 * Contact (spec §2): the seller's details and the page's text beside the contact form. The form does not
 * wait for the page's text: a shopper can write while it loads, and even when it could not be loaded.
 */
import { useTranslation } from "react-i18next"
import { ErrorPanel } from "../../../components/error-panel"
import { LoadingText } from "../../../components/loading-text"
import { RichText } from "../../../components/rich-text"
import { useLanguage } from "../../../lib/language-context"
import { useContentPage } from "../api/get-content-page"
import { ContactDetails } from "./contact-details"
import { ContactForm } from "./contact-form"
import { PageFrame } from "./page-frame"

export function ContactPage() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data: page, isError, refetch } = useContentPage("contact", language)
  const body = page ? (
    <RichText value={page.body} />
  ) : isError ? (
    <ErrorPanel title={t("content.errorTitle")} text={t("content.errorText")} onRetry={() => void refetch()} />
  ) : (
    <LoadingText>{t("content.loading")}</LoadingText>
  )
  return (
    <PageFrame
      title={page?.title ?? t("pages.contact")}
      description={page?.description}
      state={{
        status: "ready",
        content: (
          <div className="contact-layout">
            <div className="contact-layout__info">
              <ContactDetails />
              {body}
            </div>
            <ContactForm />
          </div>
        ),
      }}
    />
  )
}
