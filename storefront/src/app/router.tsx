/**
 * Every screen of spec §2 at its path and again under /{lang} (shared/routes.ts is the list). Unknown
 * paths, including an unknown prefix, show the 404 screen; a failing route shows the
 * 'Unexpected Application Error!' fallback (./route-error-boundary.tsx).
 * The declarative router (<BrowserRouter> + useRoutes): the app uses no loaders or actions, and the data
 * router costs ≈ 17 kB gzipped more on every first paint.
 */
import { BrowserRouter, useRoutes, type RouteObject } from "react-router-dom"
import { ROUTES, type RouteName } from "../../shared/routes"
import { RootLayout } from "./root-layout"
import { RouteErrorBoundary } from "./route-error-boundary"
import { notFound, screenElement } from "./screens"

const screens: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).map((name) =>
  ROUTES[name] === "/" ? { index: true, element: screenElement(name) } : { path: ROUTES[name].slice(1), element: screenElement(name) }
)

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "/", children: screens },
      { path: "/:lang", children: screens },
      { path: "*", element: <notFound.Screen /> },
    ],
  },
]

function AppRoutes() {
  return useRoutes(routes)
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  )
}
