import type { DispatchTodayResponse } from "../../lib/dispatch-list"
import { sdk } from "./sdk"

export type { DispatchTodayOrder, DispatchTodayResponse } from "../../lib/dispatch-list"

/** GET /admin/dispatch-today: the paid orders that must leave the warehouse today. */
export const fetchDispatchToday = () => sdk.client.fetch<DispatchTodayResponse>("/admin/dispatch-today")
