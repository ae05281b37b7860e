/**
 * The secrets `npm start` gives commerce: made once per clone (random, 48 bytes each), kept in .data/ (mode
 * 0600, git-ignored), so the local shop runs its production build with secrets nobody else has, and a
 * restart keeps admin sessions valid.
 */
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { DATA_DIR } from "./paths.js"

const secretsFile = path.join(DATA_DIR, "commerce-secrets.json")

interface CommerceSecrets {
  JWT_SECRET: string
  COOKIE_SECRET: string
}

/** The caller's own secrets (environment) win; otherwise this clone's. */
export function localCommerceSecrets(env: NodeJS.ProcessEnv = process.env): CommerceSecrets {
  const own = clonesSecrets()
  return { JWT_SECRET: env.JWT_SECRET || own.JWT_SECRET, COOKIE_SECRET: env.COOKIE_SECRET || own.COOKIE_SECRET }
}

function clonesSecrets(): CommerceSecrets {
  if (existsSync(secretsFile)) {
    const stored = JSON.parse(readFileSync(secretsFile, "utf8")) as Partial<CommerceSecrets>
    if (stored.JWT_SECRET && stored.COOKIE_SECRET) return { JWT_SECRET: stored.JWT_SECRET, COOKIE_SECRET: stored.COOKIE_SECRET }
  }
  const secrets = { JWT_SECRET: randomBytes(48).toString("base64url"), COOKIE_SECRET: randomBytes(48).toString("base64url") }
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
