/**
 * "Find your order" (issue 54): a shopper without the e-mail that holds their order's link gives the address they
 * ordered with and the order's number; when both match one order, its link (as it is now) is e-mailed to that
 * address again, in the shopper's language. Nothing tells the asker whether they matched: the route answers the
 * same either way, before this runs, and the e-mail goes to the order's own address only. One address gets at
 * most FIND_ORDER_EMAILS_PER_DAY of these a day, whichever storefront asked (the storefront limits asks per
 * network address), counted from the e-mails the Notification Module keeps.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { FIND_ORDER_EMAILS_PER_DAY } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { sendOrderEmail } from "./order-emails"
import { inOrderTurn } from "./order-turns"

export const ORDER_LINK_FOUND_TEMPLATE = "order-link-found"
const DAY_MS = 24 * 60 * 60_000

export type OrderLookupOutcome = "sent" | "no-match" | "limit"

/** The order numbered `number` when it was placed with `email` (compared without regard to case). */
async function matchingOrder(container: MedusaContainer, email: string, number: number): Promise<{ id: string; email: string } | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // The generated filter types take the display id as text.
  const { data } = await query.graph({ entity: "order", fields: ["id", "email"], filters: { display_id: String(number) } })
  const order = data[0] as { id: string; email: string | null } | undefined
  return order?.email && order.email.toLowerCase() === email.toLowerCase() ? { id: order.id, email: order.email } : undefined
}

/** How many found-order e-mails went to `email` in the last day. */
async function sentToday(container: MedusaContainer, email: string, now: number): Promise<number> {
  const notifications = await container.resolve(Modules.NOTIFICATION).listNotifications({ to: email, template: ORDER_LINK_FOUND_TEMPLATE } as never, { take: 100 })
  return notifications.filter((notification) => now - new Date(notification.created_at).getTime() < DAY_MS).length
}

export async function emailFoundOrderLink(
  container: MedusaContainer,
  ask: { email: string; number: number; language: LanguageCode },
  now = Date.now()
): Promise<OrderLookupOutcome> {
  const order = await matchingOrder(container, ask.email, ask.number)
  if (!order) return "no-match"
  // In the order's turn: two asks at once for one order count each other.
  return inOrderTurn(container, order.id, async () => {
    if ((await sentToday(container, order.email, now)) >= FIND_ORDER_EMAILS_PER_DAY) return "limit"
    await sendOrderEmail(container, order.id, ORDER_LINK_FOUND_TEMPLATE, `${ORDER_LINK_FOUND_TEMPLATE}:${order.id}:${now}`, { language: ask.language })
    return "sent"
  })
}
