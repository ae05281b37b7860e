/**
 * The shopper's link to their order page (`/{lang}/order/{token}`, issue 20): no login, so the token is the
 * key. It is the order's ULID (from Medusa's id `order_<ULID>`) followed by 22 characters of an HMAC of it
 * (128 bits, base64url) that only commerce can make: a token cannot be guessed or made for another order, and
 * commerce needs no table to find the order again. Shared by commerce (which makes and checks tokens) and the
 * storefront (which turns a malformed one away before asking). No imports: the storefront's server loads this
 * file on its own, where an extensionless sibling import would not resolve.
 */

/** Crockford base32 ULID (26), then the signature (22, base64url). */
export const ORDER_TOKEN_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}[A-Za-z0-9_-]{22}$/
export const ORDER_TOKEN_LENGTH = 48

export const isOrderToken = (value: string): boolean => ORDER_TOKEN_PATTERN.test(value)
