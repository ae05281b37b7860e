/**
 * One language's search synonyms: groups of words and short phrases shoppers type for the same thing ("Handy",
 * "Mobiltelefon", "Smartphone"), and the product types a group names. The storefront's search reads them within
 * seconds of a publish (storefront/server/search/synonyms.ts): a word of a group, in any of its forms, also
 * finds the group's other words, and every product of its types, ranked first. One document per language,
 * made with the dataset: editors edit them, never create them.
 */
import { defineArrayMember, defineField, defineType } from "sanity"
import { PRODUCT_TYPES } from "@shop/contracts/commerce-api"

export const searchSynonyms = defineType({
  name: "searchSynonyms",
  title: "Search synonyms",
  type: "document",
  fields: [
    defineField({ name: "language", type: "string", readOnly: true, description: "The language shoppers type these words in", validation: (rule) => rule.required() }),
    defineField({
      name: "groups",
      type: "array",
      description:
        "Each group: words that mean the same to shoppers, and the product types they name. Plural forms the search may miss (Handys, fones) can be listed too. Searches that found nothing are listed in the commerce admin, under Products.",
      of: [
        defineArrayMember({
          type: "object",
          name: "synonymGroup",
          fields: [
            defineField({
              name: "words",
              type: "array",
              of: [defineArrayMember({ type: "string" })],
              options: { layout: "tags" },
              validation: (rule) => rule.required().min(1),
            }),
            defineField({
              name: "productTypes",
              title: "Product types these words name",
              description: "The type set on each product in the commerce admin. Leave empty for words that only mean each other (wireless, bluetooth).",
              type: "array",
              of: [defineArrayMember({ type: "string" })],
              options: { list: PRODUCT_TYPES.map((type) => ({ title: type, value: type })) },
            }),
          ],
          preview: {
            select: { words: "words", types: "productTypes" },
            prepare: ({ words, types }: { words?: string[]; types?: string[] }) => ({ title: (words ?? []).join(", "), subtitle: (types ?? []).join(", ") }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { language: "language" },
    prepare: ({ language }: { language?: string }) => ({
      title: language ? (new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language) : "Search synonyms",
      subtitle: language,
    }),
  },
})
