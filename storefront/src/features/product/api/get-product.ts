import { queryOptions, useQuery } from "@tanstack/react-query"
import type { CatalogueEntryResponse } from "@shop/contracts/api"
import { productApiUrl } from "../../../../shared/api-urls"
import { getJson } from "../../../lib/http"

/** Every product's query key starts so (invalidating it reads every product shown again). */
export const PRODUCTS_QUERY_KEY = ["product"] as const
export const productQueryKey = (id: number) => [...PRODUCTS_QUERY_KEY, id] as const

export const getProduct = (id: number, signal?: AbortSignal) => getJson<CatalogueEntryResponse>(productApiUrl(id), signal)

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // Also keeps a product the server pre-loaded into the page from being fetched again at once.
    staleTime: 60_000,
    meta: { apiUrl: productApiUrl(id) },
  })

/** One product (spec §7); a non-OK answer is the 'Product not found' state. */
export const useProduct = (id: number) => useQuery(productQueryOptions(id))
