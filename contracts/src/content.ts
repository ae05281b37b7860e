/**
 * The content calls' answers (/api/content/{slug}, /api/faq, /api/settings, /api/reviews,
 * /api/translations/{lang}, POST /api/contact): what the storefront server reads from the CMS with
 * cms/queries.ts, in the page's language (missing translations fall back to English).
 */
import { MAX_EMAIL_LENGTH } from "./api"
import type { DispatchRules } from "./dispatch"

/** Portable Text as the CMS stores it; the app renders it with @portabletext/react. */
export interface PortableTextSpan {
  _type: "span"
  _key: string
  text: string
  marks?: string[]
}
export interface PortableTextMarkDef {
  _type: string
  _key: string
  href?: string
}
export interface PortableTextBlock {
  _type: "block"
  _key: string
  style?: string
  listItem?: "bullet" | "number"
  level?: number
  markDefs?: PortableTextMarkDef[]
  children: PortableTextSpan[]
}

/** The content pages of spec §2 that the CMS holds (the FAQ has its own call). */
export const CONTENT_PAGE_SLUGS = ["shipping", "returns", "warranty", "privacy", "terms", "cookies", "support", "contact"] as const
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number]

export interface ContentHighlight {
  icon: string
  title: string
  text: string
  link: string | null
}

export interface ContentPage {
  slug: ContentPageSlug
  title: string
  description: string | null
  highlights: ContentHighlight[]
  body: PortableTextBlock[]
  /** ISO date. */
  lastUpdated: string
}

export interface FaqEntry {
  id: string
  question: string
  answer: PortableTextBlock[]
}
export type FaqResponse = FaqEntry[]

export interface SiteSettings {
  companyName: string
  registrationNumber: string
  tagline: string | null
  address: { street: string; city: string; postcode: string; country: string }
  email: string
  phone: string
  openingHours: { weekdays: string; weekend: string; weekdaysLabel: string; weekendLabel: string }
  phoneHours: string | null
  emailResponse: string | null
  reviewLinks: { url: string; label: string }[]
  /** Same-day dispatch (contracts' dispatch.ts); null until an editor sets it. */
  dispatch: DispatchRules | null
}

export interface Review {
  id: string
  author: string
  rating: number
  /** ISO date. */
  date: string
  title: string
  comment: string
  verified: boolean
  helpfulCount: number
}
export type ReviewsResponse = Review[]

/** The UI strings of one language, nested as i18next reads them ("hero.badge" → {hero: {badge}}). */
export interface TranslationsTree {
  [key: string]: string | TranslationsTree
}

export const CONTACT_FIELD_LIMITS = { name: 100, email: MAX_EMAIL_LENGTH, subject: 150, message: 5000 } as const
/** Messages one address may send per minute; the next gets 429. */
export const CONTACT_MESSAGES_PER_MINUTE = 5
/** Acknowledgements one mailbox gets a day at most (the form takes any address); support gets every message. */
export const ACKNOWLEDGEMENTS_PER_MAILBOX = 3

export interface ContactMessageRequest {
  name: string
  email: string
  subject: string
  message: string
  language: string
}
export interface ContactMessageResponse {
  id: string
}

/** When content last changed, per language (CONTENT_DATES_QUERY; dates are ISO, null when unknown). */
export interface ContentDates {
  pages: { slug: string; language: string; updatedAt: string | null }[]
  faq: { language: string; updatedAt: string | null }[]
}

/**
 * One group of a language's search synonyms (a `searchSynonyms` document per language in the CMS): words or
 * short phrases shoppers type for the same thing ("Handy", "Mobiltelefon", "Smartphone"), and the product types
 * they name (Medusa product type values). A query word matching one of the words (in any of its forms) also
 * finds the group's other words, and every product of its types, ranked first.
 */
export interface SearchSynonymGroup {
  words: string[]
  productTypes: string[]
}

/** Every language's search synonym groups, by language code (a language without a document has none). */
export type SearchSynonyms = Record<string, SearchSynonymGroup[]>
