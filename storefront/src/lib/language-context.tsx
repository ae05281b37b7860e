/**
 * The current language (spec §4): the URL's /{lang} prefix, Polish without one (lib/language-path.ts).
 * Changing it rewrites the URL in place (no reload); the UI switches once that language's strings have
 * loaded. <html lang dir> follow it; Arabic is right-to-left.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import type { LanguageCode } from "@shop/contracts/languages"
import { i18n, loadLanguage } from "./i18n"
import { languageDefaults, languageFromPath, localizePath, switchLanguageInPath } from "./language-path"

export interface LanguageContextValue {
  /** The language the UI shows (its strings are loaded). */
  language: LanguageCode
  dir: "ltr" | "rtl"
  /** Shows the same page in another language: the URL's prefix is replaced or added. */
  setLanguage: (language: LanguageCode) => void
  /** An app path ("/products", "/search?q=x") as a link that stays in the current language. */
  localize: (path: string) => string
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

export function applyDocumentLanguage(language: LanguageCode): void {
  document.documentElement.lang = language
  document.documentElement.dir = languageDefaults(language).dir
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const target = languageFromPath(location.pathname)
  const [language, setActiveLanguage] = useState<LanguageCode>(target)

  useEffect(() => {
    if (target === language) return
    let cancelled = false
    loadLanguage(target).then(
      () => {
        if (cancelled) return
        void i18n.changeLanguage(target)
        setActiveLanguage(target)
      },
      (error: unknown) => console.error(`Failed to load the ${target} UI strings`, error)
    )
    return () => {
      cancelled = true
    }
  }, [target, language])

  useEffect(() => applyDocumentLanguage(language), [language])

  const { pathname, search, hash } = location
  const setLanguage = useCallback(
    (next: LanguageCode) => navigate({ pathname: switchLanguageInPath(pathname, next), search, hash }, { replace: true }),
    [navigate, pathname, search, hash]
  )
  const localize = useCallback((path: string) => localizePath(path, target), [target])

  const value = useMemo(() => ({ language, dir: languageDefaults(language).dir, setLanguage, localize }), [language, setLanguage, localize])
  return <LanguageContext value={value}>{children}</LanguageContext>
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext)
  if (!context) throw new Error("useLanguage must be used within a LanguageProvider")
  return context
}
