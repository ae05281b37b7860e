import type { OrderSmsRequest, OrderSmsResponse } from "@shop/contracts/api"
import { postJson } from "../../../lib/http"
import { orderPageUrl } from "./get-order-page"
import { useOrderPageChange } from "./order-page-change"

/** POST /api/orders/{token}/sms {on}: the order page with its SMS updates off or on; 409 when it has no number for them. */
export const setOrderSms = (token: string, request: OrderSmsRequest) => postJson<OrderSmsResponse>(`${orderPageUrl(token)}/sms`, request)

/** Turns the order's SMS updates off or on and shows its page as commerce now has it. */
export const useSetOrderSms = (token: string) => useOrderPageChange(token, setOrderSms)
