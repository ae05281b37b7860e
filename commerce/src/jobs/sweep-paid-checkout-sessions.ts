import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findCheckout } from "../lib/checkout-orders"
import { stripeClient } from "../lib/stripe-settings"
import { completePaidCheckoutSession } from "../workflows/checkout/complete-checkout-session"

/** How far back the sweep looks: Checkout Sessions live at most 24 h, webhooks are retried for 3 days. */
const LOOK_BACK_SECONDS = 3 * 24 * 3600

/**
 * Paid Checkout Sessions of this shop that have no order yet (a lost webhook, a shopper who never came back)
 * become orders. Returns the orders it created.
 */
export async function sweepPaidCheckoutSessions(container: MedusaContainer, now = new Date()): Promise<string[]> {
  const created: string[] = []
  const since = Math.floor(now.getTime() / 1000) - LOOK_BACK_SECONDS
  for await (const session of stripeClient().checkout.sessions.list({ status: "complete", created: { gte: since }, limit: 100 })) {
    if (session.payment_status !== "paid" || !session.metadata?.session_id) continue
    const known = await findCheckout(container, session.id)
    if (!known || known.order_id) continue
    const orderId = await completePaidCheckoutSession(container, session)
    if (orderId) created.push(orderId)
  }
  return created
}

export default async function sweepPaidCheckoutSessionsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const created = await sweepPaidCheckoutSessions(container)
    if (created.length) logger.warn(`checkout sweep: ${created.length} paid session(s) had no order; created ${created.join(", ")}`)
  } catch (error) {
    logger.error(`checkout sweep failed: ${(error as Error).message}`)
  }
}

export const config = {
  name: "sweep-paid-checkout-sessions",
  // Every five minutes: a paid order whose webhook was lost appears within minutes even if nobody looks.
  schedule: "*/5 * * * *",
}
