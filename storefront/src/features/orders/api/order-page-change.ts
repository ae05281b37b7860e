import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { OrderPageResponse } from "@shop/contracts/api"
import { orderPageQueryKey } from "./get-order-page"

/**
 * A change the shopper asks of an order from its page (cancel, return, SMS on or off): its answer is the order page
 * as commerce now has it, shown at once. Never retried: a retry could do the change twice, and the shopper decides
 * to try again.
 */
export function useOrderPageChange<Request>(token: string, change: (token: string, request: Request) => Promise<OrderPageResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: Request) => change(token, request),
    retry: false,
    // A read of the page already under way (the one the page makes as it goes live) would land after this change's
    // answer and show the order as it was before it: it is called off (found in the SMS test under load: turned
    // on, the page went back to "off").
    onMutate: () => queryClient.cancelQueries({ queryKey: orderPageQueryKey(token) }),
    onSuccess: (page) => queryClient.setQueryData(orderPageQueryKey(token), page),
  })
}
