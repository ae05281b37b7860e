import { queryOptions, useQuery } from "@tanstack/react-query"
import type { ShippingRatesResponse } from "@shop/contracts/api"
import type { LanguageCode } from "@shop/contracts/languages"
import { getJson } from "../../../lib/http"

export const shippingRatesUrl = (language: LanguageCode) => `/api/shipping-rates?lang=${language}`

export const shippingRatesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ["shipping-rates", language] as const,
    queryFn: ({ signal }) => getJson<ShippingRatesResponse>(shippingRatesUrl(language), signal),
    staleTime: 60_000,
    meta: { apiUrl: shippingRatesUrl(language) },
  })

/** The shipping table in the shopper's language (commerce's rates: what checkout charges). */
export const useShippingRates = (language: LanguageCode) => useQuery(shippingRatesQueryOptions(language))
