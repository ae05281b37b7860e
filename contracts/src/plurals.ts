/**
 * Count strings by CLDR plural rules, as i18next names them: a string whose number meets a noun is written once
 * per plural category its language has, under `<key>_<category>` (`days_one`, `days_few`, `days_many`, …), and
 * the category is chosen by `Intl.PluralRules` for the count. A range ("7–10") chooses by its upper bound, as
 * the grammars of the shop's languages do. The storefront's UI strings go through i18next, which does the same;
 * commerce's e-mails and the seed's product text use `pluralKey` / `pluralCategory` directly.
 */
import { languageByCode, type LanguageCode } from "./languages"

export type PluralCategory = Intl.LDMLPluralRule

/** i18next's order of the suffixes, which is also the order an editor reads them in. */
export const PLURAL_CATEGORIES: readonly PluralCategory[] = ["zero", "one", "two", "few", "many", "other"]

/** The counts a test walks every count string through: each language's categories for whole numbers, and the usual traps (11, 21, 22, 101). */
export const PLURAL_SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101] as const

/**
 * The rules of the language as the shop writes it (its locale): they differ by region for Portuguese alone, where
 * "pt" is Brazil's rule (0 and 1.5 take the singular) and the shop writes European Portuguese ("0 artigos").
 */
export const pluralRulesLocale = (language: LanguageCode): string => languageByCode(language).locale

const rules = new Map<LanguageCode, Intl.PluralRules>()
const rulesOf = (language: LanguageCode) => {
  let found = rules.get(language)
  if (!found) rules.set(language, (found = new Intl.PluralRules(pluralRulesLocale(language))))
  return found
}

/** The plural categories `language` has (CLDR), in i18next's order. */
export const pluralCategories = (language: LanguageCode): PluralCategory[] => {
  const has = new Set(rulesOf(language).resolvedOptions().pluralCategories)
  return PLURAL_CATEGORIES.filter((category) => has.has(category))
}

/** The category `count` takes in `language`. */
export const pluralCategory = (language: LanguageCode, count: number): PluralCategory => rulesOf(language).select(count)

/** A count as a sentence gives it: one number, or a range ("7–10" days). */
export type Count = number | readonly [from: number, to: number]

/** The number whose plural form a count takes: a range's upper bound ("7–10 dni roboczych", "1–2 рабочих дня"). */
export const countNumber = (count: Count): number => (typeof count === "number" ? count : count[1])

/** A count in the language's separators and Latin digits (as the shop writes amounts); a range with an en dash. */
export function formatCount(count: Count, language: LanguageCode): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2, numberingSystem: "latn" })
  return typeof count === "number" ? number.format(count) : `${number.format(count[0])}–${number.format(count[1])}`
}

/** `<key>_<category>` for `count` in `language`: the key of the form to show. */
export const pluralKey = (key: string, language: LanguageCode, count: number): string => `${key}_${pluralCategory(language, count)}`

const SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join("|")})$`)

/** The key without its plural suffix (`days_few` → `days`), or null for a key that is not a plural form. */
export const pluralBase = (key: string): string | null => (SUFFIX.test(key) ? key.replace(SUFFIX, "") : null)

/**
 * What is wrong with the count strings among `keys` (a language's flat keys, "a.b.c_one") for `language`:
 * a category the language has and the string lacks, or a form the language does not have. `bases` are the
 * count strings every language must have (the source language's), so a string written as plain text where it
 * should count is found too.
 */
export function pluralProblems(language: LanguageCode, keys: Iterable<string>, bases: Iterable<string>): string[] {
  const present = new Set(keys)
  const categories = pluralCategories(language)
  const problems: string[] = []
  for (const base of new Set(bases)) {
    for (const category of categories) if (!present.has(`${base}_${category}`)) problems.push(`${base}: no "${category}" form (${language} needs ${categories.join(", ")})`)
    // A count must find its own form: the fallback to the bare key or to "other" would show the wrong words.
    for (const count of PLURAL_SAMPLE_COUNTS) {
      const key = pluralKey(base, language, count)
      if (!present.has(key)) problems.push(`${base}: ${count} needs ${key}`)
    }
    if (present.has(base)) problems.push(`${base}: a bare key next to its plural forms`)
  }
  for (const key of present) {
    const base = pluralBase(key)
    if (base === null) continue
    const category = key.slice(base.length + 1) as PluralCategory
    if (!categories.includes(category)) problems.push(`${key}: ${language} has no "${category}" form`)
  }
  return [...new Set(problems)]
}

/** The count strings (their bases) among flat keys. */
export const pluralBases = (keys: Iterable<string>): string[] => [...new Set([...keys].map(pluralBase).filter((base): base is string => base !== null))]
