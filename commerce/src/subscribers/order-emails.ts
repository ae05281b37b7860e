import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents, OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import { sendOrderEmail } from "../lib/order-emails"
import { loadReturnRequest } from "../lib/order-returns"
import { loadRefund } from "../lib/refunds"
import { loadShipment } from "../lib/shipments"

/**
 * The order e-mails, in the language the shopper checked out in, each once per event (its idempotency key
 * names what it is about: a repeated or re-delivered event sends nothing more):
 * - the confirmation when Medusa places the order (the webhook, the confirmation page's lookup and the sweep
 *   may all complete the same checkout; the order is placed once);
 * - "on its way" when a merchandiser marks a fulfillment shipped (unless "notify the customer" was off);
 * - the refund, with its amount, and the cancellation;
 * - "return requested" (what to send where, by when) when the shopper asks for a return on the order page,
 *   and "return received" when a merchandiser receives it in the admin.
 */
export default async function sendOrderEmails({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean; return_id?: string }>) {
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
    case OrderWorkflowEvents.RETURN_REQUESTED:
    case OrderWorkflowEvents.RETURN_RECEIVED: {
      const returned = event.data.return_id ? await loadReturnRequest(container, event.data.return_id) : undefined
      if (!returned) return container.resolve(ContainerRegistrationKeys.LOGGER).warn(`return e-mail: ${event.name} names no return this shop has`)
      const template = event.name === OrderWorkflowEvents.RETURN_REQUESTED ? "return-requested" : "return-received"
      return void (await sendOrderEmail(container, returned.orderId, template, `${template}:${event.data.return_id}`, { request: returned.request }))
    }
    case PaymentEvents.REFUNDED: {
      const refund = await loadRefund(container, id)
      if (!refund) return container.resolve(ContainerRegistrationKeys.LOGGER).warn(`refund e-mail: payment ${id} belongs to no order`)
      return void (await sendOrderEmail(container, refund.orderId, "order-refunded", `order-refunded:${refund.refundId}`, { amount: refund.amount }))
    }
  }
}

export const config: SubscriberConfig = {
  event: [
    OrderWorkflowEvents.PLACED,
    OrderWorkflowEvents.CANCELED,
    FulfillmentWorkflowEvents.SHIPMENT_CREATED,
    OrderWorkflowEvents.RETURN_REQUESTED,
    OrderWorkflowEvents.RETURN_RECEIVED,
    PaymentEvents.REFUNDED,
  ],
  context: { subscriberId: "order-emails" },
}
