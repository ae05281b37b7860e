/**
 * schema.org data for search engines (JSON-LD): a product page's Product with its offer, the home page's
 * Organization (from the CMS's site settings) and WebSite with the shop's search.
 */
import type { CatalogueEntry, Stock } from "@shop/contracts/api"
import type { SiteSettings } from "@shop/contracts/content"
import type { DisplayText } from "@shop/contracts/catalogue-text"
import { minorDigits } from "@shop/contracts/currencies"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"

export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).href

/** schema.org's ItemAvailability for each stock status shoppers are told. */
const SCHEMA_AVAILABILITY: Record<Stock["status"], string> = { in_stock: "InStock", low: "LimitedAvailability", sold_out: "OutOfStock" }

export function productJsonLd(entry: CatalogueEntry, text: DisplayText, pageUrl: string, origin: string, language: LanguageCode) {
  const { currency } = languageByCode(language)
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: text.name,
    description: text.description,
    ...(entry.item.image_url && { image: [absoluteUrl(origin, entry.item.image_url)] }),
    sku: entry.item.ident,
    productID: String(entry.item.id),
    url: pageUrl,
    ...(text.tags.length > 0 && { keywords: text.tags.join(", ") }),
    offers: {
      "@type": "Offer",
      url: pageUrl,
      // In the language's currency, as the page shows it at first and checkout charges it.
      price: entry.item.prices[currency].toFixed(minorDigits(currency)),
      priceCurrency: currency,
      // The catalogue holds what the shop sells now (an unpublished product is not in it: 404), with its stock.
      availability: `https://schema.org/${SCHEMA_AVAILABILITY[entry.item.stock.status]}`,
      itemCondition: "https://schema.org/NewCondition",
    },
  }
}

export function organizationJsonLd(settings: SiteSettings, origin: string, searchUrlTemplate: string) {
  const { address } = settings
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: settings.companyName,
      url: `${origin}/`,
      email: settings.email,
      telephone: settings.phone,
      ...(settings.tagline && { description: settings.tagline }),
      address: { "@type": "PostalAddress", streetAddress: address.street, addressLocality: address.city, postalCode: address.postcode, addressCountry: address.country },
      ...(settings.reviewLinks.length > 0 && { sameAs: settings.reviewLinks.map((link) => link.url) }),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: settings.companyName,
      url: `${origin}/`,
      potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: searchUrlTemplate }, "query-input": "required name=search_term_string" },
    },
  ]
}
