import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { listShippingOptionsForCartWithPricingWorkflow } from "@medusajs/medusa/core-flows"

/**
 * The shipping option for the cart's country, priced by Medusa for this cart (so the free-shipping price rule
 * on the item total applies). Each country belongs to one service zone with one option; if a merchandiser
 * adds more, the cheapest wins.
 */
export const chooseShippingOptionStep = createStep("choose-shipping-option", async (input: { cart_id: string }, { container }) => {
  const { result } = await listShippingOptionsForCartWithPricingWorkflow(container).run({
    input: { cart_id: input.cart_id, is_return: false, enabled_in_store: true },
  })
  const priced = (result as { id: string; amount?: number | null; insufficient_inventory?: boolean }[])
    .filter((option) => typeof option.amount === "number" && !option.insufficient_inventory)
    .sort((a, b) => (a.amount as number) - (b.amount as number))
  if (!priced[0]) throw new MedusaError(MedusaError.Types.INVALID_DATA, "No shipping option reaches this country")
  // The seed keeps the delivery estimate in the option's metadata; an option made in the admin may have none.
  const option = await container.resolve(Modules.FULFILLMENT).retrieveShippingOption(priced[0].id, { select: ["id", "metadata"] })
  const days = option.metadata?.delivery_days
  const delivery_days = Array.isArray(days) && days.length === 2 && days.every(Number.isInteger) ? (days as [number, number]) : null
  return new StepResponse({ shipping_option_id: priced[0].id, delivery_days })
})
