/** The catalogue change watcher's rules for its first answer, with a stand-in change log. */
import assert from "node:assert/strict"
import { test } from "node:test"
import type { CatalogueChanges } from "@shop/contracts/commerce-api"
import { SPEC_RATES, type CurrencyRates } from "@shop/contracts/currencies"
import { watchCatalogueChanges } from "./catalogue-changes.js"

/** A change log answering each poll from `answers` in turn (an Error is a failed poll). */
function changeLog(answers: (CatalogueChanges | Error)[]) {
  return {
    changes: async () => {
      const next = answers.shift() ?? { version: 9, item_ids: [] }
      if (next instanceof Error) throw next
      return next
    },
  }
}

async function watch(answers: (CatalogueChanges | Error)[], polls: number) {
  const seen: (number[] | null | { ids: number[] | null; rates: CurrencyRates })[] = []
  // The watcher's timer does not keep a process alive (unref): the test does, while it waits.
  const keepAlive = setInterval(() => {}, 1000)
  const watcher = watchCatalogueChanges({ source: changeLog(answers), intervalMs: 1, onChange: (ids, rates) => seen.push(rates ? { ids, rates } : ids) })
  for (let i = 0; i < polls; i++) await watcher.nextPoll()
  watcher.stop()
  clearInterval(keepAlive)
  return seen
}

test("catalogue changes: a first poll that answers refreshes nothing (the caches start empty with it); later changes are handed on", async () => {
  const seen = await watch(
    [
      { version: 3, item_ids: [] },
      { version: 4, item_ids: [7] },
    ],
    2
  )
  assert.deepEqual(seen, [[7]])
})

test("catalogue changes: after failed first polls, the first answer refreshes everything (what was cached meanwhile may be older)", async () => {
  const seen = await watch([new Error("commerce away"), { version: 3, item_ids: [] }, { version: 4, item_ids: [7] }], 3)
  assert.deepEqual(seen, [null, [7]])
})

test("catalogue changes: a change log that cannot say what changed refreshes everything", async () => {
  const seen = await watch(
    [
      { version: 3, item_ids: [] },
      { version: 9, item_ids: null },
    ],
    2
  )
  assert.deepEqual(seen, [null])
})

test("catalogue changes: a rate change alone is handed on with the rates (every price changed, no product otherwise)", async () => {
  const rates = { ...SPEC_RATES, PLN: 4.5 }
  const seen = await watch(
    [
      { version: 3, item_ids: [] },
      { version: 4, item_ids: [], rates },
      { version: 6, item_ids: [7], rates },
    ],
    3
  )
  assert.deepEqual(seen, [
    { ids: [], rates },
    { ids: [7], rates },
  ])
})
