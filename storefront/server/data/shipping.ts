/**
 * The shipping table per language (shipping/shipping-table.ts), from commerce's rates, which checkout charges.
 * Rates have no change log: the raw rates and each language's table stay fresh for at most a minute, and
 * every language's table is made from one commerce call.
 */
import type { ShippingRatesResponse } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import type { AnswerCache } from "../cache/answer-cache.js"
import { shippingTag } from "../cache/cache-tags.js"
import { prepareResponse, type CachedResponse } from "../cache/prepared-response.js"
import type { CheckoutSource, CommerceShippingRate } from "../commerce/checkout-client.js"
import { shippingTable } from "../shipping/shipping-table.js"
import { formatAmount } from "../../src/lib/currency.js"
import type { ShopFiguresSource } from "./content.js"

/** A rate edited in the admin shows within this long. */
export const SHIPPING_RATES_FRESH_MS = 60_000
const RATES_KEY = "data:shipping-rates"

export function createShippingData(checkout: Pick<CheckoutSource, "shippingRates">, cache: AnswerCache) {
  const rates = () =>
    cache.get<CommerceShippingRate[]>(RATES_KEY, async () => ({ status: 200, etag: "", value: await checkout.shippingRates(), freshMs: SHIPPING_RATES_FRESH_MS }), {
      stale: "wait",
    })
  const table = (lang: LanguageCode): Promise<CachedResponse<ShippingRatesResponse>> =>
    cache.get(`/api/shipping-rates?lang=${lang}`, async () => ({
      ...(await prepareResponse(200, shippingTable(lang, (await rates()).value!))),
      tags: [shippingTag(lang)],
      freshMs: SHIPPING_RATES_FRESH_MS,
    }))
  /** The figures the CMS's text may name, from the language's table: the free-shipping threshold as the shipping page writes it, and its countries. */
  const figures: ShopFiguresSource = async (lang) => {
    const { free_from, rates } = (await table(lang)).value!
    return {
      values: { freeShippingFrom: free_from ? formatAmount(free_from.eur, "EUR", lang) : null, countriesShippedTo: rates.length },
      tags: [shippingTag(lang)],
      freshMs: SHIPPING_RATES_FRESH_MS,
    }
  }
  return { table, figures }
}

export type ShippingData = ReturnType<typeof createShippingData>
