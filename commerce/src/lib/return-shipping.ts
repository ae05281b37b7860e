/**
 * The return shipping option for an order: the seed gives every service zone one (Medusa's `is_return` rule,
 * seed/src/commerce/returns-setup.ts), priced as delivery to that zone. An order goes back through the
 * return option of the zone it was sent to.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isChargedCurrency, pricesOf } from "@shop/contracts/currencies"
import { currentRates, pricesSetByHand } from "./catalogue-prices"

export interface ReturnShipping {
  option_id: string
  /**
   * What the shopper pays when the return is not the shop's fault, in the order's currency: the option's price in
   * it where a merchandiser set one, else its USD price at the rate (ADR 0018).
   */
  amount: number
  /** The stock location the parcel goes back to (the option's fulfillment set's). */
  location_id: string | undefined
}

interface OptionRow {
  id: string
  service_zone_id: string
  rules: { attribute: string; value: unknown }[] | null
  prices: { amount: number; currency_code: string }[] | null
  service_zone: { fulfillment_set: { location: { id: string } | null } | null } | null
}

const isReturnOption = (option: OptionRow) => (option.rules ?? []).some((rule) => rule.attribute === "is_return" && String(rule.value) === "true")

/**
 * The return option of the zone the order's shipping option `outboundOptionId` is in, priced in the order's
 * `currency` ("eur"), or undefined when it has none.
 */
export async function returnShippingFor(container: MedusaContainer, outboundOptionId: string | null | undefined, currency: string): Promise<ReturnShipping | undefined> {
  if (!outboundOptionId) return undefined
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: outbound } = await query.graph({ entity: "shipping_option", fields: ["service_zone_id"], filters: { id: outboundOptionId } })
  const zoneId = (outbound[0] as { service_zone_id?: string } | undefined)?.service_zone_id
  if (!zoneId) return undefined
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "service_zone_id", "rules.attribute", "rules.value", "prices.amount", "prices.currency_code", "service_zone.fulfillment_set.location.id"],
    filters: { service_zone_id: zoneId },
  })
  const option = (data as unknown as OptionRow[]).find(isReturnOption)
  if (!option) return undefined
  // A return option's prices carry no rules (seed/src/commerce/returns-setup.ts): each is its base price.
  const prices = option.prices ?? []
  const usd = Number(prices.find((price) => price.currency_code === "usd")?.amount ?? 0)
  const code = currency.toUpperCase()
  const amount = isChargedCurrency(code) ? pricesOf(usd, await currentRates(container), pricesSetByHand(prices))[code] : usd
  return { option_id: option.id, amount, location_id: option.service_zone?.fulfillment_set?.location?.id }
}
