import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer, UpdateAddressDTO } from "@medusajs/framework/types"
import type Stripe from "stripe"

/** What Stripe's page collected, as Medusa's cart wants it. */
export interface CheckoutCustomer {
  email: string | null
  name: string | null
  address: Stripe.Address | null
}

export function customerOf(session: Stripe.Checkout.Session): CheckoutCustomer {
  const shipping = session.collected_information?.shipping_details
  return {
    email: session.customer_details?.email ?? session.customer_email ?? null,
    name: shipping?.name ?? session.customer_details?.name ?? null,
    address: shipping?.address ?? session.customer_details?.address ?? null,
  }
}

/** "Ada Maria Lovelace" → first "Ada Maria", last "Lovelace". */
function splitName(name: string | null): { first_name?: string; last_name?: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return { first_name: words[0] }
  return { first_name: words.slice(0, -1).join(" "), last_name: words.at(-1)! }
}

/** What to put back if a later step fails. */
type Undo = { cartId: string; before: { email?: string; address?: UpdateAddressDTO } } | null

/** Stripe says null where Medusa's address DTO wants the field left out. */
function nonNull<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: Exclude<T[K], null> }
}

/** The cart a Medusa payment session pays for. */
export async function cartIdOfPaymentSession(container: MedusaContainer, paymentSessionId: string): Promise<string | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: sessions } = await query.graph({ entity: "payment_session", fields: ["payment_collection_id"], filters: { id: paymentSessionId } })
  if (!sessions[0]) return undefined
  const { data: links } = await query.graph({
    entity: "cart_payment_collection",
    fields: ["cart_id"],
    filters: { payment_collection_id: sessions[0].payment_collection_id },
  })
  return (links[0] as { cart_id?: string } | undefined)?.cart_id
}

/**
 * Medusa does not copy what Stripe's page collected: put the e-mail and shipping address on the cart before
 * it becomes an order, so the order carries them. A completed cart is left as it is (its order exists).
 */
export const recordCheckoutCustomerStep = createStep(
  "record-checkout-customer",
  async (input: { payment_session_id: string; customer: CheckoutCustomer }, { container }) => {
    const cartId = await cartIdOfPaymentSession(container, input.payment_session_id)
    if (!cartId) return new StepResponse({ cart_id: null as string | null, updated: false }, null as Undo)
    const carts = container.resolve(Modules.CART)
    const cart = await carts.retrieveCart(cartId, { relations: ["shipping_address"] })
    if (cart.completed_at) return new StepResponse({ cart_id: cartId, updated: false }, null as Undo)

    const { email, name, address } = input.customer
    const old = cart.shipping_address
    const before = {
      email: cart.email,
      address: old
        ? ({
            id: old.id,
            ...nonNull({
              first_name: old.first_name,
              last_name: old.last_name,
              address_1: old.address_1,
              address_2: old.address_2,
              city: old.city,
              postal_code: old.postal_code,
              province: old.province,
            }),
          } as UpdateAddressDTO)
        : undefined,
    }
    if (email) await carts.updateCarts([{ id: cartId, email }])
    if (address && cart.shipping_address) {
      await carts.updateAddresses([
        {
          id: cart.shipping_address.id,
          ...splitName(name),
          ...nonNull({
            address_1: address.line1,
            address_2: address.line2,
            city: address.city,
            postal_code: address.postal_code,
            province: address.state,
          }),
          // The country was fixed when the session was made; Stripe's page cannot change it.
          country_code: cart.shipping_address.country_code,
        },
      ])
    }
    return new StepResponse({ cart_id: cartId, updated: true }, { cartId, before } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const carts = container.resolve(Modules.CART)
    await carts.updateCarts([{ id: undo.cartId, email: undo.before.email }])
    if (undo.before.address) await carts.updateAddresses([undo.before.address])
  }
)
