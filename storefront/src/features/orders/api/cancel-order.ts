import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { OrderCancelResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageQueryKey, orderPageUrl } from "./get-order-page"

/** POST /api/orders/{token}/cancel: the order page as it is after the cancellation; 409 when it can no longer be cancelled. */
export const cancelOrder = (token: string) => postJson<OrderCancelResponse>(`${orderPageUrl(token)}/cancel`, {})

/** Cancels the order and shows its page as commerce now has it. Never retried: the shopper decides to try again. */
export function useCancelOrder(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelOrder(token),
    retry: false,
    onSuccess: (page) => queryClient.setQueryData(orderPageQueryKey(token), page),
  })
}
