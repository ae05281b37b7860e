import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents, OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import { sendOrderSms } from "../lib/order-sms"
import { loadRefund } from "../lib/refunds"
import { loadShipment } from "../lib/shipments"

/**
 * The order SMS (lib/order-sms.ts), beside the e-mails, for the shoppers who gave a number and their consent:
 * shipped (unless "notify the customer" was off), delivered, cancelled, refunded; each once per event.
 */
export default async function sendOrderSmsUpdates({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  const id = event.data.id
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    switch (event.name) {
      case OrderWorkflowEvents.CANCELED:
        return void (await sendOrderSms(container, id, "order-cancelled-sms", `order-cancelled-sms:${id}`))
      case FulfillmentWorkflowEvents.SHIPMENT_CREATED:
      case FulfillmentWorkflowEvents.DELIVERY_CREATED: {
        if (event.data.no_notification) return
        const shipment = await loadShipment(container, id)
        if (!shipment) return
        const template = event.name === FulfillmentWorkflowEvents.SHIPMENT_CREATED ? "order-shipped-sms" : "order-delivered-sms"
        return void (await sendOrderSms(container, shipment.orderId, template, `${template}:${id}`, { parcels: shipment.parcels }))
      }
      case PaymentEvents.REFUNDED: {
        const refund = await loadRefund(container, id)
        if (!refund) return
        return void (await sendOrderSms(container, refund.orderId, "order-refunded-sms", `order-refunded-sms:${refund.refundId}`, { amount: refund.amount }))
      }
    }
  } catch (error) {
    // The order is never affected by its SMS: logged (a failed send is already kept for the retry job).
    logger.error(`order SMS for ${event.name} ${id}: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: [OrderWorkflowEvents.CANCELED, FulfillmentWorkflowEvents.SHIPMENT_CREATED, FulfillmentWorkflowEvents.DELIVERY_CREATED, PaymentEvents.REFUNDED],
  context: { subscriberId: "order-sms" },
}
