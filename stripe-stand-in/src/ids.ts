import { randomBytes } from "node:crypto"

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/** Stripe-looking ids (`cs_test_a1B2…`, `pi_…`): code that checks prefixes or lengths behaves as with Stripe. */
export function newId(prefix: string, length = 24): string {
  let out = ""
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 × 62: dropping the bytes above it keeps every character equally likely.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62]
    }
  }
  return `${prefix}${out}`
}
