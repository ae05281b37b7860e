import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createLocationFulfillmentSetWorkflow,
  createServiceZonesWorkflow,
  createShippingOptionsWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"
import { eurToUsd } from "@shop/contracts/exchange-rate"
import { FREE_SHIPPING_FROM_EUR, SHIPPING_RATES, type ShippingRateRow } from "../shipping/rates"

export const STOCK_LOCATION_NAME = "European warehouse"
export const FULFILLMENT_SET_NAME = "Shipping from the European warehouse"
/** Medusa's built-in manual fulfillment provider (registered by default as `manual`). */
export const MANUAL_PROVIDER_ID = "manual_manual"

/** Whether a shipping option is a return option (Medusa's `is_return` rule; seed's returns-setup.ts makes them). */
export const isReturnOption = (option: { rules?: { attribute: string; value: unknown }[] | null }): boolean =>
  (option.rules ?? []).some((rule) => rule.attribute === "is_return" && String(rule.value) === "true")

/** Countries that share zone, price and delivery days share one service zone and one shipping option. */
export interface RateGroup {
  name: string
  zone: ShippingRateRow["zone"]
  eur: number
  days: readonly [number, number]
  countries: string[]
}

export function groupRates(rates: readonly ShippingRateRow[]): RateGroup[] {
  const groups = new Map<string, RateGroup>()
  for (const rate of rates) {
    const name = `${rate.zone === "europe" ? "Europe" : "Worldwide"}, ${rate.days[0]}-${rate.days[1]} days, ${rate.eur.toFixed(2)} EUR`
    const group = groups.get(name) ?? { name, zone: rate.zone, eur: rate.eur, days: rate.days, countries: [] }
    group.countries.push(rate.country.toLowerCase())
    groups.set(name, group)
  }
  return [...groups.values()]
}

/**
 * Makes Medusa the source of what shipping costs (spec §9's table): a warehouse, a fulfillment set with one
 * service zone per rate group, and in each a shipping option charged in USD at the spec's fixed rate, free
 * (price rule on the item total) from 100 EUR. Only what is missing is created: a rate a merchandiser changed
 * in the admin is never reset by a later seed. Returns how many things it created.
 */
export async function setUpShipping(
  container: MedusaContainer,
  store: { salesChannelId: string; shippingProfileId: string },
  rates: readonly ShippingRateRow[] = SHIPPING_RATES
): Promise<number> {
  let changes = 0
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const locations = container.resolve(Modules.STOCK_LOCATION)
  const fulfillment = container.resolve(Modules.FULFILLMENT)

  let [location] = await locations.listStockLocations({ name: STOCK_LOCATION_NAME })
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [{ name: STOCK_LOCATION_NAME, address: { address_1: "ul. Magazynowa 1", city: "Poznań", postal_code: "61-001", country_code: "pl" } }],
      },
    })
    location = result[0]!
    await link.create({ [Modules.STOCK_LOCATION]: { stock_location_id: location.id }, [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_PROVIDER_ID } })
    await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [store.salesChannelId] } })
    changes++
  }

  let [set] = await fulfillment.listFulfillmentSets({ name: FULFILLMENT_SET_NAME }, { relations: ["service_zones"] })
  if (!set) {
    await createLocationFulfillmentSetWorkflow(container).run({
      input: { location_id: location.id, fulfillment_set_data: { name: FULFILLMENT_SET_NAME, type: "shipping" } },
    })
    ;[set] = await fulfillment.listFulfillmentSets({ name: FULFILLMENT_SET_NAME }, { relations: ["service_zones"] })
    changes++
  }

  const groups = groupRates(rates)
  const haveZones = new Set((set!.service_zones ?? []).map((zone) => zone.name))
  const missingZones = groups.filter((group) => !haveZones.has(group.name))
  if (missingZones.length) {
    await createServiceZonesWorkflow(container).run({
      input: {
        data: missingZones.map((group) => ({
          fulfillment_set_id: set!.id,
          name: group.name,
          geo_zones: group.countries.map((country_code) => ({ type: "country" as const, country_code })),
        })),
      },
    })
    changes += missingZones.length
  }

  const zones = await fulfillment.listServiceZones({ fulfillment_set: { id: set!.id } }, { relations: ["shipping_options", "shipping_options.rules"] })
  // Zones without a delivery option (their return option, seed's returns-setup.ts, is not one).
  const withoutOption = zones.filter((zone) => !(zone.shipping_options ?? []).some((option) => !isReturnOption(option)))
  const groupByName = new Map(groups.map((group) => [group.name, group]))
  const freeFromUsd = eurToUsd(FREE_SHIPPING_FROM_EUR)
  const options = withoutOption.flatMap((zone) => {
    const group = groupByName.get(zone.name)
    if (!group) return []
    return [
      {
        name: `Tracked delivery, ${group.days[0]}-${group.days[1]} business days`,
        service_zone_id: zone.id,
        shipping_profile_id: store.shippingProfileId,
        provider_id: MANUAL_PROVIDER_ID,
        price_type: "flat" as const,
        type: { label: "Tracked", description: `Insured, tracked delivery in ${group.days[0]}-${group.days[1]} business days`, code: "tracked" },
        prices: [
          { currency_code: "usd", amount: eurToUsd(group.eur) },
          // Free from 100 EUR of items (spec §1), decided by Medusa's pricing for the cart's item total.
          { currency_code: "usd", amount: 0, rules: [{ attribute: "item_total", operator: "gte" as const, value: freeFromUsd }] },
        ],
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
          { attribute: "is_return", value: "false", operator: "eq" as const },
        ],
        metadata: { zone: group.zone, delivery_days: [...group.days] },
      },
    ]
  })
  if (options.length) {
    await createShippingOptionsWorkflow(container).run({ input: options })
    changes += options.length
  }
  return changes
}
