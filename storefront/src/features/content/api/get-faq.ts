import { queryOptions, useQuery } from "@tanstack/react-query"
import type { FaqResponse } from "@shop/contracts/content"
import type { LanguageCode } from "@shop/contracts/languages"
import { getJson } from "../../../lib/http"

export const faqUrl = (language: LanguageCode) => `/api/faq?lang=${language}`

export const faqQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ["faq", language] as const,
    queryFn: ({ signal }) => getJson<FaqResponse>(faqUrl(language), signal),
    staleTime: 60_000,
    meta: { apiUrl: faqUrl(language) },
  })

/** The FAQ entries, in the CMS's order, in the shopper's language. */
export const useFaq = (language: LanguageCode) => useQuery(faqQueryOptions(language))
