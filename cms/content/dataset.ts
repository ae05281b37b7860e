/**
 * The CMS dataset, built from the reviewable sources: every language's copy (source/copy/*.ts), what is
 * the same in every language (source/structure.ts) and the storefront's UI strings
 * (storefront/src/locales/*.json). Documents are in Sanity's export shape (see generate.ts).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from "@shop/contracts/languages"
import { PLURAL_CATEGORIES, pluralBase, type PluralCategory } from "@shop/contracts/plurals"
import { stableKey, toPortableText } from "./rich-text"
import { COPIES } from "./source/copy"
import { SEARCH_SYNONYMS } from "./source/search-synonyms"
import { COMPANY, DISPATCH, PAGE_HIGHLIGHTS, PAGE_LAST_UPDATED, REVIEW_LINKS, REVIEWS } from "./source/structure"
import type { PageSlug, SiteCopy } from "./source/types"

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../storefront/src/locales")
/** The e-mails' copy commerce bundles (and falls back to): the dataset starts from the same words. */
const emailCopyDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../commerce/src/emails/copy")

/** How editors see each e-mail's document in the Studio. */
const EMAIL_TITLES: Record<string, string> = {
  common: "Lines every e-mail shares",
  orderConfirmation: "Order confirmation",
  orderShipped: "Order shipped",
  orderRefunded: "Refund issued",
  soldOutRefund: "Sold out while paying: no order, payment refunded",
  orderCancelled: "Order cancelled",
  returnRequested: "Return requested (what to send back, where to, by when)",
  returnReceived: "Return received",
  orderCode: "One-time code (before a cancellation or a return)",
  orderLinkRenewed: "The order's link renewed (the new link)",
  orderLinkFound: "The order's link sent again (find your order)",
  contactAcknowledgement: "Contact form: acknowledgement to the visitor",
  contactToSupport: "Contact form: message to the support inbox (English)",
}

/** A field in every language, as sanity-plugin-internationalized-array stores it. */
function translated(type: "String" | "Text", owner: string, valueOf: (copy: SiteCopy, language: LanguageCode) => string) {
  return LANGUAGE_CODES.map((language) => ({
    _key: stableKey(owner, language),
    _type: `internationalizedArray${type}Value`,
    language,
    value: valueOf(COPIES[language], language),
  }))
}

/** One document per language plus the metadata that links them, as @sanity/document-internationalization keeps them. */
function translatedDocuments(baseId: string, type: string, build: (copy: SiteCopy, language: LanguageCode, id: string) => Record<string, unknown>): SanityDocument[] {
  const documents = LANGUAGE_CODES.map((language) => {
    const _id = `${baseId}-${language}`
    return { _id, _type: type, language, ...build(COPIES[language], language, _id) }
  })
  const metadata: SanityDocument = {
    _id: `translation-metadata-${baseId}`,
    _type: "translation.metadata",
    schemaTypes: [type],
    translations: documents.map(({ _id, language }) => ({
      _key: stableKey(baseId, language),
      _type: "internationalizedArrayReferenceValue",
      language,
      value: { _type: "reference", _ref: _id },
    })),
  }
  return [...documents, metadata]
}

const faqDocuments = () =>
  COPIES[SOURCE_LANGUAGE].faq.flatMap((_, index) => {
    const order = index + 1
    return translatedDocuments(`faq-${String(order).padStart(2, "0")}`, "faqItem", (copy, _language, id) => ({
      order,
      question: copy.faq[index]!.question,
      answer: toPortableText(copy.faq[index]!.answer, id),
    }))
  })

const pageDocuments = () =>
  (Object.keys(PAGE_HIGHLIGHTS) as PageSlug[]).flatMap((slug) =>
    translatedDocuments(`page-${slug}`, "page", (copy, _language, id) => {
      const page = copy.pages[slug]
      return {
        slug: { _type: "slug", current: slug },
        title: page.title,
        description: page.description,
        highlights: (page.highlights as { title: string; text: string }[]).map((highlight, index) => ({
          _key: stableKey(id, "highlight", index),
          _type: "highlight",
          ...PAGE_HIGHLIGHTS[slug][index],
          ...highlight,
        })),
        body: toPortableText(page.body, id),
        lastUpdated: PAGE_LAST_UPDATED[slug],
      }
    })
  )

const siteSettings = (): SanityDocument => ({
  _id: "siteSettings",
  _type: "siteSettings",
  companyName: COMPANY.name,
  registrationNumber: COMPANY.registrationNumber,
  tagline: translated("String", "tagline", (copy) => copy.settings.tagline),
  address: { _type: "address", ...COMPANY.address },
  email: COMPANY.email,
  phone: COMPANY.phone,
  openingHours: {
    weekdays: COMPANY.openingHours.weekdays,
    weekend: COMPANY.openingHours.weekend,
    weekdaysLabel: translated("String", "weekdays", (copy) => copy.settings.weekdays),
    weekendLabel: translated("String", "weekend", (copy) => copy.settings.weekend),
  },
  phoneHours: translated("String", "phoneHours", (copy) => copy.settings.phoneHours),
  emailResponse: translated("String", "emailResponse", (copy) => copy.settings.emailResponse),
  reviewLinks: REVIEW_LINKS.map((url, index) => ({
    _key: stableKey("reviewLink", index),
    _type: "reviewLink",
    url,
    label: translated("String", `reviewLink${index}`, (copy) => copy.settings.reviewLinks[index]!),
  })),
  dispatch: { _type: "dispatch", ...DISPATCH },
})

const reviewDocuments = (): SanityDocument[] =>
  REVIEWS.map((review, index) => ({
    _id: `review-${index + 1}`,
    _type: "review",
    ...review,
    title: translated("String", `review${index}:title`, (copy) => copy.reviews[index]!.title),
    comment: translated("Text", `review${index}:comment`, (copy) => copy.reviews[index]!.comment),
  }))

type LocaleTree = { [key: string]: string | LocaleTree }
const flatten = (tree: LocaleTree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`)))

/** The storefront's UI strings, one document per namespace (its top-level key), every key in 15 languages. */
function uiStringDocuments(): SanityDocument[] {
  const locales = readJsonPerLanguage(localesDir)
  return Object.keys(locales[SOURCE_LANGUAGE]).map((namespace) => ({
    _id: `ui-strings-${namespace}`,
    _type: "uiStrings",
    namespace,
    entries: sectionEntries(namespace, locales, namespace),
  }))
}

/**
 * A document's entries from one section (top-level key) of every language's copy: each key of the English
 * section with its text in the languages that have it (internationalized array).
 */
function sectionEntries(owner: string, copies: Record<LanguageCode, LocaleTree>, section: string) {
  const perLanguage = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, new Map(flatten((copies[language][section] ?? {}) as LocaleTree))]))
  const keys = entryKeys(
    perLanguage[SOURCE_LANGUAGE]!.keys(),
    LANGUAGE_CODES.map((language) => perLanguage[language]!.keys())
  )
  return keys.map((key) => ({
    _key: stableKey(owner, key),
    _type: "uiString",
    key,
    text: LANGUAGE_CODES.filter((language) => perLanguage[language]!.has(key)).map((language) => ({
      _key: stableKey(owner, key, language),
      _type: "internationalizedArrayTextValue",
      language,
      value: perLanguage[language]!.get(key)!,
    })),
  }))
}

/**
 * English's keys, and each plural form another language has beside English's (`days_few`, `days_many`): a count
 * string has the forms its languages need (@shop/contracts/plurals), and each form sits next to its siblings.
 */
function entryKeys(english: Iterable<string>, languages: Iterable<string>[]): string[] {
  const keys = [...english]
  for (const key of languages.flatMap((language) => [...language])) {
    const base = pluralBase(key)
    if (keys.includes(key) || base === null) continue
    const siblings = keys.flatMap((known, index) => (pluralBase(known) === base ? [index] : []))
    if (siblings.length === 0) continue
    const order = (candidate: string) => PLURAL_CATEGORIES.indexOf(candidate.slice(base.length + 1) as PluralCategory)
    const before = siblings.find((index) => order(keys[index]!) > order(key))
    keys.splice(before ?? siblings.at(-1)! + 1, 0, key)
  }
  return keys
}

function readJsonPerLanguage(dir: string): Record<LanguageCode, LocaleTree> {
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8")) as LocaleTree])) as Record<
    LanguageCode,
    LocaleTree
  >
}

/** The e-mails' copy, one document per e-mail (commerce's copy/<lang>.json sections), every key in 15 languages. */
function emailCopyDocuments(): SanityDocument[] {
  const copies = readJsonPerLanguage(emailCopyDir)
  return Object.keys(copies[SOURCE_LANGUAGE]).map((template) => ({
    _id: `email-copy-${template}`,
    _type: "emailCopy",
    template,
    title: EMAIL_TITLES[template] ?? template,
    entries: sectionEntries(`email:${template}`, copies, template),
  }))
}

/** Each language's search synonyms (source/search-synonyms.ts), one document per language. */
function searchSynonymDocuments(): SanityDocument[] {
  return LANGUAGE_CODES.map((language) => ({
    _id: `search-synonyms-${language}`,
    _type: "searchSynonyms",
    language,
    groups: SEARCH_SYNONYMS[language].map(({ words, productTypes }, index) => ({
      _key: stableKey("search-synonyms", language, index),
      _type: "synonymGroup",
      words,
      productTypes,
    })),
  }))
}

/** Every document of the dataset, in a stable order. */
export function buildDataset(): SanityDocument[] {
  return [siteSettings(), ...faqDocuments(), ...pageDocuments(), ...reviewDocuments(), ...uiStringDocuments(), ...searchSynonymDocuments(), ...emailCopyDocuments()]
}
