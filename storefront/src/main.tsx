/**
 * Start-up in the browser, loaded by boot.ts once the server's HTML has been painted. The server rendered the
 * page (entry-server.tsx) and sent its state along (app/server-state.ts): the query cache and the UI strings
 * are filled from it, the first screen's chunk and strings are loaded, and React hydrates the server's HTML with the same
 * data (no second fetch, no mismatch). A page without server state (the server could not render it) is
 * rendered from scratch instead.
 */
import { createBrowserRouter, RouterProvider } from "react-router-dom"
import { startTransition } from "react"
import { hydrateRoot, createRoot } from "react-dom/client"
import { App } from "./app/app"
import { createAppRoutes } from "./app/router"
import { preloadLazyParts } from "./app/lazy-part"
import { preloadScreen, stringsPartOf } from "./app/screens"
import { hydrateQueries, readServerState } from "./app/server-state"
import { applyServerStrings, i18n, initI18n, loadScreenStrings } from "./lib/i18n"
import { languageFromPath } from "./lib/language-path"
import { queryClient } from "./lib/query-client"

const { pathname } = window.location
const state = readServerState()
if (state) hydrateQueries(queryClient, state.queries)

const language = languageFromPath(pathname)
const results = await Promise.allSettled([initI18n(language, stringsPartOf(pathname), state?.translations), preloadScreen(pathname)])
for (const result of results) if (result.status === "rejected") console.error(result.reason)
if (state) applyServerStrings(language, state.translations)

// A move to another screen waits for its strings (route-data.ts); the page's own are loaded above.
const loadStrings = (url: URL) => loadScreenStrings(languageFromPath(url.pathname), stringsPartOf(url.pathname))
const router = createBrowserRouter(createAppRoutes(queryClient, { wait: false, loadStrings }), { hydrationData: state?.router })
const app = (
  <App queryClient={queryClient} i18n={i18n}>
    <RouterProvider router={router} />
  </App>
)
const container = document.getElementById("root")!
// A transition: React hydrates (or renders) the page in short slices instead of one long task, so the
// page answers input meanwhile (and Lighthouse sees little blocking time on a slow phone).
startTransition(() => {
  if (state) hydrateRoot(container, app)
  else createRoot(container).render(app)
})
// The lazy parts' chunks, on the first move to another screen (the screens opened next show them without
// waiting). Not at once: loaded while the first page still paints, they would count against its first paint.
const stopWatching = router.subscribe(() => {
  stopWatching()
  preloadLazyParts().catch((error: unknown) => console.error(error))
})
