/**
 * What the server's render hands to the browser's hydration, as JSON in
 * <script id="server-state" type="application/json"> (data, not script: a CSP can forbid inline scripts):
 * the router's loader data, the query cache the loaders filled, and the page language's UI strings where the
 * CMS's differ from the bundled ones (the browser loads the bundled ones itself). The browser's first render
 * then uses exactly the server's data and strings: no mismatch, and no second fetch.
 */
import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query"
import type { HydrationState } from "react-router-dom"
import { HttpError } from "../lib/http"
import type { UiStrings } from "../lib/i18n-backend"

export const SERVER_STATE_ELEMENT_ID = "server-state"

export interface ServerState {
  router: HydrationState
  queries: DehydratedState
  /** The CMS's UI strings that differ from the bundled ones (usually none). */
  translations: UiStrings
}

/** The page's server state, or undefined when the page was not rendered by the server. */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as ServerState
  } catch (error) {
    console.error("The page's server state is unreadable; rendering without it", error)
    return undefined
  }
}

/**
 * Puts the server's answers into the browser's query cache as fetched now: the server's cached HTML is
 * replaced whenever its data changes, so its answers are as fresh as a request would be, and the queries'
 * staleTime keeps them from being asked again at once.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  const now = Date.now()
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, error: revivedError(query.state.error), dataUpdatedAt: now, errorUpdatedAt: now } })),
  })
}

/**
 * A failed query's error as the page's code checks it (`instanceof HttpError`, its status): JSON made the
 * server's HttpError a plain object ({status, name}), and a page that tells a 404 from other failures (the order
 * page's not-found page) would otherwise render something else than the server did (React's hydration error 418).
 */
export function revivedError(error: Error | null): Error | null {
  if (typeof error !== "object" || error === null || error instanceof Error) return error
  const { status, message, fields } = error as { status?: unknown; message?: unknown; fields?: Record<string, string> }
  return typeof status === "number" ? new HttpError(status, typeof message === "string" ? message : "", fields) : error
}
