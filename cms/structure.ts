/**
 * The Studio's content tree: site settings first, then each document type; FAQ entries and pages (one document
 * per language) are listed per language, and a new document made in a language's list starts in that language.
 */
import type { StructureBuilder, StructureResolver } from "sanity/structure"
import { TRANSLATED_DOCUMENT_TYPES } from "./schemas"
import { SITE_SETTINGS_ID } from "./schemas/singletons/site-settings"

export interface EditorLanguage {
  id: string
  title: string
}

/** Types not listed on their own: the settings singleton (above) and the translations plugin's link documents. */
const UNLISTED = ["siteSettings", "translation.metadata"]

function byLanguage(S: StructureBuilder, type: string, title: string, languages: readonly EditorLanguage[]) {
  return S.listItem()
    .id(type)
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .id(`${type}-languages`)
        .title(title)
        .items(
          languages.map((language) =>
            S.listItem()
              .id(`${type}-${language.id}`)
              .title(language.title)
              .schemaType(type)
              .child(
                S.documentList()
                  .id(`${type}-${language.id}-documents`)
                  .title(`${title}: ${language.title}`)
                  .schemaType(type)
                  .apiVersion("2025-02-19")
                  .filter("_type == $type && language == $language")
                  .params({ type, language: language.id })
                  // The translations plugin's template for this type in this language.
                  .initialValueTemplates([S.initialValueTemplateItem(`${type}-${language.id}`)])
              )
          )
        )
    )
}

export function contentStructure(languages: readonly EditorLanguage[]): StructureResolver {
  return (S) =>
    S.list()
      .title("Content")
      .items([
        S.listItem().title("Site settings").id(SITE_SETTINGS_ID).child(S.document().schemaType("siteSettings").documentId(SITE_SETTINGS_ID)),
        S.divider(),
        ...S.documentTypeListItems()
          .filter((item) => !UNLISTED.includes(item.getId() ?? ""))
          .map((item) => {
            const type = item.getId() ?? ""
            return TRANSLATED_DOCUMENT_TYPES.includes(type) ? byLanguage(S, type, item.getTitle() ?? type, languages) : item
          }),
      ])
}
