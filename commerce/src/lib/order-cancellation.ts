/**
 * The shop's promise (seed spec §1, the FAQ): an order may be cancelled within 2 hours of being placed, as long
 * as nothing of it has been shipped. The one rule for the order page's button and for the route that cancels.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** How long after it was placed a shopper may cancel an order. */
export const CANCEL_WINDOW_MS = 2 * 60 * 60 * 1000

/** What the rule reads of an order. */
export interface CancellableOrder {
  created_at: string | Date
  canceled_at?: string | Date | null
  status?: string | null
  fulfillments?: ({ canceled_at?: string | Date | null } | null)[] | null
}

/** Why an order cannot be cancelled by its shopper, as the shopper reads it; undefined when it can. */
export function whyNotCancellable(order: CancellableOrder, now: Date = new Date()): string | undefined {
  if (order.canceled_at || order.status === "canceled") return "This order is already cancelled."
  if ((order.fulfillments ?? []).some((fulfillment) => fulfillment && !fulfillment.canceled_at))
    return "This order is already being shipped, so it can no longer be cancelled. You can return it once it arrives."
  if (now.getTime() >= cancellableUntil(order).getTime())
    return "Orders can be cancelled within 2 hours of being placed; this one can no longer be. You can return it once it arrives."
  return undefined
}

/** What the rule reads of order `orderId` (undefined when there is none), read through Query. */
export async function readCancellableOrder(container: MedusaContainer, orderId: string): Promise<CancellableOrder | undefined> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "created_at", "canceled_at", "status", "fulfillments.canceled_at"], filters: { id: orderId } })
  return data[0] as unknown as CancellableOrder | undefined
}

export const cancellableUntil = (order: Pick<CancellableOrder, "created_at">): Date => new Date(new Date(order.created_at).getTime() + CANCEL_WINDOW_MS)
