/**
 * The shopper's link to their order page (`/{lang}/order/{token}`, issue 20): no login, so the token is the
 * key. It is the order's ULID (from Medusa's id `order_<ULID>`) followed by 22 characters of an HMAC of it
 * (128 bits, base64url) that only commerce can make: a token cannot be guessed or made for another order, and
 * commerce needs no table to find the order again. Shared by commerce (which makes and checks tokens) and the
 * storefront (which turns a malformed one away before asking). No imports: the storefront's server loads this
 * file on its own, where an extensionless sibling import would not resolve.
 */

/** The order's ULID (Crockford base32) and the signature (base64url) a token is made of. */
const ULID = "[0-9A-HJKMNP-TV-Z]{26}"
const SIGNATURE = "[A-Za-z0-9_-]{22}"
/** Crockford base32 ULID (26), then the signature (22, base64url). */
export const ORDER_TOKEN_PATTERN = new RegExp(`^${ULID}${SIGNATURE}$`)
export const ORDER_TOKEN_LENGTH = 48

export const isOrderToken = (value: string): boolean => ORDER_TOKEN_PATTERN.test(value)

/** A Stripe Checkout session id (cs_test_… / cs_live_…): the confirmation page's key to its order until it has a token. */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_(test|live)_[A-Za-z0-9]{8,250}$/

/** An order token anywhere in a text (a path, a query, an error message): its order's ULID, then the signature. */
const ORDER_TOKEN_IN_TEXT = new RegExp(`(?<![A-Za-z0-9_-])(${ULID})${SIGNATURE}(?![A-Za-z0-9_-])`, "g")
/** A Stripe Checkout session id (the confirmation page's key to its order), or whatever a session_id parameter holds. */
const CHECKOUT_SESSION_IN_TEXT = /\b(cs_(?:test|live)_)[A-Za-z0-9]+|([?&]session_id=)[^&#\s"']+/g
export const REDACTED = "[redacted]"

/**
 * The text with every order-page token and checkout session id in it replaced, for logs: whoever reads a log
 * must not be able to open a shopper's order page. An order token keeps its ULID (the order's own id, no key
 * to anything), so a log line can still be matched to its order.
 */
export const redactOrderSecrets = (text: string): string =>
  text
    .replace(ORDER_TOKEN_IN_TEXT, (_token, ulid: string) => `${ulid}${REDACTED}`)
    .replace(CHECKOUT_SESSION_IN_TEXT, (_match, prefix: string | undefined, parameter: string | undefined) => `${prefix ?? parameter}${REDACTED}`)
