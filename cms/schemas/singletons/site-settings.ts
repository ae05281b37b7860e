/** The shop's company and contact details, opening hours and marketplace review links (one document). */
import { defineArrayMember, defineField, defineType } from "sanity"

export const SITE_SETTINGS_ID = "siteSettings"

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  fields: [
    defineField({ name: "companyName", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "registrationNumber", type: "string", description: "Companies House number", validation: (rule) => rule.required() }),
    defineField({ name: "tagline", type: "internationalizedArrayString" }),
    defineField({
      name: "address",
      type: "object",
      fields: [
        defineField({ name: "street", type: "string" }),
        defineField({ name: "city", type: "string" }),
        defineField({ name: "postcode", type: "string" }),
        defineField({ name: "country", type: "string" }),
      ],
    }),
    defineField({ name: "email", type: "email", validation: (rule) => rule.required() }),
    defineField({ name: "phone", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "openingHours",
      type: "object",
      fields: [
        defineField({ name: "weekdays", title: "Monday–Friday", type: "string", description: "e.g. 9:00–18:00" }),
        defineField({ name: "weekend", title: "Saturday–Sunday", type: "string", description: "e.g. 10:00–16:00" }),
        defineField({ name: "weekdaysLabel", type: "internationalizedArrayString" }),
        defineField({ name: "weekendLabel", type: "internationalizedArrayString" }),
      ],
    }),
    defineField({ name: "phoneHours", title: "Phone card text", type: "internationalizedArrayString" }),
    defineField({ name: "emailResponse", title: "E-mail card text", type: "internationalizedArrayString" }),
    defineField({ name: "reviewLinks", type: "array", of: [defineArrayMember({ type: "reviewLink" })], validation: (rule) => rule.max(2) }),
    defineField({
      name: "dispatch",
      title: "Same-day dispatch",
      description: "What the product page, the cart and the order pages say about when an order leaves the warehouse.",
      type: "object",
      fields: [
        defineField({
          name: "cutoff",
          title: "Cut-off (warehouse time)",
          type: "string",
          description: "Orders paid before this time on a business day leave the same day, e.g. 14:00",
          validation: (rule) => rule.required().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: "24-hour time, HH:MM" }),
        }),
        defineField({
          name: "timeZone",
          title: "Warehouse time zone",
          type: "string",
          description: "IANA name, e.g. Europe/Warsaw",
          validation: (rule) =>
            rule.required().custom((zone) => {
              try {
                new Intl.DateTimeFormat("en", { timeZone: String(zone) })
                return true
              } catch {
                return "Not a time zone name (e.g. Europe/Warsaw)"
              }
            }),
        }),
        defineField({
          name: "businessDays",
          title: "Business days",
          type: "array",
          of: [defineArrayMember({ type: "number" })],
          options: {
            list: [
              { title: "Monday", value: 1 },
              { title: "Tuesday", value: 2 },
              { title: "Wednesday", value: 3 },
              { title: "Thursday", value: 4 },
              { title: "Friday", value: 5 },
              { title: "Saturday", value: 6 },
              { title: "Sunday", value: 7 },
            ],
          },
          validation: (rule) => rule.required().min(1),
        }),
        defineField({
          name: "holidays",
          title: "Holidays (no dispatch)",
          type: "array",
          of: [defineArrayMember({ type: "date" })],
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
})
