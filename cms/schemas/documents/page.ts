/** A content page (shipping copy, returns, warranty, privacy, terms, cookies, support, contact intro), in one language. */
import { defineArrayMember, defineField, defineType } from "sanity"
import { CONTENT_PAGE_SLUGS } from "@shop/contracts/content"

export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  fields: [
    defineField({ name: "language", type: "string", readOnly: true, hidden: true }),
    defineField({
      name: "slug",
      type: "slug",
      description: "Which page of the shop this is",
      options: { source: "title" },
      validation: (rule) =>
        rule
          .required()
          .custom((slug?: { current?: string }) =>
            !slug?.current || (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug.current) ? true : `One of: ${CONTENT_PAGE_SLUGS.join(", ")}`
          ),
    }),
    defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "description", type: "text", rows: 2, description: "One or two sentences under the title" }),
    defineField({ name: "highlights", type: "array", of: [defineArrayMember({ type: "highlight" })], description: "Cards, steps or tiers above the text" }),
    defineField({ name: "body", type: "richText" }),
    defineField({ name: "lastUpdated", type: "date", validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language" },
    prepare: ({ title, slug, language }) => ({ title, subtitle: `/${slug ?? ""} · ${language ?? ""}` }),
  },
})
