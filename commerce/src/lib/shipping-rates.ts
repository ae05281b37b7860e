import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CommerceShippingRate } from "@shop/contracts/commerce-api"

/**
 * The shipping table as Medusa charges it: per country, the USD price of its shipping option (the base price,
 * without rules), the item total from which a price rule makes it free, the delivery days and zone the seed
 * keeps in the option's metadata. The storefront's shipping page and cart read this; checkout prices the
 * same options for the actual cart, so what is shown is what is charged.
 */
export type ShippingRate = CommerceShippingRate

interface OptionRow {
  id: string
  metadata: { zone?: string; delivery_days?: unknown } | null
  rules: { attribute: string; operator: string; value: string }[]
  service_zone: { geo_zones: { type: string; country_code: string }[] }
  prices: { amount: number; currency_code: string; price_rules: { attribute: string; operator: string; value: string }[] }[]
}

const isStoreShipping = (option: OptionRow) =>
  option.rules.some((r) => r.attribute === "enabled_in_store" && r.value === "true") && !option.rules.some((r) => r.attribute === "is_return" && r.value === "true")

export async function loadShippingRates(container: MedusaContainer): Promise<ShippingRate[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: [
      "id",
      "metadata",
      "rules.attribute",
      "rules.operator",
      "rules.value",
      "service_zone.geo_zones.type",
      "service_zone.geo_zones.country_code",
      "prices.amount",
      "prices.currency_code",
      "prices.price_rules.attribute",
      "prices.price_rules.operator",
      "prices.price_rules.value",
    ],
  })
  const byCountry = new Map<string, ShippingRate>()
  for (const option of (data as unknown as OptionRow[]).filter(isStoreShipping)) {
    const usdPrices = (option.prices ?? []).filter((p) => p.currency_code === "usd")
    const base = usdPrices.find((p) => !p.price_rules?.length)
    if (!base) continue
    const freeRule = usdPrices
      .filter((p) => Number(p.amount) === 0)
      .flatMap((p) => p.price_rules ?? [])
      .find((rule) => rule.attribute === "item_total" && (rule.operator === "gte" || rule.operator === "gt"))
    const days = option.metadata?.delivery_days
    for (const zone of option.service_zone?.geo_zones ?? []) {
      if (zone.type !== "country") continue
      const rate: ShippingRate = {
        country: zone.country_code.toUpperCase(),
        zone: option.metadata?.zone === "europe" ? "europe" : "worldwide",
        days: Array.isArray(days) && days.length === 2 ? (days as [number, number]) : null,
        usd: Number(base.amount),
        free_from_usd: freeRule ? Number(freeRule.value) : null,
      }
      const current = byCountry.get(rate.country)
      if (!current || rate.usd < current.usd) byCountry.set(rate.country, rate)
    }
  }
  return [...byCountry.values()].sort((a, b) => a.country.localeCompare(b.country))
}
