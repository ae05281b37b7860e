/** One UI string: its key (as the storefront names it, e.g. "hero.badge") and its text in every language. */
import { defineField, defineType } from "sanity"

export const uiString = defineType({
  name: "uiString",
  title: "UI string",
  type: "object",
  fields: [
    defineField({ name: "key", type: "string", readOnly: true, validation: (rule) => rule.required() }),
    defineField({ name: "text", type: "internationalizedArrayText", description: "Keep {{placeholders}} exactly as they are." }),
  ],
  preview: { select: { title: "key" } },
})
