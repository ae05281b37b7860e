/**
 * The ship-to country: each language brings a sensible default (@shop/contracts/languages), the shopper's pick holds
 * until the language changes (as the currency does), and is kept in localStorage so it survives the trip to
 * the payment page and back.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { languageByCode } from "@shop/contracts/languages"
import { useLanguage } from "./language-context"
import { useHydrated } from "./use-hydrated"

export interface ShipToContextValue {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  setCountry: (country: string) => void
}

const STORAGE_KEY = "shop.shipTo"
const ShipToContext = createContext<ShipToContextValue | null>(null)

function readPick(): { language: string; country: string } | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as { language?: unknown; country?: unknown } | null
    if (stored && typeof stored.language === "string" && typeof stored.country === "string" && /^[A-Z]{2}$/.test(stored.country)) {
      return { language: stored.language, country: stored.country }
    }
  } catch {
    /* unreadable storage: no pick */
  }
  return null
}

export function ShipToProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage()
  // Read after hydration: the server's render (and so the hydrating one) has no stored pick.
  const hydrated = useHydrated()
  const [pick, setPick] = useState<{ language: string; country: string } | null>(null)
  const [read, setRead] = useState(false)
  if (hydrated && !read) {
    setRead(true)
    setPick(readPick())
  }
  const country = pick && pick.language === language ? pick.country : languageByCode(language).country

  useEffect(() => {
    try {
      if (pick) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(pick))
    } catch {
      /* storage full or blocked: the pick lives for this page only */
    }
  }, [pick])

  const value = useMemo<ShipToContextValue>(() => ({ country, setCountry: (next) => setPick({ language, country: next }) }), [country, language])
  return <ShipToContext value={value}>{children}</ShipToContext>
}

export function useShipTo(): ShipToContextValue {
  const context = useContext(ShipToContext)
  if (!context) throw new Error("useShipTo must be used within a ShipToProvider")
  return context
}
