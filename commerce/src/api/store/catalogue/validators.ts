import { z } from "@medusajs/framework/zod"
import { SEARCH_CATEGORIES } from "../../../lib/catalogue-search"

/** A query parameter that must be a single whole number written in decimal digits. */
const wholeNumber = (field: string) =>
  z.string({ error: `${field} must be a single whole number` }).regex(/^\d{1,9}$/, `${field} must be a whole number`).transform(Number)

export const CataloguePageQuery = z.strictObject({
  limit: wholeNumber("limit").pipe(z.number().int().min(1).max(100)).default(24),
  offset: wholeNumber("offset").pipe(z.number().int().min(0)).default(0),
})

/** Either a page (limit, offset) or up to 100 item ids, comma-separated. */
export const SearchDocumentsQuery = z
  .strictObject({
    ids: z
      .string({ error: "ids must be given once" })
      .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, "ids must be up to 100 whole numbers separated by commas")
      .transform((ids) => ids.split(",").map(Number))
      .optional(),
    limit: wholeNumber("limit").pipe(z.number().int().min(1).max(100)).default(100),
    offset: wholeNumber("offset").pipe(z.number().int().min(0)).default(0),
  })

export const RandomCatalogueQuery = z.strictObject({
  limit: wholeNumber("limit").pipe(z.number().int().min(1).max(100)).default(20),
})

export const CatalogueChangesQuery = z.strictObject({
  since: wholeNumber("since").pipe(z.number().int().min(0)).optional(),
})

export const CatalogueItemParams = z.object({
  item_id: wholeNumber("item_id").pipe(z.number().int().min(1)),
})

/** BCP 47 shape ("de-DE"); whether the store supports the locale is checked against the store itself. */
const LOCALE_SHAPE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

export const CatalogueSearchQuery = z.strictObject({
  q: z
    .string({ error: "is required, once, as text" })
    .trim()
    .min(1, "must not be blank")
    .max(100, "must be at most 100 characters")
    // PostgreSQL text cannot hold NUL, and no shopper types control characters.
    .regex(/^\P{Cc}*$/u, "must not contain control characters"),
  category: z
    .enum(SEARCH_CATEGORIES, { error: `must be one of ${SEARCH_CATEGORIES.join(", ")}` })
    .default("all"),
  locale: z
    .string({ error: "must be given once" })
    .regex(LOCALE_SHAPE, "must be a BCP 47 code such as de-DE")
    .default("en-US"),
  limit: wholeNumber("limit").pipe(z.number().int().min(1).max(100)).default(24),
  offset: wholeNumber("offset").pipe(z.number().int().min(0)).default(0),
})
