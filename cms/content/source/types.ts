/**
 * The shape of one language's copy of the CMS content (cms/content/source/copy/<lang>.ts). Every language
 * fills every field; the fixed counts (ten FAQ entries, four shipping cards, …) are tuple types, so the
 * type checker holds each language to the same structure. What does not depend on the language (icons,
 * links, ratings, company details) is in structure.ts.
 *
 * Rich text (FAQ answers, page bodies) is written as blocks; inline, `**bold**` and `[text](href)` links
 * (hrefs: https://…, mailto:…, tel:…, or a site path such as /contact) become Portable Text marks.
 */

type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [...R, T]>

export type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] } | { ol: string[] }

export interface FaqCopy {
  question: string
  answer: Block[]
}

/** A card, step or tier shown above a page's body; its icon and link are in structure.ts. */
export interface HighlightCopy {
  title: string
  text: string
}

export interface PageCopy<Highlights extends number> {
  title: string
  /** One or two sentences under the title. */
  description: string
  highlights: Tuple<HighlightCopy, Highlights>
  body: Block[]
}

/** The content pages and how many highlights each has (see PAGE_HIGHLIGHTS in structure.ts). */
export interface PagesCopy {
  shipping: PageCopy<4>
  returns: PageCopy<4>
  warranty: PageCopy<3>
  support: PageCopy<6>
  contact: PageCopy<0>
  privacy: PageCopy<0>
  terms: PageCopy<0>
  cookies: PageCopy<0>
}

export type PageSlug = keyof PagesCopy

export interface SettingsCopy {
  /** The company in one line, e.g. for the contact page. */
  tagline: string
  /** Opening-hours labels: "Monday–Friday", "Saturday–Sunday" (the hours themselves are in structure.ts). */
  weekdays: string
  weekend: string
  /** Label of the phone card on the support page: "Mon–Fri 9:00–18:00 CET". */
  phoneHours: string
  /** Label of the e-mail card on the support page: "We answer within 24–48 hours". */
  emailResponse: string
  /** Labels of the two marketplace review links, in the order of REVIEW_LINKS. */
  reviewLinks: Tuple<string, 2>
}

export interface ReviewCopy {
  title: string
  comment: string
}

export interface SiteCopy {
  faq: Tuple<FaqCopy, 10>
  pages: PagesCopy
  settings: SettingsCopy
  /** The three sample reviews, in the order of REVIEWS in structure.ts. */
  reviews: Tuple<ReviewCopy, 3>
}
