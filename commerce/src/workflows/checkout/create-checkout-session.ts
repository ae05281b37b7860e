import { createWorkflow, parallelize, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartStep,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  updateCartsStep,
  updateTaxLinesWorkflow,
  useQueryGraphStep,
  validateAndReturnShippingMethodsDataStep,
} from "@medusajs/medusa/core-flows"
import type { CheckoutOriginToCommerce } from "@shop/contracts/commerce-api"
import { checkoutReturnUrls } from "../../lib/checkout-urls"
import type { CheckoutSessionInput } from "../../modules/stripe-checkout/types"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "./constants"
import type { ChargedCurrency } from "@shop/contracts/currencies"
import { chooseShippingOptionStep, deliveryDays } from "./steps/choose-shipping-option"
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

export interface CreateCheckoutSessionInput {
  lines: CheckoutLineInput[]
  /** Short language code ("de"): Stripe's page language, the product names, the return pages. */
  language: string
  /** BCP 47 locale of the cart ("de-DE"). */
  locale: string
  /** ISO 3166-1 alpha-2, lower case. */
  country: string
  /** What the cart is priced and paid in: the currency the shopper saw (ADR 0018). */
  currency: ChargedCurrency
  email?: string
  origin: CheckoutOriginToCommerce
  sales_channel_id: string
  /** Delivery updates by SMS: the number in E.164, with the moment the shopper consented (lib/sms-numbers.ts). */
  sms?: OrderSms
}

/**
 * A cart for exactly these items in the shopper's currency (commerce's prices as the catalogue shows them, never
 * the browser's), shipped to one country with the shipping method priced as the shipping table shows it, and a
 * payment session with the Stripe Checkout provider whose hosted page the shopper is sent to, for the same total
 * in the same currency. Fails as a whole: a Stripe error rolls the cart back.
 */
export const createCheckoutSessionWorkflow = createWorkflow("create-checkout-session", (input: CreateCheckoutSessionInput) => {
  const [resolved, region] = parallelize(
    resolveCheckoutItemsStep({ lines: input.lines, language: input.language, currency: input.currency }),
    findRegionForCountryStep({ country: input.country })
  )

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
  // Then in the shopper's currency, not the region's (ADR 0018): a region holds the countries it ships to, and
  // Medusa makes a new cart in its currency; the lines' prices above are already the shopper's currency's (custom
  // prices, as the catalogue showed them), and everything below (shipping, payment) reads the cart's currency.
  updateCartsStep(transform({ cart, input }, ({ cart, input }) => [{ id: cart.id, currency_code: input.currency.toLowerCase() }]))

  // The shipping method, priced in the cart's currency as the shipping table shows it (free from the threshold on).
  // Not addShippingMethodToCartWorkflow: after createCartWorkflow priced the new cart it re-prices every item
  // (refreshCartItemsWorkflow), most of a checkout's time (bench/checkout.ts); the cart is fresh and sealed here, so pricing the
  // option, adding the method and its tax lines is the same result.
  const option = chooseShippingOptionStep(
    transform({ input, resolved }, ({ input, resolved }) => ({ country: input.country, currency: input.currency, items_total: resolved.items_total }))
  )
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
        amount: option.amount,
        is_tax_inclusive: false,
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
