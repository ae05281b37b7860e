/**
 * A CMS page (GET /api/content/{slug}) in the shopper's language, framed by ./page-frame.tsx. Until the page
 * arrives (or when it cannot), the title is the route's name from the UI strings, so the screen never
 * starts blank; `children` renders the page's own parts once it is there.
 */
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { ContentPage, ContentPageSlug } from "@shop/contracts/content"
import { useLanguage } from "../../../lib/language-context"
import { useContentPage } from "../api/get-content-page"
import { LastUpdated } from "./last-updated"
import { PageFrame } from "./page-frame"

export function ContentPageFrame({ slug, showLastUpdated = false, children }: { slug: ContentPageSlug; showLastUpdated?: boolean; children: (page: ContentPage) => ReactNode }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data: page, isError, refetch } = useContentPage(slug, language)
  return (
    <PageFrame
      title={page?.title ?? t(`pages.${slug}`)}
      description={page?.description}
      meta={page && showLastUpdated ? <LastUpdated date={page.lastUpdated} /> : undefined}
      // A failed background refresh keeps showing the page it already has.
      state={page ? { status: "ready", content: children(page) } : isError ? { status: "error", retry: () => void refetch() } : { status: "loading" }}
    />
  )
}
