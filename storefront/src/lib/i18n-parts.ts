/**
 * The parts of the UI strings (src/locales/parts.ts) in the browser's i18next instance: a screen's part is loaded
 * once per language, after the language's shell strings are in, and merged under what is there, so the CMS's
 * strings (merged when they came, or sent with the page) keep winning over the bundled ones.
 * The loaders are options, so the rule can be tested without Vite (i18n-parts.test.ts).
 */
import type { LanguageCode } from "@shop/contracts/languages"
import type { StringsPart } from "../locales/parts"
import type { UiStrings } from "./i18n-backend"

export interface StringsPartsOptions {
  /** The part's bundled strings. */
  loadPart: (language: LanguageCode, part: StringsPart) => Promise<UiStrings>
  /** Resolves once the language's shell strings are in the instance (fails when they could not be loaded). */
  shellLoaded: (language: LanguageCode) => Promise<void>
  /** Adds strings the instance lacks, keeping those it has: addResourceBundle(language, namespace, strings, true, false). */
  mergeUnder: (language: LanguageCode, strings: UiStrings) => void
}

export function createStringsParts({ loadPart, shellLoaded, mergeUnder }: StringsPartsOptions) {
  const loads = new Map<string, Promise<void>>()
  /** The language's shell strings and the part's; loaded once, tried again after a failure. */
  return function load(language: LanguageCode, part: StringsPart): Promise<void> {
    const key = `${language}:${part}`
    let loading = loads.get(key)
    if (!loading) {
      // Both start now: the part's chunk is fetched beside the shell's.
      loading = Promise.all([loadPart(language, part), shellLoaded(language)]).then(([strings]) => mergeUnder(language, strings))
      loading.catch(() => loads.delete(key))
      loads.set(key, loading)
    }
    return loading
  }
}
