import { queryOptions, useQuery } from "@tanstack/react-query"
import type { ReviewsResponse } from "@shop/contracts/content"
import type { LanguageCode } from "@shop/contracts/languages"
import { getJson } from "../../../lib/http"

export const reviewsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ["reviews", language] as const,
    queryFn: ({ signal }) => getJson<ReviewsResponse>(`/api/reviews?lang=${language}`, signal),
    staleTime: 60_000,
  })

/** The shop's customer reviews (the product page's reviews tab), in the shopper's language. */
export const useReviews = (language: LanguageCode) => useQuery(reviewsQueryOptions(language))
