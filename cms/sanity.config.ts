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
import { contentStructure } from "./structure"
import { studioConnection } from "./studio-connection"

/** Language names for editors, in English (the Studio's own language). */
const languageNames = new Intl.DisplayNames(["en"], { type: "language" })
const languages = LANGUAGES.map(({ code }) => ({ id: code, title: languageNames.of(code) ?? code }))

/** Types whose documents editors only edit, never create. */
const FIXED_TYPES = ["siteSettings", "contactMessage", "emailCopy", "searchSynonyms"]

export default defineConfig({
  name: "default",
  title: "Orbita content",
  ...studioConnection,
  plugins: [
    structureTool({ structure: contentStructure(languages) }),
    documentInternationalization({ supportedLanguages: languages, schemaTypes: TRANSLATED_DOCUMENT_TYPES }),
    internationalizedArray({ languages, defaultLanguages: ["en"], fieldTypes: ["string", "text"] }),
  ],
  schema: {
    types: schemaTypes,
    // The settings are one document, contact messages come from the shop's form, the e-mails are the ones
    // commerce sends, and there is one synonyms document per language: editors create none of them.
    templates: (templates) => templates.filter(({ schemaType }) => !FIXED_TYPES.includes(schemaType)),
  },
  // The shop's editors correct and translate published copy: no releases, scheduling, comments, tasks or
  // Canvas (each needs services of Sanity's that a local content API does not have), and no marketing panels.
  releases: { enabled: false },
  scheduledPublishing: { enabled: false },
  scheduledDrafts: { enabled: false },
  tasks: { enabled: false },
  announcements: { enabled: false },
  apps: { canvas: { enabled: false } },
  // History from Sanity's documented history API (transactions and revisions), which the local API serves
  // from its transaction log; the newer events API is not public.
  beta: { eventsAPI: { documents: false } },
  document: {
    comments: { enabled: false },
    actions: (actions, { schemaType }) =>
      schemaType === "siteSettings" || schemaType === "emailCopy"
        ? actions.filter(({ action }) => action !== "duplicate" && action !== "delete" && action !== "unpublish")
        : actions,
  },
})
