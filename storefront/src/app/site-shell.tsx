/** Skip link, header, the current screen (or the 404 screen for an unknown path), footer. */
import { Suspense, useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Outlet, useLocation } from "react-router-dom"
import { matchRoute } from "../../shared/routes"
import { Footer } from "../components/layout/footer"
import { Header } from "../components/layout/header"
import { LoadingText } from "../components/loading-text"
import { notFound } from "./screens"

/**
 * `<html data-hydrated>` once React has taken the server's page over: this effect runs when the screen's
 * part of the page (inside the Suspense boundary, hydrated last) commits. Until then a click or a change
 * reaches no handler; tests wait for it before they interact, as a shopper would wait for the page to respond.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ""
  }, [])
  return null
}

export function SiteShell() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  // The same test the server uses to answer 404: /xx/products, /product/abc and the like are unknown.
  const known = matchRoute(pathname) !== undefined
  return (
    <>
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<LoadingText>{t("common.loading")}</LoadingText>}>
          <HydrationMark />
          {known ? <Outlet /> : <notFound.Screen />}
        </Suspense>
      </main>
      <Footer />
    </>
  )
}
