import { useMutation } from "@tanstack/react-query"
import type { OrderLinkRenewalResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageUrl } from "./get-order-page"

/** POST /api/orders/{token}/link: this link stops working, a new one goes to the order's e-mail. */
export const renewOrderLink = (token: string) => postJson<OrderLinkRenewalResponse>(`${orderPageUrl(token)}/link`, {})

/** Renews the link. Never retried: a retry would find this link already retired. */
export function useRenewOrderLink(token: string) {
  return useMutation({ mutationFn: () => renewOrderLink(token), retry: false })
}
