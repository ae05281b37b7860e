/**
 * The product page's shipping tab: a few rows of the shipping price list (spec §9: Germany 5.99 EUR in
 * 1-2 days, UK 9.99 in 3-5, United States 19.99 in 7-10). The full list comes with the CMS shipping page.
 * Countries are ISO 3166 region codes, named in the shopper's language with Intl.DisplayNames.
 */
export interface ShippingRate {
  region: string
  days: string
  /** EUR. */
  price: number
}

export const SHIPPING_RATES: readonly ShippingRate[] = [
  { region: "DE", days: "1-2", price: 5.99 },
  { region: "PL", days: "1-2", price: 5.99 },
  { region: "FR", days: "2-3", price: 7.99 },
  { region: "IT", days: "2-4", price: 7.99 },
  { region: "ES", days: "3-4", price: 8.99 },
  { region: "GB", days: "3-5", price: 9.99 },
  { region: "US", days: "7-10", price: 19.99 },
  { region: "CA", days: "7-10", price: 21.99 },
  { region: "JP", days: "8-12", price: 24.99 },
  { region: "AU", days: "10-14", price: 29.99 },
]

export const FREE_SHIPPING_FROM_EUR = 100
