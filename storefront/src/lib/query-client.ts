/**
 * The one QueryClient and its defaults: the spec's fetch policy (§4) and error reporting (§8).
 * - failed queries retry up to 3 times, 1 s doubling, capped at 30 s (a 4xx other than 408/429 is final:
 *   retrying a missing product only delays 'Product not found');
 * - refetch on window focus and on reconnect; paused while offline (networkMode 'online');
 * - unused data is dropped after 5 minutes.
 * A query with meta.errorMessage logs that message once, after its last retry.
 */
import { QueryCache, QueryClient } from "@tanstack/react-query"
import { HttpError } from "./http"

export const MAX_RETRIES = 3

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      errorMessage?: string
      /** The /api/* answer the query reads: what the server hands its render of a screen (app/route-data.ts). */
      apiUrl?: string
    }
  }
}

export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000)

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return false
  return failureCount < MAX_RETRIES
}

/**
 * `forServerRender`: one page render's client; a failed call is not retried (the page shows the error state
 * at once), and nothing is scheduled for later.
 */
export function createQueryClient({ forServerRender = false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorMessage) console.error(query.meta.errorMessage, error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: forServerRender ? false : shouldRetry,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        networkMode: "online",
        // A render's client is dropped with its request: no timers (a 5-minute one per query would keep
        // every render's data alive that long).
        gcTime: forServerRender ? Infinity : 5 * 60 * 1000,
      },
    },
  })
}

export const queryClient = createQueryClient()
