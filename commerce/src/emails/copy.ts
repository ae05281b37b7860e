/**
 * The e-mails' words, per language: what editors will edit in the Studio (issue 20), with the copies bundled
 * here (copy/<lang>.json) as the fallback when the CMS has none or cannot be reached. A key missing in a
 * language falls back to English, as the rest of the shop's copy does. `{{name}}` marks a value filled in.
 * A string whose number meets a noun is written once per plural category of its language (`tracked_one`,
 * `tracked_few`, …, contracts/src/plurals.ts); templates get it as a CountText and fill it with fillCount.
 */
import { isolate } from "@shop/contracts/bidi"
import { isLanguageCode, SOURCE_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import { countNumber, formatCount, pluralBase, pluralBases, pluralCategories, pluralCategory, type Count, type PluralCategory } from "@shop/contracts/plurals"
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

type BundledCopy = typeof english
type FormKey = `${string}_${PluralCategory}`
type CountBase<Key> = Key extends `${infer Base}_${PluralCategory}` ? Base : never

/** A count string in one language: its forms, of which the count chooses one (fillCount). */
export interface CountText {
  language: LanguageCode
  forms: Partial<Record<PluralCategory, string>>
  /** English's forms, for a count whose form the language has nowhere (CMS or bundled). */
  english: Partial<Record<PluralCategory, string>>
}

/** The copy as templates read it: English's keys, each count string (its `_one`, `_other`, … forms) under its base as a CountText. */
export type EmailCopy = {
  [Section in keyof BundledCopy]: { [Key in keyof BundledCopy[Section] as Key extends FormKey ? CountBase<Key> : Key]: Key extends FormKey ? CountText : string }
}
export type EmailTemplate = Exclude<keyof EmailCopy, "common">
/** A language's copy as a CMS or a bundled file holds it: flat strings, any section or key missing, plural forms under their own keys. */
export type PartialEmailCopy = { [Section in keyof BundledCopy]?: Partial<Record<string, string>> }

export const BUNDLED_EMAIL_COPY: Record<LanguageCode, PartialEmailCopy> = { en: english, ar, bn, de, es, fr, hi, id, it, ja, ko, pl, pt, ru, zh }

const ENGLISH_SECTIONS = english as Record<string, Record<string, string>>

/**
 * Whether `key` belongs to the e-mail `section` in some language: one of English's keys, or a form of one of
 * English's count strings that English lacks (`tracked_few`). What to keep of the CMS's copy.
 */
export function isEmailCopyKey(section: string, key: string): boolean {
  const known = ENGLISH_SECTIONS[section]
  if (!known) return false
  if (key in known) return true
  const base = pluralBase(key)
  return base !== null && `${base}_other` in known
}

/** The shopper's language from what an order or cart carries; English when it carries none the shop knows. */
export const emailLanguage = (value: unknown): LanguageCode => (typeof value === "string" && isLanguageCode(value) ? value : SOURCE_LANGUAGE)

type Layers = (PartialEmailCopy | undefined)[]

/** The first text among `layers` for the key: an empty text counts as none. */
const firstText = (layers: Layers, section: string, key: string): string | undefined =>
  layers
    .map((layer) => (layer?.[section as keyof PartialEmailCopy] as Record<string, string | undefined> | undefined)?.[key])
    .find((text) => typeof text === "string" && text.trim() !== "")

function countForms(layers: Layers, section: string, base: string, language: LanguageCode): Partial<Record<PluralCategory, string>> {
  const forms: Partial<Record<PluralCategory, string>> = {}
  for (const category of pluralCategories(language)) {
    const text = firstText(layers, section, `${base}_${category}`)
    if (text !== undefined) forms[category] = text
  }
  return forms
}

/**
 * `language`'s copy, each key from the first of: the CMS's copy in that language, the bundled one, the CMS's
 * English, the bundled English. A count string's forms are the language's own, each from the CMS or else the
 * bundled copy; English's stand in only for a count whose form the language has in neither (fillCount), since
 * the languages' forms do not match one to one (Polish "few" is English "other" for 2 and 22, but not for 12).
 */
export function emailCopy(language: LanguageCode, fromCms: Partial<Record<LanguageCode, PartialEmailCopy>> = {}): EmailCopy {
  const own = [fromCms[language], BUNDLED_EMAIL_COPY[language]]
  const englishLayers = [fromCms[SOURCE_LANGUAGE], BUNDLED_EMAIL_COPY[SOURCE_LANGUAGE]]
  const merged: Record<string, Record<string, string | CountText>> = {}
  for (const [section, words] of Object.entries(ENGLISH_SECTIONS)) {
    const target: Record<string, string | CountText> = (merged[section] = {})
    for (const [key, text] of Object.entries(words)) if (pluralBase(key) === null) target[key] = firstText([...own, ...englishLayers], section, key) ?? text
    for (const base of pluralBases(Object.keys(words))) {
      target[base] = { language, forms: countForms(own, section, base, language), english: countForms(englishLayers, section, base, SOURCE_LANGUAGE) }
    }
  }
  return merged as EmailCopy
}

/**
 * Fills `{{name}}` from `values`, each value isolated from the sentence around it (U+2068 … U+2069) so that an
 * Arabic sentence keeps a Latin name, an order number or a range in its place and order. A name without a
 * value stays as written, so a gap shows rather than vanishes.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in values)) return whole
    const value = String(values[name])
    return value === "" ? value : isolate(value)
  })
}

/**
 * A count string filled in: the form `count` takes in the text's language (a range by its upper bound), with
 * the count written as that language writes numbers into `{{<name>}}`, and `values` into the rest. A form may
 * say its number in the noun alone (Arabic's "خلال ساعتين", within two hours, takes no "2"); a range, which
 * must show both its numbers, takes the language's "other" form instead ("1–2 يوم عمل").
 */
export function fillCount(text: CountText, name: string, count: Count, values: Record<string, string | number> = {}): string {
  const number = countNumber(count)
  const chosen = text.forms[pluralCategory(text.language, number)]
  const withoutNumber = typeof count !== "number" && chosen !== undefined && !new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(chosen)
  const own = withoutNumber ? text.forms.other : chosen
  const [form, language] = own !== undefined ? [own, text.language] : [text.english[pluralCategory(SOURCE_LANGUAGE, number)] ?? text.english.other ?? "", SOURCE_LANGUAGE]
  return fill(form, { ...values, [name]: formatCount(count, language) })
}

/** A subject line: one line, whatever an editor or a visitor typed into the values. */
export const subjectLine = (text: string): string => text.replace(/[\r\n\t]+/g, " ").trim()
