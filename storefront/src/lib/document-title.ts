import { useEffect } from "react"

/** Sets the tab title while a screen is shown (the server's <title> covers the first paint of product pages). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
