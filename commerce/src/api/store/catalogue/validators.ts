import { z } from "@medusajs/framework/zod"

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
