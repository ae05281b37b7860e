import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { LANGUAGE_CODES, languageByCode } from "./languages"
import { formatShopDate, formatShopTime } from "./shop-time"

/** 07:00 UTC in winter: 08:00 in Poznań. */
const CANCEL_UNTIL = "2026-12-06T07:00:00.000Z"
/** 23:30 UTC on the 6th: already the 7th in Poznań. */
const LATE_EVENING_UTC = "2026-12-06T23:30:00.000Z"

describe("the shop's clock: the warehouse's time zone, named where a time of day is shown", () => {
  test("a time of day is the warehouse's, with its zone in the reader's language", () => {
    assert.equal(formatShopTime(CANCEL_UNTIL, "de"), "6. Dez., 08:00 Mitteleuropäische Zeit")
    assert.equal(formatShopTime(CANCEL_UNTIL, "en"), "Dec 6, 8:00 AM Central European Time")
    assert.equal(formatShopTime(CANCEL_UNTIL, "fr"), "6 déc., 08:00 heure d’Europe centrale")
    assert.equal(formatShopTime("2026-07-06T07:00:00.000Z", "pl"), "6 lip, 09:00 czas środkowoeuropejski")
  })

  test("the support inbox reads when a message came: a date and time with its zone, not ISO", () => {
    assert.equal(formatShopTime("2026-12-06T05:02:57.706Z", "en", { year: true }), "December 6, 2026 at 6:02 AM Central European Time")
  })

  test("a day is the warehouse's day, as the e-mails count it (not UTC's)", () => {
    assert.equal(formatShopDate(LATE_EVENING_UTC, "de"), "7. Dezember 2026")
    assert.equal(formatShopDate(LATE_EVENING_UTC, "en"), "December 7, 2026")
  })

  test("every language: Latin digits, the Gregorian calendar, and a zone named beside every time", () => {
    for (const language of LANGUAGE_CODES) {
      const time = formatShopTime(CANCEL_UNTIL, language)
      const date = formatShopDate(CANCEL_UNTIL, language)
      for (const text of [time, date]) assert.doesNotMatch(text, /(?![0-9])\p{Nd}/u, `${language}: ${text}`)
      assert.match(date, /2026/, `${language}: ${date}`)
      assert.match(time, /08|8/, `${language}: ${time}`)
      assert.doesNotMatch(time, /UTC|GMT/, `${language}: ${time}`)
      const zone = new Intl.DateTimeFormat(languageByCode(language).locale, { timeZone: "Europe/Warsaw", timeZoneName: "longGeneric" })
        .formatToParts(new Date(CANCEL_UNTIL))
        .find((part) => part.type === "timeZoneName")!.value
      assert.ok(time.includes(zone), `${language}: ${time} names no ${zone}`)
    }
  })
})
