import { z } from "@medusajs/framework/zod"
import { MAX_CHECKOUT_LINES, MAX_CHECKOUT_QUANTITY, MAX_EMAIL_LENGTH, MAX_REQUEST_NUMBER } from "@shop/contracts/api"
import type { CheckoutRequestToCommerce } from "@shop/contracts/commerce-api"
import { CHARGED_CURRENCIES } from "@shop/contracts/currencies"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { CHECKOUT_SESSION_ID_PATTERN } from "@shop/contracts/order-links"
import type { Assert, Same } from "../../../lib/validate"
import { mobileNumberE164 } from "../../../lib/sms-numbers"

const itemId = z.number({ error: "must be a product's item id" }).int("must be a whole number").min(1).max(MAX_REQUEST_NUMBER)

/** The storefront's checkout request (contracts/src/commerce-api.ts), within the /api/* limits it already checked. */
export const CreateCheckoutSessionBody = z
  .strictObject({
    lines: z
      .array(
        z.strictObject({
          item_id: itemId,
          quantity: z
            .number({ error: "must be a number" })
            .int("must be a whole number")
            .min(1, "must be at least 1")
            .max(MAX_CHECKOUT_QUANTITY, `must be at most ${MAX_CHECKOUT_QUANTITY}`),
        })
      )
      .min(1, "needs at least one line")
      .max(MAX_CHECKOUT_LINES, `takes at most ${MAX_CHECKOUT_LINES} lines`)
      .refine((lines) => new Set(lines.map((l) => l.item_id)).size === lines.length, "lists a product twice"),
    language: z.enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(", ")}` }),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
      .transform((code) => code.toLowerCase()),
    currency: z.enum(CHARGED_CURRENCIES, { error: `must be one of ${CHARGED_CURRENCIES.join(", ")}` }),
    email: z.email().max(MAX_EMAIL_LENGTH).optional(),
    origin: z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("cart") }), z.strictObject({ kind: z.literal("product"), item_id: itemId })]),
    sms: z
      .strictObject({
        phone: z.string({ error: "must be a mobile number" }).trim().min(1, "must be a mobile number").max(32, "is too long for a phone number"),
        consent: z.literal(true, { error: "must be true: SMS only with the shopper's consent" }),
      })
      .optional(),
  })
  // The number is read with the ship-to country's numbering plan (a German number typed as 0151 …) and goes on in E.164.
  .transform((body, context) => {
    if (!body.sms) return body
    const phone = mobileNumberE164(body.sms.phone, body.country)
    if (phone) return { ...body, sms: { ...body.sms, phone } }
    context.addIssue({ code: "custom", message: "must be a mobile number that can take SMS (in the ship-to country's format or international, +49 151 …)", path: ["sms", "phone"] })
    return z.NEVER
  })
export type CreateCheckoutSessionBody = z.infer<typeof CreateCheckoutSessionBody>

/**
 * The validator takes exactly the contract's request: a field added, dropped or retyped on either side
 * without the other fails `tsc` here, so the storefront cannot send what commerce refuses.
 */
export type BodyIsTheContract = Assert<Same<z.input<typeof CreateCheckoutSessionBody>, CheckoutRequestToCommerce>>

/** Stripe's Checkout Session ids: cs_test_… / cs_live_…. */
export const CheckoutSessionParams = z.object({
  id: z.string().regex(CHECKOUT_SESSION_ID_PATTERN, "is not a Checkout Session id"),
})
