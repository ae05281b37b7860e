/** App-wide providers that do not need the router, then the router. */
import { QueryClientProvider } from "@tanstack/react-query"
import { I18nextProvider } from "react-i18next"
import { i18n } from "../lib/i18n"
import { queryClient } from "../lib/query-client"
import { AppRouter } from "./router"

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppRouter />
      </I18nextProvider>
    </QueryClientProvider>
  )
}
