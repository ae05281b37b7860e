/**
 * Clicks and choices made while the page shows but its app is not live yet (a slow phone, from the first paint
 * to the hydration's end) are kept by early-input-capture.ts, which index.html runs inline before anything is
 * painted, and replayed here once the app has taken the page over (`<html data-hydrated>`, set by
 * lib/use-hydrated.tsx), instead of being lost.
 *
 * Beside boot.ts, not in lib/: a module the app also imported would go into the app's chunk, which the entry
 * would then have to load before the first paint (vite.config.ts).
 */
import "./early-input-capture"

/** Replays what was kept once the hydration has ended. */
export function replayEarlyInputWhenLive(): void {
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
  const capture = window.shopEarlyInput
  if (!capture) return
  capture.stop()
  for (const entry of capture.kept.splice(0)) {
    if (!entry.element.isConnected) continue
    if (entry.kind === "click") entry.element.click()
    else {
      // The hydration set the select back to the app's state: choose again, as the shopper did.
      entry.element.value = entry.value
      entry.element.dispatchEvent(new Event("change", { bubbles: true }))
    }
  }
}
