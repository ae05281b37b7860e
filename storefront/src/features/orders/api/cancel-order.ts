import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { OrderCancelRequest, OrderCancelResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageQueryKey, orderPageUrl } from "./get-order-page"

/**
 * POST /api/orders/{token}/cancel {code}: the order page as it is after the cancellation; 403 for a wrong code, 410
 * for a used or expired one, 409 when it can no longer be cancelled.
 */
export const cancelOrder = (token: string, request: OrderCancelRequest) => postJson<OrderCancelResponse>(`${orderPageUrl(token)}/cancel`, request)

/** Cancels the order and shows its page as commerce now has it. Never retried: the shopper decides to try again. */
export function useCancelOrder(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: OrderCancelRequest) => cancelOrder(token, request),
    retry: false,
    onSuccess: (page) => queryClient.setQueryData(orderPageQueryKey(token), page),
  })
}
