/**
 * The words of one of the shop's e-mails (order confirmation, shipped, refund, cancellation, return requested and
 * received, the contact form's acknowledgement and its note to support, and the lines they share), each key in every language. Commerce
 * renders the e-mails with them, falling back per key like the rest of the copy: the language's text, else the
 * copy bundled with commerce, else English.
 */
import { defineArrayMember, defineField, defineType } from "sanity"

export const emailCopy = defineType({
  name: "emailCopy",
  title: "E-mails",
  type: "document",
  fields: [
    defineField({ name: "template", type: "string", readOnly: true, description: "Which e-mail these words belong to", validation: (rule) => rule.required() }),
    defineField({ name: "title", type: "string", readOnly: true }),
    defineField({
      name: "entries",
      type: "array",
      description: "Keep {{placeholders}} exactly as they are: the order number, amounts and names are filled in there.",
      of: [defineArrayMember({ type: "uiString" })],
    }),
  ],
  preview: { select: { title: "title", subtitle: "template" } },
})
