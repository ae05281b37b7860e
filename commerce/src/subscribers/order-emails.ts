import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents, OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import { sendOrderEmail } from "../lib/order-emails"
import { loadRefund } from "../lib/refunds"
import { loadShipment } from "../lib/shipments"

/**
 * The order e-mails, in the language the shopper checked out in, each once per event (its idempotency key
 * names what it is about: a repeated or re-delivered event sends nothing more):
 * - the confirmation when Medusa places the order (the webhook, the confirmation page's lookup and the sweep
 *   may all complete the same checkout; the order is placed once);
 * - "on its way" when a merchandiser marks a fulfillment shipped (unless "notify the customer" was off);
 * - the refund, with its amount, and the cancellation.
 */
export default async function sendOrderEmails({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  const id = event.data.id
  switch (event.name) {
    case OrderWorkflowEvents.PLACED:
      return void (await sendOrderEmail(container, id, "order-confirmation", `order-confirmation:${id}`))
    case OrderWorkflowEvents.CANCELED:
      return void (await sendOrderEmail(container, id, "order-cancelled", `order-cancelled:${id}`))
    case FulfillmentWorkflowEvents.SHIPMENT_CREATED: {
      if (event.data.no_notification) return
      const shipment = await loadShipment(container, id)
      if (!shipment) return
      return void (await sendOrderEmail(container, shipment.orderId, "order-shipped", `order-shipped:${id}`, { parcels: shipment.parcels }))
    }
    case PaymentEvents.REFUNDED: {
      const refund = await loadRefund(container, id)
      if (!refund) return container.resolve(ContainerRegistrationKeys.LOGGER).warn(`refund e-mail: payment ${id} belongs to no order`)
      return void (await sendOrderEmail(container, refund.orderId, "order-refunded", `order-refunded:${refund.refundId}`, { amount: refund.amount }))
    }
  }
}

export const config: SubscriberConfig = {
  event: [OrderWorkflowEvents.PLACED, OrderWorkflowEvents.CANCELED, FulfillmentWorkflowEvents.SHIPMENT_CREATED, PaymentEvents.REFUNDED],
  context: { subscriberId: "order-emails" },
}
