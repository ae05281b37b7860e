import { z } from "@medusajs/framework/zod"
import {
  MAX_CHECKOUT_LINES,
  MAX_CHECKOUT_QUANTITY,
  ORDER_CODE_ACTIONS,
  ORDER_CODE_LENGTH,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASONS,
  type OrderCancelRequest,
  type OrderCodeRequest,
  type OrderReturnRequest,
  type OrderSmsRequest,
} from "@shop/contracts/api"
import { isOrderToken } from "@shop/contracts/order-links"
import type { Assert, Same } from "../../../../lib/validate"

/** An order page's link token: 400 for what is no token at all (a forged one is a 404, as an unknown order). */
export const OrderPageParams = z.object({ token: z.string().refine(isOrderToken, "not an order link") })

/** The one-time code e-mailed for a cancellation or a return: its digits (spaces and dashes as typed left out). */
const OrderCode = z
  .string({ error: "must be the code from the e-mail" })
  .transform((code) => code.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${ORDER_CODE_LENGTH}}$`), `must be the ${ORDER_CODE_LENGTH} digits from the e-mail`))

/** POST …/code: what the code is for (contracts' OrderCodeRequest). */
export const OrderCodeBody = z.strictObject({ action: z.enum(ORDER_CODE_ACTIONS, { error: `must be one of ${ORDER_CODE_ACTIONS.join(", ")}` }) })

/** POST …/cancel: the code e-mailed for it (contracts' OrderCancelRequest). */
export const OrderCancelBody = z.strictObject({ code: OrderCode })

/** POST …/sms: the order's SMS updates on or off (contracts' OrderSmsRequest). */
export const OrderSmsBody = z.strictObject({ on: z.boolean({ error: "must be true or false" }) })

/** POST …/returns: the lines and quantities to send back and why, and the code e-mailed for it (contracts' OrderReturnRequest). */
export const OrderReturnBody = z
  .strictObject({
    code: OrderCode,
    lines: z
      .array(
        z.strictObject({
          line_id: z.string({ error: "must be a line of the order" }).regex(/^ordli_[0-9A-Z]{26}$/, "must be a line of the order"),
          quantity: z
            .number({ error: "must be a number" })
            .int("must be a whole number")
            .min(1, "must be at least 1")
            .max(MAX_CHECKOUT_QUANTITY, `must be at most ${MAX_CHECKOUT_QUANTITY}`),
        })
      )
      .min(1, "choose at least one item to return")
      .max(MAX_CHECKOUT_LINES, `takes at most ${MAX_CHECKOUT_LINES} lines`)
      .refine((lines) => new Set(lines.map((line) => line.line_id)).size === lines.length, "lists a line twice"),
    reason: z.enum(RETURN_REASONS, { error: `must be one of ${RETURN_REASONS.join(", ")}` }),
    note: z.string().trim().max(RETURN_NOTE_MAX_LENGTH, `must be at most ${RETURN_NOTE_MAX_LENGTH} characters`).optional(),
  })
  .refine((body) => body.reason !== "other" || !!body.note, { message: "tell us the reason in a note when it is 'other'", path: ["note"] })

export type BodyIsTheContract = Assert<Same<z.input<typeof OrderReturnBody>, OrderReturnRequest>>
export type CancelBodyIsTheContract = Assert<Same<z.input<typeof OrderCancelBody>, OrderCancelRequest>>
export type CodeBodyIsTheContract = Assert<Same<z.input<typeof OrderCodeBody>, OrderCodeRequest>>
export type SmsBodyIsTheContract = Assert<Same<z.input<typeof OrderSmsBody>, OrderSmsRequest>>
