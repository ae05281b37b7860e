import { z } from "@medusajs/framework/zod"
import { LANGUAGES as SHOP_LANGUAGES } from "@shop/contracts/languages"

/** The storefront's short language codes ("de"), from the store's locales ("de-DE"). */
export const LANGUAGES = SHOP_LANGUAGES.map((language) => language.code) as [string, ...string[]]
export const localeOf = (language: string) => SHOP_LANGUAGES.find((l) => l.code === language)!.locale

const itemId = z.number({ error: "must be a product's item id" }).int("must be a whole number").min(1).max(999_999_999)

export const CreateCheckoutSessionBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        item_id: itemId,
        quantity: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(5, "must be at most 5"),
      })
    )
    .min(1, "needs at least one line")
    .max(20, "takes at most 20 lines")
    .refine((lines) => new Set(lines.map((l) => l.item_id)).size === lines.length, "lists a product twice"),
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` }),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
    .transform((code) => code.toLowerCase()),
  email: z.email().max(254).optional(),
  origin: z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("cart") }), z.strictObject({ kind: z.literal("product"), item_id: itemId })]),
})
export type CreateCheckoutSessionBody = z.infer<typeof CreateCheckoutSessionBody>

/** Stripe's Checkout Session ids: cs_test_… / cs_live_…. */
export const CheckoutSessionParams = z.object({
  id: z.string().regex(/^cs_(test|live)_[A-Za-z0-9]{8,250}$/, "is not a Checkout Session id"),
})
