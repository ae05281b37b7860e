/**
 * The bench's floor: an app that only imports and mounts the storefront's libraries with the APIs the shop
 * must use for pages rendered on the server (React Router's data router, hydrateRoot, TanStack Query's
 * hydration, i18next, react-i18next) and renders one line. Its gzipped JS is what any server-rendered app
 * on this stack pays before its own code (bench/lighthouse.ts compares the shop against it).
 */
import { hydrate, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query"
import i18next from "i18next"
import { StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next"
import { createBrowserRouter, RouterProvider, useParams } from "react-router-dom"

void i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: { hello: "Hello" } } } })
const queryClient = new QueryClient()
hydrate(queryClient, JSON.parse(document.getElementById("state")?.textContent ?? '{"queries":[],"mutations":[]}'))

function Page() {
  const { t } = useTranslation()
  const { id } = useParams()
  const { data } = useQuery({ queryKey: ["floor", id], queryFn: async () => id ?? "home" })
  return (
    <p>
      {t("hello")} {data}
    </p>
  )
}

const router = createBrowserRouter([
  { path: "/", element: <Page />, loader: () => null },
  { path: "/:id", element: <Page />, loader: () => null },
])

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>
)
