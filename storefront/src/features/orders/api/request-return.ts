import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { OrderReturnRequest, OrderReturnResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageQueryKey, orderPageUrl } from "./get-order-page"

/** POST /api/orders/{token}/returns: the order page as it is after the request; 400/409 when it cannot be made. */
export const requestReturn = (token: string, request: OrderReturnRequest) => postJson<OrderReturnResponse>(`${orderPageUrl(token)}/returns`, request)

/** Asks for the return and shows the order page as commerce now has it. Never retried: a retry could ask twice. */
export function useRequestReturn(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderReturnRequest) => requestReturn(token, request),
    retry: false,
    onSuccess: (page) => queryClient.setQueryData(orderPageQueryKey(token), page),
  })
}
