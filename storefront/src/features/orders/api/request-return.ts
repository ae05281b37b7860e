import type { OrderReturnRequest, OrderReturnResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageUrl } from "./get-order-page"
import { useOrderPageChange } from "./order-page-change"

/** POST /api/orders/{token}/returns: the order page as it is after the request; 400/409 when it cannot be made. */
export const requestReturn = (token: string, request: OrderReturnRequest) => postJson<OrderReturnResponse>(`${orderPageUrl(token)}/returns`, request)

/** Asks for the return and shows the order page as commerce now has it. */
export const useRequestReturn = (token: string) => useOrderPageChange(token, requestReturn)
