/** A message sent with the shop's contact form (read-only: editors read them, the storefront writes them). */
import { defineField, defineType } from "sanity"

export const contactMessage = defineType({
  name: "contactMessage",
  title: "Contact message",
  type: "document",
  readOnly: true,
  fields: [
    defineField({ name: "name", type: "string" }),
    defineField({ name: "email", type: "string" }),
    defineField({ name: "subject", type: "string" }),
    defineField({ name: "message", type: "text" }),
    defineField({ name: "language", type: "string" }),
    defineField({ name: "receivedAt", type: "datetime" }),
  ],
  orderings: [{ title: "Newest first", name: "receivedAt", by: [{ field: "receivedAt", direction: "desc" }] }],
  preview: { select: { title: "subject", subtitle: "email" } },
})
