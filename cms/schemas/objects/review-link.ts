/** A link to the shop's reviews on an external marketplace, with its label in every language. */
import { defineField, defineType } from "sanity"

export const reviewLink = defineType({
  name: "reviewLink",
  title: "Review link",
  type: "object",
  fields: [
    defineField({ name: "url", type: "url", validation: (rule) => rule.required().uri({ scheme: ["https"] }) }),
    defineField({ name: "label", type: "internationalizedArrayString" }),
  ],
  preview: { select: { title: "url" } },
})
