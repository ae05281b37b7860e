/**
 * Clicks and choices made while the page shows but its app is not live yet (a slow phone, between the entry
 * script and the hydration) are kept and replayed once the app has taken the page over, instead of being
 * lost. boot.ts starts capturing before it loads the app; the replay comes when the hydration has ended
 * (`<html data-hydrated>`, set by lib/use-hydrated.tsx).
 *
 * Beside boot.ts, not in lib/: a module the app also imported would go into the app's chunk, which the entry
 * would then have to load before the first paint (vite.config.ts).
 *
 * Only what has no native effect is kept: plain buttons (tabs, the FAQ, the menu, quantities) and select
 * choices. Links and form submissions are left to the browser: they already work without the app (add to
 * cart, buy now, search and the languages are forms and links the server answers).
 */

type EarlyInput = { kind: "click"; element: HTMLElement } | { kind: "choice"; element: HTMLSelectElement; value: string }

let kept: EarlyInput[] | undefined

function keepClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.("button")
  if (!button || button.disabled || button.type === "submit" || button.type === "reset") return
  // Exactly once: the click does nothing now, and happens for real after the hydration.
  event.preventDefault()
  event.stopPropagation()
  kept?.push({ kind: "click", element: button })
}

function keepChoice(event: Event) {
  const select = event.target
  if (select instanceof HTMLSelectElement) kept?.push({ kind: "choice", element: select, value: select.value })
}

export function captureEarlyInput(): void {
  if (kept) return
  kept = []
  document.addEventListener("click", keepClick, true)
  document.addEventListener("change", keepChoice, true)
  const root = document.documentElement
  const live = new MutationObserver(() => {
    if (!("hydrated" in root.dataset)) return
    live.disconnect()
    // After the effects of the hydration's last commit (the stored cart read): a kept click acts on the live page.
    setTimeout(replayEarlyInput, 0)
  })
  live.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] })
}

/** What was kept happens now, in order, on the same elements (the hydration keeps the server's elements). */
function replayEarlyInput(): void {
  if (!kept) return
  const input = kept
  kept = undefined
  document.removeEventListener("click", keepClick, true)
  document.removeEventListener("change", keepChoice, true)
  for (const entry of input) {
    if (!entry.element.isConnected) continue
    if (entry.kind === "click") entry.element.click()
    else {
      // The hydration set the select back to the app's state: choose again, as the shopper did.
      entry.element.value = entry.value
      entry.element.dispatchEvent(new Event("change", { bubbles: true }))
    }
  }
}
