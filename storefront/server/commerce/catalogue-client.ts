/**
 * The storefront's only way into commerce's catalogue: Medusa's JS SDK against the catalogue routes
 * (commerce/src/api/store/catalogue), authenticated with the storefront's publishable key.
 */
// The SDK's Client is what `new Medusa(...).client` holds; importing it by name avoids the package's
// default-export interop between its CommonJS and ESM builds.
import { Client, FetchError } from "@medusajs/js-sdk"
import type { CatalogueEntry } from "@shop/contracts/api"
import type { CatalogueChanges, CatalogueLastModified, CataloguePage, SearchDocuments } from "@shop/contracts/commerce-api"

/** Commerce cannot be reached or failed on its side: the shopper should retry later (503). */
export class CommerceUnavailableError extends Error {}

export type { CataloguePage, CatalogueChanges }

export interface CatalogueSource {
  page(limit: number, offset: number): Promise<CataloguePage>
  random(limit: number): Promise<CatalogueEntry[]>
  /** null when no product has this item id. */
  item(id: number): Promise<CatalogueEntry | null>
  /** The catalogue's change log (commerce/src/modules/catalogue/service.ts); no `since` → just the version. */
  changes(since?: number): Promise<CatalogueChanges>
  /** Every published item and when it last changed (the sitemaps' lastmod). */
  lastModified(): Promise<CatalogueLastModified["items"]>
  /** Published products with their categories, by page or by item ids: what the search index is built from. */
  searchDocuments(request: { limit: number; offset: number } | { ids: number[] }): Promise<SearchDocuments>
}

/** How long one commerce call may take before the shopper gets a 503 instead of a hung request. */
const DEFAULT_TIMEOUT_MS = 10_000

export function createCommerceCatalogue(options: { baseUrl: string; publishableKey: string; timeoutMs?: number }): CatalogueSource {
  const client = new Client({
    baseUrl: options.baseUrl,
    publishableKey: options.publishableKey,
    auth: { type: "jwt", jwtTokenStorageMethod: "memory" },
  })

  async function get<T>(path: string, query?: Record<string, number | string>): Promise<T> {
    try {
      return await client.fetch<T>(path, { query, signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) })
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) throw error
      const reason = error instanceof Error ? error.message : String(error)
      throw new CommerceUnavailableError(`commerce did not answer ${path}: ${reason}`)
    }
  }

  return {
    async page(limit, offset) {
      const { entries, count } = await get<CataloguePage>("/store/catalogue", { limit, offset })
      return { entries, count }
    },
    random: async (limit) => (await get<{ entries: CatalogueEntry[] }>("/store/catalogue/random", { limit })).entries,
    async item(id) {
      try {
        return (await get<{ entry: CatalogueEntry }>(`/store/catalogue/${id}`)).entry
      } catch (error) {
        if (error instanceof FetchError && error.status === 404) return null
        throw error
      }
    },
    changes: (since) => get<CatalogueChanges>("/store/catalogue/changes", since === undefined ? undefined : { since }),
    lastModified: async () => (await get<CatalogueLastModified>("/store/catalogue/last-modified")).items,
    searchDocuments: (request) =>
      get<SearchDocuments>("/store/catalogue/search-documents", "ids" in request ? { ids: request.ids.join(",") } : { limit: request.limit, offset: request.offset }),
  }
}
