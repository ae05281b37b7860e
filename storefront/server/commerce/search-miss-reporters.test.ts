/** Each address counts once per query and day, and a query counts only once several addresses reported it. */
import assert from "node:assert/strict"
import { test } from "node:test"
import { SEARCH_MISS_MIN_REPORTERS } from "@shop/contracts/commerce-api"
import { createSearchMissReporters } from "./search-miss-reporters.js"

const addresses = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `203.0.113.${from + i}`)

test("search miss reporters: nothing counts until enough addresses reported the query; then that many, then one per new address", () => {
  const reporters = createSearchMissReporters()
  const added = addresses(SEARCH_MISS_MIN_REPORTERS + 2).map((address) => reporters.report(address, "de", "handy hülle"))
  assert.deepEqual(added, [...Array(SEARCH_MISS_MIN_REPORTERS - 1).fill(0), SEARCH_MISS_MIN_REPORTERS, 1, 1])
})

test("search miss reporters: one address adds nothing by reporting the same query again, nor by reporting many queries", () => {
  const reporters = createSearchMissReporters()
  const [first, second] = addresses(2)
  const junk = Array.from({ length: 30 }, (_, i) => reporters.report(first!, "en", `junk ${i}`))
  assert.deepEqual(junk, Array(30).fill(0))
  assert.deepEqual([reporters.report(first!, "en", "uhr"), reporters.report(first!, "en", "uhr"), reporters.report(second!, "en", "uhr")], [0, 0, 0])
  // The same query in another language is another query.
  assert.equal(reporters.report(addresses(1, 50)[0]!, "en", "uhr"), SEARCH_MISS_MIN_REPORTERS)
  assert.equal(reporters.report(first!, "de", "uhr"), 0)
})

test("search miss reporters: a new UTC day starts the count again", () => {
  let now = new Date("2026-12-06T23:59:00Z")
  const reporters = createSearchMissReporters({ now: () => now })
  const today = addresses(SEARCH_MISS_MIN_REPORTERS).map((address) => reporters.report(address, "fr", "écouteurs"))
  assert.equal(today.at(-1), SEARCH_MISS_MIN_REPORTERS)
  now = new Date("2026-12-07T00:01:00Z")
  assert.deepEqual(
    addresses(SEARCH_MISS_MIN_REPORTERS).map((address) => reporters.report(address, "fr", "écouteurs")),
    [...Array(SEARCH_MISS_MIN_REPORTERS - 1).fill(0), SEARCH_MISS_MIN_REPORTERS]
  )
})

test("search miss reporters: past the bound, reports are dropped (and said so) until the day ends", () => {
  const reporters = createSearchMissReporters({ kept: 4 })
  for (const address of addresses(4)) reporters.report(address, "en", "full")
  assert.equal(reporters.report("198.51.100.1", "en", "full"), 0)
  assert.equal(reporters.dropped(), 1)
})
