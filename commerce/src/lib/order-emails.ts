/**
 * The order e-mails: what an order shows in them (read from Medusa), and their sending through Medusa's
 * Notification Module. Each is sent at most once per event: its idempotency key names the order and the event,
 * and the module skips a key it has already sent (a unique index holds concurrent attempts to one); a failed
 * send is kept as failed, and sending the same key again retries it (jobs/retry-failed-emails.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { LanguageCode } from "@shop/contracts/languages"
import { createElement } from "react"
import { emailCopy, emailLanguage, fill, subjectLine, type EmailCopy } from "../emails/copy"
import type { OrderEmailData } from "../emails/order-email-data"
import { OrderConfirmationEmail, orderConfirmationSubject } from "../emails/order-confirmation"
import { renderEmail, type RenderedEmail } from "../emails/render"
import { emailContent } from "./email-content"
import { orderPageUrl } from "./order-links"

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "metadata",
  "total",
  "item_total",
  "items.title",
  "items.quantity",
  "items.total",
  "items.metadata",
  "shipping_methods.name",
  "shipping_methods.amount",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.address_1",
  "shipping_address.address_2",
  "shipping_address.postal_code",
  "shipping_address.city",
  "shipping_address.province",
  "shipping_address.country_code",
]

interface OrderRow {
  id: string
  display_id: number
  email: string | null
  metadata: Record<string, unknown> | null
  total: number
  item_total: number
  items: { title: string; quantity: number; total: number; metadata: Record<string, unknown> | null }[]
  shipping_methods: { name: string; amount: number }[]
  shipping_address: Record<string, string | null> | null
}

/** The ship-to address as lines, as the shopper gave it, the country named in the e-mail's language. */
function addressLines(address: OrderRow["shipping_address"], language: LanguageCode): string[] {
  if (!address) return []
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const city = [address.postal_code, address.city].filter(Boolean).join(" ")
  const code = address.country_code?.toUpperCase()
  const country = code ? (new Intl.DisplayNames(language, { type: "region", fallback: "code" }).of(code) ?? code) : undefined
  return [name, address.address_1, address.address_2, city, address.province, country].filter((line): line is string => !!line && line.trim() !== "")
}

/**
 * The shipping method in the shopper's language: the seed names Medusa's shipping options "Tracked delivery,
 * 1-2 business days" (seed/src/commerce/shipping-setup.ts); other names a merchandiser gives stay as given.
 */
const TRACKED_DELIVERY = /^Tracked delivery, (\d+)-(\d+) business days$/

function shippingMethodName(name: string, copy: EmailCopy): string {
  const days = TRACKED_DELIVERY.exec(name)
  return days ? fill(copy.common.tracked, { days: `${days[1]}–${days[2]}` }) : name
}

export async function loadOrderEmailData(container: MedusaContainer, orderId: string): Promise<OrderEmailData | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const order = data[0] as unknown as OrderRow | undefined
  if (!order?.email) return undefined
  const language = emailLanguage(order.metadata?.language)
  const shipping = order.shipping_methods[0]
  return {
    orderId: order.id,
    number: String(order.display_id),
    email: order.email,
    language,
    lines: order.items.map((item) => ({
      title: typeof item.metadata?.name === "string" && item.metadata.name ? item.metadata.name : item.title,
      quantity: Number(item.quantity),
      total: Number(item.total),
    })),
    itemsTotal: Number(order.item_total),
    shipping: shipping ? { name: shippingMethodName(shipping.name, emailCopy(language)), amount: Number(shipping.amount) } : undefined,
    total: Number(order.total),
    shipTo: addressLines(order.shipping_address, language),
    orderUrl: orderPageUrl(order.id, language),
  }
}

export async function renderOrderConfirmation(order: OrderEmailData): Promise<RenderedEmail> {
  const { copy, company } = await emailContent(order.language)
  return renderEmail(subjectLine(orderConfirmationSubject(order, copy)), createElement(OrderConfirmationEmail, { order, copy, company }))
}

/** Sends `rendered` to the order's shopper once for `key` (Medusa's notification idempotency key). */
export async function sendOrderEmail(container: MedusaContainer, order: OrderEmailData, template: string, key: string, rendered: RenderedEmail) {
  const notifications = container.resolve(Modules.NOTIFICATION)
  await notifications.createNotifications({
    to: order.email,
    channel: "email",
    template,
    trigger_type: template,
    resource_id: order.orderId,
    resource_type: "order",
    idempotency_key: key,
    content: { subject: rendered.subject, html: rendered.html, text: rendered.text },
    data: { order_id: order.orderId, language: order.language },
  })
}
