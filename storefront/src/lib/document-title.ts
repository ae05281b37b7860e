import { useEffect } from "react"

/** Sets the tab title while a screen is shown (the server's <title>, from features/seo/page-head.ts, is the same text on a page's first load). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
