/**
 * The current currency (spec §4, §9): each language brings its default currency (at load and on every
 * language change); the shopper can pick another one afterwards. Prices come from commerce in every currency
 * it charges in (ADR 0018): the context picks the current one's and writes it.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from "react"
import type { Prices } from "@shop/contracts/currencies"
import type { LanguageCode } from "@shop/contracts/languages"
import { formatAmount, type CurrencyCode } from "./currency"
import { useLanguage } from "./language-context"
import { languageDefaults } from "./language-path"

export interface CurrencyContextValue {
  currency: CurrencyCode
  setCurrency: (currency: CurrencyCode) => void
  /** An amount in the current currency (written by formatAmount below). */
  format: (amount: number) => string
  /** `times` (default 1) a price, as commerce charges it in the current currency, written as the page's language writes it. */
  formatPrice: (prices: Prices, times?: number) => string
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null)

const defaultCurrencyOf = (language: LanguageCode): CurrencyCode => languageDefaults(language).currency

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage()
  // The shopper's pick holds until the language changes; every change of language (also back to one where
  // another currency was picked) brings that language's default again (spec §4). State is reset during
  // render, React's pattern for state that follows a changing input.
  const [pick, setPick] = useState<CurrencyCode | null>(null)
  const [pickLanguage, setPickLanguage] = useState(language)
  if (pickLanguage !== language) {
    setPickLanguage(language)
    setPick(null)
  }
  const currency = pickLanguage === language && pick ? pick : defaultCurrencyOf(language)

  const value = useMemo<CurrencyContextValue>(
    () => ({
      currency,
      setCurrency: (next) => setPick(next),
      format: (amount) => formatAmount(amount, currency, language),
      formatPrice: (prices, times = 1) => formatAmount(prices[currency] * times, currency, language),
    }),
    [currency, language]
  )
  return <CurrencyContext value={value}>{children}</CurrencyContext>
}

export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext)
  if (!context) throw new Error("useCurrency must be used within a CurrencyProvider")
  return context
}
