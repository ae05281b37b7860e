import { useMutation } from "@tanstack/react-query"
import type { OrderCodeAction, OrderCodeResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageUrl } from "./get-order-page"

/** POST /api/orders/{token}/code: e-mails a one-time code for a cancellation or a return; 429 when one just went out. */
export const sendOrderCode = (token: string, action: OrderCodeAction) => postJson<OrderCodeResponse>(`${orderPageUrl(token)}/code`, { action })

/** Sends the code. Never retried: each send is an e-mail. */
export function useSendOrderCode(token: string, action: OrderCodeAction) {
  return useMutation({ mutationFn: () => sendOrderCode(token, action), retry: false })
}
