import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Runs `job` while no other shopper request changes the same order (Medusa's Locking module: in-memory in one
 * process, Redis's across instances when REDIS_URL is set). A cancellation and a return, or two of either, on one
 * order take turns, so each reads the order as the one before left it: two cancellations at once cannot both
 * pass the "not cancelled yet" check, nor two returns both take the last item.
 */
export function inOrderTurn<T>(scope: MedusaContainer, orderId: string, job: () => Promise<T>): Promise<T> {
  return scope.resolve(Modules.LOCKING).execute(`order:${orderId}`, job)
}
