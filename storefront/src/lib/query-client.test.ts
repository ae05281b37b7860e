import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { HttpError } from "./http"
import { createQueryClient, retryDelay, shouldRetry } from "./query-client"

describe("fetch policy", () => {
  it("retries up to 3 times", () => {
    const error = new Error("network")
    assert.deepEqual([0, 1, 2, 3].map((failures) => shouldRetry(failures, error)), [true, true, true, false])
  })

  it("waits 1 s, doubling, capped at 30 s", () => {
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6].map(retryDelay), [1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it("retries server errors but not a missing product", () => {
    assert.equal(shouldRetry(0, new HttpError(503, "unavailable")), true)
    assert.equal(shouldRetry(0, new HttpError(429, "slow down")), true)
    assert.equal(shouldRetry(0, new HttpError(404, "Product 9 not found")), false)
  })

  it("refetches on focus and reconnect, pauses offline, drops unused data after 5 minutes", () => {
    const queries = createQueryClient().getDefaultOptions().queries
    assert.equal(queries?.refetchOnWindowFocus, true)
    assert.equal(queries?.refetchOnReconnect, true)
    assert.equal(queries?.networkMode, "online")
    assert.equal(queries?.gcTime, 300_000)
  })
})
