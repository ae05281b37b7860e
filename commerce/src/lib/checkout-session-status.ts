import type Stripe from "stripe"
import { stripeClient } from "./stripe-settings"

/**
 * How long what Stripe said about a Checkout Session answers further lookups of that session. The confirmation
 * page polls every 1.5 s; a shopper's script polling its own session id 100 times a second would otherwise
 * spend the shop's Stripe rate limit, and every other shopper's checkout would be refused.
 */
export const SESSION_STATUS_TTL_MS = 3_000

/** Per session id: the answer Stripe is being asked for, or gave less than SESSION_STATUS_TTL_MS ago. */
const recent = new Map<string, Promise<Stripe.Checkout.Session>>()

/**
 * The Checkout Session as Stripe tells it, asked at most once per session id every SESSION_STATUS_TTL_MS in
 * this process; lookups that arrive while Stripe is being asked share that one call. A failed call is dropped
 * at once (the next lookup asks again), so an error is never remembered, least of all as a status.
 *
 * In this process's memory rather than in Medusa's caching module: that module is registered only with Redis
 * (src/lib/redis-modules.ts, behind the `caching` flag), and sharing one in-flight call needs the process's
 * own promise anyway. A few seconds of staleness per process is harmless (the page polls on, and an order
 * made by the webhook is read from the database before Stripe is asked), and the server is one or a few
 * processes, so Stripe sees at most that many calls per session every few seconds. Only sessions this shop
 * made reach here (the route answers 404 first), each kept for seconds, so the map stays small.
 */
export function recentCheckoutSession(id: string): Promise<Stripe.Checkout.Session> {
  const known = recent.get(id)
  if (known) return known
  const asking = stripeClient().checkout.sessions.retrieve(id)
  recent.set(id, asking)
  const forget = () => {
    if (recent.get(id) === asking) recent.delete(id)
  }
  asking.then(() => setTimeout(forget, SESSION_STATUS_TTL_MS).unref(), forget)
  return asking
}
