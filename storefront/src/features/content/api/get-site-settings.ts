import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SiteSettings } from "@shop/contracts/content"
import type { LanguageCode } from "@shop/contracts/languages"
import { getJson } from "../../../lib/http"

export const siteSettingsUrl = (language: LanguageCode) => `/api/settings?lang=${language}`

export const siteSettingsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ["site-settings", language] as const,
    queryFn: ({ signal }) => getJson<SiteSettings>(siteSettingsUrl(language), signal),
    staleTime: 60_000,
    meta: { apiUrl: siteSettingsUrl(language) },
  })

/** The seller's details (company, address, e-mail, phone, opening hours, marketplace review links). */
export const useSiteSettings = (language: LanguageCode) => useQuery(siteSettingsQueryOptions(language))
