/**
 * The Sanity Studio for editors. Without SANITY_STUDIO_PROJECT_ID it works against the local content API
 * (cms/content-api); with it, against that Sanity project.
 */
import { documentInternationalization } from "@sanity/document-internationalization"
import { defineConfig } from "sanity"
import { structureTool } from "sanity/structure"
import { internationalizedArray } from "sanity-plugin-internationalized-array"
import { LANGUAGES } from "@shop/contracts/languages"
import { schemaTypes, TRANSLATED_DOCUMENT_TYPES } from "./schemas"
import { SITE_SETTINGS_ID } from "./schemas/singletons/site-settings"
import { studioConnection } from "./studio-connection"

/** Language names for editors, in English (the Studio's own language). */
const languageNames = new Intl.DisplayNames(["en"], { type: "language" })
const languages = LANGUAGES.map(({ code }) => ({ id: code, title: languageNames.of(code) ?? code }))

export default defineConfig({
  name: "default",
  title: "Orbita content",
  ...studioConnection,
  plugins: [
    structureTool({
      structure: (S) =>
        S.list()
          .title("Content")
          .items([
            S.listItem().title("Site settings").id(SITE_SETTINGS_ID).child(S.document().schemaType("siteSettings").documentId(SITE_SETTINGS_ID)),
            S.divider(),
            ...S.documentTypeListItems().filter((item) => item.getId() !== "siteSettings"),
          ]),
    }),
    documentInternationalization({ supportedLanguages: languages, schemaTypes: TRANSLATED_DOCUMENT_TYPES }),
    internationalizedArray({ languages, defaultLanguages: ["en"], fieldTypes: ["string", "text"] }),
  ],
  schema: {
    types: schemaTypes,
    // The settings are one document: no "create another".
    templates: (templates) => templates.filter(({ schemaType }) => schemaType !== "siteSettings"),
  },
  document: {
    actions: (actions, { schemaType }) =>
      schemaType === "siteSettings" ? actions.filter(({ action }) => action !== "duplicate" && action !== "delete" && action !== "unpublish") : actions,
  },
})
