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
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
})
