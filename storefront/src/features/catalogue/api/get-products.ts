import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { cardOf, CATALOGUE_PAGE_SIZE, type CatalogueCard, type CatalogueListResponse } from "@shop/contracts/api"
import { productsApiUrl } from "../../../../shared/api-urls"
import { getJson } from "../../../lib/http"

export const productsPageUrl = (page: number) => productsApiUrl(CATALOGUE_PAGE_SIZE, (page - 1) * CATALOGUE_PAGE_SIZE)

/** The page's cards, as the home grid's (get-random-products.ts): the HTML carries the query cache, so only what the grid shows. */
export const getProductsPage = async (page: number, signal?: AbortSignal): Promise<CatalogueCard[]> =>
  (await getJson<CatalogueListResponse>(productsPageUrl(page), signal)).map(cardOf)

export const productsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["products", "page", page],
    queryFn: ({ signal }) => getProductsPage(page, signal),
    // The server keeps a page for 60 s; asking again sooner only returns the same bytes.
    staleTime: 60_000,
    meta: { errorMessage: "Failed to fetch products", apiUrl: productsPageUrl(page) },
  })

/** One catalogue page of 24 (spec §7); the previous page stays on screen while the next one loads. */
export const useProductsPage = (page: number) => useQuery({ ...productsPageQueryOptions(page), placeholderData: keepPreviousData })
