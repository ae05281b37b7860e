import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { listShippingOptionsForCartWithPricingWorkflow } from "@medusajs/medusa/core-flows"

/** The seed keeps the delivery estimate in the option's metadata; an option made in the admin may have none. */
function deliveryDays(metadata: Record<string, unknown> | null | undefined): [number, number] | null {
  const days = metadata?.delivery_days
  return Array.isArray(days) && days.length === 2 && days.every(Number.isInteger) ? (days as [number, number]) : null
}

/**
 * The shipping option for the cart's country. Each country lies in one service zone with one option (the
 * seed's shape), found without pricing: adding it to the cart prices it for this cart, free-shipping rule
 * included. Where a merchandiser made several options reach a country, the cheapest for this cart wins.
 */
export const chooseShippingOptionStep = createStep("choose-shipping-option", async (input: { cart_id: string; country: string }, { container }) => {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const candidates = await fulfillment.listShippingOptionsForContext(
    { address: { country_code: input.country }, context: { is_return: "false", enabled_in_store: "true" } },
    { select: ["id", "metadata"], take: 2 }
  )
  if (candidates.length === 1) {
    return new StepResponse({ shipping_option_id: candidates[0]!.id, delivery_days: deliveryDays(candidates[0]!.metadata) })
  }
  const { result } = await listShippingOptionsForCartWithPricingWorkflow(container).run({
    input: { cart_id: input.cart_id, is_return: false, enabled_in_store: true },
  })
  const priced = (result as { id: string; amount?: number | null; insufficient_inventory?: boolean; metadata?: Record<string, unknown> | null }[])
    .filter((option) => typeof option.amount === "number" && !option.insufficient_inventory)
    .sort((a, b) => (a.amount as number) - (b.amount as number))
  if (!priced[0]) throw new MedusaError(MedusaError.Types.INVALID_DATA, "No shipping option reaches this country")
  const chosen = await fulfillment.retrieveShippingOption(priced[0].id, { select: ["id", "metadata"] })
  return new StepResponse({ shipping_option_id: chosen.id, delivery_days: deliveryDays(chosen.metadata) })
})
