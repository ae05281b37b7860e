/** One FAQ question and its answer, in one language (translations are linked documents). */
import { defineField, defineType } from "sanity"

export const faqItem = defineType({
  name: "faqItem",
  title: "FAQ entry",
  type: "document",
  fields: [
    defineField({ name: "language", type: "string", readOnly: true, hidden: true }),
    defineField({ name: "order", type: "number", description: "Position on the FAQ page (1 first)", validation: (rule) => rule.required().integer().min(1) }),
    defineField({ name: "question", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "answer", type: "richText", validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: "Position", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "question", order: "order", language: "language" },
    prepare: ({ title, order, language }) => ({ title, subtitle: `${order ?? "?"} · ${language ?? ""}` }),
  },
})
