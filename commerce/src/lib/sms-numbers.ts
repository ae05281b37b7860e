/** What an order keeps of a shopper's mobile number for SMS updates (issue 54); the number read by contracts' mobile-numbers.ts. */
export { maskedMobileNumber, mobileNumberE164 } from "@shop/contracts/mobile-numbers"

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
