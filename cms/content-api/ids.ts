// Document, revision and transaction ids in Sanity's style, and the drafts./versions. id conventions.
import { randomBytes } from "node:crypto"

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/** A random id of 22 letters and digits, like the ids and revisions Sanity generates (about 131 bits). */
export function randomId(length = 22): string {
  const bytes = randomBytes(length * 2)
  let id = ""
  for (const byte of bytes) {
    // 248 = 4 × 62: rejecting bytes above it keeps every character equally likely.
    if (byte >= 248) continue
    id += ALPHABET[byte % 62]
    if (id.length === length) return id
  }
  return id + randomId(length - id.length)
}

export const DRAFTS_PREFIX = "drafts."
export const VERSIONS_PREFIX = "versions."

export const isDraftId = (id: string) => id.startsWith(DRAFTS_PREFIX)
export const isVersionId = (id: string) => id.startsWith(VERSIONS_PREFIX)

/** Drafts and release versions: not published, and never shown in the published perspective. */
export const isPrivateId = (id: string) => isDraftId(id) || isVersionId(id)

/**
 * Sanity's fixed access rule: without a token only documents on the root path (no dot in the id) can be
 * read, even in a public dataset. Drafts, release versions and documents kept under a path of their own
 * (the shop's contact messages, `contact.<uuid>`) need a token.
 */
export const isReadableWithoutToken = (id: string) => !id.includes(".")

/** `drafts.x` and `versions.<release>.x` both belong to the published document `x`. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length)
  if (isVersionId(id)) return id.split(".").slice(2).join(".")
  return id
}

/** The release a `versions.<release>.x` id belongs to, if it is one. */
export function releaseOf(id: string): string | undefined {
  return isVersionId(id) ? id.split(".")[1] : undefined
}
