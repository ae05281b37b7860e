import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** The seed keeps the delivery estimate in the option's metadata; an option made in the admin may have none. */
export function deliveryDays(metadata: Record<string, unknown> | null | undefined): [number, number] | null {
  const days = metadata?.delivery_days
  return Array.isArray(days) && days.length === 2 && days.every(Number.isInteger) ? (days as [number, number]) : null
}

/**
 * The store shipping options whose service zone covers the country: one in the seed's shape (a zone per rate
 * group), more if a merchandiser adds them; the workflow prices them for the cart and takes the cheapest.
 */
export const findShippingOptionsStep = createStep("find-shipping-options", async (input: { country: string }, { container }) => {
  const options = await container
    .resolve(Modules.FULFILLMENT)
    .listShippingOptionsForContext({ address: { country_code: input.country }, context: { is_return: "false", enabled_in_store: "true" } }, { select: ["id"], take: 20 })
  if (!options.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `No shipping option reaches ${input.country.toUpperCase()}`)
  return new StepResponse(options.map((option) => ({ id: option.id })))
})
