/**
 * One digit system per page: dates, times and the numbers beside them are written in Latin digits in every
 * language, as prices and counts are (Bengali's "১৫ জানু, ২০২৪" beside "৳1,200" was two systems on one page).
 */
import assert from "node:assert/strict"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { formatClock, formatDispatchDay, formatTimeLeft } from "../features/shipping/dispatch-text"
import { dateFormat, numberFormat } from "./dates"

/** Any decimal digit that is not 0–9. */
const OTHER_DIGITS = /(?![0-9])\p{Nd}/u
const at = new Date("2024-01-15T09:05:00Z")

describe("dates and times in Latin digits", () => {
  for (const language of LANGUAGE_CODES) {
    it(`${language}: dates, the dispatch line's day, clock and time left, and numbers`, () => {
      const written = [
        dateFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(at),
        dateFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(at),
        formatDispatchDay("2026-12-06", language),
        formatClock(at, language, "Europe/Berlin"),
        formatTimeLeft(95 * 60_000, language),
        numberFormat(language, { minimumFractionDigits: 1 }).format(4.5),
      ]
      for (const text of written) assert.doesNotMatch(text, OTHER_DIGITS, `${language}: ${text}`)
      assert.match(formatDispatchDay("2026-12-06", language), /6/, `${language}: the day's number is there`)
    })
  }

  it("Bengali writes the date in its words with Latin digits", () => {
    assert.equal(dateFormat("bn", { dateStyle: "medium", timeZone: "UTC" }).format(at), "15 জানু, 2024")
  })

  it("the storefront's code formats dates only through lib/dates.ts (the order pages apart: their dates are formatted there)", () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        const relative = path.relative(path.join(import.meta.dirname, ".."), file)
        if (entry.isDirectory()) {
          if (relative !== path.join("features", "orders")) walk(file)
        } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") && relative !== path.join("lib", "dates.ts")) {
          const source = readFileSync(file, "utf8")
          if (/new Intl\.DateTimeFormat\(|\.toLocale(Date|Time)?String\(/.test(source)) offenders.push(relative)
          for (const call of source.matchAll(/new Intl\.NumberFormat\(.*/g)) if (!call[0].includes('"latn"')) offenders.push(`${relative}: ${call[0]}`)
        }
      }
    }
    walk(path.join(import.meta.dirname, ".."))
    assert.deepEqual(offenders, [])
  })
})
