/**
 * The seller's contact address for the ask-seller mail draft. The spec does not give it; this placeholder
 * is replaced by the site settings from the CMS.
 */
export const SELLER_EMAIL = "sales@example.com"
