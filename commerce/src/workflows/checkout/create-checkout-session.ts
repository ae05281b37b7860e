import { createWorkflow, parallelize, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartStep,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWithPricingWorkflow,
  updateTaxLinesWorkflow,
  useQueryGraphStep,
  validateAndReturnShippingMethodsDataStep,
} from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import type { CheckoutOriginToCommerce } from "@shop/contracts/commerce-api"
import { checkoutReturnUrls } from "../../lib/checkout-urls"
import type { CheckoutSessionInput } from "../../modules/stripe-checkout/types"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "./constants"
import { deliveryDays, findShippingOptionsStep } from "./steps/choose-shipping-option"
import { findRegionForCountryStep } from "./steps/find-region-for-country"
import type { OrderSms } from "../../lib/sms-numbers"
import { resolveCheckoutItemsStep, type CheckoutLineInput } from "./steps/resolve-checkout-items"

/** The cart as read back after pricing (fields of the query below). */
interface PricedCart {
  id: string
  items: { variant_id: string; unit_price: number; quantity: number; thumbnail: string | null }[]
  shipping_methods: { name: string; amount: number }[]
  payment_collection: { id: string }
}

type ShippingMethodsDataInput = Parameters<typeof validateAndReturnShippingMethodsDataStep>[0]

/** A shipping option as Medusa's pricing workflow answers it (the fields used here). */
interface PricedOption {
  id: string
  name: string
  provider_id: string
  data: Record<string, unknown> | null
  metadata: Record<string, unknown> | null
  calculated_price?: { calculated_amount: number; is_calculated_price_tax_inclusive?: boolean }
}

export interface CreateCheckoutSessionInput {
  lines: CheckoutLineInput[]
  /** Short language code ("de"): Stripe's page language, the product names, the return pages. */
  language: string
  /** BCP 47 locale of the cart ("de-DE"). */
  locale: string
  /** ISO 3166-1 alpha-2, lower case. */
  country: string
  email?: string
  origin: CheckoutOriginToCommerce
  sales_channel_id: string
  /** Delivery updates by SMS: the number in E.164, with the moment the shopper consented (lib/sms-numbers.ts). */
  sms?: OrderSms
}

/**
 * A cart for exactly these items (Medusa's prices, never the browser's), shipped to one country with the
 * shipping method Medusa prices for it, and a payment session with the Stripe Checkout provider whose hosted
 * page the shopper is sent to. Fails as a whole: a Stripe error rolls the cart back.
 */
export const createCheckoutSessionWorkflow = createWorkflow("create-checkout-session", (input: CreateCheckoutSessionInput) => {
  const [resolved, region] = parallelize(resolveCheckoutItemsStep({ lines: input.lines, language: input.language }), findRegionForCountryStep({ country: input.country }))

  const cartInput = transform({ input, resolved, region }, ({ input, resolved, region }) => ({
    region_id: region.region_id,
    sales_channel_id: input.sales_channel_id,
    currency_code: region.currency_code,
    email: input.email,
    locale: input.locale,
    items: resolved.items,
    shipping_address: { country_code: input.country },
    // Carried to the order (Medusa copies a cart's metadata): its language, where it came from, its SMS consent.
    metadata: { language: input.language, origin: input.origin, ...(input.sms && { sms: input.sms }) },
  }))
  const cart = createCartWorkflow.runAsStep({ input: cartInput })

  // The shipping method, priced by Medusa for this cart (the free-shipping price rule reads its item total).
  // Not addShippingMethodToCartWorkflow: after createCartWorkflow priced the new cart it re-prices every item
  // (refreshCartItemsWorkflow), most of a checkout's time (bench/checkout.ts); the cart is fresh and sealed here, so pricing the
  // option, adding the method and its tax lines is the same result.
  const candidates = findShippingOptionsStep({ country: input.country })
  const priced = listShippingOptionsForCartWithPricingWorkflow.runAsStep({
    input: transform({ cart, candidates }, ({ cart, candidates }) => ({ cart_id: cart.id, options: candidates, is_return: false, enabled_in_store: true })),
  })
  const option = transform({ priced }, ({ priced }) => {
    const cheapest = (priced as PricedOption[])
      .filter((o) => typeof o.calculated_price?.calculated_amount === "number")
      .sort((a, b) => a.calculated_price!.calculated_amount - b.calculated_price!.calculated_amount)[0]
    if (!cheapest) throw new MedusaError(MedusaError.Types.INVALID_DATA, "No shipping option has a price for this cart")
    return cheapest
  })
  const methodData = validateAndReturnShippingMethodsDataStep(
    transform(
      { option, cart },
      // The fulfillment provider sees the cart as context, as in Medusa's own workflow.
      ({ option, cart }) =>
        [
          { id: option.id, provider_id: option.provider_id, option_data: option.data ?? {}, method_data: {}, context: { ...cart, from_location: {} } },
        ] as unknown as ShippingMethodsDataInput
    )
  )
  addShippingMethodToCartStep({
    shipping_methods: transform({ option, methodData, cart }, ({ option, methodData, cart }) => [
      {
        shipping_option_id: option.id,
        amount: option.calculated_price!.calculated_amount,
        is_tax_inclusive: !!option.calculated_price!.is_calculated_price_tax_inclusive,
        data: (methodData as Record<string, Record<string, unknown>>[] | undefined)?.find((d) => d?.[option.id])?.[option.id] ?? {},
        name: option.name,
        cart_id: cart.id,
      },
    ]),
  })
  updateTaxLinesWorkflow.runAsStep({ input: transform({ cart }, ({ cart }) => ({ cart_id: cart.id })) })
  createPaymentCollectionForCartWorkflow.runAsStep({ input: transform({ cart }, ({ cart }) => ({ cart_id: cart.id })) })

  const { data: carts } = useQueryGraphStep({
    entity: "cart",
    fields: [
      "id",
      "total",
      "currency_code",
      "items.variant_id",
      "items.unit_price",
      "items.quantity",
      "items.thumbnail",
      "shipping_methods.name",
      "shipping_methods.amount",
      "payment_collection.id",
    ],
    filters: transform({ cart }, ({ cart }) => ({ id: cart.id })),
  }).config({ name: "checkout-cart" })

  const sessionInput = transform({ input, resolved, carts, option }, ({ input, resolved, carts, option }) => {
    const priced = carts[0] as unknown as PricedCart
    const shipping = priced.shipping_methods[0]!
    const data: Omit<CheckoutSessionInput, "session_id"> = {
      cart_id: priced.id,
      lines: priced.items.map((item) => ({
        name: resolved.names[item.variant_id] ?? "",
        unit_amount: Number(item.unit_price),
        quantity: Number(item.quantity),
        image_url: item.thumbnail,
      })),
      shipping: { name: shipping.name, amount: Number(shipping.amount), days: deliveryDays(option.metadata) },
      country: input.country,
      language: input.language,
      email: input.email ?? null,
      ...checkoutReturnUrls(input.language, input.origin),
    }
    return { payment_collection_id: priced.payment_collection.id, provider_id: STRIPE_CHECKOUT_PROVIDER_ID, data }
  })
  const paymentSession = createPaymentSessionsWorkflow.runAsStep({ input: sessionInput })

  return new WorkflowResponse(
    transform({ paymentSession, cart }, ({ paymentSession, cart }) => ({
      cart_id: cart.id,
      payment_session_id: paymentSession.id,
      checkout_session_id: paymentSession.data?.checkout_session_id as string,
      url: paymentSession.data?.checkout_url as string,
    }))
  )
})
