/**
 * The order e-mails: what an order shows in them (read from Medusa), rendered per template, and sent once per
 * event through lib/email-delivery.ts (idempotency key naming the order and the event; retried when it fails).
 */
import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { LanguageCode } from "@shop/contracts/languages"
import { createElement, type ReactElement } from "react"
import { emailLanguage, subjectLine, type EmailCopy } from "../emails/copy"
import type { OrderEmailData } from "../emails/order-email-data"
import { formatCharged } from "../emails/format"
import { OrderCodeEmail, orderCodeSubject, type OrderCode } from "../emails/order-code"
import { OrderConfirmationEmail, orderConfirmationSubject } from "../emails/order-confirmation"
import { OrderNoticeEmail, orderNoticeSubject, type OrderNotice } from "../emails/order-notice"
import { OrderShippedEmail, orderShippedSubject, type Parcel } from "../emails/order-shipped"
import { addressLines } from "../emails/postal-address"
import { renderEmail, type RenderedEmail } from "../emails/render"
import { ReturnRequestedEmail, returnRequestedSubject, type ReturnRequest } from "../emails/return-requested"
import { shopperLineName } from "./checkout-orders"
import { deliverEmail } from "./email-delivery"
import { emailContent, type EmailContent } from "./email-content"
import { orderLinkVersion, orderPageUrl } from "./order-links"

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "metadata",
  "currency_code",
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
  currency_code: string
  total: number
  item_total: number
  items: { title: string; quantity: number; total: number; metadata: Record<string, unknown> | null }[]
  shipping_methods: { name: string; amount: number }[]
  shipping_address: Record<string, string | null> | null
}

/** The ship-to address as lines, as the shopper gave it: postcode and city in its country's order, the country named in the e-mail's language. */
function shipToLines(address: OrderRow["shipping_address"], language: LanguageCode): string[] {
  if (!address) return []
  const given = (value: string | null | undefined) => value?.trim() || undefined
  const name = given([address.first_name, address.last_name].filter(Boolean).join(" "))
  const street = [given(address.address_1), given(address.address_2)].filter((line): line is string => line !== undefined)
  const lines = addressLines(
    { street, postcode: given(address.postal_code), city: given(address.city), region: given(address.province), country: given(address.country_code) },
    language
  )
  return name ? [name, ...lines] : lines
}

/** The order as its e-mails show it; in `language` when given (the shopper's on the page that asked), else the order's. */
export async function loadOrderEmailData(container: MedusaContainer, orderId: string, language?: LanguageCode): Promise<OrderEmailData | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const order = data[0] as unknown as OrderRow | undefined
  if (!order?.email) return undefined
  language ??= emailLanguage(order.metadata?.language)
  const shipping = order.shipping_methods[0]
  return {
    orderId: order.id,
    number: String(order.display_id),
    email: order.email,
    language,
    currency: order.currency_code,
    lines: order.items.map((item) => ({
      title: shopperLineName(item.metadata, item.title),
      quantity: Number(item.quantity),
      total: Number(item.total),
    })),
    itemsTotal: Number(order.item_total),
    shipping: shipping ? { name: shipping.name, amount: Number(shipping.amount) } : undefined,
    total: Number(order.total),
    shipTo: shipToLines(order.shipping_address, language),
    orderUrl: orderPageUrl(order.id, language, orderLinkVersion(order.metadata)),
  }
}

/**
 * What an e-mail needs besides the order (a shipment's parcels, a refund's amount): kept with its notification
 * so that a retry renders the same e-mail again.
 */
export type OrderEmailContext = { parcels?: Parcel[]; amount?: number; request?: ReturnRequest; code?: OrderCode; language?: LanguageCode }

async function render(order: OrderEmailData, subject: (copy: EmailCopy) => string, element: (content: EmailContent) => ReactElement) {
  const content = await emailContent(order.language)
  return renderEmail(subjectLine(subject(content.copy)), element(content))
}

/** The order e-mails by template name. */
export const ORDER_EMAILS: Record<string, (order: OrderEmailData, context: OrderEmailContext) => Promise<RenderedEmail>> = {
  "order-confirmation": (order) =>
    render(
      order,
      (copy) => orderConfirmationSubject(order, copy),
      ({ copy, company }) => createElement(OrderConfirmationEmail, { order, copy, company })
    ),
  "order-shipped": (order, { parcels = [] }) =>
    render(
      order,
      (copy) => orderShippedSubject(order, copy),
      ({ copy, company }) => createElement(OrderShippedEmail, { order, parcels, copy, company })
    ),
  "order-refunded": (order, { amount = 0 }) => notice("orderRefunded", order, { amount: formatCharged(amount, order.currency, order.language) }),
  "order-cancelled": (order) => notice("orderCancelled", order, {}),
  "return-requested": (order, { request }) => {
    if (!request) throw new Error("a return-requested e-mail needs its return")
    return render(
      order,
      (copy) => returnRequestedSubject(order, request, copy),
      ({ copy, company }) => createElement(ReturnRequestedEmail, { order, request, copy, company })
    )
  },
  "return-received": (order, { request }) => notice("returnReceived", order, { return: String(request?.number ?? "") }),
  // The order's link renewed (lib/order-link-renewal.ts): the button is the new link.
  "order-link-renewed": (order) => notice("orderLinkRenewed", order, {}),
  // "Find your order" (lib/order-lookup.ts): the link as it is, in the language of the page that asked.
  "order-link-found": (order) => notice("orderLinkFound", order, {}),
  "order-code": (order, { code }) => {
    if (!code) throw new Error("an order-code e-mail needs its code")
    return render(
      order,
      (copy) => orderCodeSubject(order, code, copy),
      ({ copy, company }) => createElement(OrderCodeEmail, { order, code, copy, company })
    )
  },
}

function notice(kind: OrderNotice, order: OrderEmailData, values: Record<string, string>) {
  return render(
    order,
    (copy) => orderNoticeSubject(kind, order, copy, values),
    ({ copy, company }) => createElement(OrderNoticeEmail, { notice: kind, order, values, copy, company })
  )
}

/** Sends the order's `template` e-mail once for `key` (see lib/email-delivery.ts). */
export async function sendOrderEmail(
  container: MedusaContainer,
  orderId: string,
  template: string,
  key: string,
  context: OrderEmailContext = {},
  retry?: NotificationDTO
): Promise<boolean> {
  const renderer = ORDER_EMAILS[template]
  if (!renderer) throw new Error(`no order e-mail is called ${template}`)
  const order = await loadOrderEmailData(container, orderId, context.language)
  // An order without an e-mail address (made in the admin without one) has nobody to write to.
  if (!order) return false
  const email = {
    to: order.email,
    template,
    key,
    resource: { id: order.orderId, type: "order" },
    rendered: await renderer(order, context),
    data: { language: order.language, context },
  }
  return deliverEmail(container, email, retry)
}
