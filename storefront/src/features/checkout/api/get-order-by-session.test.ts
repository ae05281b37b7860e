/**
 * The confirmation page's lookup through the shop's real QueryClient, with the storefront's answers stubbed:
 * a 429 (too many lookups from one address) keeps the page waiting instead of turning into an error.
 */
import assert from "node:assert/strict"
import { afterEach, describe, it } from "node:test"
import type { OrderStatusResponse } from "@shop/contracts/api"
import { HttpError, setGetTransport, type TransportResponse } from "../../../lib/http"
import { createQueryClient } from "../../../lib/query-client"
import { checkoutState, orderBySessionQueryOptions } from "./get-order-by-session"

/** Answers in turn (the last one again for every later call), counting the calls. */
function answering(...answers: [number, unknown][]) {
  const calls: string[] = []
  setGetTransport(async (url) => {
    const [status, body] = answers[Math.min(calls.length, answers.length - 1)]!
    calls.push(url)
    return { ok: status < 300, status, statusText: String(status), json: async () => body } satisfies TransportResponse
  })
  return calls
}

/** The shop's query client; each one's queries are cleared after the test (their garbage-collection timers would keep the process 5 minutes). */
const clients: ReturnType<typeof createQueryClient>[] = []
const queryClient = () => {
  const client = createQueryClient()
  clients.push(client)
  return client
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear()
})

const TOO_MANY: [number, unknown] = [429, { error: "Too many order lookups from your address. Please try again in 1 minute." }]
const PENDING: [number, OrderStatusResponse] = [202, { status: "pending" }]

describe("GET /api/orders/by-session/{id} from the app", () => {
  it("order lookup: six 429s in a row are waited out (no error), then the answer arrives", async () => {
    const calls = answering(TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY, PENDING)
    // The client's own pauses (1 s, 2 s, 4 s, …) shortened, so the test does not wait a minute.
    const answer = await queryClient().fetchQuery({ ...orderBySessionQueryOptions("cs_test_limited"), retryDelay: 1 })
    assert.deepEqual(answer, { status: "pending" })
    assert.equal(calls.length, 7)
  })

  it("order lookup: an unknown session is final at once; a failing server gives up after 3 retries", async () => {
    const unknown = answering([404, { error: "Checkout session cs_test_x not found" }])
    await assert.rejects(queryClient().fetchQuery({ ...orderBySessionQueryOptions("cs_test_x"), retryDelay: 1 }), (error) => error instanceof HttpError && error.status === 404)
    assert.equal(unknown.length, 1)
    const failing = answering([503, { error: "The shop is unavailable right now." }])
    await assert.rejects(queryClient().fetchQuery({ ...orderBySessionQueryOptions("cs_test_y"), retryDelay: 1 }), (error) => error instanceof HttpError && error.status === 503)
    assert.equal(failing.length, 4)
  })

  it("order lookup: the cart's watcher takes a 429 as still open (asked again later), not as gone", async () => {
    answering(TOO_MANY)
    assert.equal(await checkoutState("cs_test_limited"), "open")
  })
})
