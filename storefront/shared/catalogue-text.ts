/**
 * Which translation of a catalogue entry to show (spec §3): the current language, else English, else the
 * first one; a missing name falls back to the item's ident. Used by the server (page titles) and the app.
 */
import type { CatalogueEntry, CatalogueTranslation } from "./api.js"

export function pickTranslation(entry: CatalogueEntry, language: string): CatalogueTranslation | undefined {
  const { translations } = entry
  return (
    translations.find((t) => t.language_code === language) ??
    translations.find((t) => t.language_code === "en") ??
    translations[0]
  )
}

export interface DisplayText {
  name: string
  description: string
  tags: string[]
}

/** The name, description and tags to display, with the fallbacks applied and tags decoded safely. */
export function displayText(entry: CatalogueEntry, language: string): DisplayText {
  const translation = pickTranslation(entry, language)
  return {
    name: translation?.name || entry.item.ident,
    description: translation?.description ?? "",
    tags: parseTags(translation?.tags),
  }
}

/** `tags` is a JSON-encoded string array; anything else yields no tags rather than an error. */
export function parseTags(encoded: string | undefined): string[] {
  if (!encoded) return []
  try {
    const value: unknown = JSON.parse(encoded)
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : []
  } catch {
    return []
  }
}
