/** App-wide providers that do not need the router, around the router (the browser's or the server's). */
import type { QueryClient } from "@tanstack/react-query"
import { QueryClientProvider } from "@tanstack/react-query"
import type { i18n as I18n } from "i18next"
import { StrictMode, type ReactNode } from "react"
import { I18nextProvider } from "react-i18next"

export function App({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
