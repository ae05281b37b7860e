/**
 * The bench's floor: an app that only imports and mounts the storefront's libraries (React, react-dom,
 * the router, TanStack Query, i18next, react-i18next) and renders one line. Its gzipped JS is what any
 * app on this stack pays before its own code (bench/lighthouse.ts compares the shop against it).
 */
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query"
import i18next from "i18next"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next"
import { BrowserRouter, Route, Routes, useParams } from "react-router-dom"

void i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: { hello: "Hello" } } } })
const queryClient = new QueryClient()

function Page() {
  const { t } = useTranslation()
  const { id } = useParams()
  const { data } = useQuery({ queryKey: ["floor", id], queryFn: async () => id ?? "home" })
  return <p>{t("hello")} {data}</p>
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Page />} />
            <Route path="/:id" element={<Page />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>
)
