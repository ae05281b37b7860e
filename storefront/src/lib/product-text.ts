/**
 * Which translation of a catalogue entry is shown (spec §3): the current language, else English, else the
 * first one; a missing name falls back to the item's ident.
 */
import type { CatalogueEntry, CatalogueTranslation } from "../../shared/api"

export interface ProductText {
  name: string
  description: string
  tags: string[]
}

type Translations = ReadonlyArray<Pick<CatalogueTranslation, "language_code"> & Partial<CatalogueTranslation>>

export function pickTranslation<T extends Translations[number]>(translations: readonly T[], language: string): T | undefined {
  return (
    translations.find((t) => t.language_code === language) ??
    translations.find((t) => t.language_code === "en") ??
    translations[0]
  )
}

/** `tags` is a JSON-encoded string array; anything else reads as no tags. */
export function parseTags(tags: string | undefined): string[] {
  if (!tags) return []
  try {
    const parsed: unknown = JSON.parse(tags)
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string" && tag.trim() !== "") : []
  } catch {
    return []
  }
}

/** The name to show: the picked translation's name, else the ident. */
export const productName = (translations: Translations, ident: string, language: string): string =>
  pickTranslation(translations, language)?.name?.trim() || ident

export function productText(entry: CatalogueEntry, language: string): ProductText {
  const translation = pickTranslation(entry.translations, language)
  return {
    name: translation?.name.trim() || entry.item.ident,
    description: translation?.description ?? "",
    tags: parseTags(translation?.tags),
  }
}
