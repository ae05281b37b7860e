/**
 * The storefront's way to hand commerce the searches that found nothing: Medusa's JS SDK against commerce's
 * POST /store/search-misses (commerce/src/api/store/search-misses), with the publishable key as every store call
 * and the storefront's secret (STOREFRONT_SECRET), which only the storefront server and commerce hold: the
 * publishable key is public, so it alone must not let anyone count searches.
 */
import { Client, FetchError } from "@medusajs/js-sdk"
import { STOREFRONT_SECRET_HEADER, type SearchMissBatch, type SearchMissBatchResult } from "@shop/contracts/commerce-api"
import { CommerceUnavailableError } from "./catalogue-client.js"

/** Commerce refused the batch as malformed (400): sending it again would be refused again. */
export class SearchMissBatchRejectedError extends Error {}

export interface SearchMissSink {
  send(batch: SearchMissBatch): Promise<SearchMissBatchResult>
}

/** A batch is small and nobody waits for it, but shutting down does: the last one may take this long. */
const TIMEOUT_MS = 5_000

export function createCommerceSearchMisses(options: { baseUrl: string; publishableKey: string; storefrontSecret: string }): SearchMissSink {
  const client = new Client({
    baseUrl: options.baseUrl,
    publishableKey: options.publishableKey,
    globalHeaders: { [STOREFRONT_SECRET_HEADER]: options.storefrontSecret },
    auth: { type: "jwt", jwtTokenStorageMethod: "memory" },
  })
  return {
    async send(batch) {
      try {
        return await client.fetch<SearchMissBatchResult>("/store/search-misses", { method: "POST", body: batch, signal: AbortSignal.timeout(TIMEOUT_MS) })
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        if (error instanceof FetchError && error.status === 400) throw new SearchMissBatchRejectedError(`commerce refused a batch of search misses: ${reason}`)
        throw new CommerceUnavailableError(`commerce did not take the search misses: ${reason}`)
      }
    },
  }
}
