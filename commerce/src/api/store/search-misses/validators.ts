import { z } from "@medusajs/framework/zod"
import { SEARCH_QUERY_MAX_LENGTH } from "@shop/contracts/api"
import { SEARCH_MISS_BATCH_MAX, SEARCH_MISS_ENTRY_COUNT_MAX, type SearchMissBatch } from "@shop/contracts/commerce-api"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import type { Assert, Same } from "../../../lib/validate"

/** A storefront server's batch of searches that found nothing (contracts/src/api.ts's SearchMissBatch), within the /api/* limits it already checked. */
export const SearchMissBatchBody = z.strictObject({
  misses: z
    .array(
      z.strictObject({
        day: z
          .string({ error: "day must be a date, YYYY-MM-DD" })
          .regex(/^\d{4}-\d{2}-\d{2}$/, "day must be a date, YYYY-MM-DD")
          .refine((day) => {
            const date = new Date(`${day}T00:00:00Z`)
            return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
          }, "day must be a date that exists"),
        language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(", ")}` }),
        query: z
          .string({ error: "query must be text" })
          .trim()
          .min(1, "query must not be blank")
          .max(SEARCH_QUERY_MAX_LENGTH, `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
          .regex(/^\P{Cc}*$/u, "query must not contain control characters"),
        count: z
          .number({ error: "count must be a number" })
          .int("count must be a whole number")
          .min(1, "count must be at least 1")
          .max(SEARCH_MISS_ENTRY_COUNT_MAX, `count must be at most ${SEARCH_MISS_ENTRY_COUNT_MAX}`),
      })
    )
    .max(SEARCH_MISS_BATCH_MAX, `a batch takes at most ${SEARCH_MISS_BATCH_MAX} entries`),
})

/** The validator takes exactly the contract's batch: a field changed on one side only fails `tsc` here. */
export type BodyIsTheContract = Assert<Same<z.input<typeof SearchMissBatchBody>, SearchMissBatch>>
