import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { forgetCheckout, PENDING_CHECKOUTS_KEY, PENDING_MAX_AGE_MS, readPendingCheckouts, rememberCheckout } from "./pending-checkouts"

const memoryStorage = () => {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values }
}

describe("pending checkouts", () => {
  it("remembers a checkout's lines by its session, once, until forgotten", () => {
    const storage = memoryStorage()
    rememberCheckout(storage, { sessionId: "cs_test_a", lines: [{ id: 1, quantity: 2 }], startedAt: Date.now() })
    rememberCheckout(storage, { sessionId: "cs_test_b", lines: [{ id: 2, quantity: 1 }], startedAt: Date.now() })
    rememberCheckout(storage, { sessionId: "cs_test_a", lines: [{ id: 1, quantity: 3 }], startedAt: Date.now() })
    assert.deepEqual(
      readPendingCheckouts(storage).map((checkout) => [checkout.sessionId, checkout.lines[0]!.quantity]),
      [
        ["cs_test_b", 1],
        ["cs_test_a", 3],
      ]
    )
    forgetCheckout(storage, "cs_test_b")
    assert.deepEqual(
      readPendingCheckouts(storage).map((checkout) => checkout.sessionId),
      ["cs_test_a"]
    )
  })

  it("drops what is too old to be paid and anything unreadable", () => {
    const storage = memoryStorage()
    const now = Date.now()
    storage.setItem(
      PENDING_CHECKOUTS_KEY,
      JSON.stringify([
        { sessionId: "cs_test_old", lines: [], startedAt: now - PENDING_MAX_AGE_MS - 1 },
        { sessionId: "not a session", lines: [], startedAt: now },
        {
          sessionId: "cs_test_ok",
          lines: [
            { id: 1, quantity: 1 },
            { id: "x", quantity: 1 },
            { id: 2, quantity: -1 },
          ],
          startedAt: now,
        },
        "garbage",
      ])
    )
    assert.deepEqual(readPendingCheckouts(storage, now), [{ sessionId: "cs_test_ok", lines: [{ id: 1, quantity: 1 }], startedAt: now }])
    storage.setItem(PENDING_CHECKOUTS_KEY, "{not json")
    assert.deepEqual(readPendingCheckouts(storage, now), [])
    assert.deepEqual(readPendingCheckouts(undefined, now), [])
  })
})
