/**
 * Start-up: the language comes from the URL; its UI strings and the first screen's chunk load in parallel
 * before the first render (no flash of keys or of a loading screen; the server preloads both with the
 * HTML); a product the server pre-loaded into the page goes straight into the query cache, and the first
 * screen's other data is requested at once. The first render is a transition, so React renders the page
 * in short slices instead of one long task.
 */
import { startTransition, StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app"
import { prefetchRouteData } from "./app/route-data"
import { preloadScreen } from "./app/screens"
import { seedPreloadedProduct } from "./features/product/api/preloaded-product"
import { initI18n } from "./lib/i18n"
import { applyDocumentLanguage } from "./lib/language-context"
import { languageFromPath } from "./lib/language-path"
import { queryClient } from "./lib/query-client"
import "./styles/index.css"

const { pathname, search } = window.location
const language = languageFromPath(pathname)
applyDocumentLanguage(language)
seedPreloadedProduct(queryClient, pathname)
prefetchRouteData(pathname, search)

const results = await Promise.allSettled([initI18n(language), preloadScreen(pathname)])
for (const result of results) if (result.status === "rejected") console.error(result.reason)

const root = createRoot(document.getElementById("root")!)
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>
  )
})
