import { z } from "@medusajs/framework/zod"
import { isOrderToken } from "@shop/contracts/order-links"

/** An order page's link token: 400 for what is no token at all (a forged one is a 404, as an unknown order). */
export const OrderPageParams = z.object({ token: z.string().refine(isOrderToken, "not an order link") })
