/**
 * i18next for the UI strings (spec §8: a missing key shows the key itself, so there is no fallback language).
 * Only the current language's strings are loaded; another language is loaded when the shopper switches.
 */
import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import type { LanguageCode } from "@shop/contracts/languages"
import { loadLocale } from "../locales"

export const i18n = i18next.createInstance()

export async function initI18n(language: LanguageCode): Promise<void> {
  const messages = await loadLocale(language)
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
}

/** Loads the language's strings unless they are loaded already (then i18n.changeLanguage is immediate). */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return
  i18n.addResourceBundle(language, "translation", await loadLocale(language))
}
