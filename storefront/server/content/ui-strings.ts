/**
 * A page's UI strings for the server's render: the bundled ones (src/locales) with the CMS's over them, as
 * the browser's i18next backend merges them (lib/i18n-backend.ts); and the part the browser lacks, which is
 * sent with the page: the strings where the CMS differs from the bundled copy.
 */
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "../../src/lib/i18n-backend.js"
// Imported, not read from disk: the compiled server (build/main.js) carries them, wherever it runs.
import ar from "../../src/locales/ar.json" with { type: "json" }
import bn from "../../src/locales/bn.json" with { type: "json" }
import de from "../../src/locales/de.json" with { type: "json" }
import en from "../../src/locales/en.json" with { type: "json" }
import es from "../../src/locales/es.json" with { type: "json" }
import fr from "../../src/locales/fr.json" with { type: "json" }
import hi from "../../src/locales/hi.json" with { type: "json" }
import id from "../../src/locales/id.json" with { type: "json" }
import it from "../../src/locales/it.json" with { type: "json" }
import ja from "../../src/locales/ja.json" with { type: "json" }
import ko from "../../src/locales/ko.json" with { type: "json" }
import pl from "../../src/locales/pl.json" with { type: "json" }
import pt from "../../src/locales/pt.json" with { type: "json" }
import ru from "../../src/locales/ru.json" with { type: "json" }
import zh from "../../src/locales/zh.json" with { type: "json" }

const BUNDLED: Record<LanguageCode, UiStrings> = { ar, bn, de, en, es, fr, hi, id, it, ja, ko, pl, pt, ru, zh }

export const bundledStrings = (language: LanguageCode): UiStrings => BUNDLED[language]

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
