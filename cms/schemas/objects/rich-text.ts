/** Rich text (Portable Text) for FAQ answers and page bodies: headings, lists, bold, italic and safe links. */
import { defineArrayMember, defineType } from "sanity"

/** Links the storefront renders: web, mail, phone, a site path or an anchor (anything else shows as plain text). */
export const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/|#)/i

export const richText = defineType({
  name: "richText",
  title: "Rich text",
  description:
    "Write {{freeShippingFrom}} where the free-shipping threshold belongs: the shop puts in the amount commerce charges (a paragraph or item that names it is left out while nothing ships free). Write {{countriesShippedTo}} for the countries the shop ships to: the number of its shipping table, with the noun as the UI string shipping › countriesShippedTo words it. Write {{europeDays}} and {{worldwideDays}} for how long delivery takes in Europe and to the rest of the world: the shortest to the longest days of the shipping table's zone, worded as the table words a country's days (\"1–5 business days\"); never write a delivery time out.",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "Heading", value: "h2" },
        { title: "Subheading", value: "h3" },
      ],
      lists: [
        { title: "Bullets", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Bold", value: "strong" },
          { title: "Italic", value: "em" },
        ],
        annotations: [
          {
            name: "link",
            type: "object",
            title: "Link",
            fields: [
              {
                name: "href",
                type: "string",
                title: "Address",
                description: "https://…, mailto:…, tel:…, or a path on this site such as /contact",
                validation: (rule) =>
                  rule.required().custom((href?: string) => (!href || SAFE_HREF.test(href) ? true : "Use https://, mailto:, tel:, a path starting with / or an #anchor")),
              },
            ],
          },
        ],
      },
    }),
  ],
})
