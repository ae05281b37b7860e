import { createHash, timingSafeEqual } from "node:crypto"

const digest = (text: string) => createHash("sha256").update(text).digest()

/**
 * Whether an Authorization header carries `Bearer <token>`, compared in constant time (of digests, so the
 * lengths leak nothing either). Without a token nothing matches.
 */
export function bearerTokenCheck(token: string | undefined): (authorization: string | undefined) => boolean {
  if (!token) return () => false
  const expected = digest(token)
  return (authorization) => {
    const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1]
    return given !== undefined && timingSafeEqual(digest(given), expected)
  }
}
