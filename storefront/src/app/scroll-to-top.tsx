import { useEffect } from "react"
import { useLocation, useNavigationType } from "react-router-dom"
import { splitLanguagePrefix } from "../../shared/routes"

/**
 * A new screen starts at the top. Back/forward keep the browser's position, and switching language (same
 * screen, another prefix) or changing query parameters keeps the shopper where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const screen = splitLanguagePrefix(pathname).rest
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of screen scrolls
  }, [screen])
  return null
}
