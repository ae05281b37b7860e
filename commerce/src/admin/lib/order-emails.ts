import type { EmailState } from "../../lib/email-delivery"
import { sdk } from "./sdk"

export type { EmailState }

export const fetchOrderEmails = (orderId: string) => sdk.client.fetch<{ emails: EmailState[] }>(`/admin/orders/${orderId}/emails`)
