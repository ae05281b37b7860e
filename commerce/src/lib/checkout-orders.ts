import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../workflows/checkout/constants"
import type { OrderConfirmation } from "@shop/contracts/api"
import { orderLinkVersion, orderToken } from "./order-links"
import { deliveryDays } from "./shipping-method"

/** A Stripe Checkout Session as this shop knows it: its Medusa payment session, cart and order (if any yet). */
export interface KnownCheckout {
  payment_session_id: string
  cart_id: string | null
  order_id: string | null
}

/** A payment session read with its cart and the cart's order (the fields of the reads below). */
interface PaymentSessionRow {
  id: string
  created_at: string | Date
  payment_collection?: { cart?: { id: string; order?: { id: string } | null } | null } | null
}

const PAYMENT_SESSION_FIELDS = ["id", "created_at", "payment_collection.cart.id", "payment_collection.cart.order.id"]

/**
 * Finds the payment session made for a Stripe Checkout Session id, with its cart and order, through Query:
 * the session id is in the payment session's data (a JSON filter), the cart and the order through Medusa's
 * links of payment collections to carts and of carts to orders.
 */
export async function findCheckout(container: MedusaContainer, checkoutSessionId: string): Promise<KnownCheckout | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment_session",
    fields: PAYMENT_SESSION_FIELDS,
    filters: { provider_id: STRIPE_CHECKOUT_PROVIDER_ID, data: { checkout_session_id: checkoutSessionId } },
  })
  const [newest] = (data as PaymentSessionRow[]).sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
  if (!newest) return undefined
  const cart = newest.payment_collection?.cart
  return { payment_session_id: newest.id, cart_id: cart?.id ?? null, order_id: cart?.order?.id ?? null }
}

/** The order of the cart a payment session pays for, if it exists. */
export async function orderIdOfPaymentSession(container: MedusaContainer, paymentSessionId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "payment_session", fields: PAYMENT_SESSION_FIELDS, filters: { id: paymentSessionId } })
  return (data as PaymentSessionRow[])[0]?.payment_collection?.cart?.order?.id ?? null
}

/** What the confirmation page shows of an order (the e-mail masked: the session id is in the page's URL). */
export type { OrderConfirmation }

/** "shopper@example.com" → "sh*****@example.com". */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null
  const at = email.lastIndexOf("@")
  if (at < 1) return "***"
  const local = email.slice(0, at)
  const shown = local.slice(0, Math.min(2, Math.max(1, local.length - 2)))
  return `${shown}${"*".repeat(Math.max(3, local.length - shown.length))}${email.slice(at)}`
}

/** The order's fields read below. */
interface OrderRow {
  display_id: number
  created_at: string | Date
  metadata: Record<string, unknown> | null
  email: string | null
  currency_code: string
  payment_status: string
  shipping_address: { country_code: string | null } | null
  items: { title: string; product_title: string | null; metadata: Record<string, unknown> | null; quantity: number; unit_price: number }[] | null
  shipping_methods: { name: string; amount: number; detail: { return_id: string | null; claim_id: string | null; exchange_id: string | null } | null }[] | null
}

/** An amount in whole cents (sums of dollar amounts in floating point drift by fractions of a cent). */
const roundCents = (amount: number) => Math.round(amount * 100) / 100

/** A line's name as the shopper saw it at checkout (kept in the line's metadata), else `fallback` (Medusa's own). */
export function shopperLineName(metadata: Record<string, unknown> | null | undefined, fallback: string): string {
  return typeof metadata?.name === "string" && metadata.name ? metadata.name : fallback
}

/**
 * The order as the confirmation page and the order page show it. `renewedLinkHidden`: the token only while the
 * order's link was never renewed (the confirmation page, read by a checkout session id that stays in the
 * browser's history, must not hand out the link that replaced a leaked one).
 */
export async function orderConfirmation(container: MedusaContainer, orderId: string, { renewedLinkHidden = false } = {}): Promise<OrderConfirmation> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "display_id",
      "created_at",
      "metadata",
      "email",
      "currency_code",
      "payment_status",
      // Asking for a total has Medusa work the order's figures out: without one, the lines' quantities and the
      // payment status are left out of the answer.
      "total",
      "items.total",
      "shipping_address.country_code",
      "items.title",
      "items.product_title",
      "items.metadata",
      "items.quantity",
      "items.unit_price",
      "shipping_methods.name",
      "shipping_methods.amount",
      "shipping_methods.detail.return_id",
      "shipping_methods.detail.claim_id",
      "shipping_methods.detail.exchange_id",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as unknown as OrderRow
  // What was bought and paid, as at checkout: Medusa's own totals change once items are returned (a returned
  // line's total is 0, the return's shipping is the order's too), and this is the shopper's record of the sale.
  const lines = (order.items ?? []).map((item) => ({
    name: shopperLineName(item.metadata, item.product_title ?? item.title),
    quantity: Number(item.quantity),
    unit_price: Number(item.unit_price),
    total: roundCents(Number(item.unit_price) * Number(item.quantity)),
  }))
  const delivery = (order.shipping_methods ?? []).find((method) => !method.detail?.return_id && !method.detail?.claim_id && !method.detail?.exchange_id)
  const subtotal = roundCents(lines.reduce((sum, line) => sum + line.total, 0))
  const shippingTotal = delivery ? Number(delivery.amount) : 0
  return {
    order_number: order.display_id,
    placed_at: new Date(order.created_at).toISOString(),
    email: maskEmail(order.email),
    country: order.shipping_address?.country_code?.toUpperCase() ?? null,
    currency: order.currency_code,
    lines,
    shipping: delivery ? { name: delivery.name, amount: Number(delivery.amount), delivery_days: deliveryDays(delivery.name) } : null,
    subtotal,
    shipping_total: shippingTotal,
    total: roundCents(subtotal + shippingTotal),
    payment_status: order.payment_status,
    token: renewedLinkHidden && orderLinkVersion(order.metadata) > 0 ? null : orderToken(orderId, process.env, orderLinkVersion(order.metadata)),
  }
}
