/** The server's failed queries reach the browser's cache as the errors the pages check (issue 53's renewed-link page). */
import assert from "node:assert/strict"
import { test } from "node:test"
import { dehydrate, QueryClient } from "@tanstack/react-query"
import { HttpError } from "../lib/http"
import { hydrateQueries } from "./server-state"

test("server state: a query the server's render answered 404 is an HttpError 404 in the browser, after the trip through JSON", async () => {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await server.prefetchQuery({
    queryKey: ["order-page", "gone"],
    queryFn: () => Promise.reject(new HttpError(404, "No order has this link")),
  })
  const json = JSON.parse(JSON.stringify(dehydrate(server, { shouldDehydrateQuery: (query) => query.state.status !== "pending" })))
  const browser = new QueryClient()
  hydrateQueries(browser, json)
  const error = browser.getQueryState(["order-page", "gone"])?.error
  assert.ok(error instanceof HttpError, `an HttpError, not ${JSON.stringify(error)}`)
  assert.equal(error.status, 404)
})
