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

/**
 * Same-day dispatch from the warehouse in Poznań (the stock location commerce's seed makes): paid before 14:00
 * on a weekday that is no Polish public holiday (2026 and 2027; Christmas Eve is one from 2025).
 */
export const DISPATCH = {
  cutoff: "14:00",
  timeZone: "Europe/Warsaw",
  businessDays: [1, 2, 3, 4, 5],
  holidays: [
    ..."01-01 01-06 04-05 04-06 05-01 05-03 05-24 06-04 08-15 11-01 11-11 12-24 12-25 12-26".split(" ").map((day) => `2026-${day}`),
    ..."01-01 01-06 03-28 03-29 05-01 05-03 05-16 05-27 08-15 11-01 11-11 12-24 12-25 12-26".split(" ").map((day) => `2027-${day}`),
  ],
}

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
