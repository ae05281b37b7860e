/** A customer review shown on product pages (the three samples), with its title and comment in every language. */
import { defineField, defineType } from "sanity"

export const review = defineType({
  name: "review",
  title: "Review",
  type: "document",
  fields: [
    defineField({ name: "author", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "rating", type: "number", validation: (rule) => rule.required().integer().min(1).max(5) }),
    defineField({ name: "date", type: "date", validation: (rule) => rule.required() }),
    defineField({ name: "title", type: "internationalizedArrayString" }),
    defineField({ name: "comment", type: "internationalizedArrayText" }),
    defineField({ name: "verified", type: "boolean", initialValue: false }),
    defineField({ name: "helpfulCount", title: "Found helpful by", type: "number", initialValue: 0, validation: (rule) => rule.integer().min(0) }),
  ],
  preview: { select: { title: "author", rating: "rating" }, prepare: ({ title, rating }) => ({ title, subtitle: "★".repeat(rating ?? 0) }) },
})
