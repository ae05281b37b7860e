/**
 * The e-mails' words, per language: what editors will edit in the Studio (issue 20), with the copies bundled
 * here (copy/<lang>.json) as the fallback when the CMS has none or cannot be reached. A key missing in a
 * language falls back to English, as the rest of the shop's copy does. `{{name}}` marks a value filled in.
 */
import { isLanguageCode, SOURCE_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import english from "./copy/en.json"
import ar from "./copy/ar.json"
import bn from "./copy/bn.json"
import de from "./copy/de.json"
import es from "./copy/es.json"
import fr from "./copy/fr.json"
import hi from "./copy/hi.json"
import id from "./copy/id.json"
import it from "./copy/it.json"
import ja from "./copy/ja.json"
import ko from "./copy/ko.json"
import pl from "./copy/pl.json"
import pt from "./copy/pt.json"
import ru from "./copy/ru.json"
import zh from "./copy/zh.json"

export type EmailCopy = typeof english
export type EmailTemplate = Exclude<keyof EmailCopy, "common">
/** A language's copy as a CMS may hold it: any section or key may be missing. */
export type PartialEmailCopy = { [Section in keyof EmailCopy]?: Partial<EmailCopy[Section]> }

export const BUNDLED_EMAIL_COPY: Record<LanguageCode, PartialEmailCopy> = { en: english, ar, bn, de, es, fr, hi, id, it, ja, ko, pl, pt, ru, zh }

/** The shopper's language from what an order or cart carries; English when it carries none the shop knows. */
export const emailLanguage = (value: unknown): LanguageCode => (typeof value === "string" && isLanguageCode(value) ? value : SOURCE_LANGUAGE)

/**
 * `language`'s copy, each key from the first of: the CMS's copy in that language, the bundled one, the CMS's
 * English, the bundled English.
 */
export function emailCopy(language: LanguageCode, fromCms: Partial<Record<LanguageCode, PartialEmailCopy>> = {}): EmailCopy {
  const layers = [fromCms[language], BUNDLED_EMAIL_COPY[language], fromCms[SOURCE_LANGUAGE]]
  const merged = structuredClone(english) as EmailCopy
  for (const section of Object.keys(english) as (keyof EmailCopy)[]) {
    const target = merged[section] as Record<string, string>
    for (const key of Object.keys(target)) {
      const value = layers
        .map((layer) => (layer?.[section] as Record<string, string | undefined> | undefined)?.[key])
        .find((text) => typeof text === "string" && text.trim() !== "")
      if (value !== undefined) target[key] = value
    }
  }
  return merged
}

/** Fills `{{name}}` from `values`; a name without a value stays as written, so a gap shows rather than vanishes. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A subject line: one line, whatever an editor or a visitor typed into the values. */
export const subjectLine = (text: string): string => text.replace(/[\r\n\t]+/g, " ").trim()
