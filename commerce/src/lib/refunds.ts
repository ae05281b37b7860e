/**
 * The refund a "payment.refunded" event is about: Medusa names only the payment, so it is the payment's latest
 * refund (one refund is made per workflow run, and the event follows it).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export async function loadRefund(container: MedusaContainer, paymentId: string): Promise<{ orderId: string; refundId: string; amount: number } | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: payments } = await query.graph({
    entity: "payment",
    fields: ["id", "payment_collection_id", "refunds.id", "refunds.amount", "refunds.created_at"],
    filters: { id: paymentId },
  })
  const payment = payments[0] as { payment_collection_id: string; refunds?: { id: string; amount: number; created_at: string }[] } | undefined
  const refund = [...(payment?.refunds ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]
  if (!payment || !refund) return undefined
  const { data: links } = await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: payment.payment_collection_id } })
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id
  return orderId ? { orderId, refundId: refund.id, amount: Number(refund.amount) } : undefined
}
