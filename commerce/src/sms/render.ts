/**
 * An order SMS's text (issue 54), in the order's language (English where a language has no copy yet), kept within
 * three SMS parts: the first of these variants that fits is sent, the parcel's tracking link given up for its number,
 * then the STOP hint. GSM-7 texts fit 160 characters in one part, others (Cyrillic, Arabic, CJK, Indic) 70.
 */
import type { LanguageCode } from "@shop/contracts/languages"
import { SMS_COPY, type SmsCopy } from "./copy"
import { segmentsOf } from "@shop/contracts/sms-segments"

export const MAX_SMS_PARTS = 3

export type SmsEvent = "shipped" | "delivered" | "cancelled" | "refunded"

export interface SmsValues {
  number: string
  link: string
  carrier?: string
  /** The parcel's tracking link, else its number. */
  trackingUrl?: string | null
  trackingNumber?: string | null
  amount?: string
  /** The order's first SMS says how to stop them. */
  withStopHint: boolean
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "")

export function renderSms(event: SmsEvent, language: LanguageCode, values: SmsValues): string {
  const copy: SmsCopy = SMS_COPY[language] ?? SMS_COPY.en
  const base = { number: values.number, link: values.link, carrier: values.carrier ?? "", amount: values.amount ?? "" }
  const tracking = [values.trackingUrl, values.trackingNumber].filter((value): value is string => !!value)
  const bodies =
    event === "shipped"
      ? tracking.length
        ? tracking.map((value) => fill(copy.shipped, { ...base, tracking: value }))
        : [fill(copy.shippedUntracked, base)]
      : [fill(copy[event], base)]
  const variants = [...bodies.map((body) => (values.withStopHint ? `${body} ${copy.stopHint}` : body)), ...bodies]
  return variants.find((text) => segmentsOf(text) <= MAX_SMS_PARTS) ?? variants.at(-1)!
}
