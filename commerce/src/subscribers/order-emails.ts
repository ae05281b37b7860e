import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { sendOrderEmail } from "../lib/order-emails"

/**
 * The order confirmation, in the language the shopper checked out in, once per order: the webhook, the
 * confirmation page's lookup and the sweep may all complete the same checkout, but Medusa places the order
 * once, and the idempotency key holds a repeated event to one e-mail.
 */
export default async function sendOrderConfirmation({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendOrderEmail(container, event.data.id, "order-confirmation", `order-confirmation:${event.data.id}`)
}

export const config: SubscriberConfig = {
  event: OrderWorkflowEvents.PLACED,
  context: { subscriberId: "order-confirmation-email" },
}
