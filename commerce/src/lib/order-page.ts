/**
 * The shopper's order page (issue 20): the order as the confirmation page shows it, and what happened to it
 * since, oldest first: placed, each parcel marked shipped (carrier, tracking number, link), each refund,
 * the cancellation; and until when the shopper may still cancel it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { OrderPageEvent, OrderPageResponse } from "@shop/contracts/api"
import { orderConfirmation } from "./checkout-orders"
import { cancellableUntil, whyNotCancellable } from "./order-cancellation"
import { parcelOf } from "./shipments"

interface OrderHistoryRow {
  created_at: string
  canceled_at: string | null
  status: string
  fulfillments: { shipped_at: string | null; canceled_at: string | null; labels: { tracking_number: string | null; tracking_url: string | null }[] }[] | null
  payment_collections: { payments: { refunds: { amount: number; created_at: string }[] | null }[] | null }[] | null
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
      "fulfillments.shipped_at",
      "fulfillments.canceled_at",
      "fulfillments.labels.tracking_number",
      "fulfillments.labels.tracking_url",
      "payment_collections.payments.refunds.amount",
      "payment_collections.payments.refunds.created_at",
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
  if (order.canceled_at) events.push({ kind: "cancelled", at: new Date(order.canceled_at).toISOString() })
  events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  return {
    order: await orderConfirmation(container, orderId),
    events,
    cancellable_until: whyNotCancellable(order) ? null : cancellableUntil(order).toISOString(),
  }
}
