import { queryOptions, useQuery } from "@tanstack/react-query"
import type { ContentPage, ContentPageSlug } from "@shop/contracts/content"
import type { LanguageCode } from "@shop/contracts/languages"
import { getJson } from "../../../lib/http"

/** Also the URL app/route-data.ts requests at start-up, so the screen's query takes that answer over. */
export const contentPageUrl = (slug: ContentPageSlug, language: LanguageCode) => `/api/content/${slug}?lang=${language}`

export const contentPageQueryOptions = (slug: ContentPageSlug, language: LanguageCode) =>
  queryOptions({
    queryKey: ["content-page", slug, language] as const,
    queryFn: ({ signal }) => getJson<ContentPage>(contentPageUrl(slug, language), signal),
    staleTime: 60_000,
    meta: { apiUrl: contentPageUrl(slug, language) },
  })

/** A CMS page (title, description, highlights, body) in the shopper's language. */
export const useContentPage = (slug: ContentPageSlug, language: LanguageCode) => useQuery(contentPageQueryOptions(slug, language))
