import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { OrderSmsRequest, OrderSmsResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageQueryKey, orderPageUrl } from "./get-order-page"

/** POST /api/orders/{token}/sms {on}: the order page with its SMS updates off or on; 409 when it has no number for them. */
export const setOrderSms = (token: string, request: OrderSmsRequest) => postJson<OrderSmsResponse>(`${orderPageUrl(token)}/sms`, request)

/** Turns the order's SMS updates off or on and shows its page as commerce now has it. */
export function useSetOrderSms(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderSmsRequest) => setOrderSms(token, request),
    retry: false,
    onSuccess: (page) => queryClient.setQueryData(orderPageQueryKey(token), page),
  })
}
