import { queryOptions, useQuery } from "@tanstack/react-query"
import { HOME_RANDOM_COUNT, type CatalogueListResponse } from "@shop/contracts/api"
import { randomProductsApiUrl } from "../../../../shared/api-urls"
import { getJson } from "../../../lib/http"

export const randomProductsUrl = () => randomProductsApiUrl(HOME_RANDOM_COUNT)

export const getRandomProducts = (signal?: AbortSignal) => getJson<CatalogueListResponse>(randomProductsUrl(), signal)

export const randomProductsQueryOptions = () =>
  queryOptions({
    queryKey: ["products", "random", HOME_RANDOM_COUNT],
    queryFn: ({ signal }) => getRandomProducts(signal),
    // A fresh draw would reshuffle the grid under the shopper's cursor on every focus; keep this visit's picks.
    staleTime: Infinity,
    meta: { errorMessage: "Failed to fetch products", apiUrl: randomProductsUrl() },
  })

/** The home grid's 20 random products (spec §2, §7); errors are only logged (spec §8). */
export const useRandomProducts = () => useQuery(randomProductsQueryOptions())
