/** A message sent with the shop's contact form, as the storefront stored it in the CMS. */
import type { LanguageCode } from "@shop/contracts/languages"
import type { Count } from "@shop/contracts/plurals"

export interface ContactMessage {
  /** The CMS document's id: the e-mails' idempotency keys name it. */
  id: string
  name: string
  email: string
  subject: string
  message: string
  language: LanguageCode
  receivedAt: string
}

/** The spec's answer time for e-mail (support centre: "response time 24-48 hours"). */
export const CONTACT_RESPONSE_HOURS: Count = [24, 48]
