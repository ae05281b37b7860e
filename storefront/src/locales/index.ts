/**
 * The UI strings, one JSON per language, each its own chunk: a page load fetches only its language.
 * This module is the one place that knows where strings come from (a CMS backend can replace it).
 */
import type { LanguageCode } from "@shop/contracts/languages"

export type LocaleMessages = { [key: string]: string | LocaleMessages }

const loaders = import.meta.glob<LocaleMessages>("./*.json", { import: "default" })

export async function loadLocale(language: LanguageCode): Promise<LocaleMessages> {
  const load = loaders[`./${language}.json`]
  if (!load) throw new Error(`No UI strings for language ${language}`)
  return load()
}
