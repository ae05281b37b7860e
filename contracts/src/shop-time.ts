/**
 * The shop's clock (issue 57): every date and time a shopper reads about an order, on the order page and in the
 * e-mails, is the warehouse's, where orders leave and returns are counted (Europe/Warsaw, the site settings'
 * dispatch time zone). One rule for page and mail, so they never disagree by a day around midnight, and the
 * server's render of a page equals the browser's. A time of day names its zone in the reader's language
 * ("08:00 Mitteleuropäische Zeit"); a date needs no zone. Latin digits and the Gregorian calendar, as the shop
 * writes every number.
 */
import { languageByCode, type LanguageCode } from "./languages"

export const SHOP_TIME_ZONE = "Europe/Warsaw"

const shopFormat = (language: LanguageCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(languageByCode(language).locale, { ...options, timeZone: SHOP_TIME_ZONE, numberingSystem: "latn", calendar: "gregory" })

/** The day of `instant` on the shop's clock: "6. Dezember 2026", "December 6, 2026". */
export const formatShopDate = (instant: Date | string, language: LanguageCode): string => shopFormat(language, { dateStyle: "long" }).format(new Date(instant))

/**
 * `instant` as a day and a time of the shop's clock, its zone named: "6. Dez., 08:00 Mitteleuropäische Zeit";
 * with `year`, the year and the month in full: "December 6, 2026 at 6:02 AM Central European Time".
 */
export function formatShopTime(instant: Date | string, language: LanguageCode, { year = false }: { year?: boolean } = {}): string {
  const day: Intl.DateTimeFormatOptions = year ? { year: "numeric", month: "long", day: "numeric" } : { month: "short", day: "numeric" }
  return shopFormat(language, { ...day, hour: "numeric", minute: "2-digit", timeZoneName: "longGeneric" }).format(new Date(instant))
}
