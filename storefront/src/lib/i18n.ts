/**
 * i18next for the UI strings (spec §8: a missing key shows the key itself, so there is no fallback language).
 * Only the current language's strings are loaded; another language is loaded when the shopper switches.
 * The bundled strings (src/locales) render the first paint; the CMS's copy of them is merged over when it
 * arrives (./i18n-backend.ts), so an edit in the Studio reaches the UI without a new build.
 */
import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import type { LanguageCode } from "@shop/contracts/languages"
import type { TranslationsTree } from "@shop/contracts/content"
import { loadLocale } from "../locales"
import { getJson } from "./http"
import { BundledWithCmsBackend, type BundledWithCmsOptions } from "./i18n-backend"

export const i18n = i18next.createInstance()

export const translationsUrl = (language: LanguageCode) => `/api/translations/${language}`

const backend: BundledWithCmsOptions = {
  loadBundled: loadLocale,
  loadCms: (language) => getJson<TranslationsTree>(translationsUrl(language)),
  merge: (language, namespace, strings) => i18n.addResourceBundle(language, namespace, strings, true, true),
  onCmsError: (language, error) => console.warn(`The ${language} UI strings from the CMS could not be loaded; showing the bundled ones`, error),
}

export async function initI18n(language: LanguageCode): Promise<void> {
  await i18n
    .use(initReactI18next)
    .use(BundledWithCmsBackend)
    .init({
      lng: language,
      ns: ["translation"],
      defaultNS: "translation",
      load: "currentOnly",
      fallbackLng: false,
      backend,
      interpolation: { escapeValue: false },
      // "added": re-render when the CMS's strings are merged in after the first paint.
      react: { useSuspense: false, bindI18nStore: "added" },
    })
}

/** Loads the language's strings unless they are loaded already (then i18n.changeLanguage is immediate). */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return
  await i18n.loadLanguages(language)
  // i18next resolves even when loading failed; the caller keeps the current language then.
  if (!i18n.hasResourceBundle(language, "translation")) throw new Error(`No UI strings for language ${language}`)
}
