/** A card, step or tier shown above a page's body (shipping's four cards, the returns steps, the warranty tiers). */
import { defineField, defineType } from "sanity"

export const HIGHLIGHT_ICONS = ["truck", "shield", "package", "map-pin", "mail", "credit-card", "award", "help-circle", "rotate-ccw", "phone"] as const

export const highlight = defineType({
  name: "highlight",
  title: "Highlight",
  type: "object",
  fields: [
    defineField({ name: "icon", type: "string", options: { list: [...HIGHLIGHT_ICONS] }, validation: (rule) => rule.required() }),
    defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "text", type: "text", rows: 2, validation: (rule) => rule.required() }),
    defineField({ name: "link", type: "string", description: "Optional: a path on this site (/faq), mailto: or tel:" }),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
})
