/**
 * i18next for the UI strings (spec §8: a missing key shows the key itself, so there is no fallback language).
 * The server renders a page with its language's strings (bundled ones with the CMS's over them) and sends
 * along those where the CMS differs from the bundled copy, so the browser starts with exactly the server's text.
 * Another language is loaded when the shopper switches: its bundled strings (src/locales) at once, the CMS's copy
 * merged over when it arrives (./i18n-backend.ts), so an edit in the Studio reaches the UI without a new build.
 * The browser loads the bundled strings in pieces (src/locales/parts.ts): the shell's, which every screen shows,
 * and each screen's part before the screen renders (main.tsx for the first, the route's loader for the next).
 */
import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import type { LanguageCode } from "@shop/contracts/languages"
import type { TranslationsTree } from "@shop/contracts/content"
import { loadShellStrings, loadStringsPart } from "../locales"
import type { StringsPart } from "../locales/parts"
import { getJson } from "./http"
import { BundledWithCmsBackend, type BundledWithCmsOptions, type UiStrings } from "./i18n-backend"
import { createStringsParts } from "./i18n-parts"
import { renderingOptions, pluralsByLocale } from "./i18n-render"

export const i18n = i18next.createInstance()

export const translationsUrl = (language: LanguageCode) => `/api/translations/${language}`

/** Languages whose CMS strings came with the page (applyServerStrings): not fetched or merged again. */
const sentWithPage = new Set<LanguageCode>()

const backend: BundledWithCmsOptions = {
  loadBundled: loadShellStrings,
  // Nothing to merge for the page's own language: merging would re-render every translated component.
  loadCms: (language) => (sentWithPage.delete(language) ? Promise.resolve({}) : getJson<TranslationsTree>(translationsUrl(language))),
  merge: (language, namespace, strings) => i18n.addResourceBundle(language, namespace, strings, true, true),
  onCmsError: (language, error) => console.warn(`The ${language} UI strings from the CMS could not be loaded; showing the bundled ones`, error),
}

/** The browser instance's init (initI18n): its language's shell strings are in once this settles. */
let initialized: Promise<unknown> | undefined

/**
 * A screen's strings in a language: the shell's and the screen's part (src/locales/parts.ts), unless loaded.
 * The part goes in under the strings already there, silently: the CMS's strings keep winning, and nothing on
 * screen shows the part's keys yet, so nothing needs to render again.
 */
export const loadScreenStrings = createStringsParts({
  loadPart: loadStringsPart,
  shellLoaded: async (language) => {
    await initialized
    await loadLanguage(language)
  },
  mergeUnder: (language, strings) => i18n.addResourceBundle(language, "translation", strings, true, false, { silent: true }),
})

/**
 * The browser's instance, with the strings of the first screen (`part`). `serverStrings`: where the CMS's strings
 * differ from the bundled ones, as the server rendered the page with them; merged before the first render
 * (applyServerStrings), so hydration sees the server's text.
 */
export async function initI18n(language: LanguageCode, part: StringsPart, serverStrings?: UiStrings): Promise<void> {
  if (serverStrings) sentWithPage.add(language)
  initialized = i18n
    .use(initReactI18next)
    .use(BundledWithCmsBackend)
    .init({
      ...renderingOptions(language),
      backend,
      // "added": re-render when the CMS's strings are merged in after the first paint.
      react: { useSuspense: false, bindI18nStore: "added" },
    })
  pluralsByLocale(i18n)
  await loadScreenStrings(language, part)
}

/** Merges the server's strings over the loaded ones now (before hydration), whatever the backend's timing. */
export function applyServerStrings(language: LanguageCode, strings: UiStrings): void {
  i18n.addResourceBundle(language, "translation", strings, true, true)
}

/** Loads the language's shell strings unless they are loaded already (then i18n.changeLanguage is immediate). */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return
  await i18n.loadLanguages(language)
  // i18next resolves even when loading failed; the caller keeps the current language then.
  if (!i18n.hasResourceBundle(language, "translation")) throw new Error(`No UI strings for language ${language}`)
}
