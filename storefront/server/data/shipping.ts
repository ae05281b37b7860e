/**
 * The shipping table per language (shipping/shipping-table.ts), from commerce's rates, which checkout charges.
 * Every language's table is made from one commerce call. Rates have no change log: `refresh` (app.ts calls it
 * every SHIPPING_RATES_POLL_MS) reads them again, and only when they came out different does what was made
 * from them (the tables, the pages and the CMS text that show them) go stale. A fixed freshness would make
 * every page showing a rate (the product pages' free-shipping line) render again each time it ran out: under
 * traffic, thousands of renders a minute that changed nothing, and that an edit's render waited behind.
 */
import type { ShippingRatesResponse } from "@shop/contracts/api"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import type { AnswerCache } from "../cache/answer-cache.js"
import { shippingTag } from "../cache/cache-tags.js"
import { etagOf, prepareResponse, type CachedResponse } from "../cache/prepared-response.js"
import type { CheckoutSource, CommerceShippingRate } from "../commerce/checkout-client.js"
import { shippingTable } from "../shipping/shipping-table.js"
import { formatAmount } from "../../src/lib/currency.js"
import { deliveryTimes } from "../../src/features/shipping/delivery-times.js"
import type { ShopFiguresSource } from "./content.js"

/** How often commerce's rates are read again: a rate edited in the admin shows within about this long. */
export const SHIPPING_RATES_POLL_MS = 10_000
const RATES_KEY = "data:shipping-rates"

export function createShippingData(checkout: Pick<CheckoutSource, "shippingRates">, cache: AnswerCache) {
  const produceRates = async (): Promise<CachedResponse<CommerceShippingRate[]>> => {
    const value = await checkout.shippingRates()
    return { status: 200, etag: etagOf(Buffer.from(JSON.stringify(value))), value }
  }
  const rates = () => cache.get<CommerceShippingRate[]>(RATES_KEY, produceRates, { stale: "wait" })
  const table = (lang: LanguageCode): Promise<CachedResponse<ShippingRatesResponse>> =>
    cache.get(`/api/shipping-rates?lang=${lang}`, async () => ({
      ...(await prepareResponse(200, shippingTable(lang, (await rates()).value!))),
      tags: [shippingTag(lang)],
    }))
  /** The figures the CMS's text may name, from the language's table: the free-shipping threshold as the shipping page writes it, its countries and each zone's delivery time. */
  const figures: ShopFiguresSource = async (lang) => {
    const { free_from, rates } = (await table(lang)).value!
    const { currency } = languageByCode(lang)
    return {
      // In the language's own currency: the text is the same for every shopper of the language.
      values: { freeShippingFrom: free_from ? formatAmount(free_from[currency], currency, lang) : null, countriesShippedTo: rates.length, ...deliveryTimes(rates) },
      tags: [shippingTag(lang)],
    }
  }
  /** Reads the rates again; when they changed, every language's table and all made from them go stale. Resolves to whether they did. */
  async function refresh(): Promise<boolean> {
    const changed = await cache.remake(RATES_KEY, produceRates)
    if (changed) cache.invalidate([shippingTag("*")])
    return changed
  }
  return { table, figures, refresh }
}

export type ShippingData = ReturnType<typeof createShippingData>
