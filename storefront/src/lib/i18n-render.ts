/**
 * The i18next options the server's and the browser's instances share (so both render the same text), and the
 * server's instance for one render. Apart from lib/i18n.ts so that tests and the server load it without the
 * browser's bundled strings.
 */
import i18next, { type i18n as I18n, type InitOptions } from "i18next"
import { isolate } from "@shop/contracts/bidi"
import { isLanguageCode, type LanguageCode } from "@shop/contracts/languages"
import { pluralRulesLocale } from "@shop/contracts/plurals"
import type { UiStrings } from "./i18n-backend.js"

/** The options both the server's and the browser's instances use, so both render the same text. */
export const renderingOptions = (language: LanguageCode) =>
  ({
    lng: language,
    ns: ["translation"],
    defaultNS: "translation",
    load: "currentOnly",
    fallbackLng: false,
    // Not HTML-escaped (React escapes), but isolated: every value set into a sentence reads in its own direction.
    interpolation: { escapeValue: true, escape: isolate },
  }) satisfies InitOptions

/**
 * Makes `instance` choose plural forms by the shop's locale of each language (@shop/contracts/plurals), as the
 * e-mails and the seed do: i18next asks Intl for the bare code, and "pt" is Brazil's rule, not Portugal's.
 * Call right after init(), which creates the resolver.
 */
export function pluralsByLocale(instance: I18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined }
  const getRule = resolver.getRule.bind(resolver)
  resolver.getRule = (code, options) => getRule(isLanguageCode(code) ? pluralRulesLocale(code) : code, options)
}

/** An instance for one server render: the language's strings only, ready when this returns. */
export function createRenderI18n(language: LanguageCode, strings: UiStrings): I18n {
  const instance = i18next.createInstance()
  void instance.init({ ...renderingOptions(language), resources: { [language]: { translation: strings } }, initAsync: false, react: { useSuspense: false } })
  pluralsByLocale(instance)
  return instance
}
