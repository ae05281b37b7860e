/**
 * A page's UI strings for the server's render: the bundled ones (src/locales) with the CMS's over them, as
 * the browser's i18next backend merges them (lib/i18n-backend.ts); and the part the browser lacks, which is
 * sent with the page: the strings where the CMS differs from the bundled copy.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "../../src/lib/i18n-backend.js"

const LOCALES_DIR = path.resolve(import.meta.dirname, "../../src/locales")

const bundledByLanguage = new Map<LanguageCode, UiStrings>()
export function bundledStrings(language: LanguageCode): UiStrings {
  let strings = bundledByLanguage.get(language)
  if (!strings) bundledByLanguage.set(language, (strings = JSON.parse(readFileSync(path.join(LOCALES_DIR, `${language}.json`), "utf8")) as UiStrings))
  return strings
}

const isTree = (value: unknown): value is UiStrings => typeof value === "object" && value !== null && !Array.isArray(value)

/** `over` merged into `base` (deep, `over` wins), as i18next's addResourceBundle(…, deep, overwrite) does. */
export function mergeStrings(base: UiStrings, over: UiStrings): UiStrings {
  const merged: UiStrings = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key]
    if (isTree(value)) merged[key] = mergeStrings(isTree(current) ? current : {}, value)
    else if (typeof value === "string") merged[key] = value
  }
  return merged
}

/** The strings of `over` that `base` does not already hold with the same text. */
export function changedStrings(base: UiStrings, over: UiStrings): UiStrings {
  const changed: UiStrings = {}
  for (const [key, value] of Object.entries(over)) {
    const current = base[key]
    if (isTree(value)) {
      const nested = changedStrings(isTree(current) ? current : {}, value)
      if (Object.keys(nested).length > 0) changed[key] = nested
    } else if (typeof value === "string" && value !== current) changed[key] = value
  }
  return changed
}

/** Both forms for a language and the CMS's strings; the last result per language is kept (the CMS's answer is cached). */
export function createUiStrings() {
  const memo = new Map<LanguageCode, { cms: UiStrings; strings: UiStrings; changed: UiStrings }>()
  return (language: LanguageCode, cms: UiStrings) => {
    const known = memo.get(language)
    if (known?.cms === cms) return known
    const bundled = bundledStrings(language)
    const next = { cms, strings: mergeStrings(bundled, cms), changed: changedStrings(bundled, cms) }
    memo.set(language, next)
    return next
  }
}
