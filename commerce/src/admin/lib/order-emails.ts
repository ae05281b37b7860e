import type { EmailState } from "../../lib/email-delivery"
import { sdk } from "./sdk"

export type { EmailState }

export const fetchOrderEmails = (orderId: string) => sdk.client.fetch<{ emails: EmailState[] }>(`/admin/orders/${orderId}/emails`)

/** Retires the shopper's order link and e-mails a new one (POST /admin/orders/{id}/order-link). */
export const renewShopperLink = (orderId: string) => sdk.client.fetch<{ sent_to: string | null }>(`/admin/orders/${orderId}/order-link`, { method: "POST" })
