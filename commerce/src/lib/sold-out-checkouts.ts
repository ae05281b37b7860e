/**
 * A checkout paid for units that were gone by the time it came back (issue 56: the last unit bought by two
 * shoppers at once). Stock is checked when the checkout starts, but Stripe's page takes minutes: two shoppers
 * can both pay for the last unit. The first payment becomes the order; the second is refunded in full at once,
 * no order is made, and the shopper gets an e-mail in their language saying so (and the confirmation page).
 */
import { createElement } from "react"
import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, Modules } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { emailLanguage, subjectLine } from "../emails/copy"
import { formatCharged } from "../emails/format"
import { renderEmail } from "../emails/render"
import { SoldOutRefundEmail, soldOutRefundSubject } from "../emails/sold-out-refund"
import { fromMinorUnits } from "../modules/stripe-checkout/session-params"
import { emailContent } from "./email-content"
import { deliverEmail } from "./email-delivery"
import { stripeClient } from "./stripe-settings"

export const SOLD_OUT_TEMPLATE = "sold-out-refund"
/** The notification's resource: the cart (there is no order). */
export const CART_RESOURCE = "cart"
/** Where the cart keeps its refund (metadata key): later webhooks, lookups and sweeps find it and make no order. */
const REFUND_KEY = "sold_out_refund"

/** What the cart keeps of a sold-out refund. */
export interface SoldOutRefund {
  refund_id: string
  amount: number
  currency: string
  refunded_at: string
}

interface CartRow {
  id: string
  email: string | null
  sales_channel_id: string | null
  metadata: Record<string, unknown> | null
  items: { variant_id: string | null; quantity: number; metadata: Record<string, unknown> | null; product_title: string | null }[] | null
}

async function readCart(container: MedusaContainer, cartId: string): Promise<CartRow | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "email", "sales_channel_id", "metadata", "items.variant_id", "items.quantity", "items.metadata", "items.product_title"],
    filters: { id: cartId },
  })
  return (data as unknown as CartRow[])[0]
}

/** The refund a cart already had for being sold out, if any. */
export async function soldOutRefundOf(container: MedusaContainer, cartId: string): Promise<SoldOutRefund | undefined> {
  const refund = (await readCart(container, cartId))?.metadata?.[REFUND_KEY]
  return refund && typeof refund === "object" ? (refund as SoldOutRefund) : undefined
}

/** The variants of the cart, for a lock on their stock while a payment becomes an order. */
export async function cartVariantIds(container: MedusaContainer, cartId: string): Promise<string[]> {
  return ((await readCart(container, cartId))?.items ?? []).flatMap((item) => (item.variant_id ? [item.variant_id] : []))
}

/** Whether some line of the cart asks for more than its variant has for sale now (Medusa's reading of stock). */
export async function cartIsShort(container: MedusaContainer, cartId: string): Promise<boolean> {
  const cart = await readCart(container, cartId)
  const lines = (cart?.items ?? []).filter((item) => item.variant_id)
  if (!cart?.sales_channel_id || !lines.length) return false
  const availability = await getVariantAvailability(container.resolve(ContainerRegistrationKeys.QUERY), {
    variant_ids: lines.map((line) => line.variant_id!),
    sales_channel_id: cart.sales_channel_id,
  })
  return lines.some((line) => {
    const available = availability[line.variant_id!]?.availability
    return typeof available === "number" && Number(line.quantity) > available
  })
}

/**
 * Refunds the session's payment in full (once: Stripe's idempotency key is the session's), keeps the refund on
 * the cart, and e-mails the shopper. No order is made for the cart.
 */
export async function refundSoldOutCheckout(container: MedusaContainer, session: Stripe.Checkout.Session, cartId: string): Promise<SoldOutRefund> {
  const intentId = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id
  if (!intentId) throw new Error(`checkout session ${session.id} is paid but has no payment intent to refund`)
  const stripeRefund = await stripeClient().refunds.create(
    { payment_intent: intentId, reason: "requested_by_customer", metadata: { session_id: session.id, reason: "sold_out" } },
    { idempotencyKey: `sold-out-refund-${session.id}` }
  )
  const currency = (session.currency ?? "usd").toUpperCase()
  const refund: SoldOutRefund = {
    refund_id: stripeRefund.id,
    amount: fromMinorUnits(stripeRefund.amount, currency),
    currency,
    refunded_at: new Date().toISOString(),
  }
  const cart = await readCart(container, cartId)
  await container.resolve(Modules.CART).updateCarts(cartId, { metadata: { ...cart?.metadata, [REFUND_KEY]: refund } })
  container.resolve(ContainerRegistrationKeys.LOGGER).warn(`checkout ${session.id}: sold out while paying; refunded ${refund.amount} ${currency} in full (${refund.refund_id})`)
  await sendSoldOutEmail(container, cartId)
  return refund
}

/** The e-mail saying the products sold out and the payment is refunded, once per cart (a retry passes its notification). */
export async function sendSoldOutEmail(container: MedusaContainer, cartId: string, retry?: NotificationDTO): Promise<boolean> {
  const cart = await readCart(container, cartId)
  const refund = cart?.metadata?.[REFUND_KEY] as SoldOutRefund | undefined
  if (!cart?.email || !refund) return false
  const language = emailLanguage(cart.metadata?.language)
  const products = (cart.items ?? []).map((item) => (typeof item.metadata?.name === "string" ? item.metadata.name : (item.product_title ?? "")))
  const { copy, company } = await emailContent(language)
  const values = { amount: formatCharged(refund.amount, refund.currency, language), products: new Intl.ListFormat(language, { type: "conjunction" }).format(products) }
  return deliverEmail(
    container,
    {
      to: cart.email,
      template: SOLD_OUT_TEMPLATE,
      key: `${SOLD_OUT_TEMPLATE}:${cartId}`,
      resource: { id: cartId, type: CART_RESOURCE },
      rendered: await renderEmail(subjectLine(soldOutRefundSubject(copy, values)), createElement(SoldOutRefundEmail, { language, values, copy, company })),
      data: { language },
    },
    retry
  )
}
