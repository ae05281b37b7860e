/** The storefront's UI strings of one area (header, catalogue, cart, …), each in every language. */
import { defineArrayMember, defineField, defineType } from "sanity"

export const uiStrings = defineType({
  name: "uiStrings",
  title: "UI strings",
  type: "document",
  fields: [
    defineField({ name: "namespace", type: "string", readOnly: true, description: "The area of the storefront these strings belong to", validation: (rule) => rule.required() }),
    defineField({ name: "entries", type: "array", of: [defineArrayMember({ type: "uiString" })] }),
  ],
  preview: { select: { title: "namespace" } },
})
