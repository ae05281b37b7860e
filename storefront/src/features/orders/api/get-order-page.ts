import { queryOptions, useQuery } from "@tanstack/react-query"
import type { OrderPageResponse } from "@shop/contracts/api"
import { getJson } from "../../../lib/http"

export const orderPageQueryKey = (token: string) => ["order-page", token] as const

export const orderPageUrl = (token: string) => `/api/orders/${encodeURIComponent(token)}`

export const orderPageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderPageQueryKey(token),
    queryFn: ({ signal }) => getJson<OrderPageResponse>(orderPageUrl(token), signal),
    meta: { apiUrl: orderPageUrl(token) },
    // A link nobody signed stays unknown (the client's default retry leaves a 4xx alone), and the server's
    // answer (the 404 page) is what the page shows, not a new attempt when it mounts.
    retryOnMount: false,
  })

/** The shopper's order and what happened to it (the link in the order e-mails). */
export const useOrderPage = (token: string) => useQuery(orderPageQueryOptions(token))
