import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ChargedCurrency } from "@shop/contracts/currencies"
import { chargeFor, loadOptionCharges } from "../../../lib/shipping-rates"

/** The seed keeps the delivery estimate in the option's metadata; an option made in the admin may have none. */
export function deliveryDays(metadata: Record<string, unknown> | null | undefined): [number, number] | null {
  const days = metadata?.delivery_days
  return Array.isArray(days) && days.length === 2 && days.every(Number.isInteger) ? (days as [number, number]) : null
}

/** A shipping option with what it charges this cart, in the cart's currency. */
export interface PricedShippingOption {
  id: string
  name: string
  provider_id: string
  data: Record<string, unknown> | null
  metadata: Record<string, unknown> | null
  amount: number
}

/**
 * The store shipping options whose service zone covers the country (one in the seed's shape, a zone per rate
 * group; more if a merchandiser adds them), each priced for this items total in the cart's currency as the
 * shipping table shows it (lib/shipping-rates.ts: free from the threshold on), the cheapest taken.
 */
export const chooseShippingOptionStep = createStep("choose-shipping-option", async (input: { country: string; currency: ChargedCurrency; items_total: number }, { container }) => {
  const options = await container
    .resolve(Modules.FULFILLMENT)
    .listShippingOptionsForContext(
      { address: { country_code: input.country }, context: { is_return: "false", enabled_in_store: "true" } },
      { select: ["id", "name", "provider_id", "data", "metadata"], take: 20 }
    )
  if (!options.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `No shipping option reaches ${input.country.toUpperCase()}`)
  const charges = await loadOptionCharges(
    container,
    options.map((option) => option.id)
  )
  const [cheapest] = options
    .flatMap((option): PricedShippingOption[] => {
      const charge = charges.get(option.id)
      return charge
        ? [
            {
              id: option.id,
              name: option.name,
              provider_id: option.provider_id!,
              data: option.data ?? null,
              metadata: option.metadata ?? null,
              amount: chargeFor(charge, input.currency, input.items_total),
            },
          ]
        : []
    })
    .sort((a, b) => a.amount - b.amount)
  if (!cheapest) throw new MedusaError(MedusaError.Types.INVALID_DATA, "No shipping option has a price for this cart")
  return new StepResponse(cheapest)
})
