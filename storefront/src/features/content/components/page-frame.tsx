/**
 * The frame of every content screen: the title (also the tab's), the description and an optional line under
 * it, then the screen's own content, or a loading line or an error panel in its place (never a blank page). A
 * shop figure the CMS's text names is a <bdi> in the page, its isolating characters kept in the tab's title only.
 */
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { ErrorPanel } from "../../../components/error-panel"
import { LoadingText } from "../../../components/loading-text"
import { useDocumentTitle } from "../../../lib/document-title"
import { isolatedNodes } from "../../../components/isolated"

export interface PageFrameProps {
  title: string
  description?: string | null
  meta?: ReactNode
  /** What the screen shows: its data, or still loading, or failed (with a way to ask again). */
  state: { status: "ready"; content: ReactNode } | { status: "loading" } | { status: "error"; retry: () => void }
  loadingText?: string
}

export function PageFrame({ title, description, meta, state, loadingText }: PageFrameProps) {
  const { t } = useTranslation()
  useDocumentTitle(title)
  return (
    <div className="container page content-page">
      <header className="page-header">
        <h1 className="page-header__title">{isolatedNodes(title)}</h1>
        {description && <p className="page-header__description">{isolatedNodes(description)}</p>}
        {meta}
      </header>
      {state.status === "ready" && state.content}
      {state.status === "loading" && <LoadingText>{loadingText ?? t("content.loading")}</LoadingText>}
      {state.status === "error" && <ErrorPanel title={t("content.errorTitle")} text={t("content.errorText")} onRetry={state.retry} />}
    </div>
  )
}
