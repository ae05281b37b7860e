/**
 * Same-day dispatch in the shopper's words (contracts' dispatch.ts decides when): the time left as hours and
 * minutes, the cut-off as a time of the shopper's own clock, the dispatch day as a date, all by Intl in the
 * page's language, in Latin digits (lib/dates.ts).
 */
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { dateFormat, numberFormat } from "../../lib/dates"

const MINUTE_MS = 60_000

/** "1 hr 30 min", "45 min": the time left, whole minutes rounded up (a shopper with 20 s left has a minute, not none). */
export function formatTimeLeft(ms: number, language: LanguageCode): string {
  const { locale } = languageByCode(language)
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS))
  const unit = (value: number, name: "hour" | "minute") => numberFormat(language, { style: "unit", unit: name, unitDisplay: "short" }).format(value)
  const parts = [...(minutes >= 60 ? [unit(Math.floor(minutes / 60), "hour")] : []), ...(minutes % 60 ? [unit(minutes % 60, "minute")] : [])]
  return new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(parts)
}

/** The cut-off's moment on the shopper's own clock ("15:00", "3:00 PM"): `timeZone` is the browser's unless given. */
export const formatClock = (instant: Date, language: LanguageCode, timeZone?: string): string =>
  dateFormat(language, { hour: "numeric", minute: "2-digit", timeZone }).format(instant)

/** A dispatch day ("2026-12-08") as the page's language writes a date: "Tuesday, 8 December". */
export const formatDispatchDay = (date: string, language: LanguageCode): string =>
  dateFormat(language, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))
