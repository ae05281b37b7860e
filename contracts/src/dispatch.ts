/**
 * Same-day dispatch (issue 54): an order paid before the cut-off on one of the warehouse's business days leaves
 * that day; later, on the next business day that is no holiday. The rules are editors' content in the CMS (site
 * settings); the storefront (time left to order, the next dispatch day), commerce (the orders that must leave
 * today) and the order pages (an order's dispatch day) read them through here, so they agree.
 * Days are the warehouse's calendar dates ("2026-12-07"), read in its time zone with Intl (no library needed for
 * wall-clock time in one zone).
 */

export interface DispatchRules {
  /** The warehouse's cut-off, "14:00". */
  cutoff: string
  /** IANA time zone of the warehouse, "Europe/Warsaw". */
  timeZone: string
  /** ISO weekdays the warehouse dispatches on: 1 Monday … 7 Sunday. */
  businessDays: number[]
  /** Dates it does not ("2026-12-24"). */
  holidays: string[]
}

export interface Dispatch {
  /** The warehouse's date of the dispatch. */
  date: string
  /** Whether that is the warehouse's today. */
  today: boolean
  /** When `today`: milliseconds left until the cut-off. */
  msLeft?: number
}

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Whether the rules can be used: a cut-off, a zone Intl knows, at least one business day, holidays as dates. */
export function validDispatchRules(rules: unknown): rules is DispatchRules {
  if (typeof rules !== "object" || rules === null) return false
  const { cutoff, timeZone, businessDays, holidays } = rules as Record<string, unknown>
  if (typeof cutoff !== "string" || !CUTOFF.test(cutoff) || typeof timeZone !== "string") return false
  try {
    new Intl.DateTimeFormat("en", { timeZone })
  } catch {
    return false
  }
  return (
    Array.isArray(businessDays) &&
    businessDays.length > 0 &&
    businessDays.every((day) => Number.isInteger(day) && day >= 1 && day <= 7) &&
    Array.isArray(holidays) &&
    holidays.every((day) => typeof day === "string" && DATE.test(day))
  )
}

/** The warehouse's date and the time of day (ms since its midnight) at `instant`. */
function wallClock(instant: Date, timeZone: string): { date: string; msOfDay: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value])
  ) as Record<string, string>
  const msOfDay = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + instant.getUTCMilliseconds()
  return { date: `${parts.year}-${parts.month}-${parts.day}`, msOfDay }
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
/** ISO weekday of a date: 1 Monday … 7 Sunday. */
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7

/** Whether the warehouse dispatches on `date`. */
export const isDispatchDay = (date: string, rules: DispatchRules) => rules.businessDays.includes(isoWeekday(date)) && !rules.holidays.includes(date)

/** When an order paid at `instant` leaves the warehouse. */
export function nextDispatch(instant: Date, rules: DispatchRules): Dispatch {
  const { date, msOfDay } = wallClock(instant, rules.timeZone)
  const [hours, minutes] = rules.cutoff.split(":").map(Number) as [number, number]
  const cutoffMs = (hours * 60 + minutes) * MINUTE_MS
  if (isDispatchDay(date, rules) && msOfDay < cutoffMs) return { date, today: true, msLeft: cutoffMs - msOfDay }
  let day = nextDate(date)
  // A year of holidays at most: rules with no dispatch day in it are not the warehouse's.
  for (let i = 0; i < 366 && !isDispatchDay(day, rules); i++) day = nextDate(day)
  return { date: day, today: false }
}

/** The warehouse's date at `instant` ("today" for the orders that must leave). */
export const warehouseDate = (instant: Date, rules: Pick<DispatchRules, "timeZone">) => wallClock(instant, rules.timeZone).date
