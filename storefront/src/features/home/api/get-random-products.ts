import { queryOptions, useQuery } from "@tanstack/react-query"
import { cardOf, HOME_RANDOM_COUNT, type CatalogueCard, type CatalogueListResponse } from "@shop/contracts/api"
import { randomProductsApiUrl } from "../../../../shared/api-urls"
import { getJson } from "../../../lib/http"

export const randomProductsUrl = () => randomProductsApiUrl(HOME_RANDOM_COUNT)

/**
 * The grid's cards: a card is what the grid shows (names in every language, for the cart), and the page's HTML
 * carries the query cache for hydration: whole entries (every language's description and tags) made the home
 * page's HTML four times larger and its first paint 0.3 s later on a slow phone.
 */
export const getRandomProducts = async (signal?: AbortSignal): Promise<CatalogueCard[]> => (await getJson<CatalogueListResponse>(randomProductsUrl(), signal)).map(cardOf)

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
