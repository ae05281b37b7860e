/**
 * A counted noun in the form its count takes, by the CLDR plural rules of @shop/contracts/plurals (the ones the
 * storefront's strings use). The categories are written out per language so that the compiler asks every pack
 * for exactly its language's forms; a test holds them to what Intl.PluralRules says.
 */
import type { LanguageCode } from "@shop/contracts/languages"
import { pluralCategory, type PluralCategory } from "@shop/contracts/plurals"

export const PLURAL_FORMS = {
  pl: ["one", "few", "many", "other"],
  en: ["one", "other"],
  de: ["one", "other"],
  fr: ["one", "many", "other"],
  es: ["one", "many", "other"],
  it: ["one", "many", "other"],
  zh: ["other"],
  ar: ["zero", "one", "two", "few", "many", "other"],
  ru: ["one", "few", "many", "other"],
  hi: ["one", "other"],
  bn: ["one", "other"],
  pt: ["one", "many", "other"],
  id: ["other"],
  ja: ["other"],
  ko: ["other"],
} as const satisfies Record<LanguageCode, readonly PluralCategory[]>

/** One form per plural category of `L`, no more and no fewer. */
export type PluralForms<L extends LanguageCode> = Record<(typeof PLURAL_FORMS)[L][number], string>

/** The form of `forms` that `count` takes in `language`. */
export function plural<L extends LanguageCode>(language: L, count: number, forms: PluralForms<L>): string {
  const category = pluralCategory(language, count)
  const form = (forms as Partial<Record<PluralCategory, string>>)[category]
  // Only a Node whose CLDR differs from PLURAL_FORMS gets here; "undefined" must not reach the catalogue.
  if (form === undefined) throw new Error(`${language}: ${count} takes the "${category}" form, which the pack does not have`)
  return form
}
