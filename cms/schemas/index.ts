/** Every schema type of the Studio. */
import { contactMessage } from "./documents/contact-message"
import { emailCopy } from "./documents/email-copy"
import { faqItem } from "./documents/faq-item"
import { page } from "./documents/page"
import { review } from "./documents/review"
import { searchSynonyms } from "./documents/search-synonyms"
import { uiStrings } from "./documents/ui-strings"
import { highlight } from "./objects/highlight"
import { reviewLink } from "./objects/review-link"
import { richText } from "./objects/rich-text"
import { uiString } from "./objects/ui-string"
import { siteSettings } from "./singletons/site-settings"

export const schemaTypes = [faqItem, page, review, uiStrings, searchSynonyms, emailCopy, contactMessage, siteSettings, richText, highlight, reviewLink, uiString]

/** Types with one document per language, linked by @sanity/document-internationalization. */
export const TRANSLATED_DOCUMENT_TYPES = ["faqItem", "page"]
