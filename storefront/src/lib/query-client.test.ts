/**
 * What the shop's QueryClient does with a query, run through a real client and a QueryObserver (what
 * useQuery uses) on mocked timers: how often the query function is called, when, and what ends up in the
 * cache and in the console. Nothing here reads the client's options back.
 */
import assert from "node:assert/strict"
import { afterEach, before, beforeEach, describe, it, mock } from "node:test"
import { environmentManager, focusManager, onlineManager, QueryObserver, type QueryClient } from "@tanstack/react-query"
import { HttpError } from "./http"
import { createQueryClient } from "./query-client"

const ERROR_MESSAGE = "Failed to fetch products"

let client: QueryClient
let logged: unknown[][]
let stops: Array<() => void>

before(async () => {
  // Node warns (on stderr, through console.error) that mock timers are experimental: let that pass first.
  mock.timers.enable({ apis: ["setTimeout"] })
  mock.timers.reset()
  await new Promise<void>((resolve) => setImmediate(resolve))
})

beforeEach(() => {
  // The app runs in a browser; node would otherwise get the library's server defaults (no retries).
  environmentManager.setIsServer(() => false)
  mock.timers.enable({ apis: ["setTimeout", "Date"], now: 0 })
  focusManager.setFocused(true)
  onlineManager.setOnline(true)
  logged = []
  mock.method(console, "error", (...args: unknown[]) => void logged.push(args))
  client = createQueryClient()
  client.mount() // what QueryClientProvider does: focus and reconnect now reach the queries
  stops = []
})

afterEach(() => {
  for (const stop of stops) stop()
  client.unmount()
  client.clear()
  mock.timers.reset()
  mock.restoreAll()
  focusManager.setFocused(undefined)
  onlineManager.setOnline(true)
  environmentManager.setIsServer(() => typeof window === "undefined")
})

/** Lets pending promise callbacks run (setImmediate is not mocked). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

async function advance(ms: number): Promise<void> {
  mock.timers.tick(ms)
  await settle()
}

/**
 * Shows a query as a mounted component would; `answers` are used in turn (an Error is thrown), the last
 * one for every later call. Returns how many times the query function ran so far, and the query's state.
 */
async function show(key: string, answers: Array<unknown>, options: { staleTime?: number } = {}) {
  let calls = 0
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => {
      const answer = answers[Math.min(calls, answers.length - 1)]
      calls++
      if (answer instanceof Error) return Promise.reject(answer)
      return Promise.resolve(answer)
    },
    meta: { errorMessage: ERROR_MESSAGE },
    ...options,
  })
  const unsubscribe = observer.subscribe(() => undefined)
  stops.push(unsubscribe)
  await settle()
  return {
    calls: () => calls,
    state: () => observer.getCurrentResult(),
    hide: unsubscribe,
    inCache: () => client.getQueryCache().find({ queryKey: [key] }) !== undefined,
  }
}

describe("failed requests", () => {
  for (const status of [400, 404]) {
    it(`a ${status} is final: asked once, the error shows at once and is logged once`, async () => {
      const query = await show(`client-error-${status}`, [new HttpError(status, "Product 9 not found")])
      assert.equal(query.calls(), 1)
      assert.equal(query.state().status, "error")
      assert.equal(query.state().fetchStatus, "idle")
      await advance(60_000)
      assert.equal(query.calls(), 1, "no retry later either")
      assert.deepEqual(
        logged.map(([message]) => message),
        [ERROR_MESSAGE]
      )
    })
  }

  const retried: Array<[string, Error]> = [
    ["a 503", new HttpError(503, "unavailable")],
    ["a 500", new HttpError(500, "oops")],
    ["a 408 (timeout)", new HttpError(408, "timeout")],
    ["a 429 (rate limit)", new HttpError(429, "slow down")],
    ["a network failure", new TypeError("fetch failed")],
  ]
  for (const [name, error] of retried) {
    it(`${name} is retried 3 times, 1 s, 2 s and 4 s apart, then shown and logged once`, async () => {
      const query = await show(`retried-${name}`, [error])
      assert.equal(query.calls(), 1)
      for (const [retry, delay] of [1000, 2000, 4000].entries()) {
        await advance(delay - 1)
        assert.equal(query.calls(), retry + 1, `retry ${retry + 1} not before ${delay} ms`)
        assert.equal(query.state().status, "pending", "still loading between retries")
        assert.deepEqual(logged, [], "nothing logged before the last retry")
        await advance(1)
        assert.equal(query.calls(), retry + 2, `retry ${retry + 1} after ${delay} ms`)
      }
      assert.equal(query.state().status, "error")
      assert.equal(query.state().failureCount, 4)
      assert.equal(query.state().error, error)
      await advance(60_000)
      assert.equal(query.calls(), 4, "three retries, no more")
      assert.deepEqual(
        logged.map(([message, logError]) => [message, logError]),
        [[ERROR_MESSAGE, error]]
      )
    })
  }

  it("a retry that succeeds shows the data and logs nothing", async () => {
    const query = await show("recovers", [new HttpError(503, "unavailable"), { id: 1 }])
    await advance(1000)
    assert.equal(query.calls(), 2)
    assert.equal(query.state().status, "success")
    assert.deepEqual(query.state().data, { id: 1 })
    assert.deepEqual(logged, [])
  })
})

describe("refetching", () => {
  it("coming back to the window refetches data on screen once it is stale, not while it is fresh", async () => {
    const stale = await show("stale", [{ id: 1 }])
    const fresh = await show("fresh", [{ id: 2 }], { staleTime: 60_000 })
    assert.deepEqual([stale.calls(), fresh.calls()], [1, 1])

    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await settle()
    assert.deepEqual([stale.calls(), fresh.calls()], [2, 1])

    await advance(60_000)
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await settle()
    assert.deepEqual([stale.calls(), fresh.calls()], [3, 2])
  })

  it("getting the connection back refetches stale data on screen", async () => {
    const query = await show("reconnect", [{ id: 1 }])
    assert.equal(query.calls(), 1)
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    await settle()
    assert.equal(query.calls(), 2)
    assert.equal(query.state().status, "success")
  })

  it("offline, a query waits without asking, and asks as soon as the connection is back", async () => {
    onlineManager.setOnline(false)
    const query = await show("offline", [{ id: 1 }])
    await advance(60_000)
    assert.equal(query.calls(), 0)
    assert.equal(query.state().fetchStatus, "paused")
    onlineManager.setOnline(true)
    await settle()
    assert.equal(query.calls(), 1)
    assert.equal(query.state().status, "success")
  })
})

describe("cache", () => {
  it("data no screen shows any more is dropped 5 minutes later, not before", async () => {
    const query = await show("unused", [{ id: 1 }])
    assert.equal(query.state().status, "success")
    query.hide()
    await advance(5 * 60_000 - 1)
    assert.equal(query.inCache(), true, "kept for 5 minutes")
    await advance(1)
    assert.equal(query.inCache(), false, "dropped after 5 minutes")
  })
})
