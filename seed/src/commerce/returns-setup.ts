import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createReturnReasonsWorkflow, createShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { RETURN_REASONS, SHOP_FAULT_RETURN_REASONS, type ReturnReason } from "@shop/contracts/api"
import { eurToUsd } from "@shop/contracts/exchange-rate"
import { SHIPPING_RATES, type ShippingRateRow } from "../shipping/rates"
import { FULFILLMENT_SET_NAME, groupRates, isReturnOption, MANUAL_PROVIDER_ID } from "./shipping-setup"

/** Medusa's return reasons, as the admin shows them; the storefront names them in the shopper's language. */
const REASON_LABELS: Record<ReturnReason, string> = {
  changed_mind: "Changed my mind",
  damaged: "Damaged in transit",
  wrong_item: "Wrong item sent",
  defective: "Defective",
  other: "Other (see the shopper's note)",
}

/**
 * Returns as Medusa keeps them: the five reasons shoppers choose from, and in every service zone a return
 * shipping option (Medusa's `is_return` rule) priced as delivery to that zone, which the shopper pays unless
 * the shop erred (commerce/src/lib/order-returns.ts). Only what is missing is created. Returns how many things
 * it created.
 */
export async function setUpReturns(container: MedusaContainer, store: { shippingProfileId: string }, rates: readonly ShippingRateRow[] = SHIPPING_RATES): Promise<number> {
  let changes = 0
  const orders = container.resolve(Modules.ORDER)
  const have = new Set((await orders.listReturnReasons({}, { select: ["value"] })).map((reason) => reason.value))
  const missingReasons = RETURN_REASONS.filter((value) => !have.has(value))
  if (missingReasons.length) {
    await createReturnReasonsWorkflow(container).run({
      input: {
        data: missingReasons.map((value) => ({
          value,
          label: REASON_LABELS[value],
          description: SHOP_FAULT_RETURN_REASONS.includes(value) ? "The shop's fault: return shipping is free." : "Return shipping is taken off the refund.",
        })),
      },
    })
    changes += missingReasons.length
  }

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "service_zone",
    fields: ["id", "name", "shipping_options.rules.attribute", "shipping_options.rules.value"],
    filters: { fulfillment_set: { name: FULFILLMENT_SET_NAME } },
  })
  const zones = data as unknown as { id: string; name: string; shipping_options: { rules: { attribute: string; value: unknown }[] | null }[] | null }[]
  const groupByName = new Map(groupRates(rates).map((group) => [group.name, group]))
  const options = zones.flatMap((zone) => {
    const group = groupByName.get(zone.name)
    if (!group || (zone.shipping_options ?? []).some(isReturnOption)) return []
    return [
      {
        name: "Return to the European warehouse",
        service_zone_id: zone.id,
        shipping_profile_id: store.shippingProfileId,
        provider_id: MANUAL_PROVIDER_ID,
        price_type: "flat" as const,
        type: { label: "Return", description: "The shopper sends the parcel back to the warehouse", code: "return" },
        prices: [{ currency_code: "usd", amount: eurToUsd(group.eur) }],
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
          { attribute: "is_return", value: "true", operator: "eq" as const },
        ],
      },
    ]
  })
  if (options.length) {
    await createShippingOptionsWorkflow(container).run({ input: options })
    changes += options.length
  }
  return changes
}
