/** Skip link, header, the current screen (or the 404 screen for an unknown path), footer. */
import { Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Outlet, useLocation } from "react-router-dom"
import { matchRoute } from "../../shared/routes"
import { Footer } from "../components/layout/footer"
import { Header } from "../components/layout/header"
import { LoadingText } from "../components/loading-text"
import { PaidCheckoutsWhenPending } from "../features/checkout/paid/paid-checkouts-when-pending"
import { HydrationMark } from "../lib/use-hydrated"
import { notFound } from "./screens"

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
      <PaidCheckoutsWhenPending />
    </>
  )
}
