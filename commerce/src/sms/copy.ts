/**
 * The order SMS in the shop's 15 languages (issue 54): short, the shop's name first (an SMS has no sender
 * line a shopper reads), the order's number, and a link. {{…}} are filled by sms/render.ts.
 */
import type { LanguageCode } from "@shop/contracts/languages"

export interface SmsCopy {
  /** Shipped, with the carrier and the parcel's tracking link (or number). */
  shipped: string
  /** Shipped, when the carrier gave no tracking. */
  shippedUntracked: string
  delivered: string
  cancelled: string
  refunded: string
  /** The reply that stops them, said once, in the first SMS. */
  stopHint: string
}

export const SMS_COPY: Record<LanguageCode, SmsCopy> = {
  en: {
    shipped: "Orbita: order {{number}} is on its way with {{carrier}}. Track it: {{tracking}}",
    shippedUntracked: "Orbita: order {{number}} is on its way with {{carrier}}. {{link}}",
    delivered: "Orbita: order {{number}} has been delivered. {{link}}",
    cancelled: "Orbita: order {{number}} is cancelled; the full refund is on its way. {{link}}",
    refunded: "Orbita: we refunded {{amount}} for order {{number}}. {{link}}",
    stopHint: "Reply STOP to end these texts.",
  },
  de: {
    shipped: "Orbita: Bestellung {{number}} ist mit {{carrier}} unterwegs. Verfolgen: {{tracking}}",
    shippedUntracked: "Orbita: Bestellung {{number}} ist mit {{carrier}} unterwegs. {{link}}",
    delivered: "Orbita: Bestellung {{number}} wurde zugestellt. {{link}}",
    cancelled: "Orbita: Bestellung {{number}} ist storniert; der volle Betrag wird erstattet. {{link}}",
    refunded: "Orbita: Wir haben {{amount}} für Bestellung {{number}} erstattet. {{link}}",
    stopHint: "Antworten Sie STOP, um diese SMS abzubestellen.",
  },
} as Record<LanguageCode, SmsCopy>
