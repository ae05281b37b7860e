/**
 * Every screen of spec §2 at its path and again under /{lang} (shared/routes.ts is the list), as React
 * Router data routes: the server renders them with a static handler (entry-server.tsx), the browser hydrates
 * them with the server's loader data (main.tsx). Unknown paths, including an unknown prefix, show the 404
 * screen; a failing route shows the 'Unexpected Application Error!' fallback (./route-error.tsx).
 */
import type { QueryClient } from "@tanstack/react-query"
import type { RouteObject } from "react-router-dom"
import { ROUTES, type RouteName } from "../../shared/routes"
import { RootLayout } from "./root-layout"
import { routeDataLoader, type RouteDataOptions } from "./route-data"
import { RouteError } from "./route-error"
import { notFound, screenElement } from "./screens"

/**
 * The route tree; its loaders fill `queryClient` (and, with `wait`, finish before the render: the server).
 * Without one, each request brings its own as its context (route-data.ts's RenderContext): the server builds
 * the tree once.
 */
export function createAppRoutes(queryClient: QueryClient | undefined, options: RouteDataOptions): RouteObject[] {
  const loader = routeDataLoader(queryClient, options)
  const screens: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).map((name) =>
    ROUTES[name] === "/"
      ? { id: `${name}`, index: true, loader, element: screenElement(name) }
      : { id: `${name}`, path: ROUTES[name].slice(1), loader, element: screenElement(name) }
  )
  const prefixed = screens.map((route) => ({ ...route, id: `lang:${route.id}` }))
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { id: "unprefixed", path: "/", children: screens },
        { id: "prefixed", path: "/:lang", children: prefixed },
        // The loader: no data, but the 404 screen's strings in the browser.
        { id: "not-found", path: "*", loader, element: <notFound.Screen /> },
      ],
    },
  ]
}
