/**
 * The shopper's order page (issue 20): the order as the confirmation page shows it, and what happened to it
 * since, oldest first: placed, each parcel marked shipped (carrier, tracking number, link), each return
 * requested and received, each refund, the cancellation; until when the shopper may still cancel it, what
 * they may still send back until when, and their SMS updates (the number masked, on or off).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { OrderPageEvent, OrderPageResponse } from "@shop/contracts/api"
import { orderConfirmation } from "./checkout-orders"
import { cancellableUntil, whyNotCancellable } from "./order-cancellation"
import { lineName, RETURNABLE_ORDER_FIELDS, returnNumber, returnableLines, returnableUntil, whyNotReturnable, type ReturnableOrder } from "./order-returns"
import { returnShippingFor } from "./return-shipping"
import { parcelOf } from "./shipments"
import { maskedMobileNumber, orderSmsOf } from "./sms-numbers"

interface OrderHistoryRow extends ReturnableOrder {
  created_at: string
  metadata: Record<string, unknown> | null
  canceled_at: string | null
  fulfillments: { shipped_at: string | null; canceled_at: string | null; labels: { tracking_number: string | null; tracking_url: string | null }[] }[] | null
  payment_collections: { payments: { refunds: { amount: number; created_at: string }[] | null }[] | null }[] | null
  returns: { id: string; created_at: string; received_at: string | null; canceled_at: string | null; items: { item_id: string; quantity: number }[] | null }[] | null
}

export async function orderPage(container: MedusaContainer, orderId: string): Promise<OrderPageResponse | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "created_at",
      "canceled_at",
      "status",
      "metadata",
      "fulfillments.shipped_at",
      "fulfillments.canceled_at",
      "fulfillments.labels.tracking_number",
      "fulfillments.labels.tracking_url",
      "payment_collections.payments.refunds.amount",
      "payment_collections.payments.refunds.created_at",
      "returns.id",
      "returns.created_at",
      "returns.received_at",
      "returns.canceled_at",
      // The whole item: its quantity is read from its raw value, which a field list naming only `quantity` leaves out.
      "returns.items.*",
      ...RETURNABLE_ORDER_FIELDS,
    ],
    filters: { id: orderId },
  })
  const order = data[0] as unknown as OrderHistoryRow | undefined
  if (!order) return undefined
  const events: OrderPageEvent[] = [{ kind: "placed", at: new Date(order.created_at).toISOString() }]
  for (const fulfillment of order.fulfillments ?? []) {
    if (!fulfillment.shipped_at || fulfillment.canceled_at) continue
    const parcels = fulfillment.labels
      .map(parcelOf)
      .flatMap((parcel) => (parcel ? [{ carrier: parcel.carrier ?? null, tracking_number: parcel.trackingNumber ?? null, tracking_url: parcel.trackingUrl ?? null }] : []))
    events.push({ kind: "shipped", at: new Date(fulfillment.shipped_at).toISOString(), parcels })
  }
  for (const refund of (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? []).flatMap((payment) => payment.refunds ?? [])) {
    events.push({ kind: "refunded", at: new Date(refund.created_at).toISOString(), amount: Number(refund.amount) })
  }
  const lineNames = new Map(order.items.map((item) => [item.id, lineName(item)]))
  for (const request of order.returns ?? []) {
    if (request.canceled_at) continue
    const items = (request.items ?? []).map((item) => ({ name: lineNames.get(item.item_id) ?? "", quantity: Number(item.quantity) }))
    events.push({ kind: "return_requested", at: new Date(request.created_at).toISOString(), return_number: returnNumber(request.id), items })
    if (request.received_at) events.push({ kind: "return_received", at: new Date(request.received_at).toISOString(), return_number: returnNumber(request.id) })
  }
  if (order.canceled_at) events.push({ kind: "cancelled", at: new Date(order.canceled_at).toISOString() })
  events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  const sms = orderSmsOf(order.metadata)
  return {
    order: await orderConfirmation(container, orderId),
    events,
    cancellable_until: whyNotCancellable(order) ? null : cancellableUntil(order).toISOString(),
    returnable: await returnable(container, order),
    sms: sms ? { phone: maskedMobileNumber(sms.phone), on: !sms.stopped_at } : null,
  }
}

async function returnable(container: MedusaContainer, order: OrderHistoryRow): Promise<OrderPageResponse["returnable"]> {
  if (whyNotReturnable(order)) return null
  const shipping = await returnShippingFor(container, order.shipping_methods?.[0]?.shipping_option_id, order.currency_code)
  if (!shipping) return null
  return { until: returnableUntil(order)!.toISOString(), lines: returnableLines(order), shipping_amount: shipping.amount }
}
