import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CommerceShippingRate } from "@shop/contracts/commerce-api"
import { inMinorUnits, pricesOf, type ChargedCurrency, type CurrencyRates, type Prices } from "@shop/contracts/currencies"
import { currentRates, pricesSetByHand } from "./catalogue-prices"

/**
 * The shipping table as commerce charges it: per country, the price of its shipping option (the base USD price,
 * without rules, in every charged currency at the merchandisers' rates, a base price set by hand in a currency
 * winning), the item total from which a price rule makes it free (the USD rule's, in every currency), the delivery
 * days and zone the seed keeps in the option's metadata. The storefront's shipping page and cart read this;
 * checkout charges the same figures for the actual cart (chargeFor), so what is shown is what is charged.
 */
export type ShippingRate = CommerceShippingRate

type Rule = { attribute: string; operator: string; value: string }

interface OptionRow {
  id: string
  metadata: { zone?: string; delivery_days?: unknown } | null
  rules: Rule[]
  service_zone: { geo_zones: { type: string; country_code: string }[] }
  prices: { amount: number; currency_code: string; price_rules: Rule[] | null }[]
}

/** What an option charges: its price and its free-shipping threshold, in USD and in every charged currency. */
export interface OptionCharge {
  usd: number
  free_from_usd: number | null
  prices: Prices
  free_from: Prices | null
}

const OPTION_FIELDS = [
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
]

const isStoreShipping = (option: OptionRow) =>
  option.rules.some((r) => r.attribute === "enabled_in_store" && r.value === "true") && !option.rules.some((r) => r.attribute === "is_return" && r.value === "true")

/** An option's charge, or undefined when it has no base USD price. */
export function optionCharge(option: Pick<OptionRow, "prices">, rates: CurrencyRates): OptionCharge | undefined {
  const prices = option.prices ?? []
  const usdPrices = prices.filter((p) => p.currency_code === "usd")
  const base = usdPrices.find((p) => !p.price_rules?.length)
  if (!base) return undefined
  const freeRule = usdPrices
    .filter((p) => Number(p.amount) === 0)
    .flatMap((p) => p.price_rules ?? [])
    .find((rule) => rule.attribute === "item_total" && (rule.operator === "gte" || rule.operator === "gt"))
  const setByHand = pricesSetByHand(prices.filter((p) => !p.price_rules?.length))
  const usd = Number(base.amount)
  const freeFromUsd = freeRule ? Number(freeRule.value) : null
  return { usd, free_from_usd: freeFromUsd, prices: pricesOf(usd, rates, setByHand), free_from: freeFromUsd === null ? null : pricesOf(freeFromUsd, rates) }
}

/** What an option charges an items total in a currency: nothing from its threshold on, else its price (compared in the currency's smallest unit). */
export function chargeFor(charge: OptionCharge, currency: ChargedCurrency, itemsTotal: number): number {
  return charge.free_from && inMinorUnits(itemsTotal, currency) >= inMinorUnits(charge.free_from[currency], currency) ? 0 : charge.prices[currency]
}

/** These shipping options' charges at the rates now, by option id (options without a base USD price left out). */
export async function loadOptionCharges(container: MedusaContainer, optionIds: string[]): Promise<Map<string, OptionCharge>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [rates, { data }] = await Promise.all([currentRates(container), query.graph({ entity: "shipping_option", fields: OPTION_FIELDS, filters: { id: optionIds } })])
  const charges = new Map<string, OptionCharge>()
  for (const option of data as unknown as OptionRow[]) {
    const charge = optionCharge(option, rates)
    if (charge) charges.set(option.id, charge)
  }
  return charges
}

export async function loadShippingRates(container: MedusaContainer): Promise<ShippingRate[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [rates, { data }] = await Promise.all([currentRates(container), query.graph({ entity: "shipping_option", fields: OPTION_FIELDS })])
  const byCountry = new Map<string, ShippingRate>()
  for (const option of (data as unknown as OptionRow[]).filter(isStoreShipping)) {
    const charge = optionCharge(option, rates)
    if (!charge) continue
    const days = option.metadata?.delivery_days
    for (const zone of option.service_zone?.geo_zones ?? []) {
      if (zone.type !== "country") continue
      const rate: ShippingRate = {
        country: zone.country_code.toUpperCase(),
        zone: option.metadata?.zone === "europe" ? "europe" : "worldwide",
        days: Array.isArray(days) && days.length === 2 ? (days as [number, number]) : null,
        ...charge,
      }
      const current = byCountry.get(rate.country)
      if (!current || rate.usd < current.usd) byCountry.set(rate.country, rate)
    }
  }
  return [...byCountry.values()].sort((a, b) => a.country.localeCompare(b.country))
}
