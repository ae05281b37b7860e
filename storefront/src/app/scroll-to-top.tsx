import { useEffect, useRef } from "react"
import { useLocation, useNavigationType } from "react-router-dom"
import { splitLanguagePrefix } from "../../shared/routes"

/**
 * A new screen starts at the top, and the keyboard's focus moves to its main area (the skip link's target),
 * as a new page's would: a screen reader reads on from the new content, and the next Tab goes into it rather
 * than on from the link that was followed. Back/forward keep the browser's position, and switching language
 * (same screen, another prefix) or changing query parameters keeps the shopper where they are.
 *
 * The address changes before a slow screen arrives (its code or data still loading). A shopper who has
 * meanwhile started typing somewhere (the header's search box) keeps that focus: taking it would close the
 * box under their fingers.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const screen = splitLanguagePrefix(pathname).rest
  const first = useRef(true)
  useEffect(() => {
    // The page as loaded: the browser placed everything already.
    if (first.current) return void (first.current = false)
    if (navigationType === "POP") return
    window.scrollTo({ top: 0, left: 0, behavior: "instant" })
    if (!isTypingIn(document.activeElement)) document.getElementById("main")?.focus({ preventScroll: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of screen scrolls
  }, [screen])
  return null
}

/** A field the shopper types or chooses in (the screen that left took its own fields with it). */
function isTypingIn(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.isContentEditable || element.matches("input, textarea, select"))
}
