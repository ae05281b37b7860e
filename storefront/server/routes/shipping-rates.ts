/**
 * GET /api/shipping-rates?lang= — the shipping table (per country: name in `lang`, flag, zone, days, price),
 * read from commerce, which charges exactly these rates at checkout. Kept as finished responses like the
 * catalogue's; one commerce call serves all 15 languages.
 */
import type { FastifyInstance } from "fastify"
import { shippingRatesQuery } from "@shop/contracts/api-schemas"
import { shippingTag, type ChangeListener } from "../cache/cache-tags.js"
import { freshCacheControl, publicCacheControl } from "../cache/cache-policy.js"
import type { FastLane } from "../cache/fast-lane.js"
import { prepareResponse, ResponseCache } from "../cache/response-cache.js"
import { sendCached } from "../cache/send-cached.js"
import type { CheckoutSource, CommerceShippingRate } from "../commerce/checkout-client.js"
import { shippingTable } from "../shipping/shipping-table.js"

export async function shippingRatesRoutes(
  app: FastifyInstance,
  { checkout, ttlSeconds, onChange, lane }: { checkout: CheckoutSource; ttlSeconds: number; onChange?: ChangeListener; lane?: FastLane }
) {
  // 15 languages × ≈ 60 KB with compressed copies. Keys are the answers' tags (shipping:{lang}).
  const cache = new ResponseCache({ maxBytes: 4 * 1024 * 1024, freshMs: (status) => (status === 200 ? ttlSeconds * 1000 : 0), tag: (key) => key, onChange })
  // The raw rates, shared by every language's answer: a refresh asks commerce once.
  let rates: { value: Promise<CommerceShippingRate[]>; expires: number } | undefined
  const commerceRates = () => {
    if (!rates || rates.expires <= Date.now()) {
      const value = checkout.shippingRates()
      rates = { value, expires: Date.now() + ttlSeconds * 1000 }
      value.catch(() => (rates = undefined))
    }
    return rates.value
  }

  app.get("/api/shipping-rates", async (request, reply) => {
    const { lang } = shippingRatesQuery.parse(request.query)
    const key = shippingTag(lang)
    const cached = await cache.get(key, async () => prepareResponse(200, shippingTable(lang, await commerceRates())))
    lane?.remember(request.url, () => cache.peek(key), freshCacheControl(ttlSeconds))
    // Rates have no change log: shared caches keep them no longer than this storefront does.
    return sendCached(request, reply, cached, publicCacheControl(cached, ttlSeconds))
  })
}
