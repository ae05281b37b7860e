/**
 * The order SMS (issue 54): shipped, delivered, cancelled, refunded, to the number the shopper gave at checkout
 * with their consent (the order's metadata `sms`, lib/sms-numbers.ts), in the order's language, through Medusa's
 * Notification Module and the sms provider (Twilio). Like the e-mails (lib/email-delivery.ts): once per event (the
 * idempotency key), retried when Twilio fails (jobs/retry-emails.ts), never to a number that said STOP or an order
 * whose SMS were turned off.
 */
import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Parcel } from "../emails/order-shipped"
import { emailLanguage } from "../emails/copy"
import { formatCharged } from "../emails/format"
import { renderSms, type SmsEvent } from "../sms/render"
import { deliverEmail, type NotificationRecord } from "./email-delivery"
import { orderLinkVersion, orderPageUrl } from "./order-links"
import { orderSmsOf } from "./sms-numbers"

export const SMS_TEMPLATES: Record<string, SmsEvent> = {
  "order-shipped-sms": "shipped",
  "order-delivered-sms": "delivered",
  "order-cancelled-sms": "cancelled",
  "order-refunded-sms": "refunded",
}

/** What an SMS needs besides the order, kept with its notification so a retry sends the same text. */
export type OrderSmsContext = { parcels?: Parcel[]; amount?: number }

/** Sends the order's `template` SMS once for `key`; false when none goes (no consent, stopped, or sent already). */
export async function sendOrderSms(
  container: MedusaContainer,
  orderId: string,
  template: string,
  key: string,
  context: OrderSmsContext = {},
  retry?: NotificationDTO
): Promise<boolean> {
  const event = SMS_TEMPLATES[template]
  if (!event) throw new Error(`no order SMS is called ${template}`)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "display_id", "metadata", "currency_code"], filters: { id: orderId } })
  const order = data[0] as { id: string; display_id: number; metadata: Record<string, unknown> | null; currency_code: string } | undefined
  const sms = orderSmsOf(order?.metadata)
  if (!order || !sms || sms.stopped_at) return false
  const language = emailLanguage(order.metadata?.language)
  // The first SMS of the order says how to stop them.
  const earlier = (await container
    .resolve(Modules.NOTIFICATION)
    .listNotifications({ resource_id: orderId, channel: "sms" } as never, { take: 1, order: { created_at: "ASC" } })) as NotificationRecord[]
  const parcel = context.parcels?.[0]
  const text = renderSms(event, language, {
    number: String(order.display_id),
    link: orderPageUrl(order.id, language, orderLinkVersion(order.metadata)),
    carrier: parcel?.carrier,
    trackingUrl: parcel?.trackingUrl,
    trackingNumber: parcel?.trackingNumber,
    amount: context.amount === undefined ? undefined : formatCharged(context.amount, order.currency_code, language),
    withStopHint: earlier.length === 0 || earlier[0]!.idempotency_key === key,
  })
  return deliverEmail(
    container,
    { channel: "sms", to: sms.phone, template, key, resource: { id: order.id, type: "order" }, rendered: { subject: template, html: "", text }, data: { language, context } },
    retry
  )
}
