import { z } from "@medusajs/framework/zod"
import { CATALOGUE_PAGE_SIZE, HOME_RANDOM_COUNT, MAX_PAGE_SIZE } from "@shop/contracts/api"
import { SEARCH_DOCUMENTS_PER_REQUEST } from "@shop/contracts/commerce-api"
import { pageLimit, WHOLE_NUMBER, wholeNumber } from "../../../lib/validate"

export const CataloguePageQuery = z.strictObject({
  limit: pageLimit(MAX_PAGE_SIZE).default(CATALOGUE_PAGE_SIZE),
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
  limit: pageLimit(SEARCH_DOCUMENTS_PER_REQUEST).default(SEARCH_DOCUMENTS_PER_REQUEST),
  offset: wholeNumber("offset").pipe(z.number().int().min(0)).default(0),
})

export const RandomCatalogueQuery = z.strictObject({
  limit: pageLimit(MAX_PAGE_SIZE).default(HOME_RANDOM_COUNT),
})

export const CatalogueChangesQuery = z.strictObject({
  since: wholeNumber("since").pipe(z.number().int().min(0)).optional(),
})

export const CatalogueItemParams = z.object({
  item_id: wholeNumber("item_id").pipe(z.number().int().min(1)),
})
