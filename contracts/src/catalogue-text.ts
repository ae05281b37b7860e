/**
 * The one fallback rule for product texts (spec §3), used where entries are built (commerce) and where
 * they are shown (the storefront server's page titles and the React app):
 * - a product's English text is its own fields, which the admin edits;
 * - a language's text is its translation, field by field: a missing or blank field shows the English one;
 * - shown in a language with no translation at all, an entry shows English (else its first translation);
 *   a product with no name anywhere shows its ident.
 */
import type { CatalogueEntry, CatalogueTranslation } from "./api"
import { SOURCE_LANGUAGE } from "./languages"

export interface DisplayText {
  name: string
  description: string
  tags: string[]
}

/** What a translation row holds: any field may be missing. */
export interface PartialText {
  name?: string | null
  description?: string | null
  /** Per English tag, in the same order: its translation, if any. */
  tags?: readonly (string | null | undefined)[]
}

const filled = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== ""

/** A language's text: each field its translation where there is one, else the English field. */
export function withEnglishFallback(english: DisplayText, translated: PartialText): DisplayText {
  return {
    name: filled(translated.name) ? translated.name : english.name,
    description: filled(translated.description) ? translated.description : english.description,
    tags: english.tags.map((tag, i) => {
      const value = translated.tags?.[i]
      return filled(value) ? value : tag
    }),
  }
}

/** The wire shape of one language's text (tags JSON-encoded, spec §3). */
export const toTranslation = (language_code: string, text: DisplayText): CatalogueTranslation => ({
  language_code,
  name: text.name,
  description: text.description,
  tags: JSON.stringify(text.tags),
})

type NamedTranslation = Pick<CatalogueTranslation, "language_code"> & Partial<CatalogueTranslation>

/** The translation to show in `language`: that language's, else English, else the first. */
export function pickTranslation<T extends NamedTranslation>(translations: readonly T[], language: string): T | undefined {
  return translations.find((t) => t.language_code === language) ?? translations.find((t) => t.language_code === SOURCE_LANGUAGE) ?? translations[0]
}

/** The name, description and tags to display, with the fallbacks applied and tags decoded safely. */
export function displayText(entry: CatalogueEntry, language: string): DisplayText {
  const translation = pickTranslation(entry.translations, language)
  return {
    name: productName(entry.translations, entry.item.ident, language),
    description: translation?.description ?? "",
    tags: parseTags(translation?.tags),
  }
}

/** The name to show: the picked translation's name, else the ident. */
export const productName = (translations: readonly NamedTranslation[], ident: string, language: string): string => pickTranslation(translations, language)?.name?.trim() || ident

/** `tags` is a JSON-encoded string array; anything else reads as no tags, blank tags are dropped. */
export function parseTags(encoded: string | undefined): string[] {
  if (!encoded) return []
  try {
    const value: unknown = JSON.parse(encoded)
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string" && tag.trim() !== "") : []
  } catch {
    return []
  }
}
