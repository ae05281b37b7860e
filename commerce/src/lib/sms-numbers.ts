/**
 * Mobile numbers for delivery updates by SMS (issue 54), as libphonenumber-js reads them: typed in the ship-to
 * country's own way ("0151 1234 5678" for Germany) or internationally ("+49 151 …"), kept in E.164 ("+4915112345678").
 * A number that cannot take an SMS (a landline, as far as the numbering plan tells) is refused, not stored.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max"

const CAN_TAKE_SMS = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE", "PERSONAL_NUMBER"])

/** The number in E.164, or undefined when it is no mobile number. */
export function mobileNumberE164(typed: string, shipToCountry: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, shipToCountry.toUpperCase() as CountryCode)
  if (!parsed?.isValid()) return undefined
  const type = parsed.getType()
  return type === undefined || CAN_TAKE_SMS.has(type) ? parsed.number : undefined
}

/** What an order keeps about its SMS updates (its metadata's `sms`). */
export interface OrderSms {
  phone: string
  consented_at: string
  /** Turned off (the order page, or a STOP reply to any of the shop's SMS): none are sent after. */
  stopped_at?: string
}

export const orderSmsOf = (metadata: Record<string, unknown> | null | undefined): OrderSms | undefined => {
  const sms = metadata?.sms as Partial<OrderSms> | undefined
  return sms && typeof sms.phone === "string" && typeof sms.consented_at === "string" ? (sms as OrderSms) : undefined
}
