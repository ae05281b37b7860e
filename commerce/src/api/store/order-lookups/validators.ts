import { z } from "@medusajs/framework/zod"
import { ORDER_NUMBER_MAX_DIGITS, type FindOrderRequest } from "@shop/contracts/api"
import { CONTACT_FIELD_LIMITS } from "@shop/contracts/content"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import type { Assert, Same } from "../../../lib/validate"

/** POST /store/order-lookups: contracts' FindOrderRequest, as the storefront sends it (the number's digits). */
export const OrderLookupBody = z.strictObject({
  email: z
    .string({ error: "must be an e-mail address" })
    .trim()
    .max(CONTACT_FIELD_LIMITS.email, "is too long")
    .pipe(z.email({ error: "must be an e-mail address" })),
  number: z.string({ error: "must be the order's number" }).regex(new RegExp(`^\\d{1,${ORDER_NUMBER_MAX_DIGITS}}$`), "must be the order number's digits"),
  language: z.enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(", ")}` }),
})

export type LookupBodyIsTheContract = Assert<Same<z.input<typeof OrderLookupBody>, FindOrderRequest>>
