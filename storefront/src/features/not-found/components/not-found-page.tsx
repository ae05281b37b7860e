/** Unknown routes (spec §2, §8): 'Oops! Page not found', a link home, and a console message. */
import { useEffect, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router-dom"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { useDocumentTitle } from "../../../lib/document-title"

/** `children`: what the page that was not found adds (the order page: how to have an order's link sent again). */
export function NotFoundPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  useDocumentTitle(t("notFound.message"))
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname)
  }, [pathname])
  return (
    <div className="container page">
      <div className="panel panel--center not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="panel__title">{t("notFound.message")}</h1>
        <LocalizedLink to="/" className="button button--primary">
          <Icon name="arrow-left" size={18} />
          {t("notFound.home")}
        </LocalizedLink>
        {children}
      </div>
    </div>
  )
}
