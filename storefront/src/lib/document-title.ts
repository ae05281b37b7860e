import { useEffect } from "react"
import { withoutIsolates } from "@shop/contracts/bidi"

/**
 * Sets the tab title while a screen is shown (the server's <title>, from features/seo/page-head.ts, is the same text
 * on a page's first load). Without the isolates i18next puts around values: a title stands alone, in no sentence.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = withoutIsolates(title)
  }, [title])
}
