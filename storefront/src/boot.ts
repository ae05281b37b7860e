/**
 * The page's entry script. The server's HTML and the stylesheet already show the whole page; the app (≈ 140 KB
 * of JavaScript that only hydrates it) is evaluated after the browser has painted that HTML once, so on a slow
 * phone the first paint never waits for it. The app's chunks are preloaded with the page (the server's
 * `<link rel="modulepreload">`s), so waiting a frame costs no network time.
 */
import "./styles/index.css"
import { replayEarlyInputWhenLive } from "./early-input"

// Clicks on the page's buttons, kept since its first paint, are replayed once the app is live (early-input.ts).
replayEarlyInputWhenLive()

/** Resolves after the next frame has been painted; at once in a hidden tab, which paints no frames. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== "visible") return resolve()
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

await afterNextPaint()
await import("./main")
