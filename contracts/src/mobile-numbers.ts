/**
 * Mobile numbers for delivery updates by SMS (issue 54), as libphonenumber-js reads them: typed in the ship-to
 * country's own way ("0151 1234 5678" for Germany) or internationally ("+49 151 …"), kept in E.164
 * ("+4915112345678"). A number that cannot take an SMS (a landline, as far as the numbering plan tells) is
 * refused. One reader for the storefront server, which tells the shopper at once, and commerce, which keeps it.
 * (Not for the browser: the numbering plans weigh over 100 KB.)
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max"

const CAN_TAKE_SMS = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE", "PERSONAL_NUMBER"])

/** The number in E.164, or undefined when it is no mobile number. `shipToCountry`: ISO 3166-1 alpha-2, either case. */
export function mobileNumberE164(typed: string, shipToCountry: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, shipToCountry.toUpperCase() as CountryCode)
  if (!parsed?.isValid()) return undefined
  const type = parsed.getType()
  return type === undefined || CAN_TAKE_SMS.has(type) ? parsed.number : undefined
}

/** What the order page shows of the number (whoever holds a forwarded link learns no one's number): "+49 ••• 678". */
export const maskedMobileNumber = (e164: string): string => {
  const parsed = parsePhoneNumberFromString(e164)
  return `+${parsed?.countryCallingCode ?? ""} ••• ${e164.slice(-3)}`
}
