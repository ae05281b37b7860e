import type { OrderCancelRequest, OrderCancelResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageUrl } from "./get-order-page"
import { useOrderPageChange } from "./order-page-change"

/**
 * POST /api/orders/{token}/cancel {code}: the order page as it is after the cancellation; 403 for a wrong code, 410
 * for a used or expired one, 409 when it can no longer be cancelled.
 */
export const cancelOrder = (token: string, request: OrderCancelRequest) => postJson<OrderCancelResponse>(`${orderPageUrl(token)}/cancel`, request)

/** Cancels the order and shows its page as commerce now has it. */
export const useCancelOrder = (token: string) => useOrderPageChange(token, cancelOrder)
