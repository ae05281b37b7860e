import { z } from "@medusajs/framework/zod"
import { CATALOGUE_PAGE_SIZE, HOME_RANDOM_COUNT, MAX_PAGE_SIZE, REQUEST_NUMBER_DIGITS } from "@shop/contracts/api"
import { SEARCH_DOCUMENTS_PER_REQUEST } from "@shop/contracts/commerce-api"

/** One whole number, as /api/* takes it (contracts/src/api.ts). */
const WHOLE_NUMBER = `\\d{1,${REQUEST_NUMBER_DIGITS}}`

/** A query parameter that must be a single whole number written in decimal digits. */
const wholeNumber = (field: string) =>
  z
    .string({ error: `${field} must be a single whole number` })
    .regex(new RegExp(`^${WHOLE_NUMBER}$`), `${field} must be a whole number`)
    .transform(Number)

const limit = (most: number) => wholeNumber("limit").pipe(z.number().int().min(1).max(most))

export const CataloguePageQuery = z.strictObject({
  limit: limit(MAX_PAGE_SIZE).default(CATALOGUE_PAGE_SIZE),
  offset: wholeNumber("offset").pipe(z.number().int().min(0)).default(0),
})

/** Either a page (limit, offset) or up to SEARCH_DOCUMENTS_PER_REQUEST item ids, comma-separated. */
export const SearchDocumentsQuery = z.strictObject({
  ids: z
    .string({ error: "ids must be given once" })
    .regex(
      new RegExp(`^${WHOLE_NUMBER}(,${WHOLE_NUMBER}){0,${SEARCH_DOCUMENTS_PER_REQUEST - 1}}$`),
      `ids must be up to ${SEARCH_DOCUMENTS_PER_REQUEST} whole numbers separated by commas`
    )
    .transform((ids) => ids.split(",").map(Number))
    .optional(),
  limit: limit(SEARCH_DOCUMENTS_PER_REQUEST).default(SEARCH_DOCUMENTS_PER_REQUEST),
  offset: wholeNumber("offset").pipe(z.number().int().min(0)).default(0),
})

export const RandomCatalogueQuery = z.strictObject({
  limit: limit(MAX_PAGE_SIZE).default(HOME_RANDOM_COUNT),
})

export const CatalogueChangesQuery = z.strictObject({
  since: wholeNumber("since").pipe(z.number().int().min(0)).optional(),
})

export const CatalogueItemParams = z.object({
  item_id: wholeNumber("item_id").pipe(z.number().int().min(1)),
})
