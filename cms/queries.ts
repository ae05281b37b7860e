/**
 * The GROQ the storefront reads the CMS with: one query per /api/* content call, each answering in
 * `$lang` with English where a translation is missing (the shop's one fallback rule, as for products).
 * Only published documents are read (the client's `published` perspective); drafts never reach shoppers.
 */

/** A field of sanity-plugin-internationalized-array in $lang, else English. */
const inLanguage = (field: string) => `coalesce(${field}[language == $lang][0].value, ${field}[language == "en"][0].value)`

/** Per-language documents (@sanity/document-internationalization): $lang's, else the English one. */
const perLanguage = (filter: string) => `coalesce(*[${filter} && language == $lang][0], *[${filter} && language == "en"][0])`

export const PAGE_QUERY = `${perLanguage(`_type == "page" && slug.current == $slug`)} {
  "slug": slug.current, title, "description": coalesce(description, null),
  "highlights": coalesce(highlights[]{ icon, title, text, "link": coalesce(link, null) }, []),
  "body": coalesce(body, []), lastUpdated
}`

/**
 * The questions in the English entries' order; each in $lang where it has a published translation, else in
 * English. Translations are linked the way the Studio's translations plugin links them: one translation.metadata
 * document per question, listing each language's document.
 */
export const FAQ_QUERY = `*[_type == "faqItem" && language == "en"] | order(order asc) {
  "entry": coalesce(*[_type == "translation.metadata" && references(^._id)][0].translations[language == $lang][0].value->, @)
} { "id": entry._id, "question": entry.question, "answer": entry.answer }`

export const SETTINGS_QUERY = `*[_id == "siteSettings"][0] {
  companyName, registrationNumber, "tagline": ${inLanguage("tagline")},
  address { street, city, postcode, country }, email, phone,
  "openingHours": {
    "weekdays": openingHours.weekdays, "weekend": openingHours.weekend,
    "weekdaysLabel": ${inLanguage("openingHours.weekdaysLabel")}, "weekendLabel": ${inLanguage("openingHours.weekendLabel")}
  },
  "phoneHours": ${inLanguage("phoneHours")}, "emailResponse": ${inLanguage("emailResponse")},
  "reviewLinks": coalesce(reviewLinks[]{ url, "label": ${inLanguage("label")} }, []),
  "dispatch": dispatch { cutoff, timeZone, "businessDays": coalesce(businessDays, []), "holidays": coalesce(holidays, []) }
}`

export const REVIEWS_QUERY = `*[_type == "review"] | order(date desc) {
  "id": _id, author, rating, date, "title": ${inLanguage("title")}, "comment": ${inLanguage("comment")},
  "verified": coalesce(verified, false), "helpfulCount": coalesce(helpfulCount, 0)
}`

/** Every UI string in $lang (else English) as [namespace, key, text]; the server nests them for i18next. */
export const UI_STRINGS_QUERY = `*[_type == "uiStrings"] | order(namespace asc) {
  namespace, "entries": entries[]{ key, "text": ${inLanguage("text")} }
}`

/** The document types whose changes the storefront's content cache listens for. */
/** When each language's pages and FAQ entries last changed, for the storefront's sitemaps (lastmod). */
export const CONTENT_DATES_QUERY = `{
  "pages": *[_type == "page"]{ "slug": slug.current, language, "updatedAt": coalesce(_updatedAt, lastUpdated) },
  "faq": *[_type == "faqItem"]{ language, "updatedAt": _updatedAt }
}`

/** Every language's search synonyms (one document per language; storefront/server/search/synonyms.ts). */
export const SEARCH_SYNONYMS_QUERY = `*[_type == "searchSynonyms"]{ language, "groups": coalesce(groups[]{ "words": coalesce(words, []), "productTypes": coalesce(productTypes, []) }, []) }`

export const CONTENT_TYPES = ["page", "faqItem", "siteSettings", "review", "uiStrings", "searchSynonyms"] as const
/** Published documents only: an editor's typing in a draft must not make every storefront refetch. */
export const CONTENT_CHANGES_QUERY = `*[_type in ${JSON.stringify(CONTENT_TYPES)} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]`
