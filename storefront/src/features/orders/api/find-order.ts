import { useMutation } from "@tanstack/react-query"
import type { FindOrderRequest, FindOrderResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"

/** POST /api/orders/find: commerce e-mails the order's link when the address and number match (202 either way). */
export const findOrder = (request: FindOrderRequest) => postJson<FindOrderResponse>("/api/orders/find", request)

/** Never retried: each ask counts against the address's hourly allowance. */
export function useFindOrder() {
  return useMutation({ mutationFn: findOrder, retry: false })
}
