import { z } from "@medusajs/framework/zod"

/** A query parameter that must be a single whole number written in decimal digits. */
const wholeNumber = (field: string) =>
  z.string({ error: `${field} must be a single whole number` }).regex(/^\d{1,9}$/, `${field} must be a whole number`).transform(Number)

export const CataloguePageQuery = z.strictObject({
  limit: wholeNumber("limit").pipe(z.number().int().min(1).max(100)).default(24),
  offset: wholeNumber("offset").pipe(z.number().int().min(0)).default(0),
})

export const RandomCatalogueQuery = z.strictObject({
  limit: wholeNumber("limit").pipe(z.number().int().min(1).max(100)).default(20),
})

export const CatalogueItemParams = z.object({
  item_id: wholeNumber("item_id").pipe(z.number().int().min(1)),
})
