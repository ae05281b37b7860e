/**
 * i18next for the UI strings (spec §8: a missing key shows the key itself, so there is no fallback language).
 * The server renders a page with its language's strings (bundled ones with the CMS's over them) and sends
 * them with the page, so the browser starts with exactly those. Another language is loaded when the shopper
 * switches: its bundled strings (src/locales) at once, the CMS's copy merged over when it arrives
 * (./i18n-backend.ts), so an edit in the Studio reaches the UI without a new build.
 */
import i18next, { type i18n as I18n, type InitOptions } from "i18next"
import { initReactI18next } from "react-i18next"
import type { LanguageCode } from "@shop/contracts/languages"
import type { TranslationsTree } from "@shop/contracts/content"
import { loadLocale } from "../locales"
import { getJson } from "./http"
import { BundledWithCmsBackend, type BundledWithCmsOptions, type UiStrings } from "./i18n-backend"

export const i18n = i18next.createInstance()

export const translationsUrl = (language: LanguageCode) => `/api/translations/${language}`

/** Languages whose CMS strings came with the page (applyServerStrings): not fetched or merged again. */
const sentWithPage = new Set<LanguageCode>()

const backend: BundledWithCmsOptions = {
  loadBundled: loadLocale,
  // Nothing to merge for the page's own language: merging would re-render every translated component.
  loadCms: (language) => (sentWithPage.delete(language) ? Promise.resolve({}) : getJson<TranslationsTree>(translationsUrl(language))),
  merge: (language, namespace, strings) => i18n.addResourceBundle(language, namespace, strings, true, true),
  onCmsError: (language, error) => console.warn(`The ${language} UI strings from the CMS could not be loaded; showing the bundled ones`, error),
}

/** The options both the server's and the browser's instances use, so both render the same text. */
const renderingOptions = (language: LanguageCode) =>
  ({
    lng: language,
    ns: ["translation"],
    defaultNS: "translation",
    load: "currentOnly",
    fallbackLng: false,
    interpolation: { escapeValue: false },
  }) satisfies InitOptions

/**
 * The browser's instance. `serverStrings`: where the CMS's strings differ from the bundled ones, as the
 * server rendered the page with them; merged before the first render, so hydration sees the server's text.
 */
export async function initI18n(language: LanguageCode, serverStrings?: UiStrings): Promise<void> {
  if (serverStrings) sentWithPage.add(language)
  await i18n
    .use(initReactI18next)
    .use(BundledWithCmsBackend)
    .init({
      ...renderingOptions(language),
      backend,
      // "added": re-render when the CMS's strings are merged in after the first paint.
      react: { useSuspense: false, bindI18nStore: "added" },
    })
}

/** Merges the server's strings over the loaded ones now (before hydration), whatever the backend's timing. */
export function applyServerStrings(language: LanguageCode, strings: UiStrings): void {
  i18n.addResourceBundle(language, "translation", strings, true, true)
}

/** An instance for one server render: the language's strings only, ready when this returns. */
export function createRenderI18n(language: LanguageCode, strings: UiStrings): I18n {
  const instance = i18next.createInstance()
  void instance.init({ ...renderingOptions(language), resources: { [language]: { translation: strings } }, initAsync: false, react: { useSuspense: false } })
  return instance
}

/** Loads the language's strings unless they are loaded already (then i18n.changeLanguage is immediate). */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return
  await i18n.loadLanguages(language)
  // i18next resolves even when loading failed; the caller keeps the current language then.
  if (!i18n.hasResourceBundle(language, "translation")) throw new Error(`No UI strings for language ${language}`)
}
