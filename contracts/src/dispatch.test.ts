import assert from "node:assert/strict"
import { test } from "node:test"
import { isDispatchDay, nextDispatch, validDispatchRules, warehouseDate, type DispatchRules } from "./dispatch"

/** The Poznań warehouse's rules, as the CMS's dataset starts them. */
const RULES: DispatchRules = { cutoff: "14:00", timeZone: "Europe/Warsaw", businessDays: [1, 2, 3, 4, 5], holidays: ["2026-12-24", "2026-12-25", "2026-12-26"] }

test("dispatch: before the cut-off on a business day it leaves today, with the time left to the cut-off in the warehouse's zone", () => {
  // Monday 7 December 2026, 12:30 in Warsaw (CET, UTC+1).
  assert.deepEqual(nextDispatch(new Date("2026-12-07T11:30:00Z"), RULES), { date: "2026-12-07", today: true, msLeft: 90 * 60_000 })
  // Summer time (UTC+2): 13:59:30 in Warsaw is 30 s before the cut-off.
  assert.deepEqual(nextDispatch(new Date("2026-07-01T11:59:30Z"), RULES), { date: "2026-07-01", today: true, msLeft: 30_000 })
})

test("dispatch: at and after the cut-off, on a weekend and on holidays it leaves on the next business day", () => {
  assert.deepEqual(nextDispatch(new Date("2026-12-07T13:00:00Z"), RULES), { date: "2026-12-08", today: false })
  // Friday after the cut-off: Monday.
  assert.deepEqual(nextDispatch(new Date("2026-12-11T15:00:00Z"), RULES), { date: "2026-12-14", today: false })
  // Saturday morning: Monday.
  assert.deepEqual(nextDispatch(new Date("2026-12-12T08:00:00Z"), RULES), { date: "2026-12-14", today: false })
  // Christmas Eve morning, a holiday (Thursday): the 24th, 25th and 26th, then the weekend: Monday the 28th.
  assert.deepEqual(nextDispatch(new Date("2026-12-24T08:00:00Z"), RULES), { date: "2026-12-28", today: false })
  // Late on the 23rd in Warsaw is already the 24th there (UTC is still the 23rd).
  assert.equal(warehouseDate(new Date("2026-12-23T23:30:00Z"), RULES), "2026-12-24")
  assert.equal(isDispatchDay("2026-12-23", RULES), true)
  assert.equal(isDispatchDay("2026-12-24", RULES), false)
})

test("dispatch: rules an editor could get wrong are refused, not guessed", () => {
  assert.equal(validDispatchRules(RULES), true)
  for (const broken of [
    { ...RULES, cutoff: "2pm" },
    { ...RULES, cutoff: "24:00" },
    { ...RULES, timeZone: "Europe/Poznan" },
    { ...RULES, businessDays: [] },
    { ...RULES, businessDays: [0, 8] },
    { ...RULES, holidays: ["24.12.2026"] },
    null,
  ])
    assert.equal(validDispatchRules(broken), false, JSON.stringify(broken))
})
