/** What the CMS content holds in every language alike: company details, icons, links, review ratings. */
import type { PageSlug } from "./types"

export const COMPANY = {
  name: "Orbita Trading Ltd",
  /** Companies House number (England and Wales). */
  registrationNumber: "14276583",
  address: { street: "27 Old Gloucester Street", city: "London", postcode: "WC1N 3AX", country: "United Kingdom" },
  email: "support@orbita-shop.com",
  phone: "+44 20 3807 4512",
  openingHours: { weekdays: "9:00–18:00", weekend: "10:00–16:00" },
} as const

/** The two external marketplace review pages linked from the contact page. */
export const REVIEW_LINKS = ["https://www.trustpilot.com/review/orbita-shop.com", "https://www.google.com/maps/place/Orbita+Trading"] as const

/** Icons the storefront knows, and the link (a site path) of each highlight, per page, in order. */
export const PAGE_HIGHLIGHTS: Record<PageSlug, { icon: string; link?: string }[]> = {
  shipping: [{ icon: "truck" }, { icon: "package" }, { icon: "shield" }, { icon: "map-pin" }],
  returns: [{ icon: "mail" }, { icon: "package" }, { icon: "truck" }, { icon: "credit-card" }],
  warranty: [{ icon: "shield" }, { icon: "shield" }, { icon: "award" }],
  support: [
    { icon: "help-circle", link: "/faq" },
    { icon: "mail", link: "/contact" },
    { icon: "rotate-ccw", link: "/returns" },
    { icon: "shield", link: "/warranty" },
    { icon: "phone", link: `tel:${COMPANY.phone.replace(/\s/g, "")}` },
    { icon: "mail", link: `mailto:${COMPANY.email}` },
  ],
  contact: [],
  privacy: [],
  terms: [],
  cookies: [],
}

/** When each page was last changed (privacy: January 2024, as the spec says). */
export const PAGE_LAST_UPDATED: Record<PageSlug, string> = {
  shipping: "2024-03-01",
  returns: "2024-03-01",
  warranty: "2024-03-01",
  support: "2024-03-01",
  contact: "2024-03-01",
  privacy: "2024-01-15",
  terms: "2024-01-15",
  cookies: "2024-01-15",
}

/** The three sample reviews (the product page's reviews tab); their title and comment are per language. */
export const REVIEWS = [
  { author: "Anna K.", rating: 5, date: "2024-01-15", verified: true, helpfulCount: 24 },
  { author: "Marek W.", rating: 5, date: "2024-01-08", verified: true, helpfulCount: 18 },
  { author: "Katarzyna P.", rating: 4, date: "2023-12-20", verified: false, helpfulCount: 9 },
] as const
