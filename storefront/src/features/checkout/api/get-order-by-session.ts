import { queryOptions, useQuery } from "@tanstack/react-query"
import type { OrderStatusResponse } from "@shop/contracts/api"
import { getJson, HttpError } from "../../../lib/http"

const POLL_MS = 1500

export const orderBySessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ["order-by-session", sessionId] as const,
    queryFn: ({ signal }) => getJson<OrderStatusResponse>(`/api/orders/by-session/${encodeURIComponent(sessionId)}`, signal),
    // Poll while the order is being made; stop once it exists.
    refetchInterval: (query) => (query.state.data?.status === "pending" ? POLL_MS : false),
    retry: retryLookup,
  })

/**
 * Whether a failed lookup is asked again (after the query client's growing pause: 1 s, 2 s, … 30 s). Too many
 * lookups from this address (429, several tabs or shoppers behind one address) always: the page keeps
 * waiting rather than showing an error. An unknown or expired session never: asking again will not change it.
 */
export function retryLookup(failures: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status === 429) return true
  return !(error instanceof HttpError && (error.status === 404 || error.status === 410 || error.status === 400)) && failures < 3
}

/** The order made from a Stripe Checkout Session (202 pending until it exists). */
export const useOrderBySession = (sessionId: string) => useQuery({ ...orderBySessionQueryOptions(sessionId), enabled: sessionId !== "" })

/**
 * Where a checkout stands, for taking its lines out of the cart: paid (its order exists), open (not paid yet,
 * or paid and the order on its way), or gone (expired, unknown). A network failure or a 429 (too many lookups)
 * counts as open: asked again later.
 */
export async function checkoutState(sessionId: string): Promise<"paid" | "open" | "gone"> {
  try {
    const answer = await getJson<OrderStatusResponse>(`/api/orders/by-session/${encodeURIComponent(sessionId)}`)
    // Sold out meanwhile: nothing was bought (the payment is refunded), so its lines stay in the cart.
    return answer.status === "complete" ? "paid" : answer.status === "sold_out" ? "gone" : "open"
  } catch (error) {
    return error instanceof HttpError && (error.status === 404 || error.status === 410 || error.status === 400) ? "gone" : "open"
  }
}
