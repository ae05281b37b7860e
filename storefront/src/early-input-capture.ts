/**
 * Keeps the clicks and choices a shopper makes before the app is live (early-input.ts replays them once it is).
 * index.html runs this file inline in its head (vite.config.ts: earlyInputInline), so that a click made the moment
 * the server's page is painted is kept even before the entry script has arrived and run: on a slow phone that
 * moment lasts, and a tab clicked in it did nothing (issue 52: 1 of 50 tab clicks at 4x CPU slowdown). The
 * server allows exactly this inline script by its hash (server/http/security-headers.ts).
 *
 * A classic script of its own: no imports, nothing from outside but the page. It installs itself once; the entry
 * imports it too, for a page without the inline copy (the development server's).
 *
 * Only what has no native effect is kept: plain buttons (tabs, the FAQ, the menu, quantities) and select
 * choices. Links and form submissions are left to the browser: they already work without the app (add to
 * cart, buy now, search and the languages are forms and links the server answers).
 */
export type EarlyInput = { kind: "click"; element: HTMLElement } | { kind: "choice"; element: HTMLSelectElement; value: string }

export interface EarlyInputCapture {
  kept: EarlyInput[]
  /** Stops keeping: from now on the app answers. */
  stop: () => void
}

declare global {
  interface Window {
    shopEarlyInput?: EarlyInputCapture
  }
}

if (!window.shopEarlyInput) {
  const kept: EarlyInput[] = []
  const keepClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.("button")
    if (!button || button.disabled || button.type === "submit" || button.type === "reset") return
    // Exactly once: the click does nothing now, and happens for real once the app is live.
    event.preventDefault()
    event.stopPropagation()
    kept.push({ kind: "click", element: button })
  }
  const keepChoice = (event: Event) => {
    const select = event.target
    if (select instanceof HTMLSelectElement) kept.push({ kind: "choice", element: select, value: select.value })
  }
  document.addEventListener("click", keepClick, true)
  document.addEventListener("change", keepChoice, true)
  window.shopEarlyInput = {
    kept,
    stop: () => {
      document.removeEventListener("click", keepClick, true)
      document.removeEventListener("change", keepChoice, true)
    },
  }
}
