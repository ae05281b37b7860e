/**
 * The shop's returns promise (the FAQ and the returns page): 30 days from delivery, no reason needed; free
 * when the shop erred (damaged, wrong item, defective), otherwise the return label costs what delivery to the
 * shopper's country costs, taken off the refund. The one rule for the order page's form, the route that
 * makes the return, and the e-mail that says until when.
 *
 * Which date counts: the shop does not learn when a parcel arrives, so delivery is the day the order's last
 * parcel was marked shipped plus the longest delivery time of its shipping method (business days). The order
 * page shows the resulting last day.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { OrderReturnable } from "@shop/contracts/api"
import { RETURN_DAYS } from "@shop/contracts/api"
import type { PostalAddress } from "../emails/postal-address"
import type { ReturnRequest } from "../emails/return-requested"
import { shopperLineName } from "./checkout-orders"
import { deliveryDays } from "./shipping-method"

const DAY_MS = 24 * 60 * 60 * 1000

/** What the rule reads of an order (Query's `order` with RETURNABLE_ORDER_FIELDS). */
export interface ReturnableOrder {
  status: string
  /** What the order was charged in (lower case): its return shipping is priced in it. */
  currency_code: string
  canceled_at: string | Date | null
  items: {
    id: string
    title: string
    product_title?: string | null
    metadata: Record<string, unknown> | null
    detail: {
      shipped_quantity: number | string
      return_requested_quantity: number | string
      return_received_quantity: number | string
      return_dismissed_quantity: number | string
      written_off_quantity: number | string
    } | null
  }[]
  fulfillments: { shipped_at: string | Date | null; canceled_at: string | Date | null }[] | null
  shipping_methods: { name: string; shipping_option_id: string | null }[] | null
}

export const RETURNABLE_ORDER_FIELDS = [
  "status",
  "currency_code",
  "canceled_at",
  "items.id",
  "items.title",
  "items.product_title",
  "items.metadata",
  "items.detail.shipped_quantity",
  "items.detail.return_requested_quantity",
  "items.detail.return_received_quantity",
  "items.detail.return_dismissed_quantity",
  "items.detail.written_off_quantity",
  "fulfillments.shipped_at",
  "fulfillments.canceled_at",
  "shipping_methods.name",
  "shipping_methods.shipping_option_id",
]

export async function readReturnableOrder(container: MedusaContainer, orderId: string): Promise<ReturnableOrder | undefined> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: RETURNABLE_ORDER_FIELDS, filters: { id: orderId } })
  return data[0] as unknown as ReturnableOrder | undefined
}

/** `date` moved on by `days` working days (Monday to Friday), as delivery times are counted. */
export function addBusinessDays(date: Date, days: number): Date {
  const moved = new Date(date)
  for (let left = days; left > 0;) {
    moved.setUTCDate(moved.getUTCDate() + 1)
    const weekday = moved.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left--
  }
  return moved
}

/** The last moment a return may be requested, or undefined while nothing of the order has shipped. */
export function returnableUntil(order: Pick<ReturnableOrder, "fulfillments" | "shipping_methods">): Date | undefined {
  const shipped = (order.fulfillments ?? []).filter((f) => f.shipped_at && !f.canceled_at).map((f) => new Date(f.shipped_at!).getTime())
  if (!shipped.length) return undefined
  const longestDelivery = deliveryDays(order.shipping_methods?.[0]?.name ?? "")?.[1] ?? 0
  const delivered = addBusinessDays(new Date(Math.max(...shipped)), longestDelivery)
  return new Date(delivered.getTime() + RETURN_DAYS * DAY_MS)
}

/** A line's name as the shopper bought it (in their language). */
export const lineName = (item: ReturnableOrder["items"][number]): string => shopperLineName(item.metadata, item.product_title ?? item.title)

/** Each line with something left to send back: shipped, less what is on its way back, received, dismissed or written off. */
export function returnableLines(order: Pick<ReturnableOrder, "items">): OrderReturnable["lines"] {
  return order.items.flatMap((item) => {
    const d = item.detail
    if (!d) return []
    const left =
      Number(d.shipped_quantity) - Number(d.return_requested_quantity) - Number(d.return_received_quantity) - Number(d.return_dismissed_quantity) - Number(d.written_off_quantity)
    return left > 0 ? [{ line_id: item.id, name: lineName(item), quantity: left }] : []
  })
}

/** Why nothing of this order can be returned now, as the shopper reads it; undefined when something can. */
export function whyNotReturnable(order: ReturnableOrder, now: Date = new Date()): string | undefined {
  if (order.canceled_at || order.status === "canceled") return "This order was cancelled, so there is nothing to return."
  const until = returnableUntil(order)
  if (!until) return "Nothing of this order has been shipped yet. You can still cancel it, or return it once it arrives."
  if (now.getTime() > until.getTime()) return `Returns are possible within ${RETURN_DAYS} days of delivery; for this order that time ended on ${until.toISOString().slice(0, 10)}.`
  if (!returnableLines(order).length) return "Everything in this order has already been sent back or is on its way back to us."
  return undefined
}

/**
 * Which of the requested lines ask for more than is left to return (or are not lines of this order), as the
 * shopper reads it; undefined when all can be returned.
 */
export function whyNotTheseLines(order: ReturnableOrder, lines: { line_id: string; quantity: number }[]): string | undefined {
  const left = new Map(returnableLines(order).map((line) => [line.line_id, line]))
  const known = new Set(order.items.map((item) => item.id))
  for (const { line_id, quantity } of lines) {
    if (!known.has(line_id)) return `${line_id} is not a line of this order.`
    const line = left.get(line_id)
    if (!line) return "An item you chose has already been sent back or is on its way back to us."
    if (quantity > line.quantity) return `Only ${line.quantity} of ${line.name} can still be returned.`
  }
  return undefined
}

/**
 * A return's number as the shopper writes it on the parcel: the end of its id, which is how the Medusa admin
 * names a return ("#G3ZFYQB"), so the merchandiser finds the parcel's return on the order.
 */
export const returnNumber = (returnId: string): string => returnId.slice(-7).toUpperCase()

/** Days a shopper has to hand a requested return to a carrier (the EU's withdrawal rules give 14). */
export const SEND_BACK_WITHIN_DAYS = 14

interface ReturnRow {
  id: string
  order_id: string
  created_at: string
  location_id: string | null
  items: { item_id: string; quantity: number }[] | null
  shipping_methods: { amount: number }[] | null
}

/** A stock location's address as the e-mails write addresses. */
function postalAddress(address: Record<string, string | null>): PostalAddress {
  const given = (value: string | null | undefined) => value?.trim() || undefined
  return {
    street: [given(address.address_1), given(address.address_2)].filter((line): line is string => line !== undefined),
    postcode: given(address.postal_code),
    city: given(address.city),
    country: given(address.country_code),
  }
}

/** What the "return requested" and "return received" e-mails say of return `returnId`, with its order's id. */
export async function loadReturnRequest(container: MedusaContainer, returnId: string): Promise<{ orderId: string; request: ReturnRequest } | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "return",
    fields: ["id", "order_id", "created_at", "location_id", "items.*", "shipping_methods.amount"],
    filters: { id: returnId },
  })
  const row = data[0] as unknown as ReturnRow | undefined
  if (!row) return undefined
  const order = await readReturnableOrder(container, row.order_id)
  const names = new Map((order?.items ?? []).map((item) => [item.id, lineName(item)]))
  const { data: locations } = row.location_id
    ? await query.graph({
        entity: "stock_location",
        fields: ["address.address_1", "address.address_2", "address.postal_code", "address.city", "address.country_code"],
        filters: { id: row.location_id },
      })
    : { data: [] }
  const address = (locations[0] as { address: Record<string, string | null> | null } | undefined)?.address
  return {
    orderId: row.order_id,
    request: {
      number: returnNumber(row.id),
      items: (row.items ?? []).map((item) => ({ name: names.get(item.item_id) ?? "", quantity: Number(item.quantity) })),
      ...(address ? { returnTo: postalAddress(address) } : {}),
      sendBy: new Date(new Date(row.created_at).getTime() + SEND_BACK_WITHIN_DAYS * DAY_MS).toISOString(),
      shippingAmount: (row.shipping_methods ?? []).reduce((sum, method) => sum + Number(method.amount), 0),
    },
  }
}
