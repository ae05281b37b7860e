/**
 * "This link is not mine alone" (issue 53): the order's link version goes up, so every earlier link to its page
 * stops working at once, and the page's new link is e-mailed to the order's address. The shopper asks from the
 * order page (with the link they hold), a merchandiser from the order in the admin. In the order's turn, so two
 * renewals at once make two versions, each e-mailed.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { maskEmail } from "./checkout-orders"
import { readOrderForAccess, updateOrderMetadata } from "./order-codes"
import { sendOrderEmail } from "./order-emails"
import { orderLinkVersion } from "./order-links"
import { inOrderTurn } from "./order-turns"

/** Renews the order's link; the masked address the new one went to, undefined for an order that does not exist. */
export async function renewOrderLink(container: MedusaContainer, orderId: string): Promise<{ sentTo: string | null } | undefined> {
  return inOrderTurn(container, orderId, async () => {
    const order = await readOrderForAccess(container, orderId)
    if (!order) return undefined
    const version = orderLinkVersion(order.metadata) + 1
    // A code sent to the old link's holder stops working with it.
    await updateOrderMetadata(container, order, { order_link_version: version, order_code: null })
    await sendOrderEmail(container, orderId, "order-link-renewed", `order-link-renewed:${orderId}:${version}`)
    return { sentTo: maskEmail(order.email) }
  })
}
